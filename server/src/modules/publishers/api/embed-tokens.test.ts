// Embed tokens (issue 45): what a publisher's page holds is short-lived, bound to the publisher and
// good only for what embeds do; it ends with the publisher, its retired secret, the site session a
// native member's grant came from, and the embed's own logout.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import {
  adminLoginEndpoint,
  addTopCommentEndpoint,
  createPublisherEndpoint,
  deletePublisherEndpoint,
  embedForgetEndpoint,
  embedGrantEndpoint,
  embedRefreshEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  endSecretRotationEndpoint,
  logoutEndpoint,
  notificationsEndpoint,
  rotatePublisherSecretEndpoint,
  updateProfileEndpoint,
  type EmbedSession,
  type PublisherWithSecret,
} from "@pnyx/contract";
import { SignJWT } from "jose";
import { embedSessionsMigration } from "../../../migrations/embed-sessions";
import { runMigrations } from "../../../platform/migrations";
import { createMember, createTestContext, type TestContext } from "../../../test-support/context";

let ctx: TestContext;
let admin: string;
let articleId: string;
const PAPER = "https://paper.example";
const OTHER = "https://other.example";
const json = async <T = any>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  await ctx.call(createPublisherEndpoint, { body: { name: "Other", origins: [OTHER] }, token: admin });
});
afterAll(() => ctx.close());

async function publisher(name: string, origins = [PAPER]): Promise<PublisherWithSecret> {
  return json(await ctx.call(createPublisherEndpoint, { body: { name, origins }, token: admin }));
}

async function readerToken(paper: PublisherWithSecret, secret = paper.secret!, sub = "reader-1") {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: "Ana López" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setAudience(paper.publisher._id)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(secret));
}

async function signIn(paper: PublisherWithSecret, secret = paper.secret!, origin = PAPER): Promise<EmbedSession> {
  const res = await ctx.call(embedSessionEndpoint, {
    body: { publisher: paper.publisher._id, token: await readerToken(paper, secret) },
    headers: { origin },
  });
  expect(res.status).toBe(200);
  return json(res);
}

