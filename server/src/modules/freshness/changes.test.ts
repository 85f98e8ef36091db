import { describe, expect, it } from "bun:test";
import { CACHE_TAGS } from "../../platform/cache-tags";
import type { ResponseCache } from "../../platform/response-cache";
import { CHANGE_VISIBLE_WITHIN_MS, changed, touchedBy, touches, type Change } from "./changes";

const A = "a".repeat(24);
const P = "b".repeat(24);
const C = "c".repeat(24);
const T = CACHE_TAGS;

describe("which answers a change touches", () => {
  const table: Array<[string, Change, { first: string[]; tags: string[] }]> = [
    ["an article's votes", { kind: "articleVotes", articleId: A }, { first: [], tags: [T.article(A), T.feeds] }],
    [
      "an opinion's votes on an article",
      { kind: "opinionVotes", post: { postKind: "article", postId: A } },
      { first: [T.topOpinion(A)], tags: [T.opinions(A), T.feeds, T.popularOpinions] },
    ],
    // No news feed, popular opinion or top opinion shows an opinion on a community post.
    [
      "an opinion's votes on a community post",
      { kind: "opinionVotes", post: { postKind: "communityPost", postId: P, communityId: C } },
      { first: [], tags: [T.opinions(P)] },
    ],
    [
      "opinions on an article",
      { kind: "opinions", post: { postKind: "article", postId: A } },
      { first: [T.topOpinion(A)], tags: [T.article(A), T.opinions(A), T.feeds, T.popularOpinions] },
    ],
    [
      "opinions on a community post",
      { kind: "opinions", post: { postKind: "communityPost", postId: P, communityId: C } },
      { first: [], tags: [T.opinions(P), T.community(C), T.communityPost(P)] },
    ],
    [
      "a community post's votes",
      { kind: "communityPostVotes", postId: P, communityId: C },
      { first: [], tags: [T.communityPost(P), T.community(C), T.communities] },
    ],
    [
      "community posts verified or gone",
      { kind: "communityPosts", postIds: [P], communityIds: [C] },
      { first: [], tags: [T.communityPost(P), T.community(C), T.communities] },
    ],
    ["members joining or leaving", { kind: "membership", communityIds: [C] }, { first: [], tags: [T.community(C), T.communities] }],
    ["articles added", { kind: "articlesAdded" }, { first: [], tags: [T.feeds] }],
    ["an article corrected or listed", { kind: "articleEdited", articleId: A }, { first: [], tags: [T.articleRecord(A), T.feeds, T.popularOpinions] }],
    ["the live link", { kind: "liveLink" }, { first: [], tags: [T.liveLink] }],
    ["the publishers", { kind: "publishers" }, { first: [], tags: [T.publishers] }],
  ];
  it.each(table)("%s", (_name, change, expected) => {
    expect(touches(change)).toEqual(expected);
  });

  it("a repair drops everything the writes that keep its keys could touch", () => {
    // An article's votes and opinions recounted; a community post's; an opinion's votes; a member's points (no answer shows them).
    const articleThread = { postKind: "article", postId: A } as const;
    expect(touchedBy({ kind: "articleVotes", articleId: A }, { kind: "opinions", post: articleThread }).sort()).toEqual(
      [T.article(A), T.feeds, T.opinions(A), T.popularOpinions, T.topOpinion(A)].sort(),
    );
    const postThread = { postKind: "communityPost", postId: P, communityId: C } as const;
    expect(touchedBy({ kind: "communityPostVotes", postId: P, communityId: C }, { kind: "opinions", post: postThread }).sort()).toEqual(
      [T.communities, T.community(C), T.communityPost(P), T.opinions(P)].sort(),
    );
    expect(touchedBy({ kind: "opinionVotes", post: { postKind: "communityPost", postId: P, communityId: null } })).toEqual([T.opinions(P)]);
    expect(touchedBy()).toEqual([]);
  });
});

describe("telling the cache", () => {
  function recorder() {
    const calls: string[] = [];
    const cache = {
      invalidate: (tag: string) => calls.push(`invalidate ${tag}`),
      changed: (tag: string, within: number) => calls.push(`changed ${tag} ${within}`),
      patch: (tag: string, within: number) => calls.push(`patch ${tag} ${within}`),
    } as unknown as ResponseCache;
    return { cache, calls };
  }

  it("drops the kept top opinion before marking the feeds that read it", () => {
    const { cache, calls } = recorder();
    changed(cache, { kind: "opinions", post: { postKind: "article", postId: A } });
    expect(calls[0]).toBe(`invalidate ${T.topOpinion(A)}`);
    expect(calls).toContain(`changed ${T.feeds} ${CHANGE_VISIBLE_WITHIN_MS}`);
  });

  it("patches the thread's kept pages when it can, and marks the rest; `now` leaves no bound", () => {
    const { cache, calls } = recorder();
    changed(cache, { kind: "opinions", post: { postKind: "communityPost", postId: P, communityId: C } }, { when: "now", editThread: () => undefined });
    expect(calls).toEqual([`patch ${T.opinions(P)} 0`, `changed ${T.community(C)} 0`, `changed ${T.communityPost(P)} 0`]);
  });
});
