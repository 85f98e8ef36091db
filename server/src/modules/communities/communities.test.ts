import {
  FIXED_COMMUNITIES,
  PAGE_SIZES,
  allCommunitiesEndpoint,
  communityEndpoint,
  deleteUserEndpoint,
  homeCommunitiesEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  loginEndpoint,
  type Community,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import sharp from "sharp";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ensureCommunities } from "../../seed/communities/seeder";

let ctx: TestContext;
const tokens: Record<string, string> = {};
const WORLD = FIXED_COMMUNITIES[0].id;
const POLITICS = FIXED_COMMUNITIES[1].id;
const SCIENCE = FIXED_COMMUNITIES[4].id;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ["ann", "ben", "cyd", "dee", "eve"]) tokens[name] = await createMember(ctx, name);
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;
const join = (name: string, communityId: string) => ctx.call(joinCommunityEndpoint, { body: { communityId }, token: tokens[name] });
const leave = (name: string, communityId: string) => ctx.call(leaveCommunityEndpoint, { body: { communityId }, token: tokens[name] });
/** Reads straight from the database: cached lists may lag a write by up to a second. */
const subscribers = async (id: string) => (await ctx.runtime.deps.models.Community.findById(id).lean())!.subscriberCount;

describe("the fifteen communities", () => {
  it("are listed in the navigation's order with descriptions, pictures and sub-categories", async () => {
    const res = await ctx.call(allCommunitiesEndpoint);
    expect(res.status).toBe(200);
    const { communities } = await json<{ communities: Community[] }>(res);
    expect(communities.map((c) => [c._id, c.name, c.parent])).toEqual(FIXED_COMMUNITIES.map((c) => [c.id, c.name, c.parent]));
    for (const c of communities) {
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      expect(c).toMatchObject({ subscriberCount: 0, postCount: 0, topPostTitle: null, topPostId: null });
    }
    // Sub-category names are looked up alone (/subcategory/{name-with-hyphens}): unique, and no hyphens.
    const names = communities.flatMap((c) => c.subCategories.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toContain("-");
    expect(communities.find((c) => c.name === "Motivational")!.subCategories).toEqual([]);
    expect(communities.find((c) => c.name === "Sports")!.subCategories.length).toBeGreaterThanOrEqual(5);
  });

  it("have covers and tiles drawn as distinct WebP pictures", async () => {
    const { communities } = await json<{ communities: Community[] }>(await ctx.call(allCommunitiesEndpoint));
    const urls = [communities[0]!.image, communities[7]!.image, communities[0]!.subCategories[0]!.image, communities[0]!.subCategories[1]!.image];
    const pictures = await Promise.all(
      urls.map(async (url) => {
        const res = await ctx.call(url);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect((await sharp(pictures[0]).metadata()).width).toBe(1200);
    expect((await sharp(pictures[2]).metadata()).width).toBe(600);
    expect(new Set(pictures.map((p) => p.toString("base64"))).size).toBe(pictures.length);
    expect((await ctx.call("/api/uploads/00000000-0000-4000-8003-000000009999.webp")).status).toBe(404);
  });

  it("are made once, whatever starts at the same time, and keep their counts across starts", async () => {
    const { Community } = ctx.runtime.deps.models;
    await Community.updateOne({ _id: SCIENCE }, { $set: { subscriberCount: 3, description: "stale" } });
    await Promise.all([ensureCommunities(Community), ensureCommunities(Community)]);
    expect(await Community.countDocuments()).toBe(15);
    const science = (await Community.findById(SCIENCE).lean())!;
    expect(science.subscriberCount).toBe(3);
    expect(science.description).not.toBe("stale");
    await Community.updateOne({ _id: SCIENCE }, { $set: { subscriberCount: 0 } });
  });
});

describe("membership", () => {
  it("is a set: joining twice or leaving twice changes nothing, and the count never goes below zero", async () => {
    const first = await join("ann", WORLD);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ communityId: WORLD, joinedCommunities: [WORLD], subscriberCount: 1 });
    expect(await json(await join("ann", WORLD))).toEqual({ communityId: WORLD, joinedCommunities: [WORLD], subscriberCount: 1 });
    expect(await json(await leave("ann", WORLD))).toEqual({ communityId: WORLD, joinedCommunities: [], subscriberCount: 0 });
    expect(await json(await leave("ann", WORLD))).toEqual({ communityId: WORLD, joinedCommunities: [], subscriberCount: 0 });
    expect(await subscribers(WORLD)).toBe(0);
  });

  it("follows into the session", async () => {
    await join("ben", POLITICS);
    const session = await json(await ctx.call(loginEndpoint, { body: { username: "ben", password: "correct horse battery" } }));
    expect(session.joinedCommunities).toEqual([POLITICS]);
    await leave("ben", POLITICS);
  });

  it("refuses visitors, other members' names, unknown and malformed ids", async () => {
    expect((await ctx.call(joinCommunityEndpoint, { body: { communityId: WORLD } })).status).toBe(401);
    expect((await ctx.call(joinCommunityEndpoint, { body: { communityId: WORLD, username: "ben" }, token: tokens.ann })).status).toBe(403);
    const unknown = await join("ann", "66a0000000000000000000ff");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: "No such community" });
    expect((await join("ann", "not-an-id")).status).toBe(422);
    expect((await join("ann", { $ne: null } as never)).status).toBe(422);
    expect(await subscribers(WORLD)).toBe(0);
  });

  it("keeps every count equal to the members' sets under randomized concurrent joins and leaves", async () => {
    ctx.runtime.deps.rateLimiter.hit = async () => {};
    const { Community, User } = ctx.runtime.deps.models;
    const names = Object.keys(tokens);
    const targets = [WORLD, POLITICS, SCIENCE];
    for (let seed = 1; seed <= 10; seed++) {
      let s = seed;
      const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
      const calls = Array.from({ length: 60 }, async () => {
        await Bun.sleep(Math.floor(next() * 3));
        const name = names[Math.floor(next() * names.length)]!;
        const target = targets[Math.floor(next() * targets.length)]!;
        const res = await (next() < 0.55 ? join(name, target) : leave(name, target));
        expect(res.status).toBe(200);
        expect((await json(res)).subscriberCount).toBeGreaterThanOrEqual(0);
      });
      await Promise.all(calls);
      for (const id of targets) {
        const members = await User.countDocuments({ joinedCommunities: id });
        expect((await Community.findById(id).lean())!.subscriberCount).toBe(members);
      }
    }
  }, 60_000);

  it("is given back when an account is deleted", async () => {
    await join("eve", SCIENCE);
    await join("eve", WORLD);
    const before = [await subscribers(SCIENCE), await subscribers(WORLD)];
    const res = await ctx.call(deleteUserEndpoint, { body: { email: "eve@example.com" }, token: tokens.eve });
    expect(res.status).toBe(200);
    expect([await subscribers(SCIENCE), await subscribers(WORLD)]).toEqual([before[0]! - 1, before[1]! - 1]);
  });
});

