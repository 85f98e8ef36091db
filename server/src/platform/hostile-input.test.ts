import { addTopCommentEndpoint, getCommentsEndpoint, likeArticleEndpoint, loginEndpoint, searchEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../test-support/context";

// Bodies an attacker can send without logging in must be refused quickly and without a 5xx.
let ctx: TestContext;
let ada: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ada = await createMember(ctx, "ada");
});
afterAll(() => ctx.close());

const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
  ctx.app.handle(new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body }));

const nested = (depth: number, open = "[", close = "]", leaf = "1") => open.repeat(depth) + leaf + close.repeat(depth);

describe("deeply nested JSON (item 2)", () => {
  it("refuses arrays nested 30,000 deep with a 4xx in well under a second", async () => {
    const started = performance.now();
    const res = await raw(searchEndpoint.path, `{"searchText":${nested(30_000)}}`);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("too_deep");
    expect(body.message.length).toBeLessThan(200);
    expect(elapsed).toBeLessThan(1000);
  });

  it("refuses 50,000 levels and 30,000 nested objects in a login body with a 4xx, never a 5xx", async () => {
    expect((await raw(searchEndpoint.path, `{"searchText":${nested(50_000)}}`)).status).toBe(400);
    const objects = `{"username":"ada","password":${nested(30_000, '{"a":', "}", "1")}}`;
    expect((await raw(loginEndpoint.path, objects)).status).toBe(400);
  });

  it("accepts ordinary nesting and still validates it", async () => {
    const res = await raw(searchEndpoint.path, JSON.stringify({ searchText: [[["deep but small"]]] }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string };
    expect(body.message).not.toContain("deep but small");
  });

  it("never echoes a large rejected body in the error message", async () => {
    const big = "x".repeat(200_000);
    const res = await raw(searchEndpoint.path, JSON.stringify({ searchText: { big } }));
    expect(res.status).toBe(422);
    expect((await res.text()).length).toBeLessThan(500);
  });
});

describe("auth before the body, whatever the path's spelling (item 7)", () => {
  // A body that never ends: a server that reads it before authenticating never answers.
  const endless = () => new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"postId":"')) });

  // The odd spellings are built from the contract's path: a trailing slash and a query are the same route.
  const opinionPath = addTopCommentEndpoint.path;
  for (const path of [opinionPath, `${opinionPath}/`, `${opinionPath}?x=1`, `${opinionPath}/?x=1`]) {
    it(`answers an anonymous POST ${path} with 401 without reading the body`, async () => {
      const res = await Promise.race([
        ctx.app.handle(
          new Request(`http://localhost${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: endless(),
            duplex: "half",
          } as RequestInit),
        ),
        Bun.sleep(2000).then(() => null),
      ]);
      expect(res?.status).toBe(401);
    });
  }
});

describe("ids in any letter case are one id (item 1)", () => {
  it("canonicalises ids before any layer sees them", async () => {
    const { Article, Vote } = ctx.runtime.deps.models;
    const id = (await Article.create({ category: "Science", title: "Case", content: "C", source: "S", publishedAt: new Date() }))._id.toString();
    const spellings = [id, id.toUpperCase(), id.slice(0, 12).toUpperCase() + id.slice(12)];
    for (const postId of spellings) {
      const res = await ctx.call(likeArticleEndpoint, { body: { postId }, token: ada });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { targetId: string }).targetId).toBe(id);
    }
    expect(await Vote.countDocuments({ user: "ada", targetType: "article" })).toBe(1);
    expect((await Article.findById(id).lean())!.upvotes).toBe(1);

    const opinion = await ctx.call(addTopCommentEndpoint, { body: { postId: id.toUpperCase(), text: "Listed, not hidden" }, token: ada });
    expect(opinion.status).toBe(200);
    const listed = await ctx.call(getCommentsEndpoint, { body: { postId: id } });
    expect(((await listed.json()) as { comments: Array<{ text: string }> }).comments.map((c) => c.text)).toEqual(["Listed, not hidden"]);
  });
});

describe("control characters in text (item 8)", () => {
  it("searches text with a NUL byte without a 5xx", async () => {
    for (const searchText of ["a\u0000b", "\u0000", "x\u0000(y"]) {
      const res = await ctx.call(searchEndpoint, { body: { searchText } });
      expect(res.status).toBeLessThan(500);
    }
  });
});
