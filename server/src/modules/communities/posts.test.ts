import {
  ERROR_CODES,
  FIXED_COMMUNITIES,
  LIMITS,
  MESSAGES,
  POINTS,
  adminLoginEndpoint,
  auditLogEndpoint,
  communityEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  discardPendingPostsEndpoint,
  discardPostEndpoint,
  dislikeCommunityPostEndpoint,
  likeCommunityPostEndpoint,
  loginEndpoint,
  unlikeCommunityPostEndpoint,
  pendingCommunityPostsEndpoint,
  searchEndpoint,
  subcategoryPostsEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { recountPoints } from "../gamification/points";

let ctx: TestContext;
const tokens: Record<string, string> = {};
let admin: string;
const WORLD = FIXED_COMMUNITIES[0].id; // sub-categories: Africa, Americas, Asia, Europe, Middle East, Oceania
const MOTIVATIONAL = FIXED_COMMUNITIES[13].id; // none

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  for (const name of ["ann", "ben"]) tokens[name] = await createMember(ctx, name);
  admin = ((await (await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } })).json()) as { token: string }).token;
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;
const points = async (name: string) => (await ctx.runtime.deps.models.User.findOne({ username: name }).lean())!.points;
const submit = (name: string, body: Record<string, unknown>) => ctx.call(createCommunityPostEndpoint, { body, token: tokens[name] });
const worldPost = (title: string, subcategory = "Middle-East") => ({
  title,
  description: "Line one.\nLine two.",
  communityId: WORLD,
  selectedSubcategory: subcategory,
});

describe("submitting a community post", () => {
  it("stores it awaiting review, with the sub-category as the community names it, and no points until it is verified", async () => {
    const before = await points("ann");
    const res = await submit("ann", worldPost("Ceasefire talks"));
    expect(res.status).toBe(200);
    const post = await json(res);
    expect(post).toMatchObject({
      title: "Ceasefire talks",
      description: "Line one.\nLine two.",
      subCategory: "Middle East",
      status: "unverified",
      author: "ann",
    });
    expect(await points("ann")).toBe(before);
  });

  it("asks for every field, and a sub-category exactly when the community has them", async () => {
    const missing = await submit("ann", { ...worldPost("  "), title: " " });
    expect(missing.status).toBe(422);
    expect((await json(missing)).message).toContain(MESSAGES.fillAllPostFields);
    const noSub = await submit("ann", { ...worldPost("T"), selectedSubcategory: "" });
    expect(await json(noSub)).toMatchObject({ message: MESSAGES.fillAllPostFields });
    expect((await submit("ann", worldPost("T", "Physics"))).status).toBe(422);
    expect((await submit("ann", { title: "T", description: "D", communityId: MOTIVATIONAL, selectedSubcategory: "Asia" })).status).toBe(422);
    expect((await submit("ann", { title: "Keep going", description: "D", communityId: MOTIVATIONAL, selectedSubcategory: "" })).status).toBe(200);
    expect((await submit("ann", { ...worldPost("T"), communityId: "66a0000000000000000000ff" })).status).toBe(404);
    expect((await submit("ann", { ...worldPost("T"), image: "/uploads/00000000-0000-4000-8001-000000000001.webp" })).status).toBe(422);
    expect((await ctx.call(createCommunityPostEndpoint, { body: worldPost("T") })).status).toBe(401);
    expect((await submit("ann", { ...worldPost("T"), username: "ben" })).status).toBe(403);
  });
});

