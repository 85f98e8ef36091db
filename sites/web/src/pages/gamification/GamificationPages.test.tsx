import {
  ignoredMembersEndpoint,
  achievementsEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  levelEndpoint,
  getDetailsEndpoint,
  recentEndpoint,
  userCommentsEndpoint,
  userPostsEndpoint,
  type ActivityItem,
} from "@pnyx/contract";
import { aLeaderboard, aLevelInfo, aPublicProfile, aSession, achievementMap, activityItems } from "@pnyx/contract/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it } from "vitest";
import { routes } from "../../routes";
import { fakeRoute, renderWithFakeApi, type FakeRoute } from "../../test/fakeApi";

const LONG_TITLE = "Central banks and the quiet art of saying nothing at all";

/** The server's paging of `items` (newest first): `number` before `before`; records each ask. */
function activityRoute(endpoint: typeof recentEndpoint | typeof homeActivityEndpoint, items: ActivityItem[], asked: number[] = []): FakeRoute {
  return fakeRoute(endpoint, ({ number, before }) => {
    asked.push(number);
    return items.filter((item) => !before || item.at < before).slice(0, number);
  });
}

const memberRoutes = (extra: FakeRoute[] = []): FakeRoute[] => [
  fakeRoute(levelEndpoint, () => aLevelInfo({ level: 2, badge: "Silver", currentPoints: 740, goalPoints: 1000 })),
  fakeRoute(achievementsEndpoint, () => achievementMap({ Mentor: { Message: true, Current: 101, Goal: 100 } })),
  fakeRoute(getDetailsEndpoint, () => aPublicProfile({ username: "ada" })),
  fakeRoute(userPostsEndpoint, () => ({ posts: [] })),
  fakeRoute(userCommentsEndpoint, () => ({ comments: [] })),
  fakeRoute(ignoredMembersEndpoint, () => ({ usernames: ["linus"] })),
  ...extra,
];

function renderAt(path: string, api: FakeRoute[], loggedIn = true) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithFakeApi(<RouterProvider router={router} />, api, loggedIn ? { user: aSession({ username: "ada" }) } : {});
  return router;
}

describe("/profile", () => {
  it("shows the level with its badge, the 5 latest activities with See all, the achievements, and rewards coming soon", async () => {
    const asked: number[] = [];
    renderAt("/profile", memberRoutes([activityRoute(recentEndpoint, activityItems(12), asked)]));

    const recentsHead = (await screen.findByRole("heading", { level: 2, name: "Recent Activities" })).parentElement!;
    expect(within(recentsHead).getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/recents");
    const recents = await screen.findByRole("region", { name: "Recent activity" });
    await waitFor(() => expect(within(recents).getAllByRole("listitem")).toHaveLength(5));
    expect(asked).toEqual([5]);
    expect(within(recents).queryByRole("button", { name: "Show more" })).toBeNull();

    const achievementsHead = screen.getByRole("heading", { level: 2, name: "Achievements" }).parentElement!;
    expect(within(achievementsHead).getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/achievements");
    await within(await screen.findByRole("region", { name: "Achievements" })).findByRole("heading", { name: "Mentor" });

    const level = screen.getByRole("heading", { level: 2, name: "Level" }).closest("section")!;
    await within(level).findByText("740 / 1000 points");
    expect(level.querySelector('[data-badge="Silver"]')).not.toBeNull();
    expect(within(level).getByRole("link", { name: "Leaderboard" }).getAttribute("href")).toBe("/leaderboard");

    const rewards = screen.getByRole("heading", { level: 2, name: "Rewards" }).closest("section")!;
    within(rewards).getByText("COMING SOON");

    // Issue 47: the members Ada ignores, each with Unignore.
    const ignored = screen.getByRole("region", { name: "Members you ignore" });
    await within(ignored).findByRole("button", { name: "Unignore linus" });
  });
});

describe("/recents", () => {
  it("lists the member's activity (titles cut at 25 characters on phones), filtered by kind and paged by Show more", async () => {
    const items = [
      ...activityItems(1, 1, { title: LONG_TITLE }),
      ...activityItems(1, 2, { id: "post:2", type: "post", title: "A post of mine" }),
      ...activityItems(25, 3),
    ];
    renderAt("/recents", memberRoutes([activityRoute(recentEndpoint, items)]));
    await screen.findByRole("heading", { level: 1, name: "Recent Activities" });
    const first = await screen.findByRole("link", { name: LONG_TITLE });
    expect(first.getAttribute("href")).toBe(`/details/${items[0]!.postId}`);
    expect(first.querySelector("span")!.getAttribute("style")).toContain("--pnyx-activity-title-cut: 25ch");
    expect(screen.getAllByRole("listitem")).toHaveLength(20);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(27));

    await user.click(screen.getByRole("radio", { name: "Posts" }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([expect.stringContaining("A post of mine")]);
  });

  it("asks a visitor to log in first", async () => {
    const router = renderAt("/recents", [], false);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});

describe("/achievements", () => {
  it("shows every achievement card, Achieved or Locked", async () => {
    renderAt("/achievements", memberRoutes());
    await screen.findByRole("heading", { level: 1, name: "Achievements" });
    const mentor = (await screen.findByRole("heading", { level: 2, name: "Mentor" })).closest("li")!;
    within(mentor).getAllByText("Achieved");
    const anniversary = screen.getByRole("heading", { level: 2, name: "Anniversary" }).closest("li")!;
    within(anniversary).getAllByText("Locked");
  });
});

describe("home: Recent Activities", () => {
  it("shows everyone's latest activity to a visitor, each with who did it, and asks them to log in to open one", async () => {
    renderAt("/", [activityRoute(homeActivityEndpoint, activityItems(3, 1, { author: "grace" }))], false);
    const section = (await screen.findByRole("heading", { level: 2, name: "Recent Activities" })).closest("section")!;
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(3));
    within(section).getAllByText(/by grace/);
  });
});

describe("/leaderboard", () => {
  it("is open to visitors", async () => {
    renderAt("/leaderboard", [fakeRoute(leaderboardEndpoint, ({ period }) => aLeaderboard({ period, me: null }))], false);
    await screen.findByRole("heading", { level: 1, name: "Leaderboard" });
    await screen.findByText("grace");
  });
});
