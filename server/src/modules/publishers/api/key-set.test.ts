import { afterAll, afterEach, beforeAll, describe, expect, it } from "bun:test";
import { createServer, type Server as NetServer } from "node:net";
import {
  adminLoginEndpoint,
  createPublisherEndpoint,
  embedSessionEndpoint,
  ERROR_CODES,
  type PublisherWithSecret,
  updatePublisherEndpoint,
} from "@pnyx/contract";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { Types } from "mongoose";
import { createTestContext, type TestContext } from "../../../test-support/context";
import { createKeySetAddresses, createKeySetFetch, KEY_SET_MAX_BYTES, type KeySetAddresses } from "./key-set-fetch";
import type { PublisherDoc } from "./model";
import { createSsoTokenChecker, KEY_SET_UNREADABLE } from "./sso-token";

const json = async <T = any>(res: Response) => (await res.json()) as T;
const { publicKey, privateKey } = await generateKeyPair("ES256");
const keys = { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256", use: "sig" }] };

/** An ES256 sign-in token for the publisher `id`, signed with the key `keys` serves. */
async function esToken(id: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: "Bo" })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setSubject("b-1")
    .setAudience(id)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(crypto.randomUUID())
    .sign(privateKey);
}

const publisherAt = (jwksUrl: string): PublisherDoc => ({
  _id: new Types.ObjectId(),
  name: "Key Times",
  origins: ["https://keys.example"],
  jwksUrl,
  secrets: [],
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** Servers on 127.0.0.1 answering as `fetch` says; stopped after each test. */
const running: Array<{ stop(force: boolean): unknown }> = [];
function serve(fetch: (request: Request) => Response | Promise<Response>) {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch });
  running.push(server);
  return server;
}
afterEach(() => {
  for (const server of running.splice(0)) server.stop(true);
});

/** A TCP port that counts the connections made to it (and answers none). */
async function listeningPort(): Promise<{ port: number; connections: () => number; close(): void }> {
  let count = 0;
  const server: NetServer = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as { port: number }).port, connections: () => count, close: () => server.close() };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = await listeningPort();
  probe.close();
  return probe.port;
}

describe("registering a key set (production)", () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: "production", ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
    admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  });
  afterAll(() => ctx.close());

  it("refuses loopback, private, link-local, ULA, CGNAT, unspecified and IPv4-mapped addresses with a 422", async () => {
    const inside = [
      "https://127.0.0.1/jwks.json",
      "https://127.0.0.2:8443/jwks.json",
      "https://[::1]/jwks.json",
      "https://10.0.0.1/jwks.json",
      "https://172.16.5.4/jwks.json",
      "https://192.168.1.1/jwks.json",
      "https://169.254.169.254/latest/meta-data",
      "https://[fe80::1]/jwks.json",
      "https://[fd00::1]/jwks.json",
      "https://100.64.0.1/jwks.json",
      "https://0.0.0.0/jwks.json",
      "https://[::ffff:127.0.0.1]/jwks.json",
      "https://[::ffff:10.0.0.1]/jwks.json",
      "https://2130706433/jwks.json", // 127.0.0.1 as one number
    ];
    for (const jwksUrl of inside) {
      const res = await ctx.call(createPublisherEndpoint, { body: { name: "Inside", origins: ["https://inside.example"], jwksUrl }, token: admin });
      expect({ jwksUrl, status: res.status }).toEqual({ jwksUrl, status: 422 });
      const body = await json(res);
      expect(body.code).toBe(ERROR_CODES.invalidInput);
      expect(body.message).toContain("non-public address");
    }
  });

  it("refuses http://localhost (development only), and the same on update", async () => {
    const created = await ctx.call(createPublisherEndpoint, {
      body: { name: "Local", origins: ["https://local.example"], jwksUrl: "http://localhost:8080/jwks.json" },
      token: admin,
    });
    expect(created.status).toBe(422);
    expect((await json(created)).message).toBe("Invalid jwksUrl: The key set must be served over https");
    const paper = await json<PublisherWithSecret>(
      await ctx.call(createPublisherEndpoint, { body: { name: "Paper", origins: ["https://paper.example"] }, token: admin }),
    );
    const updated = await ctx.call(updatePublisherEndpoint, { body: { id: paper.publisher._id, jwksUrl: "https://169.254.169.254/keys" }, token: admin });
    expect(updated.status).toBe(422);
    expect((await json(updated)).message).toContain("resolves to 169.254.169.254");
  });

  it("takes a public address (nothing is fetched until a sign-in)", async () => {
    const res = await ctx.call(createPublisherEndpoint, {
      body: { name: "Public", origins: ["https://public.example"], jwksUrl: "https://93.184.216.34/jwks.json" },
      token: admin,
    });
    expect(res.status).toBe(200);
  });
});

