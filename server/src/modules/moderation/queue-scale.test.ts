import { MODERATION_LIMITS } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Types } from "mongoose";
import { createTestContext, type TestContext } from "../../test-support/context";
import { ADMIN_ENV, castOf, queue, type Cast } from "../../test-support/moderation";
import { NO_REPORTS } from "./queue-model";

let ctx: TestContext;
let cast: Cast;
const ITEMS = 200;

beforeAll(async () => {
  ctx = await createTestContext(ADMIN_ENV);
  cast = await castOf(ctx, ["ned", "ola", "pia"]);
  const { ModerationQueue, Report } = ctx.runtime.deps.models;
  const now = Date.now();
  // 200 pending items by 200 authors (three with accounts and records), as reports leave them.
  await ModerationQueue.insertMany(
    Array.from({ length: ITEMS }, (_, i) => ({
      targetType: i % 3 === 0 ? "chatMessage" : "comment",
      targetId: new Types.ObjectId().toString(),
      cause: "reported",
      status: "pending",
      text: `Reported writing ${i}`,
      author: i < 3 ? ["ned", "ola", "pia"][i] : `author${i}`,
      authorId: i < 3 ? cast.ids[["ned", "ola", "pia"][i]!]! : null,
      context: { postId: null, postTitle: null, communityId: null, publisherId: null },
      hidden: false,
      reports: { ...NO_REPORTS, count: 1 + (i % 7), weight: 1 + (i % 7) },
      createdAt: new Date(now - i * 1000),
      lastReportedAt: new Date(now - i * 1000),
      appeal: null,
      decision: null,
    })),
  );
  await Report.insertMany([
    { commentId: new Types.ObjectId().toString(), reporter: "ned", reporterId: cast.ids.ned, outcome: "upheld", weight: 1 },
    { commentId: new Types.ObjectId().toString(), reporter: "ned", reporterId: cast.ids.ned, outcome: "rejected", weight: 1 },
  ]);
});
afterAll(() => ctx.close());

/** Counts the calls of a model's method while `run` runs. */
async function counting<T>(targets: Array<[object, string]>, run: () => Promise<T>): Promise<{ result: T; calls: number[] }> {
  const calls = targets.map(() => 0);
  const originals = targets.map(([model, method]) => (model as Record<string, unknown>)[method] as (...args: unknown[]) => unknown);
  targets.forEach(([model, method], i) => {
    (model as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      calls[i]!++;
      return originals[i]!.apply(this, args);
    };
  });
  try {
    return { result: await run(), calls };
  } finally {
    targets.forEach(([model, method], i) => ((model as Record<string, unknown>)[method] = originals[i]));
  }
}

describe("a queue of 200 items", () => {
  it("reads each page with the same few queries whatever its authors (no lookup per item), within a second", async () => {
    const { User, ModerationQueue, Report } = ctx.runtime.deps.models;
    const seen = new Set<string>();
    for (const sort of ["newest", "mostReported"] as const) {
      for (let page = 1; page <= Math.ceil(ITEMS / MODERATION_LIMITS.queuePageSize); page++) {
        const started = performance.now();
        const { result, calls } = await counting(
          [
            [User, "find"],
            [ModerationQueue, "aggregate"],
            [Report, "aggregate"],
            [ModerationQueue, "find"],
          ],
          () => queue(cast, { sort, page }),
        );
        expect(performance.now() - started).toBeLessThan(1000);
        expect(calls).toEqual([1, 1, 1, 1]);
        expect(result.items).toHaveLength(MODERATION_LIMITS.queuePageSize);
        expect(result.hasMore).toBe(page < ITEMS / MODERATION_LIMITS.queuePageSize);
        expect(result.pending).toBe(ITEMS);
        if (sort === "newest") for (const item of result.items) seen.add(item._id);
      }
    }
    expect(seen.size).toBe(ITEMS);
  });

  it("gives each author their standing", async () => {
    const items = (await queue(cast, { page: 1 })).items;
    expect(items[0]!.author).toMatchObject({ username: "ned", reportsUpheld: 1, reportsRejected: 1, sanction: null });
    expect(items[3]!.author).toMatchObject({ username: "author3", points: 0, removed: 0, approved: 0 });
  });
});
