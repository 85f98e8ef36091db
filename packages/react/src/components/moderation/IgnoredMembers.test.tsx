import { ignoredMembersEndpoint, unignoreMemberEndpoint } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient, opinion } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { OpinionCard } from "../opinion-thread/OpinionCard";
import { IgnoredMembers } from "./IgnoredMembers";

const server = useMswServer();

describe("<IgnoredMembers>", () => {
  it("lists the members one ignores; Unignore takes one off the list and unfolds their writing at once", async () => {
    let usernames = ["grace", "linus"];
    const unignored: unknown[] = [];
    server.use(
      mockEndpoint(ignoredMembersEndpoint, () => ({ usernames })),
      mockEndpoint(unignoreMemberEndpoint, (input) => {
        unignored.push(input);
        usernames = usernames.filter((name) => name !== input.username);
        return { usernames };
      }),
    );
    const { client, store } = liveTestClient({ user: session({ ignoring: ["grace", "linus"] }) });
    const { container } = renderWithPnyx(
      <>
        <IgnoredMembers />
        <OpinionCard opinion={opinion()} />
      </>,
      client,
    );
    screen.getByRole("heading", { level: 2, name: "Members you ignore" });
    expect(screen.getByRole("status").textContent).toBe("Loading the members you ignore…");
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["graceUnignore", "linusUnignore"]);
    expect(within(list).getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    expect(screen.getByRole("article", { name: "Opinion by grace" }).textContent).toBe("You ignore grace. Show");
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Unignore grace" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(unignored).toEqual([{ username: "grace" }]);
    expect(store.get().user?.ignoring).toEqual(["linus"]);
    screen.getByText("It weaves algebraic patterns.");
  });

  it("says when one ignores nobody, and when the list cannot be loaded (with a retry)", async () => {
    server.use(mockEndpoint(ignoredMembersEndpoint, { usernames: [] }));
    const { unmount } = renderWithPnyx(<IgnoredMembers />, liveTestClient({ user: session() }).client);
    await screen.findByText("You ignore nobody.");
    unmount();

    server.use(mockEndpoint(ignoredMembersEndpoint, () => errorResponse(500, "internal_error", "Down")));
    renderWithPnyx(<IgnoredMembers headingLevel={3} />, liveTestClient({ user: session() }).client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the members you ignore");
    screen.getByRole("button", { name: "Try again" });
    screen.getByRole("heading", { level: 3, name: "Members you ignore" });
  });
});
