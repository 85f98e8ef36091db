import { OPINIONS_PAGE_SIZE, type Opinion } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { pageWithNewOpinion, pageWithNewReply } from "./thread-pages";

const opinion = (n: number, upvotes: number, at: number): Opinion => ({
  _id: `65a00000000000000000${String(n).padStart(4, "0")}`,
  postId: "p",
  parentId: null,
  text: `Opinion ${n}`,
  image: null,
  author: "ada",
  profilePicture: null,
  createdAt: new Date(at).toISOString(),
  editedAt: null,
  upvotes,
  downvotes: 0,
  replyCount: 0,
});
const page = (comments: Opinion[], hasMore = false) => JSON.stringify({ comments, hasMore });
const key = (sort: string, n = 1) => `/api/comment/getComments|p|${sort}|${n}`;
const ids = (json: string | undefined) => (JSON.parse(json!) as { comments: Opinion[]; hasMore: boolean }).comments.map((c) => c._id);
const hasMore = (json: string | undefined) => (JSON.parse(json!) as { hasMore: boolean }).hasMore;

describe("a new opinion in a kept first page", () => {
  const a = opinion(1, 5, 1000);
  const b = opinion(2, 0, 3000);
  const c = opinion(3, 0, 2000);
  const fresh = opinion(4, 0, 4000);

  it("goes first among the newest, and after the upvoted ones and before older ones among the top", () => {
    expect(ids(pageWithNewOpinion(fresh)(key("newest"), page([b, c, a])))).toEqual([fresh._id, b._id, c._id, a._id]);
    expect(ids(pageWithNewOpinion(fresh)(key("top"), page([a, b, c])))).toEqual([a._id, fresh._id, b._id, c._id]);
    // Same time as one already there: by _id among the newest; among the top, in the order stored,
    // which the page does not show, so that page is left to be computed again.
    const twin = { ...fresh, _id: `65a00000000000000000${"0000"}`, createdAt: b.createdAt };
    expect(ids(pageWithNewOpinion(twin)(key("newest"), page([b, c, a])))).toEqual([b._id, twin._id, c._id, a._id]);
    expect(pageWithNewOpinion(twin)(key("top"), page([a, b, c]))).toBeUndefined();
  });

  it("pushes the last of a full page onto the next, or says there is more when it goes after all of them", () => {
    const full = Array.from({ length: OPINIONS_PAGE_SIZE }, (_, n) => opinion(100 + n, 0, 3000 - n));
    const edited = pageWithNewOpinion(fresh)(key("newest"), page(full));
    expect(ids(edited)).toEqual([fresh._id, ...full.slice(0, -1).map((o) => o._id)]);
    expect(hasMore(edited)).toBe(true);
    const old = opinion(5, 0, 1);
    const after = pageWithNewOpinion(old)(key("newest"), page(full));
    expect(ids(after)).toEqual(full.map((o) => o._id));
    expect(hasMore(after)).toBe(true);
    // A page with room ends with it.
    expect(ids(pageWithNewOpinion(old)(key("newest"), page([b, c])))).toEqual([b._id, c._id, old._id]);
  });

  it("leaves other pages, other sorts and a page that already shows it to be computed or kept as they are", () => {
    expect(pageWithNewOpinion(fresh)(key("newest", 2), page([b]))).toBeUndefined();
    expect(pageWithNewOpinion(fresh)(`/api/comment/getComments|p|oldest|1`, page([b]))).toBeUndefined();
    const shown = page([fresh, b]);
    expect(pageWithNewOpinion(fresh)(key("newest"), shown)).toBe(shown);
    expect(pageWithNewOpinion(opinion(5, 0, 1))(key("newest"), page([b], true))).toBeUndefined();
  });
});

describe("a new reply in a kept page", () => {
  const parent = { ...opinion(1, 2, 1000), replyCount: 3 };
  const other = opinion(2, 0, 2000);
  const counts = (json: string | undefined) => (JSON.parse(json!) as { comments: Opinion[] }).comments.map((c) => c.replyCount);
  const moved = (before: number, after: number) => pageWithNewReply({ parentId: parent._id, before, after });

  it("moves its parent's count on any page and in either sort, leaving the order as it was", () => {
    for (const k of [key("newest"), key("top"), key("top", 3)]) {
      const edited = moved(3, 5)(k, page([other, parent], true));
      expect(ids(edited)).toEqual([other._id, parent._id]);
      expect(counts(edited)).toEqual([0, 5]);
      expect(hasMore(edited)).toBe(true);
    }
  });

  it("keeps a page without its parent, or one already showing the count after, as it is", () => {
    const without = page([other]);
    expect(moved(3, 4)(key("newest"), without)).toBe(without);
    const shown = page([{ ...parent, replyCount: 4 }]);
    expect(moved(3, 4)(key("newest"), shown)).toBe(shown);
  });

  it("leaves a page showing any other count to be computed again", () => {
    // Another instance's reply, or a removal, moved it too: the page cannot tell what is right.
    expect(moved(1, 2)(key("newest"), page([parent]))).toBeUndefined();
    expect(moved(4, 5)(key("newest"), page([parent]))).toBeUndefined();
  });

  it("compares counts as pages show them, never below zero", () => {
    const shownZero = page([{ ...parent, replyCount: 0 }]);
    expect(counts(moved(-1, 1)(key("newest"), shownZero))).toEqual([1]);
    expect(moved(-2, 0)(key("newest"), shownZero)).toBe(shownZero);
  });
});
