import { communityPostsEndpoint, subcategoryPostsEndpoint, type CommunityPostSummary } from "@pnyx/contract";
import { FIXTURE_IDS, aCommunityPostSummary } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { stubIntersectionObserver } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { CommunityPostList } from "./CommunityPostList";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());

const COMMUNITY = { communityId: FIXTURE_IDS.community };
const engines = aCommunityPostSummary();
const tardigrades = aCommunityPostSummary({ _id: "67b000000000000000000002", title: "Why do tardigrades survive vacuum?", author: "linus" });

/** Serves a community's posts page by page; records each page asked for. */
function communityPages(pages: CommunityPostSummary[][]) {
  const asked: { id: string; page: number }[] = [];
  server.use(
    mockEndpoint(communityPostsEndpoint, ({ id, page }) => {
      asked.push({ id, page });
      return { posts: pages[page - 1] ?? [], page, hasMore: page < pages.length };
    }),
  );
  return asked;
}

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("<CommunityPostList>", () => {
  it("lists a community's posts as cards, loads the next page near the end, then says there are no more", async () => {
    const observer = stubIntersectionObserver();
    const asked = communityPages([[engines], [tardigrades]]);
    const { container } = renderWithPnyx(<CommunityPostList source={COMMUNITY} />, testClient().client);
    expect(screen.getByRole("status").textContent).toBe("Loading posts…");
    await screen.findByRole("link", { name: "Notes on engines" });
    expect(screen.getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe(`/cpostdetails/${engines._id}`);
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByText("No more posts");
    expect(titles()).toEqual(["Notes on engines", "Why do tardigrades survive vacuum?"]);
    expect(asked).toEqual([
      { id: FIXTURE_IDS.community, page: 1 },
      { id: FIXTURE_IDS.community, page: 2 },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists a sub-category's posts by its name; says when a community or a sub-category has none", async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(subcategoryPostsEndpoint, (input) => {
        asked.push(input);
        return { topPosts: [tardigrades], page: 1, hasMore: false, subCategory: "Space Biology", communityId: FIXTURE_IDS.community };
      }),
    );
    const { unmount } = renderWithPnyx(<CommunityPostList source={{ subcategory: "Space-Biology" }} />, testClient().client);
    await screen.findByRole("link", { name: "Why do tardigrades survive vacuum?" });
    expect(asked).toEqual([{ subcategory: "Space-Biology", page: 1 }]);
    unmount();

    communityPages([[]]);
    const community = renderWithPnyx(<CommunityPostList source={COMMUNITY} />, testClient().client);
    await screen.findByText("No posts to display in this community");
    community.unmount();

    server.use(mockEndpoint(subcategoryPostsEndpoint, { topPosts: [], page: 1, hasMore: false, subCategory: "Physics", communityId: FIXTURE_IDS.community }));
    renderWithPnyx(<CommunityPostList source={{ subcategory: "Physics" }} />, testClient().client);
    await screen.findByText("No posts to show here");
  });

  it("says when the community does not exist, and when the posts cannot load, with a retry that works", async () => {
    server.use(mockEndpoint(communityPostsEndpoint, errorResponse(404, "not_found", "No such community")));
    const { unmount } = renderWithPnyx(<CommunityPostList source={COMMUNITY} />, testClient().client);
    await screen.findByText("There is no such community or sub-category.");
    unmount();

    server.use(mockEndpoint(communityPostsEndpoint, errorResponse(503, "internal_error", "Down")));
    const { container } = renderWithPnyx(<CommunityPostList source={COMMUNITY} strings={{ retry: "Réessayer" }} />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the posts");
    expect(await axeViolations(container)).toEqual([]);
    communityPages([[engines]]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Réessayer" }));
    await screen.findByRole("link", { name: "Notes on engines" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
