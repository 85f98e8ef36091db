// The Node example (examples/node-script) against a real server, as its README says to run it: with
// the BUILT @pnyx/sdk (run after `bun run build`; the test command's "examples" stage does), in plain
// Node, and it must exit by itself. `test:server` leaves this file out: it runs before the build.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { startServer, type RunningServer } from "./server";
import { createMember, createTestContext, type TestContext } from "./test-support/context";

const repo = resolve(import.meta.dir, "../..");
const script = resolve(repo, "examples/node-script/script.mjs");

let ctx: TestContext;
let server: RunningServer;
beforeAll(async () => {
  for (const built of ["packages/contract/dist/index.js", "packages/sdk/dist/index.js"]) {
    if (!existsSync(resolve(repo, built))) throw new Error(`${built} is missing: run \`bun run build\` first`);
  }
  ctx = await createTestContext();
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
});

/** Runs `node script` and gives its exit code and output; kills it after `ms` (code null). */
async function runNode(env: Record<string, string>, ms: number) {
  const child = Bun.spawn(["node", script], { cwd: resolve(repo, "examples/node-script"), env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => child.kill(), ms);
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  clearTimeout(timer);
  return { code: child.signalCode ? null : code, stdout, stderr };
}

describe("examples/node-script", () => {
  it("logs in, writes and hears an opinion, chats, and exits by itself", async () => {
    const { Article } = ctx.runtime.deps.models;
    await Article.create({ category: "General", title: "The example's article", content: "Text", source: "Test", publishedAt: new Date() });
    await createMember(ctx, "nodeexample", "node example password");

    const run = await runNode({ PNYX_URL: server.url, PNYX_USERNAME: "nodeexample", PNYX_PASSWORD: "node example password" }, 20_000);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toStartWith("logged in as nodeexample");
    expect(lines).toContain("trending: The example's article");
    expect(lines).toContain("watching the article live (connected)");
    expect(lines).toContain("heard opinion:added by nodeexample");
    expect(lines.some((line) => line.startsWith("heard message from nodeexample: Hello from the Node example"))).toBe(true);
    expect(lines.at(-1)).toBe("done");
    // The opinion is stored, the like counted.
    const article = await Article.findOne({ title: "The example's article" }).lean();
    expect(article).toMatchObject({ totalComments: 1, upvotes: 1 });
  }, 30_000);
});
