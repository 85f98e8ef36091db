// What a publisher meets in the first hour (issue 45 §5), on the server's side: counts any page and
// any shared cache may reuse, a thread's answer that carries its count, a snapshot in the page's theme.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { addTopCommentEndpoint, adminLoginEndpoint, createPublisherEndpoint, embedCountsEndpoint, embedThreadEndpoint } from "@pnyx/contract";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
let member: string;
const PAPER = "https://first-hour.example";
const json = async <T = any>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  const admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  member = await createMember(ctx, "reader1");
  await ctx.call(createPublisherEndpoint, { body: { name: "First Hour", origins: [PAPER] }, token: admin });
});
afterAll(() => ctx.close());

describe("counts", () => {
  it("are open to every page alike, with or without an Origin, so a shared cache's copy serves them all", async () => {
    const urls = `${PAPER}/a ${PAPER}/b`;
    const origins: Array<Record<string, string>> = [{}, { origin: PAPER }, { origin: "https://unregistered.example" }];
    for (const headers of origins) {
      const res = await ctx.call(embedCountsEndpoint, { body: { urls }, headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=30");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      // One answer for every origin: nothing for a cache to tell apart.
      expect(res.headers.get("vary") ?? "").not.toMatch(/origin/i);
    }
  });

  it("keep the origin-specific answer on the rest of the embed API", async () => {
    const res = await ctx.call(embedThreadEndpoint, { body: { url: `${PAPER}/cors`, title: "CORS" }, headers: { origin: PAPER } });
    expect(res.headers.get("access-control-allow-origin")).toBe(PAPER);
    expect(res.headers.get("vary")).toContain("Origin");
  });
});

describe("a thread's answer", () => {
  it("carries the thread's count (opinions and replies), so the embed asks nothing more to show it", async () => {
    const url = `${PAPER}/2026/12/counted`;
    const made = await json(await ctx.call(embedThreadEndpoint, { body: { url, title: "Counted" }, headers: { origin: PAPER } }));
    expect(made).toMatchObject({ url, created: true, opinions: 0 });
    await ctx.call(addTopCommentEndpoint, { body: { postId: made.articleId, text: "First" }, token: member });
    await ctx.call(addTopCommentEndpoint, { body: { postId: made.articleId, text: "Second" }, token: member });
    const again = await json(await ctx.call(embedThreadEndpoint, { body: { url, title: "Counted" }, headers: { origin: PAPER } }));
    expect(again).toEqual({ articleId: made.articleId, url, created: false, listed: false, opinions: 2 });
  });
});

describe("a crawlable thread", () => {
  it("carries the theme it is asked for on its element, and ignores any other value", async () => {
    const url = `${PAPER}/2026/12/themed`;
    await ctx.call(embedThreadEndpoint, { body: { url, title: "Themed" }, headers: { origin: PAPER } });
    const themed = await (await ctx.call(`/embed/thread?url=${encodeURIComponent(url)}&theme=dark`)).text();
    expect(themed).toStartWith(`<pnyx-opinions article-url="${url}" article-title="Themed" theme="dark"><template shadowrootmode="open">`);
    const odd = await (await ctx.call(`/embed/thread?url=${encodeURIComponent(url)}&theme=${encodeURIComponent('"><script>')}`)).text();
    expect(odd).toStartWith(`<pnyx-opinions article-url="${url}" article-title="Themed"><template`);
  });
});
