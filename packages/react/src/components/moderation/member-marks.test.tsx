import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { PnyxStringsProvider } from "../../strings";
import { AwaitingReviewBadge, Foldable, RemovedPlaceholder } from "./member-marks";

describe("moderation marks", () => {
  it("Foldable folds an ignored author's piece and follows the session: an ignore elsewhere folds it, an unignore unfolds it", async () => {
    const { client, store } = testClient({ user: session({ ignoring: [] }) });
    const { container } = renderWithPnyx(
      <Foldable author="grace">
        <p>Looms first.</p>
      </Foldable>,
      client,
    );
    screen.getByText("Looms first.");
    act(() => store.set({ ...store.get(), user: { ...store.get().user!, ignoring: ["grace"] } }));
    expect(container.textContent).toBe("You ignore grace. Show");
    expect(await axeViolations(container)).toEqual([]);
    act(() => store.set({ ...store.get(), user: { ...store.get().user!, ignoring: [] } }));
    screen.getByText("Looms first.");
  });

  it("says 'Awaiting review' and 'This was removed by a moderator.', in the provider's words when given", async () => {
    const { container, unmount } = renderWithPnyx(
      <>
        <AwaitingReviewBadge />
        <RemovedPlaceholder />
      </>,
      testClient().client,
    );
    expect(container.textContent).toBe("Awaiting reviewThis was removed by a moderator.");
    unmount();

    renderWithPnyx(
      <PnyxStringsProvider strings={{ moderationMarks: { folded: (name) => `${name} est ignoré.`, show: "Afficher" } }}>
        <Foldable author="grace">
          <p>Looms first.</p>
        </Foldable>
      </PnyxStringsProvider>,
      testClient({ user: session({ ignoring: ["grace"] }) }).client,
    );
    screen.getByText("grace est ignoré.", { exact: false });
    await userEvent.setup().click(screen.getByRole("button", { name: "Afficher" }));
    screen.getByText("Looms first.");
  });
});
