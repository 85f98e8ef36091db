import { addTopCommentEndpoint, getCommentsEndpoint, likeCommentEndpoint, ownHeldOpinionsEndpoint, reportCommentEndpoint, type Opinion } from "@pnyx/contract";
import { FIXTURE_IDS, aSession, aVoteState, anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import type { ThreadLiveHandlers } from "../realtime/live-client";
import { clientWith, gate, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";
import { createOpinionThread, type OpinionThreadOptions } from "./thread-store";

/** The test's n-th opinion id (fixed, so a test can name it). */
const idOf = (n: number) => `66${n.toString(16).padStart(22, "0")}`;
const server = useMockServer();
const POST = FIXTURE_IDS.article;
const opinion = (n: number, over: Partial<Opinion> = {}) => anOpinion({ _id: idOf(n), postId: POST, text: `opinion ${n}`, upvotes: 2, ...over });
const texts = (opinions: readonly Opinion[] | null) => opinions?.map((o) => o.text);

/** The thread over a real client (calls answered by msw from the contract) and a realtime link the test speaks for. */
function thread(options: Partial<OpinionThreadOptions> = {}, member = true) {
  const { client, store } = clientWith(member ? { user: aSession() } : {});
  const heard: ThreadLiveHandlers[] = [];
  const live = {
    watchThread: (_postId: string, handlers: ThreadLiveHandlers) => {
      heard.push(handlers);
      return Object.assign(() => void heard.splice(heard.indexOf(handlers), 1), { ready: Promise.resolve() });
    },
  };
  const changed: number[] = [];
  const opinionThread = createOpinionThread(
    { session: store, opinions: client.opinions, votes: client.votes, live },
    { postId: POST, onOpinionsChanged: () => changed.push(1), ...options },
  );
  return { thread: opinionThread, live: () => heard[0]!, changed, store };
}

describe("createOpinionThread", () => {
  it("loads pages in order, without an opinion twice, and stops when none is left", async () => {
    const asked = record(server, getCommentsEndpoint, { comments: [opinion(1), opinion(2)], hasMore: true });
    const { thread: t } = thread({ total: 3 });
    await t.reload();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "opinion 2"]);
    expect(asked[0]?.body).toMatchObject({ postId: POST, sort: "top", page: 1 });
    record(server, getCommentsEndpoint, { comments: [opinion(2), opinion(3)], hasMore: false });
    await t.loadMore();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "opinion 2", "opinion 3"]);
    expect(t.getSnapshot()).toMatchObject({ hasMore: false, loading: false, total: 3 });
  });

  it("takes over a page in hand and asks for the next one only", async () => {
    const asked = record(server, getCommentsEndpoint, { comments: [opinion(2)], hasMore: false });
    const { thread: t } = thread({ initial: { comments: [opinion(1)], hasMore: true } });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1"]);
    await t.loadMore();
    expect(asked.map((a) => (a.body as { page: number }).page)).toEqual([2]);
  });

  it("the member's own opinion and its live echo show once, first, and count once", async () => {
    const mine = opinion(9, { upvotes: 0 });
    record(server, addTopCommentEndpoint, { ...mine, earned: 5 });
    const { thread: t, live, changed } = thread({ initial: { comments: [opinion(1)], hasMore: false }, total: 1 });
    const stop = t.watch();
    await t.add("mine");
    live().onOpinionAdded?.({ postId: POST, opinion: mine });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 9", "opinion 1"]);
    expect(t.getSnapshot().total).toBe(2);
    expect(changed).toHaveLength(1);
    stop();
  });

  it("live: a reply raises its parent's reply count, an edit replaces, a deletion takes the opinion and its replies off", () => {
    const { thread: t, live } = thread({ initial: { comments: [opinion(1, { replyCount: 2 }), opinion(2)], hasMore: false }, total: 4 });
    t.watch();
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(5, { parentId: idOf(1) }) });
    expect(t.getSnapshot().opinions?.[0]?.replyCount).toBe(3);
    live().onOpinionUpdated?.({ postId: POST, opinion: opinion(2, { text: "edited" }) });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "edited"]);
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(1), parentId: null });
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(1), parentId: null });
    expect(texts(t.getSnapshot().opinions)).toEqual(["edited"]);
    expect(t.getSnapshot().total).toBe(1);
    // A removed opinion heard again (a late echo) does not come back.
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(1) });
    expect(texts(t.getSnapshot().opinions)).toEqual(["edited"]);
    live().onVotesChanged?.({ postId: POST, targetType: "comment", targetId: idOf(2), upvotes: 9, downvotes: 1 });
    expect(t.getSnapshot().opinions?.[0]).toMatchObject({ upvotes: 9, downvotes: 1 });
  });

  it("a vote shows at once by the server's rule, then the server's counts; a second press meanwhile is ignored", async () => {
    const held = gate();
    const calls: number[] = [];
    server.use(
      mockEndpoint(likeCommentEndpoint, async () => {
        calls.push(1);
        await held.opened;
        return aVoteState({ targetId: idOf(1), upvotes: 7, downvotes: 0, vote: 1 });
      }),
    );
    const { thread: t, store } = thread({ initial: { comments: [opinion(1)], hasMore: false } });
    const voting = t.vote(idOf(1), 1);
    expect(t.getSnapshot().opinions?.[0]?.upvotes).toBe(3);
    expect(store.get().user?.likedComments).toContain(idOf(1));
    await t.vote(idOf(1), 0);
    held.release();
    await voting;
    expect(t.getSnapshot().opinions?.[0]?.upvotes).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it("a refused vote puts the counts and the member's vote back, and says why", async () => {
    server.use(mockEndpoint(likeCommentEndpoint, () => errorResponse(429, "rate_limited", "Too many votes")));
    const { thread: t, store } = thread({ initial: { comments: [opinion(1)], hasMore: false } });
    await t.vote(idOf(1), 1);
    expect(t.getSnapshot().opinions?.[0]?.upvotes).toBe(2);
    expect(store.get().user?.likedComments).not.toContain(idOf(1));
    expect((t.getSnapshot().error as Error).message).toBe("Too many votes");
  });

  it("a visitor's vote does nothing; a report is remembered", async () => {
    record(server, reportCommentEndpoint, { message: "Reported" });
    const visitor = thread({ initial: { comments: [opinion(1)], hasMore: false } }, false);
    await visitor.thread.vote(idOf(1), 1);
    expect(visitor.thread.getSnapshot().opinions?.[0]?.upvotes).toBe(2);
    const { thread: t } = thread({ initial: { comments: [opinion(1)], hasMore: false } });
    await t.report(idOf(1));
    expect(t.getSnapshot().reported.has(idOf(1))).toBe(true);
  });

  it("the member's held opinions show first, newest first, once, and count nowhere; a visitor has none and asks nothing", async () => {
    const asked: unknown[] = [];
    let answer = [opinion(7, { awaitingReview: true }), opinion(8, { awaitingReview: true })];
    server.use(mockEndpoint(ownHeldOpinionsEndpoint, (input) => (asked.push(input), { comments: answer })));
    const { thread: t, store, changed } = thread({ initial: { comments: [opinion(1)], hasMore: false }, total: 1 });
    await t.loadOwnHeld();
    expect(asked).toEqual([{ postId: POST }]);
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 8", "opinion 7", "opinion 1"]);

    // Written now and held: first, marked, not counted; asked again, it is not shown twice.
    const mine = opinion(9, { awaitingReview: true });
    record(server, addTopCommentEndpoint, { ...mine, earned: 0 });
    await t.add("mine");
    answer = [...answer, mine];
    await t.loadOwnHeld();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 9", "opinion 8", "opinion 7", "opinion 1"]);
    expect(t.getSnapshot().opinions?.[0]?.awaitingReview).toBe(true);
    expect(t.getSnapshot().total).toBe(1);
    expect(changed).toHaveLength(0);

    // The session ends: the held opinions go, and nothing is asked for a visitor.
    store.set({ user: null, admin: null });
    const before = asked.length;
    await t.loadOwnHeld();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1"]);
    expect(asked).toHaveLength(before);
  });

  it("the member's held replies stay out of the thread's opinions (they belong under their opinion)", async () => {
    record(server, ownHeldOpinionsEndpoint, { comments: [opinion(7, { awaitingReview: true }), opinion(8, { awaitingReview: true, parentId: idOf(1) })] });
    const { thread: t } = thread({ initial: { comments: [opinion(1)], hasMore: false }, total: 1 });
    await t.loadOwnHeld();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 7", "opinion 1"]);
  });

  it("an approval heard live shows the opinion once, unmarked, and counts it once; a held one's removal moves no count", async () => {
    record(server, ownHeldOpinionsEndpoint, { comments: [opinion(7, { awaitingReview: true }), opinion(8, { awaitingReview: true })] });
    const { thread: t, live } = thread({ initial: { comments: [opinion(1)], hasMore: false }, total: 1 });
    t.watch();
    await t.loadOwnHeld();
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(7) });
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(7) });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 8", "opinion 7", "opinion 1"]);
    expect(
      t
        .getSnapshot()
        .opinions?.filter((o) => o.awaitingReview)
        .map((o) => o.text),
    ).toEqual(["opinion 8"]);
    expect(t.getSnapshot().total).toBe(2);
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(8), parentId: null });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 7", "opinion 1"]);
    expect(t.getSnapshot().total).toBe(2);
  });

  it("an opinion hidden pending review leaves a reader's view and the count, and comes back once when approved", () => {
    const {
      thread: t,
      live,
      changed,
    } = thread({ initial: { comments: [opinion(1, { author: "grace", replyCount: 2 }), opinion(2)], hasMore: false }, total: 4 });
    t.watch();
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(1), parentId: null, pendingReview: true });
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(1), parentId: null, pendingReview: true });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 2"]);
    expect(t.getSnapshot().total).toBe(3);
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(1, { author: "grace", replyCount: 2 }) });
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(1, { author: "grace", replyCount: 2 }) });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "opinion 2"]);
    expect(t.getSnapshot().total).toBe(4);
    expect(changed).toHaveLength(2);
  });

  it("its author keeps their hidden opinion where it is, marked, and unmarked once approved", () => {
    const { thread: t, live } = thread({ initial: { comments: [opinion(1), opinion(2, { author: "ada" })], hasMore: false }, total: 2 });
    t.watch();
    live().onOpinionDeleted?.({ postId: POST, commentId: idOf(2), parentId: null, pendingReview: true });
    expect(t.getSnapshot().opinions?.map((o) => [o.text, o.awaitingReview ?? false])).toEqual([
      ["opinion 1", false],
      ["opinion 2", true],
    ]);
    expect(t.getSnapshot().total).toBe(1);
    live().onOpinionAdded?.({ postId: POST, opinion: opinion(2, { author: "ada", upvotes: 5 }) });
    expect(t.getSnapshot().opinions?.map((o) => [o.text, o.awaitingReview ?? false, o.upvotes])).toEqual([
      ["opinion 1", false, 2],
      ["opinion 2", false, 5],
    ]);
    expect(t.getSnapshot().total).toBe(2);
  });

  it("when the member signs out, their opinions awaiting review leave the view at once, page 1's and the held ones; others' stay", async () => {
    record(server, ownHeldOpinionsEndpoint, { comments: [opinion(7, { author: "ada", awaitingReview: true })] });
    // Page 1 as the server answers it to ada: her opinion hidden after reports, marked, in its place.
    const { thread: t, store } = thread({
      initial: {
        comments: [opinion(1, { author: "grace" }), opinion(2, { author: "ada", awaitingReview: true }), opinion(3, { author: "ada" })],
        hasMore: false,
      },
      total: 2,
    });
    const heard: number[] = [];
    const stop = t.subscribe(() => heard.push(1));
    await t.loadOwnHeld();
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 7", "opinion 1", "opinion 2", "opinion 3"]);

    // A new token for the same member changes nothing.
    store.set({ ...store.get(), user: aSession({ token: "refreshed-token" }) });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 7", "opinion 1", "opinion 2", "opinion 3"]);

    const before = heard.length;
    store.set({ user: null, admin: null });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "opinion 3"]);
    expect(heard.length).toBe(before + 1);
    expect(t.getSnapshot().total).toBe(2);
    stop();
  });

  it("another member signing in sees none of the last one's opinions awaiting review, even when the session changed while nobody listened", async () => {
    const { thread: t, store } = thread({
      initial: { comments: [opinion(1, { author: "ada", awaitingReview: true }), opinion(2, { author: "linus" })], hasMore: false },
    });
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 1", "opinion 2"]);
    store.set({ user: aSession({ username: "linus", token: "linus-token" }), admin: null });
    // Nobody subscribed yet: the first subscriber gets the view of the reader now.
    const stop = t.subscribe(() => {});
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 2"]);
    stop();
  });

  it("a page answered after the member signed out keeps none of their opinions awaiting review", async () => {
    const held = gate();
    server.use(
      mockEndpoint(getCommentsEndpoint, async () => {
        await held.opened;
        return { comments: [opinion(1, { author: "ada", awaitingReview: true }), opinion(2)], hasMore: false };
      }),
    );
    const { thread: t, store } = thread();
    const loading = t.reload();
    store.set({ user: null, admin: null });
    held.release();
    await loading;
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 2"]);
  });

  it("a vote on an opinion awaiting review is not sent", async () => {
    const calls = record(server, likeCommentEndpoint, aVoteState({ targetId: idOf(1) }));
    const { thread: t } = thread({ initial: { comments: [opinion(1, { awaitingReview: true })], hasMore: false } });
    await t.vote(idOf(1), 1);
    expect(calls).toHaveLength(0);
    expect(t.getSnapshot().opinions?.[0]?.upvotes).toBe(2);
  });

  it("a report carries the reason and its legal ground; a refused one rejects and is not remembered", async () => {
    const asked = record(server, reportCommentEndpoint, { message: "Reported" });
    const { thread: t } = thread({ initial: { comments: [opinion(1), opinion(2)], hasMore: false } });
    await t.report(idOf(1), { reason: "illegal", legalGround: "Defamation Act 2013, s. 1" });
    expect(asked[0]?.body).toEqual({ commentId: idOf(1), reason: "illegal", legalGround: "Defamation Act 2013, s. 1" });
    server.use(mockEndpoint(reportCommentEndpoint, () => errorResponse(429, "rate_limited", "Too many reports")));
    await expect(t.report(idOf(2), { reason: "spam" })).rejects.toMatchObject({ message: "Too many reports" });
    expect([...t.getSnapshot().reported]).toEqual([idOf(1)]);
    expect(t.getSnapshot().error).toBeNull();
  });

  it("a page asked for before a reload is dropped", async () => {
    const first = gate();
    let n = 0;
    server.use(
      mockEndpoint(getCommentsEndpoint, async () => {
        n += 1;
        if (n === 1) await first.opened;
        return { comments: [opinion(n)], hasMore: false };
      }),
    );
    const { thread: t } = thread();
    const stale = t.reload();
    await t.reload();
    first.release();
    await stale;
    expect(texts(t.getSnapshot().opinions)).toEqual(["opinion 2"]);
  });
});
