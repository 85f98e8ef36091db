// Issue 45 §2: a thread on a publisher's name is made by the publisher. Unsigned threads (a page's
// Origin, which any script forges) stay out of every list; the publisher's thread token lists them,
// with what it signed, and corrects them; administrators correct them too; and a thread is shown and
// written to from its own publisher's pages only.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import {
  addReplyEndpoint,
  addTopCommentEndpoint,
  adminLoginEndpoint,
  articleByIdEndpoint,
  auditLogEndpoint,
  byCategoryEndpoint,
  createPublisherEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  homeActivityEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  searchEndpoint,
  topCommentsEndpoint,
  trendingEndpoint,
  updateArticleEndpoint,
  updatePublisherEndpoint,
  type Article,
  type PublisherWithSecret,
} from "@pnyx/contract";
import { SignJWT } from "jose";
import { unsignedThreadsMigration } from "../../migrations/unsigned-threads";
import { runMigrations } from "../../platform/migrations";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { DEMO_PATH } from "./api/demo-path";

const PAPER = "https://paper.example";
const NEIGHBOUR = "https://neighbour.example";
const SITE = "http://pnyx.test";

let ctx: TestContext;
let admin: string;
let member: string;
let paper: PublisherWithSecret;
let neighbour: PublisherWithSecret;
const json = async <T = any>(res: Response) => (await res.json()) as T;
let nextIp = 0;
/** A fresh client address per call that makes a thread: the per-address limit is not what these tests are about. */
const ip = () => `198.18.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  member = await createMember(ctx, "reader1");
  const register = async (name: string, origin: string) =>
    json<PublisherWithSecret>(await ctx.call(createPublisherEndpoint, { body: { name, origins: [origin] }, token: admin }));
  paper = await register("The Paper", PAPER);
  neighbour = await register("The Neighbour", NEIGHBOUR);
});
afterAll(() => ctx.close());

/** A thread token signed as docs/publishers.md shows it: HS256 with node:crypto, no library. */
function threadToken(claims: Record<string, unknown>, publisher: PublisherWithSecret = paper, alg = "HS256"): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = { pnyx: "thread", aud: publisher.publisher._id, iat: now, exp: now + 365 * 86400, ...claims };
  const unsigned = `${b64({ alg, typ: "JWT" })}.${b64(payload)}`;
  return `${unsigned}.${createHmac("sha256", publisher.secret!).update(unsigned).digest("base64url")}`;
}

/** POST /api/embed/thread: from `origin`'s page, or from a server (origin null). */
const thread = (body: Record<string, unknown>, origin: string | null = PAPER) =>
  ctx.call(embedThreadEndpoint, { body, ip: ip(), ...(origin ? { headers: { origin } } : {}) });
const stored = (id: string) => ctx.runtime.deps.models.Article.findById(id).lean();
const articlesAt = (url: string) => ctx.runtime.deps.models.Article.countDocuments({ link: url });

describe("lists", () => {
  it("show signed threads and never unsigned ones, which stay reachable by their id", async () => {
    // 3 "articles" made for the paper by a script forging its Origin, with any title and category…
    const squats: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await thread({ url: `${PAPER}/squat-${i}`, title: `Zanzibar squat ${i}`, category: "Health", image: "https://evil.example/x.png" });
      expect(await json(res)).toMatchObject({ created: true, listed: false });
      squats.push((await json(await thread({ url: `${PAPER}/squat-${i}`, title: "again" }))).articleId);
    }
    // …and one the paper signed.
    const signed = await json(
      await thread({ url: `${PAPER}/signed`, token: threadToken({ url: `${PAPER}/signed`, title: "Zanzibar signed", category: "Health" }) }),
    );
    expect(signed).toMatchObject({ created: true, listed: true });
    // Opinions and likes on both, so Popular Opinions and Recent Activities would show them.
    for (const postId of [squats[0]!, signed.articleId]) {
      const opinion = await json(await ctx.call(addTopCommentEndpoint, { body: { postId, text: `On ${postId}` }, token: member }));
      expect((await ctx.call(likeCommentEndpoint, { body: { commentId: opinion._id }, token: member })).status).toBe(200);
      expect((await ctx.call(likeArticleEndpoint, { body: { postId }, token: member })).status).toBe(200);
    }

    const ids = (articles: Array<{ _id: string }>) => articles.map((a) => a._id);
    const feed = await json(await ctx.call(byCategoryEndpoint, { body: { category: "Health" } }));
    expect(ids(feed.articles)).toEqual([signed.articleId]);
    const trending = await json(await ctx.call(trendingEndpoint, { body: { categories: ["Health"] } }));
    expect(ids(trending.trendingArticles)).toEqual([signed.articleId]);
    const found = await json(await ctx.call(searchEndpoint, { body: { searchText: "Zanzibar" } }));
    expect(ids(found.posts)).toEqual([signed.articleId]);
    const popular = await json(await ctx.call(topCommentsEndpoint, { body: {} }));
    expect(popular.comments.map((c: { postId: string }) => c.postId)).toEqual([signed.articleId]);
    const activity = await json<Array<{ postId: string }>>(await ctx.call(homeActivityEndpoint, { body: { number: 50 } }));
    expect(new Set(activity.map((a) => a.postId))).toEqual(new Set([signed.articleId]));
    const sitemap = await (await ctx.call("/sitemaps/articles-1.xml")).text();
    expect(sitemap).toContain(`/details/${signed.articleId}`);
    for (const id of squats) expect(sitemap).not.toContain(id);
    const index = await (await ctx.call("/sitemap.xml")).text();
    expect(index).toContain("articles-1.xml");
    expect(index).not.toContain("articles-2.xml");

    const squat = await json<Article>(await ctx.call(articleByIdEndpoint, { body: { id: squats[0] } }));
    expect(squat).toMatchObject({ title: "Zanzibar squat 0", listed: false, source: "The Paper" });
    expect((await stored(squats[0]!))?.publisherId).toBe(paper.publisher._id);
  });
});

describe("a thread token", () => {
  it("lists a thread made unsigned when it arrives later, with what it signed", async () => {
    const url = `${PAPER}/late`;
    const squat = await json(await thread({ url, title: "FAKE: the paper endorses X", category: "Sports" }));
    expect(squat.listed).toBe(false);
    // The publisher's server, no page: title, picture and category from the token.
    const token = threadToken({ url, title: "The real story", category: "World", image: "https://paper.example/real.jpg" });
    const signed = await json(await thread({ url, token }, null));
    expect(signed).toEqual({ articleId: squat.articleId, url, created: false, listed: true, opinions: 0 });
    expect(await stored(squat.articleId)).toMatchObject({ title: "The real story", category: "World", image: "https://paper.example/real.jpg", listed: true });
    const world = await json(await ctx.call(byCategoryEndpoint, { body: { category: "World" } }));
    expect(world.articles.map((a: { _id: string }) => a._id)).toContain(squat.articleId);
  });

  it("wins over the element's attributes when it makes the thread", async () => {
    const url = `${PAPER}/attributes`;
    const token = threadToken({ url, title: "Signed title" });
    const made = await json(await thread({ url, token, title: "Attribute title", category: "Sports", image: "https://evil.example/x.png" }));
    expect(await stored(made.articleId)).toMatchObject({ title: "Signed title", category: "General", image: null, listed: true });
  });

  it("corrects a title when the publisher signs a new one; an older token never undoes it, and the same one writes nothing", async () => {
    const url = `${PAPER}/corrected`;
    const now = Math.floor(Date.now() / 1000);
    const first = threadToken({ url, title: "First title", iat: now - 100 });
    const second = threadToken({ url, title: "Second title", iat: now - 50 });
    const { articleId } = await json(await thread({ url, token: first }));
    // The article's page is kept; a correction shows on it at once.
    expect((await json<Article>(await ctx.call(articleByIdEndpoint, { body: { id: articleId } }))).title).toBe("First title");
    await thread({ url, token: second });
    expect((await json<Article>(await ctx.call(articleByIdEndpoint, { body: { id: articleId } }))).title).toBe("Second title");
    const before = await stored(articleId);
    await thread({ url, token: first });
    await thread({ url, token: second });
    const after = await stored(articleId);
    expect(after?.title).toBe("Second title");
    expect(after?.updatedAt).toEqual(before!.updatedAt);
  });

  it("signs its own publisher's addresses only, from its pages or its server", async () => {
    const elsewhere = await thread({ url: `${NEIGHBOUR}/x`, token: threadToken({ url: `${NEIGHBOUR}/x`, title: "Not mine" }) }, null);
    expect(elsewhere.status).toBe(403);
    expect(await json(elsewhere)).toMatchObject({ code: "unregistered_origin", message: expect.stringContaining(`${NEIGHBOUR} is not one of The Paper's`) });
    const fromNeighbour = await thread({ url: `${PAPER}/y`, token: threadToken({ url: `${PAPER}/y`, title: "Y" }) }, NEIGHBOUR);
    expect(fromNeighbour.status).toBe(403);
    expect((await json(fromNeighbour)).message).toStartWith(NEIGHBOUR);
    const site = await thread({ url: `${SITE}${DEMO_PATH}`, token: threadToken({ url: `${SITE}${DEMO_PATH}`, title: "Demo" }) }, null);
    expect(site.status).toBe(403);
    expect(await articlesAt(`${NEIGHBOUR}/x`)).toBe(0);
    expect(await articlesAt(`${PAPER}/y`)).toBe(0);
  });

  it("of a publisher sharing its origin with another takes over a thread the other never signed, not one it signed", async () => {
    const register = async (name: string) =>
      json<PublisherWithSecret>(await ctx.call(createPublisherEndpoint, { body: { name, origins: ["https://twins.example"] }, token: admin }));
    const [first, second] = [await register("Twin One"), await register("Twin Two")];
    const url = "https://twins.example/story";
    const made = await json(await thread({ url, title: "Unsigned" }, "https://twins.example"));
    const guessed = (await stored(made.articleId))?.publisherId;
    expect([first.publisher._id, second.publisher._id]).toContain(guessed!);
    const [owner, other] = guessed === first.publisher._id ? [first, second] : [second, first];
    expect((await json(await thread({ url, token: threadToken({ url, title: "Other's" }, other) }, null))).listed).toBe(true);
    expect(await stored(made.articleId)).toMatchObject({ publisherId: other.publisher._id, source: other.publisher.name, title: "Other's" });
    const refused = await thread({ url, token: threadToken({ url, title: "Mine again" }, owner) }, null);
    expect(refused.status).toBe(403);
    expect((await stored(made.articleId))?.title).toBe("Other's");
  });

  it("is refused with a clear 401 when forged, expired, of an unknown publisher or another address, or not a thread token, and nothing is made", async () => {
    const url = `${PAPER}/refused`;
    const now = Math.floor(Date.now() / 1000);
    const signIn = await new SignJWT({ name: "Ana" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setAudience(paper.publisher._id)
      .setIssuedAt()
      .setExpirationTime("10m")
      .setJti(crypto.randomUUID())
      .sign(new TextEncoder().encode(paper.secret!));
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const cases: Array<[string, string]> = [
      ["signature", threadToken({ url, title: "T" }, { ...paper, secret: "another-secret-another-secret-another-secret" })],
      ["expired", threadToken({ url, title: "T", iat: now - 7200, exp: now - 3600 })],
      ["in the future (iat)", threadToken({ url, title: "T", iat: now + 3600 })],
      ["not registered (aud)", threadToken({ url, title: "T", aud: "0".repeat(24) })],
      // Signed with the paper's secret in the neighbour's name: the neighbour's secret does not check it.
      ["signature", threadToken({ url, title: "T", aud: neighbour.publisher._id })],
      ["another article address", threadToken({ url: `${PAPER}/other`, title: "T" })],
      ['pnyx: "thread"', signIn],
      ["HS256, not none", `${part({ alg: "none" })}.${part({ pnyx: "thread", url, title: "T", aud: paper.publisher._id, iat: now, exp: now + 60 })}.`],
      ["visible character", threadToken({ url, title: "\u200b\u202e" })],
      ["not a JWT", "nonsense"],
    ];
    for (const [reason, token] of cases) {
      const res = await thread({ url, token });
      expect(res.status).toBe(401);
      const body = await json(res);
      expect(body.code).toBe("invalid_thread_token");
      expect(body.message).toContain(reason);
    }
    expect(await articlesAt(url)).toBe(0);
  });

  it("never signs a reader in, nor a sign-in token a thread", async () => {
    const res = await ctx.call(embedSessionEndpoint, {
      body: {
        publisher: paper.publisher._id,
        token: threadToken({ url: `${PAPER}/a`, title: "T", sub: "user-1", jti: "j-1", exp: Math.floor(Date.now() / 1000) + 600 }),
      },
      headers: { origin: PAPER },
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: "invalid_sso_token", message: expect.stringContaining("thread token") });
  });
});

