import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { FIXED_COMMUNITIES, addTopCommentEndpoint, joinCommunityEndpoint, likeArticleEndpoint, likeCommentEndpoint } from "@pnyx/contract";
import type { Models } from "../../models";
import type { MemberCaller } from "../../platform/auth";
import type { WriteIntents } from "../../platform/intents";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { cutShort, doomedInstance, killedAt, reconcilerOf } from "../../test-support/crash";
import { createAchievementChecks } from "../gamification/achievement-checks";
import { createLeaders } from "../gamification/leaders";
import { createLevelUps } from "../gamification/level-ups";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { createVotesService } from "../votes/service";
import { createAccountsService } from "./service";

// An account's deletion moves counters in other domains: its votes' targets (taken back through the
// vote batches) and its communities' subscriber counts. Killed between a record and its count, the
// reconciler must bring every count back to what the records say.

let ctx: TestContext;
const COMMUNITY = FIXED_COMMUNITIES[5].id;

beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx, "stays");
});
afterAll(() => ctx.close());

const models = () => ctx.runtime.deps.models;
/** An account deletion as an instance about to die runs it, with `models` (one call never answered). */
function deletionOn(models: Models, intents: WriteIntents) {
  const deps = { ...ctx.runtime.deps, models, intents };
  const votes = createVotesService(deps, createLevelUps(deps), createAchievementChecks(deps, createLeaders(models, deps.now)));
  return createAccountsService(deps, votes);
}
/** A member who liked an article and an opinion, and joined a community. */
async function activeMember(username: string) {
  const token = await createMember(ctx, username);
  const article = (await models().Article.create({ category: "World", title: "Liked", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
  const opinion = (
    (await (await ctx.call(addTopCommentEndpoint, { body: { postId: article, text: "Theirs" }, token: await createMember(ctx, `${username}x`) })).json()) as {
      _id: string;
    }
  )._id;
  for (const [endpoint, body] of [
    [likeArticleEndpoint, { postId: article }],
    [likeCommentEndpoint, { commentId: opinion }],
    [joinCommunityEndpoint, { communityId: COMMUNITY }],
  ] as const)
    expect((await ctx.call(endpoint, { body, token })).status).toBe(200);
  const caller = (await ctx.runtime.deps.auth.memberOfToken(token)) as MemberCaller;
  return { caller, article, opinion };
}
const subscribers = async () => (await models().Community.findById(COMMUNITY).lean())!.subscriberCount;
const joined = () => models().User.countDocuments({ joinedCommunities: COMMUNITY });

describe("an account deletion killed midway", () => {
  it("between its votes' take-back and their counters: the targets are counted again from the records", async () => {
    const { caller, article, opinion } = await activeMember("voter");
    const doomed = doomedInstance(ctx.runtime);
    // The article's counter is the one never moved: the instance dies there.
    const killed = killedAt(models(), ["Article", "collection", "bulkWrite"]);
    void deletionOn(killed.models, doomed.intents).deleteAccount(caller, caller.email);
    await killed.reached;
    await doomed.die();
    expect((await models().Article.findById(article).lean())!.upvotes).toBe(1);
    expect(await models().Vote.countDocuments({ user: "voter", value: { $ne: 0 } })).toBe(0);

    // The likes finished a moment ago on the same targets: a recount waits until they are a second old.
    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBeGreaterThanOrEqual(1);
    expect((await models().Article.findById(article).lean())!.upvotes).toBe(0);
    expect((await models().Comment.findById(opinion).lean())!.upvotes).toBe(0);
  });

  it("between the account's removal and its communities' counts: the subscribers are counted again", async () => {
    const { caller } = await activeMember("joiner");
    expect(await subscribers()).toBe(await joined());
    const doomed = doomedInstance(ctx.runtime);
    const killed = killedAt(models(), ["Community", "updateMany"]);
    void deletionOn(killed.models, doomed.intents).deleteAccount(caller, caller.email);
    await killed.reached;
    await doomed.die();
    expect(await models().User.exists({ username: "joiner" })).toBeNull();
    expect(await subscribers()).toBe((await joined()) + 1);

    await Bun.sleep(1_100);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBeGreaterThanOrEqual(1);
    expect(await subscribers()).toBe(await joined());
  });

  it("after the account is gone, a repair of its member writes nothing for it", async () => {
    await cutShort(models(), [MEMBER_INTENT.key("joiner")]);
    expect(await reconcilerOf(ctx.runtime).sweep()).toBe(1);
    expect(await models().WeeklyPoints.countDocuments({ username: "joiner" })).toBe(0);
    expect(await models().ContributionDay.countDocuments({ username: "joiner" })).toBe(0);
    expect(await models().MemberStats.countDocuments({ _id: "joiner" })).toBe(0);
  });
});
