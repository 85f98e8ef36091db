import {
  type Endpoint,
  FIXED_COMMUNITIES,
  addCategoriesEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  communityPostCommentsEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  likeCommunityPostEndpoint,
  adminLoginEndpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  deleteUserEndpoint,
  followUserEndpoint,
  getCommentsEndpoint,
  getDetailsEndpoint,
  levelEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  loginEndpoint,
  newsletterEmailsEndpoint,
  newsletterSignupEndpoint,
  sendSupportMessageEndpoint,
  signupEndpoint,
  unfollowUserEndpoint,
  updateProfileEndpoint,
  uploadEndpoint,
  userCommentsEndpoint,
  userPostsEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { fileOf, pngBytes } from "../../test-support/images";

let ctx: TestContext;
let ada: string;
let bob: string;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  ada = await createMember(ctx, "ada");
  bob = await createMember(ctx, "bob");
});
afterAll(() => ctx.close());

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe("public profile", () => {
  it("shows public fields only: never email, hashes or tokens", async () => {
    const res = await ctx.call(getDetailsEndpoint, { body: { name: "ada" } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(["description", "followers", "following", "joinedAt", "level", "points", "profilePicture", "username"]);
    expect(body.level).toEqual({ level: 1, badge: "Bronze", currentPoints: 0, goalPoints: 500 });
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|argon2|Hash|token/i);
  });

  it("answers 404 for unknown or unverified members", async () => {
    expect((await ctx.call(getDetailsEndpoint, { body: { name: "ghost" } })).status).toBe(404);
    await ctx.call(signupEndpoint, { body: { username: "pending", email: "pending@example.com", password: "12345678" }, ip: "10.20.0.1" });
    expect((await ctx.call(getDetailsEndpoint, { body: { name: "pending" } })).status).toBe(404);
  });

  it("lists a member's opinions and verified posts (empty before they write any)", async () => {
    expect(await json(await ctx.call(userCommentsEndpoint, { body: { name: "ada" } }))).toEqual({ comments: [] });
    await ctx.runtime.deps.models.Comment.create({ postId: "a1", text: "Well argued", author: "ada" });
    await ctx.runtime.deps.models.CommunityPost.create({ communityId: "66a000000000000000000001", title: "Draft", description: "d", author: "ada" });
    await ctx.runtime.deps.models.CommunityPost.create({
      communityId: "66a000000000000000000001",
      title: "Live",
      description: "d",
      author: "ada",
      status: "verified",
    });
    const comments = await json(await ctx.call(userCommentsEndpoint, { body: { name: "ada" } }));
    expect(comments.comments.map((c: { text: string }) => c.text)).toEqual(["Well argued"]);
    // Each with what it is on: an article's or a verified community post's title (null once gone).
    expect(comments.comments[0]).toMatchObject({ postKind: "article", postTitle: null });
    const { Article, Comment, CommunityPost } = ctx.runtime.deps.models;
    const article = await Article.create({ category: "World", title: "An article", content: "C", source: "S", publishedAt: new Date() });
    const post = await CommunityPost.findOne({ title: "Live" }).lean();
    await Comment.create({ postId: article._id.toString(), text: "On the article", author: "ada", createdAt: new Date(Date.now() + 1000) });
    await Comment.create({
      postId: post!._id.toString(),
      postKind: "communityPost",
      text: "On the post",
      author: "ada",
      createdAt: new Date(Date.now() + 2000),
    });
    const titled = await json(await ctx.call(userCommentsEndpoint, { body: { name: "ada" } }));
    expect(titled.comments.slice(0, 2).map((c: { postKind: string; postTitle: string }) => [c.postKind, c.postTitle])).toEqual([
      ["communityPost", "Live"],
      ["article", "An article"],
    ]);
    const posts = await json(await ctx.call(userPostsEndpoint, { body: { name: "ada" } }));
    expect(posts.posts.map((p: { title: string }) => p.title)).toEqual(["Live"]);
  });
});

describe("acting as someone else", () => {
  it("refuses a body username that is not the caller's with 403", async () => {
    const cases: Array<[Endpoint, Record<string, unknown>]> = [
      [addCategoriesEndpoint, { username: "bob", categories: { Science: true } }],
      [followUserEndpoint, { username: "bob", name: "ada" }],
      [unfollowUserEndpoint, { username: "bob", name: "ada" }],
      [levelEndpoint, { username: "bob" }],
    ];
    for (const [path, body] of cases) {
      const res = await ctx.call(path, { body, token: ada });
      expect(res.status).toBe(403);
    }
    const deletion = await ctx.call(deleteUserEndpoint, { body: { email: "bob@example.com" }, token: ada });
    expect(deletion.status).toBe(403);
    expect((await ctx.call(getDetailsEndpoint, { body: { name: "bob" } })).status).toBe(200);
  });

  it("answers member calls without a token with 401", async () => {
    for (const path of [addCategoriesEndpoint, followUserEndpoint, levelEndpoint, deleteUserEndpoint, updateProfileEndpoint, uploadEndpoint]) {
      expect((await ctx.call(path, { body: {} })).status).toBe(401);
    }
  });

  it("refuses operator objects in any field", async () => {
    const res = await ctx.call(getDetailsEndpoint, { body: { name: { $regex: ".*" } } });
    expect(res.status).toBe(422);
    const follow = await ctx.call(followUserEndpoint, { body: { username: "ada", name: { $ne: null } }, token: ada });
    expect(follow.status).toBe(422);
    const cats = await ctx.call(addCategoriesEndpoint, { body: { username: "ada", categories: { $where: true } }, token: ada });
    expect(cats.status).toBe(422);
  });
});

describe("categories", () => {
  it("replaces the selection in menu order and needs at least one", async () => {
    const res = await ctx.call(addCategoriesEndpoint, { body: { username: "ada", categories: { World: true, Science: true, Health: false } }, token: ada });
    expect(await json(res)).toEqual({ message: "Categories saved", selectedCategories: ["Science", "World"] });
    const none = await ctx.call(addCategoriesEndpoint, { body: { categories: { Science: false } }, token: ada });
    expect(none.status).toBe(400);
    expect((await json(none)).message).toBe("Please select at least one category.");
    const login = await json(await ctx.call(loginEndpoint, { body: { username: "ada", password: "correct horse battery" }, ip: "10.21.0.1" }));
    expect(login.selectedCategories).toEqual(["Science", "World"]);
  });
});

describe("follow", () => {
  it("is a set on both sides: repeating changes nothing, unfollow removes", async () => {
    const first = await json(await ctx.call(followUserEndpoint, { body: { username: "ada", name: "bob" }, token: ada }));
    const again = await json(await ctx.call(followUserEndpoint, { body: { name: "bob" }, token: ada }));
    expect(first.following).toEqual(["bob"]);
    expect(again).toMatchObject({ following: ["bob"], followers: 1 });
    const profile = await json(await ctx.call(getDetailsEndpoint, { body: { name: "bob" } }));
    expect(profile.followers).toEqual(["ada"]);
    const un = await json(await ctx.call(unfollowUserEndpoint, { body: { name: "bob" }, token: ada }));
    expect(un).toMatchObject({ following: [], followers: 0 });
  });

  it("refuses following yourself or a stranger", async () => {
    expect((await ctx.call(followUserEndpoint, { body: { name: "ada" }, token: ada })).status).toBe(400);
    expect((await ctx.call(followUserEndpoint, { body: { name: "nobody" }, token: ada })).status).toBe(404);
  });
});

describe("profile pictures in lists of authors", () => {
  it("shows a changed picture on the member's next opinion at once (the picture book forgets the old one)", async () => {
    const cleo = await createMember(ctx, "cleo");
    const postId = (
      await ctx.runtime.deps.models.Article.create({ category: "World", title: "P", content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    const before = await json(await ctx.call(addTopCommentEndpoint, { body: { postId, text: "No picture yet" }, token: cleo }));
    expect(before.profilePicture).toBeNull();
    const form = new FormData();
    form.append("image", fileOf(await pngBytes(), "me.png", "image/png"));
    const session = await json(await ctx.call(updateProfileEndpoint, { form, token: cleo }));
    const after = await json(await ctx.call(addTopCommentEndpoint, { body: { postId, text: "Now with one" }, token: cleo }));
    expect(after.profilePicture).toEqual(session.profilePicture);
  });
});

describe("profile update and uploads", () => {
  it("updates the description and re-encodes the image without its metadata", async () => {
    const form = new FormData();
    form.append("username", "ada");
    form.append("description", "  Counting engines.  ");
    form.append("image", fileOf(await pngBytes(), "me.png", "image/png"));
    const res = await ctx.call(updateProfileEndpoint, { form, token: ada });
    expect(res.status).toBe(200);
    const session = await json(res);
    expect(session.description).toBe("Counting engines.");
    expect(session.token).toBe(ada);
    expect(session.profilePicture.mimetype).toBe("image/webp");
    const file = readFileSync(join(ctx.dataDir, "uploads", session.profilePicture.url.split("/").pop()));
    expect(file.subarray(8, 12).toString()).toBe("WEBP");
    expect(file.toString("latin1")).not.toContain("secret-gps-owner");

    const served = await ctx.call(session.profilePicture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a fake image (HTML named .png) with 415 and keeps the old picture", async () => {
    const before = (await json(await ctx.call(getDetailsEndpoint, { body: { name: "ada" } }))).profilePicture;
    const form = new FormData();
    form.append("description", "x");
    form.append("image", fileOf(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png", "image/png"));
    const res = await ctx.call(updateProfileEndpoint, { form, token: ada });
    expect(res.status).toBe(415);
    const after = await json(await ctx.call(getDetailsEndpoint, { body: { name: "ada" } }));
    expect(after.profilePicture).toEqual(before);
    expect(after.description).toBe("Counting engines.");
  });

  it("refuses files over 10,240,000 bytes with 'File size exceeds 10 MB'", async () => {
    const big = new Uint8Array(10_240_001);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append("description", "x");
    form.append("image", fileOf(big, "big.png", "image/png"));
    const res = await ctx.call(updateProfileEndpoint, { form, token: ada });
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe("File size exceeds 10 MB");
  });

  it("keeps the description when a form sends only a new image", async () => {
    const form = new FormData();
    form.append("image", fileOf(await pngBytes(8, 8), "small.png", "image/png"));
    const res = await ctx.call(updateProfileEndpoint, { form, token: ada });
    expect(res.status).toBe(200);
    expect((await json(res)).description).toBe("Counting engines.");
  });

  it("refuses a profile update for someone else's username", async () => {
    const form = new FormData();
    form.append("username", "bob");
    form.append("description", "hijacked");
    expect((await ctx.call(updateProfileEndpoint, { form, token: ada })).status).toBe(403);
  });

  it("accepts a PDF attachment as a download, and refuses unknown bytes", async () => {
    const pdf = new FormData();
    pdf.append("file", fileOf(new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), "a.pdf", "application/pdf"));
    const res = await ctx.call(uploadEndpoint, { form: pdf, token: bob });
    expect(res.status).toBe(200);
    const { url, mimetype } = await json(res);
    expect(mimetype).toBe("application/pdf");
    const served = await ctx.call(url);
    expect(served.headers.get("content-disposition")).toStartWith("attachment");

    const exe = new FormData();
    exe.append("file", fileOf(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), "x.exe", "application/octet-stream"));
    expect((await ctx.call(uploadEndpoint, { form: exe, token: bob })).status).toBe(415);
  });

  it("counts uploads as member writes (30 a minute)", async () => {
    const flood = await createMember(ctx, "flooder");
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const form = new FormData();
      form.append("file", fileOf(new TextEncoder().encode(`note ${i}\n`), "n.txt", "text/plain"));
      last = (await ctx.call(uploadEndpoint, { form, token: flood })).status;
    }
    expect(last).toBe(429);
  });

  it("serves only names the server generated", async () => {
    for (const path of ["/uploads/..%2f..%2fetc%2fpasswd", "/uploads/evil.html", "/uploads/00000000-0000-0000-0000-000000000000.webp"]) {
      expect((await ctx.call(path)).status).toBe(404);
    }
  });
});

describe("newsletter", () => {
  it("stores an address once, answers the product's text, and lists it for admins only", async () => {
    const first = await ctx.call(newsletterSignupEndpoint, { body: { email: " Reader@Example.com " }, ip: "10.22.0.1" });
    expect(await json(first)).toEqual({ message: "Subscribed to newsletter : reader@example.com" });
    expect((await ctx.call(newsletterSignupEndpoint, { body: { email: "reader@example.com" }, ip: "10.22.0.1" })).status).toBe(200);
    expect((await ctx.call(newsletterSignupEndpoint, { body: { email: "nope" }, ip: "10.22.0.1" })).status).toBe(422);

    const admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" }, ip: "10.22.0.2" }))).token;
    const list = await json(await ctx.call(newsletterEmailsEndpoint, { token: admin }));
    expect(list).toMatchObject({ page: 1, hasMore: false, total: 1 });
    expect(list.subscribers.map((s: { email: string }) => s.email)).toEqual(["reader@example.com"]);

    // Pages of 50, newest first, however many there are.
    await ctx.runtime.deps.models.Newsletter.insertMany(
      Array.from({ length: 60 }, (_, i) => ({ email: `reader${i}@example.com`, createdAt: new Date(Date.now() + (i + 1) * 1000) })),
    );
    const firstPage = await json(await ctx.call(newsletterEmailsEndpoint, { token: admin }));
    expect(firstPage).toMatchObject({ page: 1, hasMore: true, total: 61 });
    expect(firstPage.subscribers).toHaveLength(50);
    expect(firstPage.subscribers[0].email).toBe("reader59@example.com");
    const secondPage = await json(await ctx.call(newsletterEmailsEndpoint, { body: { page: 2 }, token: admin }));
    expect(secondPage).toMatchObject({ page: 2, hasMore: false, total: 61 });
    expect(secondPage.subscribers.map((s: { email: string }) => s.email).at(-1)).toBe("reader@example.com");
  });
});

describe("help centre", () => {
  it("stores a support message from a visitor and rate-limits floods", async () => {
    const ok = await ctx.call(sendSupportMessageEndpoint, { body: { name: "Visitor", email: "v@example.com", message: "Hello" }, ip: "10.23.0.1" });
    expect(await json(ok)).toEqual({ message: "Message sent successfully" });
    expect(await ctx.runtime.deps.models.SupportMessage.countDocuments()).toBe(1);
    let last = 0;
    for (let i = 0; i < 10; i++)
      last = (await ctx.call(sendSupportMessageEndpoint, { body: { name: "V", email: "v@example.com", message: `m${i}` }, ip: "10.23.0.1" })).status;
    expect(last).toBe(429);
  });
});

describe("account deletion", () => {
  it("removes the account, its votes and follow links, keeps opinions as '[deleted]', and revokes the token", async () => {
    const carol = await createMember(ctx, "carol");
    await ctx.call(followUserEndpoint, { body: { name: "bob" }, token: carol });
    await ctx.call(followUserEndpoint, { body: { name: "carol" }, token: bob });
    const { Comment, Vote } = ctx.runtime.deps.models;
    const opinion = await Comment.create({ postId: "a2", text: "Mine", author: "carol" });
    const target = await Comment.create({ postId: "a2", text: "Theirs", author: "bob", upvotes: 1 });
    await Vote.create({ user: "carol", targetType: "comment", targetId: target._id.toString(), value: 1 });

    const res = await ctx.call(deleteUserEndpoint, { body: { email: "carol@example.com" }, token: carol });
    expect(await json(res)).toEqual({ message: "Account deleted successfully." });
    expect((await ctx.call(getDetailsEndpoint, { body: { name: "carol" } })).status).toBe(404);
    expect((await Comment.findById(opinion._id).lean())?.author).toBe("[deleted]");
    expect((await Comment.findById(target._id).lean())?.upvotes).toBe(0);
    expect(await Vote.countDocuments({ user: "carol" })).toBe(0);
    const bobProfile = await json(await ctx.call(getDetailsEndpoint, { body: { name: "bob" } }));
    expect(bobProfile.followers).not.toContain("carol");
    expect(bobProfile.following).not.toContain("carol");
    expect((await ctx.call(levelEndpoint, { body: {}, token: carol })).status).toBe(401);
  });
});

describe("account deletion and cached answers (item 14)", () => {
  it("no cached feed, article or thread still counts a deleted member", async () => {
    const dora = await createMember(ctx, "dora");
    const { Article } = ctx.runtime.deps.models;
    const postId = (await Article.create({ category: "Science", title: "Cached", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
    await ctx.call(likeArticleEndpoint, { body: { postId }, token: dora });
    const opinion = await json(await ctx.call(addTopCommentEndpoint, { body: { postId, text: "Soon gone" }, token: dora }));
    await ctx.call(likeCommentEndpoint, { body: { commentId: opinion._id }, token: dora });

    const article = async () => json(await ctx.call(articleByIdEndpoint, { body: { id: postId } }));
    const feedItem = async () =>
      (await json(await ctx.call(byCategoryEndpoint, { body: { category: "Science", page: 1 } }))).articles.find((a: any) => a._id === postId);
    const thread = async () => (await json(await ctx.call(getCommentsEndpoint, { body: { postId } }))).comments[0];
    // Read twice: the second answer comes from the response cache.
    for (let i = 0; i < 2; i++) {
      expect((await article()).upvotes).toBe(1);
      expect((await feedItem()).upvotes).toBe(1);
      expect(await thread()).toMatchObject({ author: "dora", upvotes: 1 });
    }
    await ctx.call(deleteUserEndpoint, { body: { email: "dora@example.com" }, token: dora });
    expect((await article()).upvotes).toBe(0);
    expect((await feedItem()).upvotes).toBe(0);
    expect(await thread()).toMatchObject({ author: "[deleted]", upvotes: 0 });
  });
});

describe("account deletion and cached community answers", () => {
  it("no cached community post, post list or thread still counts a deleted member or names them", async () => {
    const erin = await createMember(ctx, "erin");
    const communityId = FIXED_COMMUNITIES[13].id;
    const { CommunityPost } = ctx.runtime.deps.models;
    const at = new Date();
    const mine = (
      await CommunityPost.create({ communityId, title: "Erin's", description: "D", author: "erin", status: "verified", createdAt: at, updatedAt: at })
    )._id.toString();
    const theirs = (
      await CommunityPost.create({ communityId, title: "Bob's", description: "D", author: "bob", status: "verified", createdAt: at, updatedAt: at })
    )._id.toString();
    await ctx.call(likeCommunityPostEndpoint, { body: { postId: theirs }, token: erin });
    await json(await ctx.call(addTopCommunityCommentEndpoint, { body: { postId: theirs, text: "Soon gone" }, token: erin }));

    const post = async (id: string) => json(await ctx.call(communityPostDetailsEndpoint, { body: { id } }));
    const listed = async (id: string) =>
      (await json(await ctx.call(communityPostsEndpoint, { body: { id: communityId, page: 1 } }))).posts.find((p: { _id: string }) => p._id === id);
    const thread = async () => (await json(await ctx.call(communityPostCommentsEndpoint, { body: { id: theirs } }))).comments[0];
    // Read twice: the second answer comes from the response cache.
    for (let i = 0; i < 2; i++) {
      expect((await post(theirs)).upvotes).toBe(1);
      expect((await post(mine)).author).toBe("erin");
      expect((await listed(theirs)).upvotes).toBe(1);
      expect(await thread()).toMatchObject({ author: "erin" });
    }
    await ctx.call(deleteUserEndpoint, { body: { email: "erin@example.com" }, token: erin });
    expect((await post(theirs)).upvotes).toBe(0);
    expect((await post(mine)).author).toBe("[deleted]");
    expect((await listed(theirs)).upvotes).toBe(0);
    expect((await listed(mine)).author).toBe("[deleted]");
    expect(await thread()).toMatchObject({ author: "[deleted]" });
  });
});