describe("the crawlable snapshot", () => {
  it("carries the publisher's thread token to the widget that takes it over, and nothing that is not a token", async () => {
    const url = `${PAPER}/snapshot`;
    const token = threadToken({ url, title: "Snapshot" });
    const html = await (await ctx.call(`/embed/thread?url=${encodeURIComponent(url)}&token=${token}`)).text();
    expect(html).toStartWith(`<pnyx-opinions article-url="${url}" thread-token="${token}">`);
    const hostile = await (await ctx.call(`/embed/thread?url=${encodeURIComponent(url)}&token=${encodeURIComponent('a.b.c" onload="x')}`)).text();
    expect(hostile).toBe(`<pnyx-opinions article-url="${url}"></pnyx-opinions>`);
  });
});

describe("titles", () => {
  it("need a visible character: only NUL, zero-width or bidi characters are refused with 422 and nothing is made", async () => {
    for (const title of ["\u0000", "\u200b\u200c\ufeff", "\u202e", " \u2066\u2069 "]) {
      const url = `${PAPER}/invisible-${title.codePointAt(0)}`;
      const res = await thread({ url, title });
      expect(res.status).toBe(422);
      expect((await json(res)).message).toContain("title");
      expect(await articlesAt(url)).toBe(0);
    }
  });

  it("are stored without bidi overrides and controls", async () => {
    const made = await json(await thread({ url: `${PAPER}/override`, title: "Invoice\u202efdp.exe\u0000" }));
    expect((await stored(made.articleId))?.title).toBe("Invoicefdp.exe");
  });
});

