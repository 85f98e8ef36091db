import { addTopCommentEndpoint, healthEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { io as connect } from "socket.io-client";
import { startServer, type RunningServer } from "./server";
import { createMember } from "./test-support/context";
import { createTestContext, type TestContext } from "./test-support/context";

let ctx: TestContext;
let server: RunningServer;
beforeAll(async () => {
  ctx = await createTestContext();
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
});

describe("one port for HTTP and socket.io", () => {
  it("answers the API over real HTTP", async () => {
    const res = await fetch(`${server.url}${healthEndpoint.path}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "connected" });
  });

  it("explains that the site is not built when it is missing", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain("not built");
  });

  for (const transport of ["websocket", "polling"] as const) {
    it(`round-trips a socket.io event over ${transport}`, async () => {
      server.realtime.io.once("connection", (socket) => {
        socket.on("echo", (payload: unknown, ack: (v: unknown) => void) => ack({ got: payload }));
      });
      const client = connect(server.url, { transports: [transport], reconnection: false });
      try {
        const answer = await new Promise((resolve, reject) => {
          client.on("connect_error", reject);
          client.on("connect", () => client.emit("echo", { n: 1 }, resolve));
        });
        expect(answer).toEqual({ got: { n: 1 } });
      } finally {
        client.close();
      }
    });
  }

  it("delivers a new opinion live to a viewer watching the article", async () => {
    const articleId = (
      await ctx.runtime.deps.models.Article.create({ category: "World", title: "Live", content: "C", source: "S", publishedAt: new Date() })
    )._id.toString();
    const token = await createMember(ctx, "livewriter");
    const viewer = connect(server.url, { transports: ["websocket"], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        viewer.on("connect_error", reject);
        viewer.on("connect", () => resolve());
      });
      // The watch is acknowledged once it holds: an opinion posted after the answer is heard.
      expect(await viewer.timeout(5000).emitWithAck("article:watch", { postId: articleId })).toEqual({ ok: true });
      const received = new Promise<any>((resolve) => viewer.on("opinion:added", resolve));
      const res = await fetch(`${server.url}${addTopCommentEndpoint.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ postId: articleId, text: "Seen live" }),
      });
      expect(res.status).toBe(200);
      const payload = await received;
      expect(payload).toMatchObject({ postId: articleId, opinion: { text: "Seen live", author: "livewriter" } });
      expect(await viewer.timeout(5000).emitWithAck("article:watch", { postId: "not-an-id" })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await viewer.timeout(5000).emitWithAck("article:unwatch", { postId: articleId })).toEqual({ ok: true });
    } finally {
      viewer.close();
    }
  });
});
