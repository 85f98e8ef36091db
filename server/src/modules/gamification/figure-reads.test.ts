import { afterAll, beforeAll, expect, it } from "bun:test";
import { rawCollection } from "../../platform/raw-collection";
import { createTestContext, type TestContext } from "../../test-support/context";
import { batchedFigureReads, directFigureReads } from "./figure-reads";
import type { ContributionDayDoc } from "./model";
import { addDays, dayOf } from "./periods";
import { dayKey } from "./stats";

let ctx: TestContext;
const today = dayOf(new Date());
const members = ["ann", "bob", "cyd", "dee", "nobody"];

beforeAll(async () => {
  ctx = await createTestContext();
  const { MemberStats, ContributionDay } = ctx.runtime.deps.models;
  await rawCollection(MemberStats).insertMany([
    { _id: "ann", opinions: 3, replies: 1, longOpinions: 1, expertOpinions: 0, verifiedPosts: 2, postsIn: { c1: 2 } },
    { _id: "bob", opinions: 9, replies: 0, longOpinions: 0, expertOpinions: 4, verifiedPosts: 0, postsIn: {} },
    { _id: "cyd", opinions: 0, replies: 7, longOpinions: 0, expertOpinions: 0, verifiedPosts: 1, postsIn: { c2: 1 } },
  ]);
  // Days spread over the last 40: some inside the 7-day window, some inside the 30-day one, some outside both.
  const days: ContributionDayDoc[] = [];
  for (const [i, username] of ["ann", "bob", "cyd", "dee"].entries()) {
    for (const ago of [0, 3, 6, 7, 12, 29, 30, 39]) {
      const day = addDays(today, -ago - i);
      days.push({ _id: dayKey(username, day), username, day, opinions: ago + 1, posts: ago % 3 });
    }
  }
  await rawCollection(ContributionDay).insertMany(days);
});
afterAll(() => ctx.close());

it("reads a batch of members' figures in one command per kind, equal to reading each alone", async () => {
  const { models } = ctx.runtime.deps;
  const direct = directFigureReads(models);
  const expected = await Promise.all(
    members.map(
      async (m) =>
        [await direct.stats(m), await direct.contributionsSince(m, addDays(today, -6)), await direct.contributionsSince(m, addDays(today, -29))] as const,
    ),
  );

  const finds = { stats: 0, days: 0 };
  const statsFind = models.MemberStats.collection.find.bind(models.MemberStats.collection);
  const daysFind = models.ContributionDay.collection.find.bind(models.ContributionDay.collection);
  models.MemberStats.collection.find = ((...args: Parameters<typeof statsFind>) => (finds.stats++, statsFind(...args))) as typeof statsFind;
  models.ContributionDay.collection.find = ((...args: Parameters<typeof daysFind>) => (finds.days++, daysFind(...args))) as typeof daysFind;
  try {
    const batched = batchedFigureReads(models);
    const got = await Promise.all(
      members.map(async (m) =>
        Promise.all([batched.stats(m), batched.contributionsSince(m, addDays(today, -6)), batched.contributionsSince(m, addDays(today, -29))]),
      ),
    );
    expect(got as unknown).toEqual(expected);
    // One read of figures; one read of days for each of the two windows.
    expect(finds).toEqual({ stats: 1, days: 2 });
  } finally {
    models.MemberStats.collection.find = statsFind;
    models.ContributionDay.collection.find = daysFind;
  }
  expect(expected[4]).toEqual([
    { _id: "nobody", opinions: 0, replies: 0, longOpinions: 0, expertOpinions: 0, verifiedPosts: 0, postsIn: {} },
    { opinions: 0, posts: 0 },
    { opinions: 0, posts: 0 },
  ]);
  expect(expected[0]![1]).toEqual({ opinions: 1 + 4 + 7, posts: 0 + 0 + 0 });
});
