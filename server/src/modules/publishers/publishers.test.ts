import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import {
  adminLoginEndpoint,
  addTopCommentEndpoint,
  createPublisherEndpoint,
  deletePublisherEndpoint,
  embedCountsEndpoint,
  embedSessionEndpoint,
  embedThreadEndpoint,
  endSecretRotationEndpoint,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
  signupEndpoint,
  updatePublisherEndpoint,
  type Publisher,
  type PublisherWithSecret,
  type Session,
} from "@pnyx/contract";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let admin: string;
let member: string;
let paper: PublisherWithSecret;
const PAPER = "https://paper.example";
const json = async <T = any>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  member = await createMember(ctx, "reader1");
  paper = await json(
    await ctx.call(createPublisherEndpoint, { body: { name: "The Paper", origins: [`${PAPER}/`, "https://WWW.Paper.example:443"] }, token: admin }),
  );
});
afterAll(() => ctx.close());

/** An HS256 sign-in token for The Paper, with claims overridable. */
async function hsToken(claims: Record<string, unknown> = {}, secret = paper.secret!, alg = "HS256") {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: "Ana María López", email: "ana@paper.example", ...claims })
    .setProtectedHeader({ alg })
    .setSubject((claims.sub as string) ?? "user-17")
    .setAudience((claims.aud as string) ?? paper.publisher._id)
    .setIssuedAt((claims.iat as number) ?? now)
    .setExpirationTime((claims.exp as number) ?? now + 600)
    .setJti((claims.jti as string) ?? crypto.randomUUID())
    .sign(new TextEncoder().encode(secret));
}
const signIn = (token: string, origin: string | null = PAPER) =>
  ctx.call(embedSessionEndpoint, { body: { publisher: paper.publisher._id, token }, ...(origin ? { headers: { origin } } : {}) });

