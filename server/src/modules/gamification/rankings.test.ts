import { RANKING_FLOORS, achievementsEndpoint, type Achievements } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { rawCollection } from "../../platform/raw-collection";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { MEASURES, memberFacts } from "./achievements";
import { communityLeader, createLeaders, topContributorBefore } from "./leaders";
import { addDays, dayOf } from "./periods";
import { dayKey } from "./stats";

// The ranking achievements in a small community: a floor, and one winner per tie.
let ctx: TestContext;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ["solo", "first", "second"]) tokens.set(name, await createMember(ctx, name));
});
afterAll(() => ctx.close());

/** `count` verified posts by `author`, the last verified at `lastAt` (kept figures and records agree). */
async function verifiedPosts(author: string, count: number, lastAt: Date) {
  const { CommunityPost, MemberStats } = ctx.runtime.deps.models;
  await CommunityPost.collection.insertMany(
    Array.from({ length: count }, (_, i) => ({
      communityId: "66a000000000000000000001",
      title: `Post ${i}`,
      description: "D",
      author,
      status: "verified",
      verifiedAt: new Date(lastAt.getTime() - (count - 1 - i) * 60_000),
      createdAt: lastAt,
    })),
  );
  await rawCollection(MemberStats).updateOne({ _id: author }, { $inc: { verifiedPosts: count } }, { upsert: true });
}

/** Community Leader measured now, with leaders read afresh (the app's are kept for 30 s). */
const measure = (name: string) => {
  const { models, now } = ctx.runtime.deps;
  return MEASURES["Community Leader"](memberFacts(models, name, now(), createLeaders(models, now)), name);
};

const achievements = async (name: string) => (await (await ctx.call(achievementsEndpoint, { body: {}, token: tokens.get(name)! })).json()) as Achievements;

describe("Community Leader", () => {
  it("needs at least the floor: one post in a quiet community crowns nobody", async () => {
    await verifiedPosts("solo", 1, new Date());
    expect(await communityLeader(ctx.runtime.deps.models)).toBeNull();
    expect((await achievements("solo"))["Community Leader"]).toEqual({ Message: false, Current: 1, Goal: RANKING_FLOORS["Community Leader"] });
  });

  it("crowns one member in a tie: whoever got there first", async () => {
    const floor = RANKING_FLOORS["Community Leader"];
    await verifiedPosts("second", floor, new Date(Date.now() - 60_000));
    await verifiedPosts("first", floor, new Date(Date.now() - 3_600_000));
    expect(await communityLeader(ctx.runtime.deps.models)).toEqual({ username: "first", count: floor });
    expect((await measure("first")).met).toBe(true);
    expect((await measure("second")).met).toBe(false);
  });
});

describe("Top Contributor", () => {
  it("needs at least the floor in the window: one opinion in a quiet month crowns nobody", async () => {
    const { ContributionDay } = ctx.runtime.deps.models;
    const today = dayOf(new Date());
    const put = (username: string, opinions: number) =>
      rawCollection(ContributionDay).updateOne(
        { _id: dayKey(username, addDays(today, -1)) },
        { $set: { username, day: addDays(today, -1), opinions, posts: 0 } },
        { upsert: true },
      );
    await put("solo", 1);
    expect(await topContributorBefore(ctx.runtime.deps.models, today)).toBeNull();
    await put("solo", RANKING_FLOORS["Top Contributor"]);
    expect(await topContributorBefore(ctx.runtime.deps.models, today)).toEqual({ username: "solo", count: RANKING_FLOORS["Top Contributor"] });
  });
});
