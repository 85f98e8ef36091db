import { newsletterEmailsEndpoint } from "@pnyx/contract";
import { aNewsletterSubscriber } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { NewsletterSubscribersTable } from "./NewsletterSubscribersTable";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

describe("<NewsletterSubscribersTable>", () => {
  it("lists subscribers with their date under a heading that counts them", async () => {
    server.use(
      mockEndpoint(newsletterEmailsEndpoint, {
        subscribers: [aNewsletterSubscriber({ email: "ada@analytical.example", createdAt: "2026-11-22T10:05:00.000Z" })],
      }),
    );
    const { container } = renderWithPnyx(<NewsletterSubscribersTable />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const table = await screen.findByRole("grid", { name: /Newsletter subscribers/ });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Newsletter subscribers (1)");
    expect(within(table).getByRole("rowheader").textContent).toBe("ada@analytical.example");
    expect(container.querySelector(".pnyx-newsletter-subscribers-table__date")).not.toBeNull();
  });

  it("says when there is no one yet, in the publisher's words", async () => {
    server.use(mockEndpoint(newsletterEmailsEndpoint, { subscribers: [] }));
    renderWithPnyx(<NewsletterSubscribersTable strings={{ empty: "Personne pour l'instant." }} />, admin());
    await screen.findByText("Personne pour l'instant.");
  });
});