describe("a post awaiting review", () => {
  it("is seen by its author and administrators only, in no list and no search", async () => {
    const post = await json(await submit("ben", worldPost("Quiet border deal", "Asia")));
    const details = (token?: string) => ctx.call(communityPostDetailsEndpoint, { body: { id: post._id }, ...(token ? { token } : {}) });
    expect((await details(tokens.ben)).status).toBe(200);
    expect((await details(tokens.ann)).status).toBe(404);
    expect((await details()).status).toBe(404);
    const mine = await json(await ctx.call(pendingCommunityPostsEndpoint, { body: { communityId: WORLD }, token: tokens.ben }));
    expect(mine.posts.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    const listed = await json(await ctx.call(communityPostsEndpoint, { body: { id: WORLD, page: 1 } }));
    expect(listed.posts.some((p: { _id: string }) => p._id === post._id)).toBe(false);
    const sub = await json(await ctx.call(subcategoryPostsEndpoint, { body: { subcategory: "asia", page: 1 } }));
    expect(sub).toMatchObject({ subCategory: "Asia", communityId: WORLD, topPosts: [] });
    const found = await json(await ctx.call(searchEndpoint, { body: { searchText: "border deal" } }));
    expect(found.communityPosts).toEqual([]);
    const queue = await json(await ctx.call(unverifiedPostsEndpoint, { token: admin }));
    expect(queue.posts.map((p: { title: string }) => p.title)).toContain("Quiet border deal");
    expect((await ctx.call(unverifiedPostDetailsEndpoint, { body: { id: post._id }, token: admin })).status).toBe(200);
  });
});

describe("review", () => {
  it("verifies once: the post shows in its community, sub-category, counts and search, and the audit log says who", async () => {
    const post = await json(await submit("ann", worldPost("Grain corridor reopens", "Europe")));
    const verify = () => ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin });
    const [first, second] = await Promise.all([verify(), verify()]);
    expect(await json(first)).toEqual({ message: MESSAGES.postVerified });
    expect(await json(second)).toEqual({ message: MESSAGES.postVerified });
    const page = await json(await ctx.call(communityEndpoint, { body: { id: WORLD } }));
    expect(page.postCount).toBe(1);
    expect(page.topPosts.map((p: { title: string }) => p.title)).toEqual(["Grain corridor reopens"]);
    const listed = await json(await ctx.call(communityPostsEndpoint, { body: { id: WORLD, page: 1 } }));
    expect(listed.posts.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    const sub = await json(await ctx.call(subcategoryPostsEndpoint, { body: { subcategory: "Europe", page: 1 } }));
    expect(sub.topPosts.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    expect((await json(await ctx.call(communityPostDetailsEndpoint, { body: { id: post._id } }))).status).toBe("verified");
    expect((await json(await ctx.call(searchEndpoint, { body: { searchText: "corridor" } }))).communityPosts.length).toBe(1);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { targetId: string }) => e.targetId === post._id)).toEqual([
      expect.objectContaining({ admin: "root", action: "verifyPost", targetType: "communityPost", summary: "Grain corridor reopens" }),
    ]);
    expect((await ctx.call(discardPostEndpoint, { body: { id: post._id }, token: admin })).status).toBe(409);
  });

  it("credits the author's +50 when the post is verified, once however many verify it at once", async () => {
    const before = await points("ben");
    const post = await json(await submit("ben", worldPost("Harbour reopens", "Oceania")));
    expect(await points("ben")).toBe(before);
    await Promise.all([1, 2, 3].map(() => ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin })));
    expect(await points("ben")).toBe(before + POINTS.communityPost);
    expect(await recountPoints(ctx.runtime.deps.models, "ben")).toBe(before + POINTS.communityPost);
  });

  it("discards once: the post is gone, it earned nothing, and concurrent discards all answer the same", async () => {
    const before = await points("ben");
    const post = await json(await submit("ben", worldPost("Rumour, unsourced", "Africa")));
    const discard = () => ctx.call(discardPostEndpoint, { body: { id: post._id }, token: admin });
    // The winner's audit entry is slow to land: the others come while the post is going and the log
    // does not say so yet (the interleaving that answered 200, 404, 404).
    const audit = ctx.runtime.deps.models.Audit.collection;
    const insertOne = audit.insertOne.bind(audit);
    audit.insertOne = (async (...args: Parameters<typeof insertOne>) => {
      await Bun.sleep(60);
      return insertOne(...args);
    }) as typeof audit.insertOne;
    let answers: Response[];
    try {
      const first = discard();
      await Bun.sleep(20);
      answers = await Promise.all([first, discard(), discard(), discard()]);
    } finally {
      audit.insertOne = insertOne;
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(await json(answer)).toEqual({ message: MESSAGES.postDiscarded });
    expect(await json(await discard())).toEqual({ message: MESSAGES.postDiscarded });
    expect(await points("ben")).toBe(before);
    expect((await ctx.call(communityPostDetailsEndpoint, { body: { id: post._id }, token: tokens.ben })).status).toBe(404);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { targetId: string }) => e.targetId === post._id).map((e: { action: string }) => e.action)).toEqual(["discardPost"]);
    expect((await ctx.call(discardPostEndpoint, { body: { id: "66a0000000000000000000ff" }, token: admin })).status).toBe(404);

    // Pages: from 1; the audit log's page comes as a query string.
    expect((await ctx.call(communityPostsEndpoint, { body: { id: WORLD, page: 0 } })).status).toBe(422);
    expect(await json(await ctx.call(auditLogEndpoint, { body: { page: 2 }, token: admin }))).toMatchObject({ page: 2, entries: [], hasMore: false });
  });

  it("is for administrators only", async () => {
    const post = await json(await submit("ann", worldPost("Members cannot verify", "Asia")));
    for (const [endpoint, body] of [
      [verifyPostEndpoint, { id: post._id }],
      [discardPostEndpoint, { id: post._id }],
      [unverifiedPostDetailsEndpoint, { id: post._id }],
    ] as const) {
      expect((await ctx.call(endpoint, { body })).status).toBe(401);
      expect((await ctx.call(endpoint, { body, token: tokens.ann })).status).toBe(403);
    }
    expect((await ctx.call(unverifiedPostsEndpoint, { token: tokens.ann })).status).toBe(403);
    expect((await ctx.call(auditLogEndpoint, { token: tokens.ann })).status).toBe(403);
    expect((await ctx.call(auditLogEndpoint)).status).toBe(401);
  });
});