describe("the key-set address rule", () => {
  it("checks every address a name resolves to, and refuses a name that does not resolve", async () => {
    const answers: Record<string, string[]> = { "keys.example": ["93.184.216.34", "2606:4700::1111"], "mixed.example": ["93.184.216.34", "10.0.0.1"] };
    const addresses = createKeySetAddresses({ env: "production", resolve: async (name) => answers[name] ?? [] });
    expect(await addresses.check(new URL("https://keys.example/jwks.json"))).toEqual(["93.184.216.34", "2606:4700::1111"]);
    await expect(addresses.check(new URL("https://mixed.example/jwks.json"))).rejects.toThrow("resolves to 10.0.0.1");
    await expect(addresses.check(new URL("https://nowhere.example/jwks.json"))).rejects.toThrow("could not be resolved");
  });

  it("lets development and test read http and https on localhost, 127.0.0.1 and [::1] only, and only at this machine", async () => {
    const addresses = createKeySetAddresses({ env: "development", resolve: async (name) => (name === "localhost" ? ["127.0.0.1", "::1"] : [name]) });
    for (const url of ["http://localhost:8080/jwks.json", "http://127.0.0.1:8080/jwks.json", "http://[::1]:8080/jwks.json", "https://localhost/jwks.json"])
      expect((await addresses.check(new URL(url))).length).toBeGreaterThan(0);
    await expect(addresses.check(new URL("http://10.0.0.1/jwks.json"))).rejects.toThrow("over https (or http on localhost)");
    await expect(addresses.check(new URL("https://10.0.0.1/jwks.json"))).rejects.toThrow("non-public");
    // "localhost" that a hosts file sends elsewhere is not this machine.
    const moved = createKeySetAddresses({ env: "test", resolve: async () => ["10.0.0.5"] });
    await expect(moved.check(new URL("http://localhost:8080/jwks.json"))).rejects.toThrow("resolves to 10.0.0.5");
  });
});

