import { createPnyxClient } from "@pnyx/sdk";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoginForm } from "./components/login-form/LoginForm";
import { OpinionCard } from "./components/opinion-thread/OpinionCard";
import { PnyxProvider, createPnyxQueryClient } from "./provider";
import { mergeStrings, PnyxStringsProvider, type PnyxStrings } from "./strings";
import { TEST_ORIGIN } from "./test/msw";
import { opinion } from "./test/news-fixtures";

const client = createPnyxClient({ baseUrl: TEST_ORIGIN });
const withStrings = (strings: PnyxStrings, ui: React.ReactElement) =>
  render(
    <PnyxProvider client={client} queryClient={createPnyxQueryClient()} strings={strings}>
      {ui}
    </PnyxProvider>,
  );

describe("provider strings", () => {
  it("shows a provider-level override, keeping the other defaults", () => {
    withStrings({ loginForm: { submit: "Se connecter" } }, <LoginForm />);
    screen.getByRole("button", { name: "Se connecter" });
    screen.getByText("Forgot password?");
  });

  it("lets a widget's strings prop beat the provider", () => {
    withStrings({ loginForm: { submit: "Se connecter", signup: "Pas de compte ?" } }, <LoginForm strings={{ submit: "Entrer" }} />);
    screen.getByRole("button", { name: "Entrer" });
    expect(screen.queryByRole("button", { name: "Se connecter" })).toBeNull();
    screen.getByText("Pas de compte ?");
  });

  it("merges nested providers, the inner one winning", () => {
    withStrings(
      { loginForm: { submit: "Se connecter", signup: "Pas de compte ?" } },
      <PnyxStringsProvider strings={{ loginForm: { submit: "Entrer" } }}>
        <LoginForm />
      </PnyxStringsProvider>,
    );
    screen.getByRole("button", { name: "Entrer" });
    screen.getByText("Pas de compte ?");
  });
});

describe("mergeStrings", () => {
  it("merges nested groups key by key and skips undefined values", () => {
    const base = { heading: "Opinions", card: { edit: "Edit", delete: "Delete" } };
    expect(mergeStrings(base, { card: { edit: "Modifier" }, heading: undefined })).toEqual({
      heading: "Opinions",
      card: { edit: "Modifier", delete: "Delete" },
    });
    expect(base.card.edit).toBe("Edit");
  });

  it("replaces functions rather than merging them", () => {
    const by = (a: string) => `par ${a}`;
    expect(mergeStrings({ opinionBy: (a: string) => `by ${a}` }, { opinionBy: by }).opinionBy).toBe(by);
  });
});

describe("provider strings reach widgets inside widgets", () => {
  it("an opinion card and its vote buttons read their own keys; what the card passes down wins", () => {
    withStrings(
      { opinionCard: { reply: "Répondre", votes: { dislike: "Bof" } }, voteButtons: { like: "J'aime", dislike: "Je n'aime pas" } },
      <OpinionCard opinion={opinion({ author: "grace" })} />,
    );
    expect(screen.getByRole("button", { name: "Reply to grace" }).textContent).toBe("Répondre");
    screen.getByRole("button", { name: /J'aime/ });
    screen.getByRole("button", { name: /Bof/ });
    expect(screen.queryByRole("button", { name: /Je n'aime pas/ })).toBeNull();
  });
});