/** An opinion written with the token from a page at `origin`: the status. */
async function write(token: string, origin: string | null = PAPER): Promise<number> {
  if (!articleId) {
    const made = await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/story`, title: "The story" }, headers: { origin: PAPER } });
    articleId = (await json(made)).articleId;
  }
  const res = await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "An opinion" }, token, ...(origin ? { headers: { origin } } : {}) });
  return res.status;
}

describe("a publisher reader's embed session", () => {
  it("is an embed token: it writes opinions, but never reads notifications or changes the profile", async () => {
    const paper = await publisher("Scope Times");
    const session = await signIn(paper);
    expect(session.expiresIn).toBeGreaterThan(0);
    expect(session.expiresIn).toBeLessThanOrEqual(15 * 60);
    expect(await write(session.token)).toBe(200);
    for (const [endpoint, options] of [
      [notificationsEndpoint, {}],
      [updateProfileEndpoint, { body: { description: "pwned" } }],
      [embedGrantEndpoint, { body: { origin: PAPER } }],
    ] as const) {
      // Taken off the page and used from anywhere else: refused for what it is.
      const res = await ctx.call(endpoint, { ...options, token: session.token });
      expect(res.status).toBe(403);
      expect((await json(res)).code).toBe("embed_scope");
      // From the publisher's page itself: refused too (its origin reaches only what embeds use).
      expect((await ctx.call(endpoint, { ...options, token: session.token, headers: { origin: PAPER } })).status).toBe(403);
    }
  });

  it("carries whom the member ignores, so the embeds fold their writing as the site does", async () => {
    const paper = await publisher("Quiet Times");
    const first = await signIn(paper);
    expect(first.ignoring).toEqual([]);
    await ctx.runtime.deps.models.User.updateOne({ username: first.username }, { $set: { ignoring: ["grace", "linus"] } });
    expect((await signIn(paper)).ignoring).toEqual(["grace", "linus"]);
  });

  it("is refused from another publisher's page, and in another publisher's threads from anywhere", async () => {
    const BOUND = "https://bound.example";
    const bound = await publisher("Bound Post", [BOUND]);
    const session = await signIn(bound, bound.secret!, BOUND);
    const made = await ctx.call(embedThreadEndpoint, { body: { url: `${BOUND}/story`, title: "Bound story" }, headers: { origin: BOUND } });
    const own = (await json(made)).articleId as string;
    const post = async (postId: string, origin: string | null) =>
      (await ctx.call(addTopCommentEndpoint, { body: { postId, text: "Mine" }, token: session.token, ...(origin ? { headers: { origin } } : {}) })).status;
    expect(await post(own, OTHER)).toBe(403);
    // The publisher's own pages and its server (no Origin) may use it.
    expect(await post(own, BOUND)).toBe(200);
    expect(await post(own, null)).toBe(200);
    // Carried off the page by a script, it writes into no other publisher's thread, even without an Origin.
    expect(await write((await signIn(await publisher("Paper Owner"))).token)).toBe(200);
    expect(await post(articleId, null)).toBe(403);
  });

  it("ends when its secret retires, not before", async () => {
    const paper = await publisher("Rotating Herald");
    const before = await signIn(paper);
    const rotated = await json<PublisherWithSecret>(await ctx.call(rotatePublisherSecretEndpoint, { body: { id: paper.publisher._id }, token: admin }));
    const after = await signIn(paper, rotated.secret!);
    // During the rotation both hold.
    expect(await write(before.token)).toBe(200);
    expect(await write(after.token)).toBe(200);
    expect((await ctx.call(endSecretRotationEndpoint, { body: { id: paper.publisher._id }, token: admin })).status).toBe(200);
    expect(await write(before.token)).toBe(401);
    expect(await write(after.token)).toBe(200);
  });

  it("ends when the publisher is removed", async () => {
    const paper = await publisher("Gone Gazette");
    const session = await signIn(paper);
    expect(await write(session.token)).toBe(200);
    expect((await ctx.call(deletePublisherEndpoint, { body: { id: paper.publisher._id }, token: admin })).status).toBe(200);
    expect(await write(session.token, null)).toBe(401);
  });
});

describe("a native member's grant", () => {
  it("is made with the site session for a registered origin only, never with an embed token", async () => {
    await publisher("Granting Daily");
    const site = await createMember(ctx, "grace");
    const unregistered = await ctx.call(embedGrantEndpoint, { body: { origin: "https://nobody.example" }, token: site });
    expect(unregistered.status).toBe(403);
    expect((await ctx.call(embedGrantEndpoint, { body: { origin: `${PAPER}/path` }, token: site })).status).toBe(422);
    const made = await json<{ grant: string; session: EmbedSession }>(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: site }));
    expect(made.session.email).toBe("");
    expect(await write(made.session.token)).toBe(200);
    expect(await write(made.session.token, OTHER)).toBe(403);
    const notifications = await ctx.call(notificationsEndpoint, { token: made.session.token, headers: { origin: PAPER } });
    expect(notifications.status).toBe(403);
    // The grant makes new tokens for its own origin only.
    const refreshed = await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } });
    expect(refreshed.status).toBe(200);
    expect(await write((await json<{ session: EmbedSession }>(refreshed)).session.token)).toBe(200);
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: OTHER } }))).session).toBeNull();
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { grant: "x".repeat(43), origin: PAPER } }))).session).toBeNull();
  });

  it("ends with the site session it came from", async () => {
    const site = await createMember(ctx, "harriet");
    const made = await json<{ grant: string; session: EmbedSession }>(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: site }));
    expect(await write(made.session.token)).toBe(200);
    expect((await ctx.call(logoutEndpoint, { token: site })).status).toBe(200);
    expect(await write(made.session.token)).toBe(401);
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } }))).session).toBeNull();
  });

  it("ends with the embed's own logout, and the site session stays", async () => {
    const site = await createMember(ctx, "ingrid");
    const made = await json<{ grant: string; session: EmbedSession }>(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: site }));
    const { session: second } = await json<{ session: EmbedSession }>(await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } }));
    expect((await ctx.call(logoutEndpoint, { token: made.session.token, headers: { origin: PAPER } })).status).toBe(200);
    // Every token the grant made ends with it, and it makes no more.
    expect(await write(second.token)).toBe(401);
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } }))).session).toBeNull();
    expect((await ctx.call(notificationsEndpoint, { token: site })).status).toBe(200);
  });
});

describe("the bridge's cookie", () => {
  it("keeps the grant between page loads, HttpOnly and partitioned, and is cleared once the grant ends", async () => {
    const site = await createMember(ctx, "juno");
    const made = await json<{ grant: string; session: EmbedSession }>(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: site }));
    const first = await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } });
    const cookie = first.headers.get("set-cookie")!;
    const [name, value] = cookie.split(";")[0]!.split("=");
    // One cookie per page origin: two origins of one site share a partition, never a grant.
    expect(name).toMatch(/^pnyx_grant_[\w-]{12}$/);
    expect(value).toBe(made.grant);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=None", "Partitioned", "Path=/api/embed/"]) expect(cookie).toContain(attribute);
    // After a reload the bridge sends no grant: the cookie carries it.
    const headers = { cookie: `other=1; ${name}=${made.grant}` };
    const otherOrigin = await ctx.call(embedRefreshEndpoint, { body: { origin: OTHER }, headers });
    expect((await json(otherOrigin)).session).toBeNull();
    expect(otherOrigin.headers.get("set-cookie")).toBeNull();
    const again = await ctx.call(embedRefreshEndpoint, { body: { origin: PAPER }, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { origin: PAPER } }))).session).toBeNull();
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { origin: PAPER }, headers: { cookie: `${name}=../../etc` } }))).session).toBeNull();
    expect((await ctx.call(logoutEndpoint, { token: made.session.token })).status).toBe(200);
    const ended = await ctx.call(embedRefreshEndpoint, { body: { origin: PAPER }, headers });
    expect(ended.status).toBe(200);
    expect((await json(ended)).session).toBeNull();
    expect(ended.headers.get("set-cookie")).toStartWith(`${name}=; Path=/api/embed/; Max-Age=0`);
  });
});

describe("the bridge's forget", () => {
  it("ends the grant, whatever became of the embed token, and clears its cookie", async () => {
    const site = await createMember(ctx, "lena");
    const made = await json<{ grant: string; session: EmbedSession }>(await ctx.call(embedGrantEndpoint, { body: { origin: PAPER }, token: site }));
    const forgot = await ctx.call(embedForgetEndpoint, { body: { grant: made.grant, origin: PAPER } });
    expect(forgot.status).toBe(200);
    expect(forgot.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await write(made.session.token)).toBe(401);
    expect((await json(await ctx.call(embedRefreshEndpoint, { body: { grant: made.grant, origin: PAPER } }))).session).toBeNull();
    // The site session stays.
    expect((await ctx.call(notificationsEndpoint, { token: site })).status).toBe(200);
  });
});

describe("sessions made before embed tokens", () => {
  it("end for every member a publisher's sign-in made (their 30-day sessions sat in publishers' pages)", async () => {
    const paper = await publisher("Old Times");
    const fresh = await signIn(paper);
    const { User } = ctx.runtime.deps.models;
    const user = (await User.findOne({ username: fresh.username }).lean())!;
    // What the embed used to keep: an ordinary member session.
    const old = await ctx.runtime.deps.auth.signMember(user);
    const native = await createMember(ctx, "kim");
    // Migrations run at start, before any token is looked up (and kept): none is used before it here.
    await runMigrations(ctx.runtime.db.connection, [{ ...embedSessionsMigration(ctx.runtime.deps.models), name: "test-embed-tokens" }]);
    expect((await ctx.call(notificationsEndpoint, { token: old })).status).toBe(401);
    // A member of the site itself keeps their session.
    expect((await ctx.call(notificationsEndpoint, { token: native })).status).toBe(200);
    // The reader signs in again as before, with an embed token.
    expect(await write((await signIn(paper)).token)).toBe(200);
  });
});

describe("renewals", () => {
  it("are bounded per address, generously (an office shares one)", async () => {
    const ask = () => ctx.call(embedRefreshEndpoint, { body: { origin: PAPER }, ip: "203.0.113.77" });
    for (let i = 0; i < 600; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    // Another reader's address is not held up.
    expect((await ctx.call(embedRefreshEndpoint, { body: { origin: PAPER }, ip: "198.51.100.7" })).status).toBe(200);
  });
});

describe("CORS for publishers' pages", () => {
  it("admits only what embeds use", async () => {
    await publisher("Cors Courier");
    const preflight = (path: string) =>
      ctx.app.handle(
        new Request(`http://localhost${path}`, {
          method: "OPTIONS",
          headers: { origin: PAPER, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
        }),
      );
    for (const path of ["/api/comment/addTopComment", "/api/like/comment/add", "/api/embed/session", "/api/news/byId/"]) {
      expect((await preflight(path)).headers.get("access-control-allow-origin"), path).toBe(PAPER);
    }
    for (const path of ["/api/notifications", "/api/user/updateProfile", "/api/auth/delete-user", "/api/embed/grant", "/api/admin/publishers"]) {
      expect((await preflight(path)).headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});