describe("administrators", () => {
  it("correct a thread's title, picture and category, and unlist it for good; older tokens undo nothing", async () => {
    const url = `${PAPER}/moderated`;
    const now = Math.floor(Date.now() / 1000);
    const old = threadToken({ url, title: "Old title", category: "Science", iat: now - 10 });
    const { articleId } = await json(await thread({ url, token: old }));
    const corrected = await ctx.call(updateArticleEndpoint, {
      body: { id: articleId, title: "Corrected title", image: "https://paper.example/c.jpg", category: "Business" },
      token: admin,
    });
    expect(corrected.status).toBe(200);
    expect(await json(corrected)).toMatchObject({ title: "Corrected title", image: "https://paper.example/c.jpg", category: "Business", listed: true });
    await thread({ url, token: old });
    expect((await stored(articleId))?.title).toBe("Corrected title");
    const business = async () => (await json(await ctx.call(byCategoryEndpoint, { body: { category: "Business" } }))).articles.map((a: Article) => a._id);
    expect(await business()).toContain(articleId);

    expect((await ctx.call(updateArticleEndpoint, { body: { id: articleId, listed: false }, token: admin })).status).toBe(200);
    expect(await business()).not.toContain(articleId);
    // The publisher's newer token still corrects the title, but no longer lists it.
    const newer = await json(await thread({ url, token: threadToken({ url, title: "Publisher's title", category: "Business", iat: now + 5 }) }));
    expect(newer.listed).toBe(false);
    expect(await stored(articleId)).toMatchObject({ title: "Publisher's title", listed: false });

    const audit = await json(await ctx.call(auditLogEndpoint, { body: { page: 1 }, token: admin }));
    expect(audit.entries[0]).toMatchObject({ action: "updateArticle", targetType: "article", targetId: articleId, admin: "root" });
  });

  it("alone may: members get 403, an unknown article 404, an empty or invisible correction 422", async () => {
    const id = "0".repeat(24);
    expect((await ctx.call(updateArticleEndpoint, { body: { id, title: "X" }, token: member })).status).toBe(403);
    expect((await ctx.call(updateArticleEndpoint, { body: { id, title: "X" }, token: admin })).status).toBe(404);
    expect((await ctx.call(updateArticleEndpoint, { body: { id }, token: admin })).status).toBe(422);
    expect((await ctx.call(updateArticleEndpoint, { body: { id, title: "\u200d" }, token: admin })).status).toBe(422);
  });
});

