import { screen } from "@testing-library/react";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { TEST_ORIGIN, useMswServer } from "../../test/msw";
import { COMMENT_ID, POST_ID, article, liveTestClient, opinion, popularOpinion, summary } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { ArticleView } from "../article-view/ArticleView";
import { NewsFeed } from "../news-feed/NewsFeed";
import { OpinionThread } from "../opinion-thread/OpinionThread";
import { PopularOpinions } from "../popular-opinions/PopularOpinions";
import { ReplyThread } from "../reply-thread/ReplyThread";
import { SearchResults } from "../search-results/SearchResults";

const server = useMswServer();

/** Answers `path` only when `release` is called, so the widget's first load can be looked at. */
function held(path: string, answer: JsonBodyType) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  server.use(
    http.post(`${TEST_ORIGIN}${path}`, async () => {
      await released;
      await delay(1);
      return HttpResponse.json(answer);
    }),
  );
  return release;
}

const cases: { name: string; path: string; answer: JsonBodyType; ui: ReactElement; status: string; placeholders: number; loaded: () => Promise<unknown> }[] = [
  {
    name: "a category feed",
    path: "/api/news/byCategory",
    answer: { articles: [summary()], page: 1, hasMore: false },
    ui: <NewsFeed category="Science" />,
    status: "Loading articles…",
    placeholders: 6,
    loaded: () => screen.findByRole("link", { name: summary().title }),
  },
  {
    name: "popular opinions",
    path: "/api/comment/topComments",
    answer: { comments: [popularOpinion()], hasMore: false },
    ui: <PopularOpinions pageSize={3} />,
    status: "Loading opinions…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "an article's opinions",
    path: "/api/comment/getComments",
    answer: { comments: [opinion()], hasMore: false },
    ui: <OpinionThread postId={POST_ID} live={false} />,
    status: "Loading opinions…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "a reply thread",
    path: "/api/comment/fetchCommentAndReplies",
    answer: { comment: opinion(), replies: [] },
    ui: <ReplyThread commentId={COMMENT_ID} live={false} />,
    status: "Loading replies…",
    placeholders: 3,
    loaded: () => screen.findByRole("article"),
  },
  {
    name: "search results",
    path: "/api/search/",
    answer: { posts: [summary()], communityPosts: [] },
    ui: <SearchResults searchText="engines" />,
    status: "Searching…",
    placeholders: 4,
    loaded: () => screen.findByRole("heading", { level: 1 }),
  },
  {
    name: "an article",
    path: "/api/news/byId/",
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
      const release = held(c.path, c.answer);
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
    const release = held("/api/news/byCategory", { articles: [summary()], page: 1, hasMore: false });
    const { container } = renderWithPnyx(<NewsFeed category="Science" />, liveTestClient().client);
    const placeholderGrid = container.querySelector("[data-skeleton]")!.closest("ul")!.className;
    const placeholderCard = container.querySelector("[data-skeleton]")!.className;
    release();
    await screen.findByRole("link", { name: summary().title });
    expect(container.querySelector("ul")!.className).toBe(placeholderGrid);
    expect(container.querySelector("article")!.className).toBe(placeholderCard);
  });
});
