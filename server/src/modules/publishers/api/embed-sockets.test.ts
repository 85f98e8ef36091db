// Embed tokens on the realtime connection (issue 45): from their publisher's pages only, never for
// the member's notifications, and closed when the embed's session ends.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { adminLoginEndpoint, createPublisherEndpoint, embedSessionEndpoint, logoutEndpoint, type EmbedSession, type PublisherWithSecret } from "@pnyx/contract";
import { SignJWT } from "jose";
import { io, type Socket } from "socket.io-client";
import { startServer, type RunningServer } from "../../../server";
import { createTestContext, type TestContext } from "../../../test-support/context";

const PAPER = "https://paper.example";
const OTHER = "https://other.example";
let ctx: TestContext;
let server: RunningServer;
let paper: PublisherWithSecret;
const opened: Socket[] = [];
const json = async <T = any>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  const admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" } }))).token;
  paper = await json(await ctx.call(createPublisherEndpoint, { body: { name: "Socket Times", origins: [PAPER] }, token: admin }));
  await ctx.call(createPublisherEndpoint, { body: { name: "Other", origins: [OTHER] }, token: admin });
}, 30_000);
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await server.stop();
  await ctx.close();
});

async function embedSession(sub: string = crypto.randomUUID()): Promise<EmbedSession> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ name: "Sam Socket" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setAudience(paper.publisher._id)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(paper.secret!));
  return json(await ctx.call(embedSessionEndpoint, { body: { publisher: paper.publisher._id, token }, headers: { origin: PAPER } }));
}

/** A connection from a page at `origin`: resolves connected, or with the handshake's refusal. */
function connect(token: string, origin: string): Promise<{ socket: Socket; refused: string | null }> {
  const socket = io(server.url, { transports: ["websocket"], auth: { token }, extraHeaders: { origin }, reconnection: false });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once("connect", () => resolve({ socket, refused: null }));
    socket.once("connect_error", (error) => resolve({ socket, refused: error.message }));
  });
}

const ask = (socket: Socket, event: string, payload: unknown) => new Promise<any>((resolve) => socket.emit(event, payload, resolve));

describe("an embed token's connection", () => {
  it("is refused from another publisher's page", async () => {
    const session = await embedSession();
    expect((await connect(session.token, OTHER)).refused).toBe("unauthorized");
    expect((await connect(session.token, PAPER)).refused).toBeNull();
  });

  it("never hears the member's notifications", async () => {
    const session = await embedSession();
    const { socket } = await connect(session.token, PAPER);
    expect(await ask(socket, "notifications:watch", {})).toMatchObject({ ok: false, error: { code: "embed_scope" } });
  });

  it("takes the same member's renewed token in place, and then stands on it", async () => {
    const sub = crypto.randomUUID();
    const first = await embedSession(sub);
    const { socket } = await connect(first.token, PAPER);
    let closed = false;
    socket.once("disconnect", () => (closed = true));
    const renewed = await embedSession(sub);
    expect(await ask(socket, "session:renew", { token: renewed.token })).toEqual({ ok: true });
    // Another member's token is not this connection's.
    expect(await ask(socket, "session:renew", { token: (await embedSession()).token })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    // The first token's end no longer reaches it; the renewed one's does.
    expect((await ctx.call(logoutEndpoint, { token: first.token, headers: { origin: PAPER } })).status).toBe(200);
    expect(await ask(socket, "article:watch", { postId: "0".repeat(24) })).toEqual({ ok: true });
    expect(closed).toBe(false);
    const gone = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    expect((await ctx.call(logoutEndpoint, { token: renewed.token, headers: { origin: PAPER } })).status).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("is closed when the embed's session ends", async () => {
    const session = await embedSession();
    const { socket } = await connect(session.token, PAPER);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    expect((await ctx.call(logoutEndpoint, { token: session.token, headers: { origin: PAPER } })).status).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });
});