describe("another publisher's pages", () => {
  it("can neither open a publisher's thread nor write into it, unless the publisher shares its threads", async () => {
    const url = `${PAPER}/own`;
    const { articleId } = await json(await thread({ url, token: threadToken({ url, title: "Own" }) }));
    const opinion = await json(
      await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "From the paper's page" }, token: member, headers: { origin: PAPER } }),
    );
    expect(opinion._id).toBeString();
    const fromNeighbour = { token: member, headers: { origin: NEIGHBOUR } };
    const writes = () => [
      ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "From the neighbour" }, ...fromNeighbour }),
      ctx.call(addReplyEndpoint, { body: { postId: articleId, parentId: opinion._id, text: "A reply from the neighbour" }, ...fromNeighbour }),
      ctx.call(likeArticleEndpoint, { body: { postId: articleId }, ...fromNeighbour }),
      ctx.call(likeCommentEndpoint, { body: { commentId: opinion._id }, ...fromNeighbour }),
    ];

    const opened = await thread({ url, title: "Own" }, NEIGHBOUR);
    expect(opened.status).toBe(403);
    expect(await json(opened)).toMatchObject({
      code: "unregistered_origin",
      message: expect.stringMatching(new RegExp(`^${NEIGHBOUR} is not one of the origins of this thread's publisher`)),
    });
    for (const res of await Promise.all(writes())) {
      expect(res.status).toBe(403);
      expect((await json(res)).code).toBe("unregistered_origin");
    }
    // The paper's own pages, the site and scripts write as before.
    expect((await ctx.call(likeArticleEndpoint, { body: { postId: articleId }, token: member, headers: { origin: PAPER } })).status).toBe(200);
    expect((await ctx.call(likeCommentEndpoint, { body: { commentId: opinion._id }, token: member, headers: { origin: SITE } })).status).toBe(200);
    expect((await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "From a script" }, token: member })).status).toBe(200);

    expect((await ctx.call(updatePublisherEndpoint, { body: { id: paper.publisher._id, sharedThreads: true }, token: admin })).status).toBe(200);
    expect((await thread({ url, title: "Own" }, NEIGHBOUR)).status).toBe(200);
    for (const res of await Promise.all(writes())) expect(res.status).toBe(200);
    await ctx.call(updatePublisherEndpoint, { body: { id: paper.publisher._id, sharedThreads: false }, token: admin });
  });

  it("asking to make a thread of another publisher's address are told their own origin is not its publisher's", async () => {
    const res = await thread({ url: `${PAPER}/not-yours`, title: "T" }, NEIGHBOUR);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toStartWith(`${NEIGHBOUR} is not one of the origins of the publisher of ${PAPER}`);
  });
});