describe("posts awaiting review, per member", () => {
  it("are capped: a burst beyond the cap is refused with a clear 429, whatever the interleaving, and the cap frees as posts are reviewed", async () => {
    const carl = await createMember(ctx, "carl");
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ctx.call(createCommunityPostEndpoint, { body: worldPost(`Flood ${i}`, "Asia"), token: carl })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBe(LIMITS.pendingPostsPerMember);
    expect(statuses.filter((s) => s === 429).length).toBe(12 - LIMITS.pendingPostsPerMember);
    const refused = burst.find((r) => r.status === 429)!;
    expect(await json(refused)).toEqual({ code: ERROR_CODES.tooManyPendingPosts, message: MESSAGES.tooManyPendingPosts(LIMITS.pendingPostsPerMember) });
    const pending = await ctx.runtime.deps.models.CommunityPost.countDocuments({ author: "carl", status: "unverified" });
    expect(pending).toBe(LIMITS.pendingPostsPerMember);
    expect(await points("carl")).toBe(0);

    // One reviewed frees one place.
    const [first] = await ctx.runtime.deps.models.CommunityPost.find({ author: "carl" }).limit(1).lean();
    await ctx.call(verifyPostEndpoint, { body: { id: String(first!._id) }, token: admin });
    expect((await ctx.call(createCommunityPostEndpoint, { body: worldPost("One more", "Asia"), token: carl })).status).toBe(200);
    expect((await ctx.call(createCommunityPostEndpoint, { body: worldPost("Too many", "Asia"), token: carl })).status).toBe(429);
  });

  it("can all be discarded at once by an administrator: only that author's, only those awaiting review", async () => {
    const dora = await createMember(ctx, "dora");
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await json(await ctx.call(createCommunityPostEndpoint, { body: worldPost(`Spam ${i}`, "Europe"), token: dora })))._id);
    await ctx.call(verifyPostEndpoint, { body: { id: ids[0] }, token: admin });
    const others = await json(await submit("ann", worldPost("Not spam", "Europe")));
    const discardAll = (author: string, token?: string) => ctx.call(discardPendingPostsEndpoint, { body: { author }, ...(token ? { token } : {}) });
    expect((await discardAll("dora")).status).toBe(401);
    expect((await discardAll("dora", tokens.ann)).status).toBe(403);
    expect((await discardAll("dora; $where", admin)).status).toBe(422);

    const [a, b] = await Promise.all([discardAll("dora", admin), discardAll("dora", admin)]);
    const answers = [await json(a), await json(b)];
    expect(answers.map((x) => x.discarded).sort()).toEqual([0, 3].sort());
    expect(answers.find((x) => x.discarded === 3)!.message).toBe(MESSAGES.postsDiscarded(3, "dora"));
    const left = await ctx.runtime.deps.models.CommunityPost.find({ author: "dora" }).lean();
    expect(left.map((p) => String(p._id))).toEqual([ids[0]!]);
    expect((await ctx.call(unverifiedPostDetailsEndpoint, { body: { id: others._id }, token: admin })).status).toBe(200);
    expect(await points("dora")).toBe(POINTS.communityPost);
    const log = await json(await ctx.call(auditLogEndpoint, { token: admin }));
    expect(log.entries.filter((e: { action: string; summary: string }) => e.action === "discardPost" && e.summary.startsWith("Spam")).length).toBe(3);
  });
});

describe("votes on community posts", () => {
  it("follow the article rules on verified posts (+5, exclusive, in the session's lists), and none on posts awaiting review", async () => {
    const post = await json(await submit("ann", worldPost("Votes welcome", "Oceania")));
    const vote = (endpoint: typeof likeCommunityPostEndpoint, name = "ben") => ctx.call(endpoint, { body: { postId: post._id }, token: tokens[name] });
    expect((await vote(likeCommunityPostEndpoint)).status).toBe(404);
    await ctx.call(verifyPostEndpoint, { body: { id: post._id }, token: admin });
    const before = await points("ben");
    expect(await json(await vote(likeCommunityPostEndpoint))).toMatchObject({ targetId: post._id, upvotes: 1, downvotes: 0, vote: 1 });
    expect(await json(await vote(likeCommunityPostEndpoint))).toMatchObject({ upvotes: 1, vote: 1 });
    expect(await json(await vote(dislikeCommunityPostEndpoint))).toMatchObject({ upvotes: 0, downvotes: 1, vote: -1 });
    expect(await points("ben")).toBe(before + POINTS.vote);
    const session = await json(await ctx.call(loginEndpoint, { body: { username: "ben", password: "correct horse battery" } }));
    expect(session.dislikedPosts).toContain(post._id);
    expect(await json(await vote(unlikeCommunityPostEndpoint))).toMatchObject({ upvotes: 0, downvotes: 1, vote: -1 });
    const stored = (await ctx.runtime.deps.models.CommunityPost.findById(post._id).lean())!;
    expect([stored.upvotes, stored.downvotes]).toEqual([0, 1]);
  });
});
