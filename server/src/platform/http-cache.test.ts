import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { adminLoginEndpoint, allCommunitiesEndpoint, auditLogEndpoint, notificationsEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { createMember, createTestContext, type TestContext } from "../test-support/context";
import { compression } from "./compression";
import { errorHandler, notFound } from "./errors";
import { cacheControlFor, etagOf, httpCache, matchesIfNoneMatch, NO_STORE, PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from "./http-cache";

describe("cacheControlFor", () => {
  const get = { method: "GET", shared: true, authorized: false } as const;
  it("makes only a shared answer to an anonymous GET public", () => {
    expect(cacheControlFor({ ...get, auth: "public" })).toBe(PUBLIC_REVALIDATE);
    expect(cacheControlFor({ ...get, auth: "public", authorized: true })).toBe(PRIVATE_REVALIDATE);
    expect(cacheControlFor({ ...get, auth: "optional" })).toBe(PRIVATE_REVALIDATE);
    expect(cacheControlFor({ ...get, auth: "member", authorized: true })).toBe(PRIVATE_REVALIDATE);
  });

  it("stores nothing for admins, nor for a public answer not declared shareable", () => {
    expect(cacheControlFor({ ...get, auth: "admin", authorized: true })).toBe(NO_STORE);
    expect(cacheControlFor({ ...get, auth: "public", shared: false })).toBe(NO_STORE);
  });

  it("leaves writes alone", () => {
    expect(cacheControlFor({ ...get, method: "POST", auth: "public" })).toBeUndefined();
  });
});

describe("entity tags", () => {
  it("are weak, differ with the text, and match If-None-Match lists and *", () => {
    const tag = etagOf('{"a":1}');
    expect(tag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
    expect(etagOf('{"a":2}')).not.toBe(tag);
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag.slice(2)}`, tag)).toBe(true);
    expect(matchesIfNoneMatch("*", tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(null, tag)).toBe(false);
  });
});

describe("httpCache on routes that set their own Cache-Control", () => {
  const body = { counts: Array.from({ length: 80 }, (_, i) => ({ url: `https://paper.example/${i}`, opinions: i })) };
  const app = new Elysia()
    .use(errorHandler)
    .use(httpCache)
    .use(compression)
    .get("/counts", ({ set }) => {
      set.headers["cache-control"] = "public, max-age=30";
      return body;
    })
    .get("/file", ({ set }) => {
      set.headers["cache-control"] = "public, max-age=30";
      return new Blob(["x"]);
    })
    .get("/failing", ({ set }) => {
      set.headers["cache-control"] = "public, max-age=30";
      throw notFound();
    });
  const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers }));

  it("keeps a declared public policy for anonymous requests, tags it, and revalidates the compressed answer", async () => {
    const first = await get("/counts", { "accept-encoding": "br" });
    expect(first.headers.get("cache-control")).toBe("public, max-age=30");
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag")!;
    expect(etag).toBe(etagOf(JSON.stringify(body)));
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString())).toEqual(body);
    const again = await get("/counts", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-encoding")).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expect(await again.text()).toBe("");
  });

  it("never sends public to a request with credentials", async () => {
    const res = await get("/counts", { authorization: "Bearer x" });
    expect(res.headers.get("cache-control")).toBe(PRIVATE_REVALIDATE);
    expect(res.headers.get("etag")).toBe(etagOf(JSON.stringify(body)));
    expect((await get("/file", { authorization: "Bearer x" })).headers.get("cache-control")).toBe(PRIVATE_REVALIDATE);
  });

  it("tags no file, and caches no error", async () => {
    expect((await get("/file")).headers.get("etag")).toBeNull();
    const failing = await get("/failing");
    expect(failing.status).toBe(404);
    expect(failing.headers.get("cache-control")).toBe(NO_STORE);
    expect(failing.headers.get("etag")).toBeNull();
  });
});

describe("HTTP caching of the API", () => {
  let ctx: TestContext;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
    member = await createMember(ctx, "ada");
    const login = await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } });
    admin = ((await login.json()) as { token: string }).token;
  });
  afterAll(() => ctx.close());

  it("gives a public feed an ETag and public Cache-Control, and answers 304 when revalidated", async () => {
    const first = await ctx.call(allCommunitiesEndpoint);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_REVALIDATE);
    const etag = first.headers.get("etag");
    const text = await first.text();
    expect(etag).toBe(etagOf(text));
    const again = await ctx.call(allCommunitiesEndpoint, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(PUBLIC_REVALIDATE);
    // Compressed, the same answer keeps its tag; an old tag gets the whole answer.
    const compressed = await ctx.call(allCommunitiesEndpoint, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("etag")).toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(text);
    expect((await ctx.call(allCommunitiesEndpoint, { headers: { "if-none-match": 'W/"old"' } })).status).toBe(200);
  });

  it("keeps the same feed private when the request carries credentials", async () => {
    const res = await ctx.call(allCommunitiesEndpoint, { token: member });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_REVALIDATE);
  });

  it("makes a member's own read private, and revalidates it", async () => {
    const res = await ctx.call(notificationsEndpoint, { token: member });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_REVALIDATE);
    const etag = res.headers.get("etag")!;
    expect((await ctx.call(notificationsEndpoint, { token: member, headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("lets no cache store an admin read", async () => {
    const res = await ctx.call(auditLogEndpoint, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(res.headers.get("etag")).toBeNull();
  });

  it("caches no error, and leaves writes alone", async () => {
    const refused = await ctx.call(notificationsEndpoint);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe(NO_STORE);
    const missing = await ctx.call("/api/no-such-thing");
    expect(missing.headers.get("cache-control")).toBe(NO_STORE);
    const write = await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "wrong-password-1" } });
    expect(write.headers.get("etag")).toBeNull();
  });
});
