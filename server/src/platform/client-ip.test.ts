import { loginEndpoint, searchEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { startServer, type RunningServer } from "../server";
import { createTestContext, type TestContext } from "../test-support/context";
import { rememberPeer } from "./client-ip";

describe("client address", () => {
  let ctx: TestContext;
  let server: RunningServer;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: "false" });
    server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server.stop();
    await ctx.close();
  });

  it("is the socket's peer address without a proxy, and X-Forwarded-For is ignored", async () => {
    // The keys the rate limiter counts under (rule:key), whatever store holds the counts.
    const keys: string[] = [];
    const limiter = ctx.runtime.deps.rateLimiter;
    const { hit, take } = limiter;
    limiter.hit = (rule, key) => (keys.push(`${rule.name}:${key}:`), hit(rule, key));
    limiter.take = (rule, key) => (keys.push(`${rule.name}:${key}:`), take(rule, key));
    await fetch(`${server.url}${loginEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ username: "nobody", password: "whatever1" }),
    });
    expect(keys.some((k) => k.startsWith("login-ip:127.0.0.1:"))).toBe(true);
    expect(keys.some((k) => k.includes("unknown") || k.includes("203.0.113.9"))).toBe(false);
  });
});

describe("behind a trusted proxy", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("counts the address the proxy appended, not one the client wrote in front of it", async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await ctx.call(loginEndpoint, {
        body: { username: `spoof${i}`, password: "whatever1" },
        headers: { "x-forwarded-for": `198.51.100.${i}, 10.77.0.1` },
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it("counts the addresses of one IPv6 /64 as one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.call(loginEndpoint, {
        body: { username: `six${i}`, password: "whatever1" },
        headers: { "x-forwarded-for": `2001:db8:7:9:${(i + 1).toString(16)}::${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another /64 is another address.
    const other = await ctx.call(loginEndpoint, { body: { username: "six-b", password: "whatever1" }, headers: { "x-forwarded-for": "2001:db8:7:a::1" } });
    expect(other.status).toBe(401);
  });
});

describe("asking for the address", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: "false" });
  });
  afterAll(() => ctx.close());

  it("happens only for handlers that read it (each ask is a system call)", async () => {
    let asked = 0;
    const peer = { requestIP: () => (asked++, { address: "192.0.2.7" }) };
    const send = async (request: Request) => {
      rememberPeer(request, peer);
      return (await ctx.app.handle(request)).status;
    };
    const search = new Request(`http://localhost${searchEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ searchText: "news" }),
    });
    expect(await send(search)).toBe(200);
    expect(asked).toBe(0);
    const login = new Request(`http://localhost${loginEndpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "nobody", password: "whatever1" }),
    });
    expect(await send(login)).toBe(401);
    expect(asked).toBeGreaterThan(0);
  });
});