describe("limits on making threads", () => {
  it("bound unsigned threads per publisher, from any number of addresses; signed ones go on", async () => {
    const flood = await json<PublisherWithSecret>(
      await ctx.call(createPublisherEndpoint, { body: { name: "Flooded", origins: ["https://flooded.example"] }, token: admin }),
    );
    const make = (i: number, address: string) =>
      ctx.call(embedThreadEndpoint, {
        body: { url: `https://flooded.example/${i}`, title: `T${i}` },
        ip: address,
        headers: { origin: "https://flooded.example" },
      });
    for (let i = 0; i < 60; i++) expect((await make(i, `203.0.${i}.7`)).status).toBe(200);
    const refused = await make(60, "192.0.2.200");
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toContain("this publisher");
    expect(await articlesAt("https://flooded.example/60")).toBe(0);
    const signed = await ctx.call(embedThreadEndpoint, {
      body: { url: "https://flooded.example/61", token: threadToken({ url: "https://flooded.example/61", title: "Signed" }, flood) },
      ip: "192.0.2.201",
    });
    expect(signed.status).toBe(200);
  });

  it("count an IPv6 /64 as one address", async () => {
    await ctx.call(createPublisherEndpoint, { body: { name: "Sixty-four", origins: ["https://six.example"] }, token: admin });
    const make = (i: number, address: string) =>
      ctx.call(embedThreadEndpoint, { body: { url: `https://six.example/${i}`, title: `T${i}` }, ip: address, headers: { origin: "https://six.example" } });
    for (let i = 0; i < 30; i++) expect((await make(i, `2001:db8:64:1:${(i + 1).toString(16)}::1`)).status).toBe(200);
    expect((await make(30, "2001:db8:64:1:ffff::2")).status).toBe(429);
    expect((await make(31, "2001:db8:64:2::1")).status).toBe(200);
  });
});