describe("the publishers register", () => {
  it("is for administrators only", async () => {
    expect((await ctx.call(publishersEndpoint)).status).toBe(401);
    expect((await ctx.call(publishersEndpoint, { token: member })).status).toBe(403);
    const { publishers } = await json<{ publishers: Publisher[] }>(await ctx.call(publishersEndpoint, { token: admin }));
    expect(publishers.map((p) => p.name)).toContain("The Paper");
  });

  it("stores origins canonically and shows a new secret once", async () => {
    expect(paper.publisher.origins).toEqual([PAPER, "https://www.paper.example"]);
    expect(paper.publisher).toMatchObject({ signing: "secret", activeSecrets: 1, jwksUrl: null });
    expect(paper.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await json(await ctx.call(publishersEndpoint, { token: admin }));
    expect(JSON.stringify(listed)).not.toContain(paper.secret!);
  });

  it("refuses origins that are not origins", async () => {
    for (const origins of [["paper.example"], ["ftp://paper.example"], []]) {
      const res = await ctx.call(createPublisherEndpoint, { body: { name: "Bad", origins }, token: admin });
      expect(res.status).toBe(422);
    }
    const jwks = await ctx.call(createPublisherEndpoint, { body: { name: "Bad", origins: [PAPER], jwksUrl: "http://keys.example/jwks.json" }, token: admin });
    expect(jwks.status).toBe(422);
  });
});

describe("CORS and the origin guard", () => {
  it("answers a registered origin's preflight and marks its answers, errors included", async () => {
    const preflight = await ctx.call(embedThreadEndpoint.path, {
      method: "OPTIONS",
      headers: { origin: PAPER, "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PAPER);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    const refused = await ctx.call(embedThreadEndpoint, { body: { url: "nope" }, headers: { origin: PAPER } });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("access-control-allow-origin")).toBe(PAPER);
  });

  it("lets any page read the embed endpoints' refusals, so an unregistered site learns why", async () => {
    const res = await ctx.call(embedThreadEndpoint, { body: { url: "https://evil.example/a", title: "A" }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://evil.example");
  });

  it("gives an unregistered origin nothing, and the guard refuses its state changes", async () => {
    const res = await ctx.call(addTopCommentEndpoint, {
      body: { postId: "0".repeat(24), text: "Hello there" },
      token: member,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets a registered origin's page write with a member token", async () => {
    const { articleId } = await json(
      await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/2026/11/guarded`, title: "Guarded" }, headers: { origin: PAPER } }),
    );
    const res = await ctx.call(addTopCommentEndpoint, {
      body: { postId: articleId, text: "From the paper's page" },
      token: member,
      headers: { origin: PAPER },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(PAPER);
  });
});

describe("embedded threads", () => {
  it("makes the thread of a registered publisher's address once, under its canonical address", async () => {
    const first = await json(
      await ctx.call(embedThreadEndpoint, {
        body: { url: "HTTPS://Paper.Example:443/2026/11/vote/?utm_source=x&b=2&a=1#comments", title: "The vote", category: "World" },
        headers: { origin: PAPER },
      }),
    );
    expect(first).toMatchObject({ url: `${PAPER}/2026/11/vote?a=1&b=2`, created: true });
    const again = await json(
      await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/2026/11/vote?b=2&a=1`, title: "Other" }, headers: { origin: PAPER } }),
    );
    expect(again).toEqual({ articleId: first.articleId, url: first.url, created: false, listed: false, opinions: 0 });
    const article = await ctx.runtime.deps.models.Article.findById(first.articleId).lean();
    expect(article).toMatchObject({ title: "The vote", source: "The Paper", category: "World", link: first.url });
  });

  it("refuses an unregistered origin, or another site's address, and makes nothing", async () => {
    const before = await ctx.runtime.deps.models.Article.countDocuments();
    const stranger = await ctx.call(embedThreadEndpoint, { body: { url: "https://evil.example/a", title: "A" }, headers: { origin: "https://evil.example" } });
    expect(stranger.status).toBe(403);
    expect(await json(stranger)).toMatchObject({
      code: "cross_origin",
      message: "Requests from https://evil.example are not accepted here: it is not a registered publisher's origin",
    });
    const elsewhere = await ctx.call(embedThreadEndpoint, { body: { url: "https://other.example/a", title: "A" }, headers: { origin: PAPER } });
    expect(elsewhere.status).toBe(403);
    expect((await json(elsewhere)).code).toBe("unregistered_origin");
    const scripted = await ctx.call(embedThreadEndpoint, { body: { url: "https://other.example/b", title: "B" } });
    expect(scripted.status).toBe(403);
    expect(await ctx.runtime.deps.models.Article.countDocuments()).toBe(before);
  });
});

describe("counts", () => {
  it("answers many addresses in one cacheable request, in the order asked", async () => {
    const { articleId } = await json(await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/counted`, title: "Counted" }, headers: { origin: PAPER } }));
    await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "Counted once" }, token: member });
    const res = await ctx.call(embedCountsEndpoint, { body: { urls: `${PAPER}/unknown ${PAPER}/counted/?utm_medium=mail` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    expect(await json(res)).toEqual({
      counts: [
        { url: `${PAPER}/unknown`, articleId: null, opinions: 0, upvotes: 0, downvotes: 0 },
        { url: `${PAPER}/counted`, articleId, opinions: 1, upvotes: 0, downvotes: 0 },
      ],
    });
  });

  it("refuses more than 50 addresses or a non-URL", async () => {
    const many = Array.from({ length: 51 }, (_, i) => `${PAPER}/${i}`);
    expect((await ctx.call(embedCountsEndpoint, { body: { urls: many.join(" ") } })).status).toBe(422);
    expect((await ctx.call(embedCountsEndpoint, { body: { urls: many } })).status).toBe(422);
    const fifty = await ctx.call(embedCountsEndpoint, { body: { urls: many.slice(0, 50) } });
    expect((await json(fifty)).counts).toHaveLength(50);
    expect((await ctx.call(embedCountsEndpoint, { body: { urls: "javascript:alert(1)" } })).status).toBe(422);
  });
});

describe("single sign-on with a shared secret", () => {
  it("makes a member on first use, the same one after, never the e-mail's owner", async () => {
    await createMember(ctx, "ana");
    const first = await signIn(await hsToken({ email: "ana@example.com" }));
    expect(first.status).toBe(200);
    const session = await json<Session>(first);
    expect(session.username).toBe("ana-maria-lopez");
    // A publisher's page never reads the member's address; the member has a placeholder one.
    expect(session.email).toBe("");
    const { User } = ctx.runtime.deps.models;
    expect((await User.findOne({ username: session.username }).lean())?.email).toEndWith("@sso.pnyx.invalid");
    const again = await json<Session>(await signIn(await hsToken()));
    expect(again.username).toBe(session.username);
    // The session works as any member's.
    const me = await ctx.call(addTopCommentEndpoint, { body: { postId: "0".repeat(24), text: "Anyone?" }, token: again.token });
    expect(me.status).toBe(404);
    const other = await json<Session>(await signIn(await hsToken({ sub: "user-18" })));
    expect(other.username).toMatch(/^ana-maria-lopez-[0-9a-f]{6}$/);
  });

  it("refuses forged, expired, long-lived, wrong-audience, unsigned and replayed tokens with their reason", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, Promise<string>]> = [
      ["signature", hsToken({}, "another-secret-another-secret-another-secret")],
      ["expired", hsToken({ iat: now - 1200, exp: now - 600 })],
      ["15 minutes", hsToken({ exp: now + 3600 })],
      ["another publisher", hsToken({ aud: "0".repeat(24) })],
      ["HS256, not none", Promise.resolve(unsigned({ sub: "x", aud: paper.publisher._id, iat: now, exp: now + 60, jti: "n1" }))],
      ["HS256, not HS512", hsToken({}, paper.secret!, "HS512")],
      ["not a JWT", Promise.resolve("nonsense")],
    ];
    for (const [reason, token] of cases) {
      const res = await signIn(await token);
      expect(res.status).toBe(401);
      const body = await json(res);
      expect(body.code).toBe("invalid_sso_token");
      expect(body.message).toContain(reason);
    }
    const once = await hsToken({ jti: "only-once" });
    expect((await signIn(once)).status).toBe(200);
    const replay = await signIn(once);
    expect(replay.status).toBe(401);
    expect((await json(replay)).message).toContain("already used");
  });

  it("refuses a page of another origin, and an unknown publisher", async () => {
    const res = await signIn(await hsToken(), "https://evil.example");
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe("cross_origin");
    const otherPublishers = await ctx.call(createPublisherEndpoint, { body: { name: "Neighbour", origins: ["https://neighbour.example"] }, token: admin });
    expect(otherPublishers.status).toBe(200);
    const mixed = await signIn(await hsToken(), "https://neighbour.example");
    expect(mixed.status).toBe(403);
    expect((await json(mixed)).code).toBe("unregistered_origin");
    const unknown = await ctx.call(embedSessionEndpoint, { body: { publisher: "0".repeat(24), token: await hsToken() } });
    expect(unknown.status).toBe(403);
  });

  it("keeps the previous secret valid during a rotation, and only then", async () => {
    const old = paper.secret!;
    const rotated = await json<PublisherWithSecret>(await ctx.call(rotatePublisherSecretEndpoint, { body: { id: paper.publisher._id }, token: admin }));
    expect(rotated.publisher.activeSecrets).toBe(2);
    expect((await signIn(await hsToken({}, old))).status).toBe(200);
    expect((await signIn(await hsToken({}, rotated.secret!))).status).toBe(200);
    const ended = await ctx.call(endSecretRotationEndpoint, { body: { id: paper.publisher._id }, token: admin });
    expect((await json<Publisher>(ended)).activeSecrets).toBe(1);
    expect((await signIn(await hsToken({}, old))).status).toBe(401);
    paper = { ...paper, secret: rotated.secret };
    expect((await signIn(await hsToken())).status).toBe(200);
  });
});

describe("single sign-on with a key set", () => {
  it("checks ES256 tokens against the publisher's key set, and refuses HS256 then", async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256", use: "sig" };
    const keys = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => Response.json({ keys: [jwk] }) });
    try {
      const created = await json<PublisherWithSecret>(
        await ctx.call(createPublisherEndpoint, {
          body: { name: "Key Times", origins: ["https://keys.example"], jwksUrl: `http://127.0.0.1:${keys.port}/jwks.json` },
          token: admin,
        }),
      );
      expect(created.secret).toBeNull();
      const id = created.publisher._id;
      const now = Math.floor(Date.now() / 1000);
      const es = await new SignJWT({ name: "Bo" })
        .setProtectedHeader({ alg: "ES256", kid: "k1" })
        .setSubject("b-1")
        .setAudience(id)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .setJti("es-1")
        .sign(privateKey);
      const ok = await ctx.call(embedSessionEndpoint, { body: { publisher: id, token: es }, headers: { origin: "https://keys.example" } });
      expect(ok.status).toBe(200);
      expect((await json<Session>(ok)).username).toBe("reader");
      const hs = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("b-1")
        .setAudience(id)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .setJti("hs-1")
        .sign(new TextEncoder().encode("x".repeat(32)));
      const refused = await ctx.call(embedSessionEndpoint, { body: { publisher: id, token: hs } });
      expect(refused.status).toBe(401);
      expect((await json(refused)).message).toContain("ES256 or EdDSA");
    } finally {
      keys.stop(true);
    }
  });
});

describe("removing a publisher", () => {
  it("ends its origins' access at once", async () => {
    const made = await json<PublisherWithSecret>(
      await ctx.call(createPublisherEndpoint, { body: { name: "Brief", origins: ["https://brief.example"] }, token: admin }),
    );
    const allowed = await ctx.call(embedThreadEndpoint, { body: { url: "https://brief.example/x", title: "X" }, headers: { origin: "https://brief.example" } });
    expect(allowed.status).toBe(200);
    const updated = await json<Publisher>(
      await ctx.call(updatePublisherEndpoint, {
        body: { id: made.publisher._id, origins: ["https://brief.example", "https://m.brief.example"] },
        token: admin,
      }),
    );
    expect(updated.origins).toEqual(["https://brief.example", "https://m.brief.example"]);
    expect((await ctx.call(deletePublisherEndpoint, { body: { id: made.publisher._id }, token: admin })).status).toBe(200);
    const refused = await ctx.call(embedThreadEndpoint, { body: { url: "https://brief.example/y", title: "Y" }, headers: { origin: "https://brief.example" } });
    expect(refused.status).toBe(403);
  });
});

/** A token with `alg: none` and no signature. */
function unsigned(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

describe("crawlable threads", () => {
  it("render the first page in a declarative shadow root, with DiscussionForumPosting data and what the widget takes over", async () => {
    const url = `${PAPER}/2026/11/crawled`;
    const { articleId } = await json(await ctx.call(embedThreadEndpoint, { body: { url, title: "Crawled <story>" }, headers: { origin: PAPER } }));
    const hostile = "Nice </script><script>alert(1)</script> & more";
    await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: "A plain opinion" }, token: member });
    await ctx.call(addTopCommentEndpoint, { body: { postId: articleId, text: hostile }, token: member });
    const res = await ctx.call(`/embed/thread?url=${encodeURIComponent(`${url}/?utm_source=feed`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toStartWith(`<pnyx-opinions article-url="${url}" article-title="Crawled &lt;story&gt;"><template shadowrootmode="open">`);
    expect(html).toContain("A plain opinion");
    expect(html).not.toContain("<script>alert(1)</script>");
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({ "@type": "DiscussionForumPosting", url, commentCount: 2, headline: "Crawled <story>" });
    expect(ld.comment.map((c: { text: string }) => c.text).sort()).toEqual(["A plain opinion", hostile].sort());
    const data = JSON.parse(/<script type="application\/json" data-pnyx-thread="">(.*?)<\/script>/s.exec(html)![1]!);
    expect(data).toMatchObject({ articleId, url, total: 2, hasMore: false });
  });

  it("answer a bare element for an address nobody embedded yet, and 400 without an address", async () => {
    const res = await ctx.call(`/embed/thread?url=${encodeURIComponent(`${PAPER}/not-yet`)}&title=Soon`);
    expect(await res.text()).toBe(`<pnyx-opinions article-url="${PAPER}/not-yet" article-title="Soon"></pnyx-opinions>`);
    expect((await ctx.call("/embed/thread?url=javascript:alert(1)")).status).toBe(400);
    expect((await ctx.call("/embed/thread")).status).toBe(400);
  });
});

describe("the demo page", () => {
  it("shows the three embeds on the site itself, whose own pages may make threads", async () => {
    const res = await ctx.call("/embed/demo");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    for (const element of ["<pnyx-opinions", "<pnyx-count", "<pnyx-chat", '<script src="/embed.js" async>']) expect(html).toContain(element);
    const made = await ctx.call(embedThreadEndpoint, { body: { url: "http://pnyx.test/embed/demo", title: "Demo" }, headers: { origin: "http://pnyx.test" } });
    expect(await json(made)).toMatchObject({ created: true });
    expect(
      (
        await ctx.runtime.deps.models.Article.findById(
          (
            await json(await ctx.call(embedThreadEndpoint, { body: { url: "http://pnyx.test/embed/demo", title: "Demo" } }))
          ).articleId,
        ).lean()
      )?.source,
    ).toBe("Pnyx");
  });
});

describe("what the review found (issue 32)", () => {
  it("a reader's account cannot be claimed before their first sign-in: placeholder addresses are unguessable and refused at signup", async () => {
    const signup = await ctx.call(signupEndpoint, { body: { username: "squatter", email: "abc@sso.pnyx.invalid", password: "correct horse battery" } });
    expect(signup.status).toBe(422);
    const first = await json<Session>(await signIn(await hsToken({ sub: "victim-1", name: "Victim" })));
    expect(first.username).toBe("victim");
    expect(first.email).not.toContain("victim");
  });

  it("never gives a reader an administrator's username", async () => {
    await ctx.runtime.deps.models.Admin.create({ username: "bea", passwordHash: "x" });
    const session = await json<Session>(await signIn(await hsToken({ sub: "bea-1", name: "Bea" })));
    expect(session.username).not.toBe("bea");
  });

  it("takes `sub` exactly: two spellings are two readers, and an overlong one is refused", async () => {
    const a = await json<Session>(await signIn(await hsToken({ sub: "collide", name: "Col" })));
    const b = await json<Session>(await signIn(await hsToken({ sub: " collide\t", name: "Col" })));
    expect(a.username).not.toBe(b.username);
    const long = await signIn(await hsToken({ sub: "x".repeat(256) }));
    expect(long.status).toBe(401);
  });

  it("makes threads only from a publisher's page, and the site's own only for its demo", async () => {
    const scripted = await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/no-origin`, title: "T" } });
    expect(scripted.status).toBe(403);
    expect((await json(scripted)).message).toContain("had no Origin");
    const ownOther = await ctx.call(embedThreadEndpoint, {
      body: { url: "http://pnyx.test/spam?x=1", title: "FREE" },
      headers: { origin: "http://pnyx.test" },
    });
    expect(ownOther.status).toBe(403);
  });

  it("keeps the admin API's answers from publishers' pages", async () => {
    const res = await ctx.call(publishersEndpoint, { token: admin, headers: { origin: PAPER } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses wildcard and port-0 origins", async () => {
    for (const origin of ["https://*.example", "https://x.example:0"]) {
      const res = await ctx.call(createPublisherEndpoint, { body: { name: "Bad", origins: [origin] }, token: admin });
      expect(res.status).toBe(422);
    }
  });
});
