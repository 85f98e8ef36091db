import {
  type Endpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  searchEndpoint,
  topCommentsEndpoint,
} from "@pnyx/contract";
import { type MockReply, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import { delay } from "msw";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, article, liveTestClient, opinion, popularOpinion, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { ArticleView } from "../article-view/ArticleView";
import { NewsFeed } from "../news-feed/NewsFeed";
import { OpinionThread } from "../opinion-thread/OpinionThread";
import { PopularOpinions } from "../popular-opinions/PopularOpinions";
import { ReplyThread } from "../reply-thread/ReplyThread";
import { SearchResults } from "../search-results/SearchResults";

const server = useMswServer();

/** Answers `endpoint` only when `release` is called, so the widget's first load can be looked at. */
function held<E extends Endpoint>(endpoint: E, answer: MockReply<E>) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  server.use(
    mockEndpoint(endpoint, async () => {
      await released;
      await delay(1);
      return answer;
    }),
  );
  return release;
}

const cases: { name: string; endpoint: Endpoint; answer: unknown; ui: ReactElement; status: string; placeholders: number; loaded: () => Promise<unknown> }[] = [
  {
    name: "a category feed",
    endpoint: byCategoryEndpoint,
    answer: { articles: [summary()], page: 1, hasMore: false },
    ui: <NewsFeed category="Science" />,
    status: "Loading articles…",
    placeholders: 6,
    loaded: () => screen.findByRole("link", { name: summary().title }),
  },
  {
    name: "popular opinions",
    endpoint: topCommentsEndpoint,
    answer: { comments: [popularOpinion()], hasMore: false },
    ui: <PopularOpinions pageSize={3} />,
    status: "Loading opinions…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "an article's opinions",
    endpoint: getCommentsEndpoint,
    answer: { comments: [opinion()], hasMore: false },
    ui: <OpinionThread postId={POST_ID} live={false} />,
    status: "Loading opinions…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "a reply thread",
    endpoint: fetchCommentAndRepliesEndpoint,
    answer: { comment: opinion(), replies: [] },
    ui: <ReplyThread commentId={COMMENT_ID} live={false} />,
    status: "Loading replies…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "search results",
    endpoint: searchEndpoint,
    answer: { posts: [summary()], communityPosts: [] },
    ui: <SearchResults searchText="engines" />,
    status: "Searching…",
    placeholders: 4,
    loaded: () => screen.findByRole("heading", { level: 1 }),
  },
  {
    name: "an article",
    endpoint: articleByIdEndpoint,
    answer: article(),
    ui: <ArticleView id={POST_ID} />,
    status: "Loading article…",
    placeholders: 1,
    loaded: () => screen.findByRole("heading", { level: 1 }),
  },
];

describe("first loads show placeholders in the shape of what is coming", () => {
  for (const c of cases) {
    it(`${c.name}: card-shaped placeholders in a busy box, hidden from screen readers, which hear the status`, async () => {
      const release = held(c.endpoint, c.answer as MockReply<Endpoint>);
      const { container } = renderWithPnyx(c.ui, liveTestClient().client);
      const status = screen.getByRole("status");
      expect(status.textContent).toBe(c.status);
      expect(status.closest('[aria-busy="true"]')).toBeTruthy();
      const placeholders = container.querySelectorAll("[data-skeleton]");
      expect(placeholders).toHaveLength(c.placeholders);
      for (const placeholder of placeholders) expect(placeholder.closest('[aria-hidden="true"]')).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
      release();
      await c.loaded();
      expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(0);
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    });
  }

  it("a feed's placeholders sit in the feed's own grid, in the news card's frame", async () => {
    const release = held(byCategoryEndpoint, { articles: [summary()], page: 1, hasMore: false });
    const { container } = renderWithPnyx(<NewsFeed category="Science" />, liveTestClient().client);
    const placeholderGrid = container.querySelector("[data-skeleton]")!.closest("ul")!.className;
    const placeholderCard = container.querySelector("[data-skeleton]")!.className;
    release();
    await screen.findByRole("link", { name: summary().title });
    expect(container.querySelector("ul")!.className).toBe(placeholderGrid);
    expect(container.querySelector("article")!.className).toBe(placeholderCard);
  });
});