describe("the site's embed demo", () => {
  it("makes an unlisted thread that no list shows", async () => {
    const made = await json(await thread({ url: `${SITE}${DEMO_PATH}`, title: "Pnyx embeds: the demo" }, SITE));
    expect(made).toMatchObject({ created: true, listed: false });
    const general = await json(await ctx.call(byCategoryEndpoint, { body: { category: "General" } }));
    expect(general.articles.map((a: Article) => a._id)).not.toContain(made.articleId);
    const trending = await json(await ctx.call(trendingEndpoint, { body: {} }));
    expect(trending.trendingArticles.map((a: Article) => a._id)).not.toContain(made.articleId);
  });
});

describe("threads embeds made before threads were signed", () => {
  it("become unlisted and their publisher's, and so does the demo's; other articles stay listed", async () => {
    const { Article: Articles } = ctx.runtime.deps.models;
    const at = new Date();
    const base = { content: "", upvotes: 0, downvotes: 0, totalComments: 0, publishedAt: at, createdAt: at, updatedAt: at, image: null, category: "General" };
    const { insertedIds } = await Articles.collection.insertMany([
      { ...base, title: "Old embed", source: "The Paper", link: `${PAPER}/before` },
      { ...base, title: "Old demo", source: "Pnyx", link: `http://elsewhere.test${DEMO_PATH}` },
      { ...base, title: "A feed item", source: "Wire", link: `${PAPER}/wire`, content: "Text" },
      { ...base, title: "Another site's", source: "The Paper", link: "https://unregistered.example/a" },
    ] as never[]);
    await runMigrations(ctx.runtime.db.connection, [{ ...unsignedThreadsMigration(ctx.runtime.deps.models), name: "test-unsigned-threads" }]);
    const [embedded, demo, wire, stray] = await Promise.all(Object.values(insertedIds).map((id) => Articles.findById(id).lean()));
    expect(embedded).toMatchObject({ listed: false, publisherId: paper.publisher._id });
    expect(demo).toMatchObject({ listed: false, publisherId: null });
    expect(wire?.listed).toBeUndefined();
    expect(stray?.listed).toBeUndefined();
  });
});
