import { anOpinion } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import {
  countsChange,
  createThreadLedger,
  findOpinion,
  opinionsIn,
  removedCount,
  withChangedOpinion,
  withNewOpinion,
  withOwnHeld,
  withPage,
  withoutOpinion,
  withoutOthersHeld,
  type ThreadPage,
} from "./thread-pages";

/** The test's n-th opinion id (fixed, so a test can name it). */
const idOf = (n: number) => `66${n.toString(16).padStart(22, "0")}`;
const opinion = (n: number, over: Parameters<typeof anOpinion>[0] = {}) => anOpinion({ _id: idOf(n), text: `opinion ${n}`, ...over });
const page = (ids: number[], hasMore = true): ThreadPage => ({ comments: ids.map((n) => opinion(n)), hasMore });
const ids = (pages: readonly ThreadPage[]) => opinionsIn(pages).map((o) => o.text);

describe("thread pages", () => {
  it("a later page leaves out the opinions shown already (a new one moved the server's pages down)", () => {
    const pages = withPage([page([1, 2])], page([2, 3], false));
    expect(ids(pages)).toEqual(["opinion 1", "opinion 2", "opinion 3"]);
    expect(pages.at(-1)?.hasMore).toBe(false);
  });

  it("a new opinion goes first, once; nothing is added before a page is loaded", () => {
    const pages = [page([1]), page([2])];
    const added = withNewOpinion(pages, opinion(9));
    expect(ids(added)).toEqual(["opinion 9", "opinion 1", "opinion 2"]);
    expect(withNewOpinion(added, opinion(9))).toBe(added);
    expect(withNewOpinion<ThreadPage>([], opinion(9))).toEqual([]);
  });

  it("changes and removals touch only the opinion named, and keep the same pages when nothing changed", () => {
    const pages = [page([1, 2]), page([3])];
    const liked = withChangedOpinion(pages, idOf(3), countsChange({ upvotes: 7, downvotes: 1 }));
    expect(findOpinion(liked, idOf(3))).toMatchObject({ upvotes: 7, downvotes: 1 });
    expect(liked[0]).toBe(pages[0]);
    expect(withChangedOpinion(liked, idOf(3), countsChange({ upvotes: 7, downvotes: 1 }))).toBe(liked);
    expect(withChangedOpinion(pages, idOf(8), () => ({ text: "x" }))).toBe(pages);
    const gone = withoutOpinion(liked, idOf(1));
    expect(ids(gone)).toEqual(["opinion 2", "opinion 3"]);
    expect(withoutOpinion(gone, idOf(1))).toBe(gone);
  });

  it("a removed opinion takes its replies off the count", () => {
    expect(removedCount(opinion(1, { replyCount: 3 }))).toBe(4);
    expect(removedCount(undefined)).toBe(1);
  });

  it("the member's held opinions go first, each once: one the thread holds too stays where the thread has it", () => {
    const shown = opinionsIn([page([1, 2])]);
    const held = [opinion(8, { awaitingReview: true }), opinion(2, { awaitingReview: true }), opinion(7, { awaitingReview: true })];
    const merged = withOwnHeld(held, shown);
    expect(merged.map((o) => o.text)).toEqual(["opinion 8", "opinion 7", "opinion 1", "opinion 2"]);
    // The thread's copy (approved: no mark) wins over the held one.
    expect(merged.find((o) => o._id === idOf(2))?.awaitingReview).toBeUndefined();
    expect(withOwnHeld([], shown)).toBe(shown);
    expect(withOwnHeld([opinion(1, { awaitingReview: true })], shown)).toBe(shown);
  });

  it("drops the opinions awaiting review that are not the reader's, on every page; the same pages when none goes", () => {
    const pages: ThreadPage[] = [
      { comments: [opinion(1, { author: "ada", awaitingReview: true }), opinion(2, { author: "ada" })], hasMore: true },
      { comments: [opinion(3, { author: "linus", awaitingReview: true }), opinion(4)], hasMore: false },
    ];
    expect(ids(withoutOthersHeld(pages, null))).toEqual(["opinion 2", "opinion 4"]);
    expect(ids(withoutOthersHeld(pages, "linus"))).toEqual(["opinion 2", "opinion 3", "opinion 4"]);
    expect(withoutOthersHeld(pages, "linus").at(-1)).toBe(pages[1]);
    const plain = [page([1, 2])];
    expect(withoutOthersHeld(plain, null)).toBe(plain);
  });

  it("the ledger applies each addition and removal once, and never adds back what was removed", () => {
    const ledger = createThreadLedger();
    expect(ledger.firstAdd("a")).toBe(true);
    expect(ledger.firstAdd("a")).toBe(false);
    expect(ledger.firstRemove("a")).toBe(true);
    expect(ledger.firstRemove("a")).toBe(false);
    expect(ledger.firstRemove("b")).toBe(true);
    expect(ledger.firstAdd("b")).toBe(false);
  });

  it("the ledger lets a hidden opinion be added again once (its approval), never a removed one", () => {
    const ledger = createThreadLedger();
    expect(ledger.firstAdd("a")).toBe(true);
    expect(ledger.firstHide("a")).toBe(true);
    expect(ledger.firstHide("a")).toBe(false);
    expect(ledger.firstAdd("a")).toBe(true);
    expect(ledger.firstAdd("a")).toBe(false);
    // Hidden again after its approval, then removed: gone for good.
    expect(ledger.firstHide("a")).toBe(true);
    expect(ledger.firstRemove("a")).toBe(true);
    expect(ledger.firstAdd("a")).toBe(false);
    expect(ledger.firstHide("a")).toBe(false);
  });
});