describe("community pages", () => {
  it("rank home's communities by subscribers (the navigation's order among equals), as many as home shows", async () => {
    const { Community } = ctx.runtime.deps.models;
    await Community.updateMany({}, { $set: { subscriberCount: 0 } });
    await Community.updateOne({ _id: SCIENCE }, { $set: { subscriberCount: 7 } });
    await Community.updateOne({ _id: POLITICS }, { $set: { subscriberCount: 2 } });
    ctx.runtime.deps.cache.invalidate("communities");
    const { communities } = await json<{ communities: Community[] }>(await ctx.call(homeCommunitiesEndpoint));
    expect(communities.length).toBe(PAGE_SIZES.homeCommunitiesMidWidth);
    expect(communities.slice(0, 4).map((c) => c.name)).toEqual(["Science", "Politics", "World News", "Business"]);
  });

  it("show a community with its top verified posts (by upvotes, then newest) and its post count", async () => {
    const { Community, CommunityPost } = ctx.runtime.deps.models;
    const post = (title: string, upvotes: number, status: "verified" | "unverified", minutesAgo: number) =>
      CommunityPost.create({
        communityId: SCIENCE,
        title,
        description: "Text",
        author: "ann",
        status,
        upvotes,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    await post("Older, 5 votes", 5, "verified", 30);
    await post("Newer, 5 votes", 5, "verified", 10);
    await post("Most votes, unverified", 50, "unverified", 5);
    await post("One vote", 1, "verified", 1);
    await Community.updateOne({ _id: SCIENCE }, { $set: { postCount: 3 } });
    ctx.runtime.deps.cache.invalidate("communities");
    const res = await ctx.call(communityEndpoint, { body: { id: SCIENCE } });
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(page.topPosts.map((p: { title: string }) => p.title)).toEqual(["Newer, 5 votes", "Older, 5 votes", "One vote"]);
    expect(page.postCount).toBe(3);
    expect(page.community).toMatchObject({ name: "Science", topPostTitle: "Newer, 5 votes", topPostId: page.topPosts[0]._id });
    expect((await ctx.call(communityEndpoint, { body: { id: "66a0000000000000000000ff" } })).status).toBe(404);
  });
});
