import { homeActivityEndpoint, recentEndpoint, type ActivityItem } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { activityItems, anActivityItem, serveActivity } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { RecentActivity, defaultActivityHref } from "./RecentActivity";

const server = useMswServer();
const member = () => testClient({ user: session() }).client;

const POST = "6650000000000000000000a1";
const THREAD = "6650000000000000000000b1";
const LONG = "An extraordinarily long title about community moderation, sub-categories and the rules of good-faith argument online";
const oneOfEach: ActivityItem[] = [
  anActivityItem({ id: "a", type: "comment", title: "Opinion title" }),
  anActivityItem({ id: "b", type: "reply", threadId: THREAD, title: "Reply title" }),
  anActivityItem({ id: "c", type: "communityComment", title: "Community opinion title" }),
  anActivityItem({ id: "d", type: "communityReply", threadId: THREAD, title: "Community reply title" }),
  anActivityItem({ id: "e", type: "post", title: "Post title" }),
  anActivityItem({ id: "f", type: "like", title: "Liked article title" }),
  anActivityItem({ id: "g", type: "communityLike", title: LONG }),
];

const titles = () => screen.getAllByRole("listitem").map((item) => item.querySelector(".pnyx-recent-activity__title")?.textContent);

describe("<RecentActivity>", () => {
  it("lists the member's activity, each leading to what it was on, with whole titles (phones cut them in CSS) and opinions' first words", async () => {
    serveActivity(server, recentEndpoint, oneOfEach);
    const { container } = renderWithPnyx(<RecentActivity />, member());
    expect(screen.getByRole("status").textContent).toBe("Loading activity…");
    const list = await screen.findByRole("list");
    const hrefs = within(list)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      `/details/${POST}`,
      `/details/${POST}/reply/${THREAD}`,
      `/cpostdetails/${POST}`,
      `/cpostdetails/${POST}/reply/${THREAD}`,
      `/cpostdetails/${POST}`,
      `/details/${POST}`,
      `/cpostdetails/${POST}`,
    ]);
    const last = within(list).getAllByRole("link").at(-1)!;
    expect(last.textContent).toBe(oneOfEach.at(-1)!.title);
    // Phones show it cut at `titleLength` characters, by CSS: one title text in the page, read whole.
    expect(last.querySelector("span")!.getAttribute("style")).toContain("--pnyx-activity-title-cut: 80ch");
    const opinion = within(list).getAllByRole("listitem")[0]!;
    expect(opinion.querySelector(".pnyx-recent-activity__excerpt")?.textContent).toBe(oneOfEach[0]!.excerpt);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("filters by kind: Posts, Opinions, Likes, and says 'No recents' when a filter leaves nothing", async () => {
    serveActivity(server, recentEndpoint, oneOfEach.slice(0, 4));
    renderWithPnyx(<RecentActivity titleLength={25} />, member());
    await screen.findByRole("list");
    const filters = screen.getByRole("radiogroup", { name: "Filter activity" });
    await userEvent.click(within(filters).getByRole("radio", { name: "Opinions" }));
    expect(titles()).toEqual(["Opinion title", "Reply title", "Community opinion title", "Community reply title"]);
    await userEvent.click(within(filters).getByRole("radio", { name: "Likes" }));
    screen.getByText("No recents");
    await userEvent.click(within(filters).getByRole("radio", { name: "Posts" }));
    screen.getByText("No recents");
    await userEvent.click(within(filters).getByRole("radio", { name: "All" }));
    expect(titles()).toHaveLength(4);
  });

  it("keeps only the kinds of each filter", async () => {
    serveActivity(server, recentEndpoint, oneOfEach);
    renderWithPnyx(<RecentActivity titleLength={25} />, member());
    await screen.findByRole("list");
    await userEvent.click(screen.getByRole("radio", { name: "Likes" }));
    expect(titles()).toEqual(["Liked article title", oneOfEach.find((i) => i.type === "communityLike")!.title]);
    await userEvent.click(screen.getByRole("radio", { name: "Posts" }));
    expect(titles()).toEqual(["Post title"]);
  });

  it("asks a visitor to log in when they press an item of the home feed", async () => {
    serveActivity(server, homeActivityEndpoint, [anActivityItem({ author: "grace", title: "Engines that count" })]);
    const { container } = renderWithPnyx(<RecentActivity source="home" />, testClient().client);
    const item = await screen.findByRole("button", { name: "Engines that count" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(item.closest("li")?.textContent).toContain("Opinion by grace");
    await userEvent.click(item);
    await screen.findByText("Please login to perform action!");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the latest few with a 'See all' link and no paging", async () => {
    const asked = serveActivity(server, recentEndpoint, activityItems(8));
    renderWithPnyx(<RecentActivity limit={5} seeAllHref="/recents" showFilters={false} />, member());
    await screen.findByRole("list");
    expect(titles()).toEqual(["Activity 1", "Activity 2", "Activity 3", "Activity 4", "Activity 5"]);
    expect(screen.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/recents");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(asked).toEqual([undefined]);
  });

  it("pages back with 'Show more' until a short page", async () => {
    const items = activityItems(5);
    const asked = serveActivity(server, recentEndpoint, items);
    renderWithPnyx(<RecentActivity pageSize={2} />, member());
    await screen.findByRole("list");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(asked).toEqual([undefined, items[1]!.at, items[3]!.at]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says 'No recents' when there is nothing, and why when it cannot load", async () => {
    serveActivity(server, recentEndpoint, []);
    const { unmount } = renderWithPnyx(<RecentActivity />, member());
    await screen.findByText("No recents");
    unmount();
    server.use(mockEndpoint(homeActivityEndpoint, errorResponse(503, "internal_error", "Down")));
    const { container } = renderWithPnyx(<RecentActivity source="home" />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the activity");
    screen.getByRole("button", { name: "Try again" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks visitors to log in instead of their own activity, without a call", () => {
    renderWithPnyx(<RecentActivity />, testClient().client);
    screen.getByText("Please login to view more!");
  });
});

describe("defaultActivityHref", () => {
  it("falls back to the post when a reply has no thread", () => {
    expect(defaultActivityHref(anActivityItem({ type: "reply", threadId: null }))).toBe(`/details/${POST}`);
    expect(defaultActivityHref(anActivityItem({ type: "communityReply", threadId: null }))).toBe(`/cpostdetails/${POST}`);
  });
});