describe("reading a key set", () => {
  it("connects to the checked address, naming the host in the request", async () => {
    const hosts: string[] = [];
    const server = serve((request) => {
      hosts.push(request.headers.get("host") ?? "");
      return Response.json(keys);
    });
    // A rule that allows this machine, to see where the fetch goes: the URL names keys.example.
    const pinned: KeySetAddresses = { check: async () => ["127.0.0.1"] };
    const res = await createKeySetFetch(pinned)(`http://keys.example:${server.port}/jwks.json`);
    expect(await res.json()).toEqual(keys);
    expect(hosts).toEqual([`keys.example:${server.port}`]);
  });

  it("refuses at fetch a name whose DNS answer turned to 127.0.0.1 after registration (DNS rebinding), without connecting", async () => {
    const port = await listeningPort();
    let answer = ["93.184.216.34"];
    const addresses = createKeySetAddresses({ env: "test", resolve: async () => answer });
    const url = `https://keys.example:${port.port}/jwks.json`;
    // At registration the name is public.
    expect(await addresses.check(new URL(url))).toEqual(["93.184.216.34"]);
    answer = ["127.0.0.1"];
    const logged: string[] = [];
    const checker = createSsoTokenChecker({ keySetAddresses: addresses, log: (line) => logged.push(line) });
    const publisher = publisherAt(url);
    const refusal = await checker.check(publisher, await esToken(publisher._id.toString())).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 401, code: ERROR_CODES.invalidSsoToken, message: KEY_SET_UNREADABLE });
    expect(port.connections()).toBe(0);
    expect(logged.join("\n")).toContain("resolves to 127.0.0.1");
    port.close();
  });

  it("tells the caller one message whatever the fetch met; the log says what", async () => {
    const closed = await closedPort();
    const silent = await listeningPort();
    const html = serve(() => new Response("<!doctype html><title>Router admin</title>", { headers: { "content-type": "text/html" } }));
    const missing = serve(() => new Response("Not found", { status: 404 }));
    const notKeys = serve(() => Response.json({ hello: "world" }));
    const huge = serve(() => Response.json({ keys: [{ kty: "oct", k: "x".repeat(KEY_SET_MAX_BYTES) }] }));
    const redirect = serve(() => Response.redirect(`http://127.0.0.1:${html.port}/jwks.json`, 302));
    const slow = serve(async () => {
      await Bun.sleep(2_000);
      return Response.json(keys);
    });
    const cases = {
      "closed port": `http://127.0.0.1:${closed}/jwks.json`,
      "a port that hangs up": `http://127.0.0.1:${silent.port}/jwks.json`,
      "an HTML page": `http://127.0.0.1:${html.port}/jwks.json`,
      "404": `http://127.0.0.1:${missing.port}/jwks.json`,
      "JSON that is no key set": `http://127.0.0.1:${notKeys.port}/jwks.json`,
      "more than 64 kB": `http://127.0.0.1:${huge.port}/jwks.json`,
      "a redirect (not followed)": `http://127.0.0.1:${redirect.port}/jwks.json`,
      "too slow": `http://127.0.0.1:${slow.port}/jwks.json`,
      "a refused address": "https://10.0.0.1/jwks.json",
    };
    const logged: string[] = [];
    const checker = createSsoTokenChecker({
      keySetAddresses: createKeySetAddresses({ env: "test" }),
      keySetTimeoutMs: 500,
      log: (line) => logged.push(line),
    });
    for (const [what, url] of Object.entries(cases)) {
      const publisher = publisherAt(url);
      const refusal = await checker.check(publisher, await esToken(publisher._id.toString())).catch((error: unknown) => error);
      expect({ what, refusal }).toMatchObject({ what, refusal: { status: 401, code: ERROR_CODES.invalidSsoToken, message: KEY_SET_UNREADABLE } });
    }
    expect(logged).toHaveLength(Object.keys(cases).length);
    expect(logged.find((line) => line.includes(`:${missing.port}/`))).toContain("answered 404");
    expect(logged.find((line) => line.includes(`:${huge.port}/`))).toContain(`more than ${KEY_SET_MAX_BYTES} bytes`);
    silent.close();
  });
});

describe("a sign-in against a key set (test mode, over HTTP)", () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
    admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  });
  afterAll(() => ctx.close());

  const signInAt = async (jwksUrl: string) => {
    const created = await json<PublisherWithSecret>(
      await ctx.call(createPublisherEndpoint, { body: { name: "Key Times", origins: ["https://keys.example"], jwksUrl }, token: admin }),
    );
    const id = created.publisher._id;
    return ctx.call(embedSessionEndpoint, { body: { publisher: id, token: await esToken(id) }, headers: { origin: "https://keys.example" } });
  };

  it("answers a closed port and an open port that is no key set alike", async () => {
    const open = serve(() => new Response("SSH-2.0-OpenSSH_9.6"));
    const closed = await signInAt(`http://127.0.0.1:${await closedPort()}/jwks.json`);
    const notKeys = await signInAt(`http://127.0.0.1:${open.port}/jwks.json`);
    expect(closed.status).toBe(401);
    expect(notKeys.status).toBe(401);
    expect(await closed.json()).toEqual({ code: ERROR_CODES.invalidSsoToken, message: KEY_SET_UNREADABLE });
    expect(await notKeys.json()).toEqual({ code: ERROR_CODES.invalidSsoToken, message: KEY_SET_UNREADABLE });
  });

  it("signs in with a key set served on http://127.0.0.1 in development and test", async () => {
    const server = serve(() => Response.json(keys));
    expect((await signInAt(`http://127.0.0.1:${server.port}/jwks.json`)).status).toBe(200);
  });
});
