// bench/chat: one room, BENCH_CLIENTS members connected (1,000 by default), messages from many
// senders at BENCH_CHAT_RATE a second, each fanned out to everyone in the room: delivery latency
// (p50/p99, send to receipt on loopback), deliveries a second, and server CPU per delivery. First on
// one instance, then on two instances on one database and one Redis (clients and senders split).
// Run: bun run bench:chat   (needs redis-server for the second row)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_COMMUNITIES, SOCKET_PATH, chatClientEvents, chatServerEvents, type ChatMessage } from "@pnyx/contract";
import { io, type Socket } from "socket.io-client";
import { cpuMs, fmt, start } from "./harness";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 25);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 8);
const ROOM = FIXED_COMMUNITIES[0].id;
const now = () => performance.timeOrigin + performance.now();

interface Row {
  name: string;
  deliveries: number;
  expected: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpuPerDelivery: number;
  redisCpuPerDelivery?: number;
}

async function connectAll(urls: string[], tokens: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = tokens.slice(i, Math.min(i + 50, CLIENTS)).map(async (token, j) => {
      // The one realtime socket (§7: default namespace and path), the member's token in the handshake.
      const socket = io(urls[(i + j) % urls.length]!, {
        path: SOCKET_PATH,
        transports: ["websocket"],
        forceNew: true,
        reconnection: false,
        auth: { token },
      });
      await new Promise<void>((ok, fail) => {
        socket.once("connect", () => ok());
        socket.once("connect_error", fail);
      });
      const joined = await socket.timeout(20_000).emitWithAck(chatClientEvents.joinRoom.name, { topicId: ROOM });
      if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
      return socket;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function fanOut(name: string, urls: string[], pids: number[], tokens: string[], redisPid?: number): Promise<Row> {
  const sockets = await connectAll(urls, tokens);
  // Let the join lines and counts settle before measuring.
  await Bun.sleep(1500);
  const latencies: number[] = [];
  let last = 0;
  for (const socket of sockets) {
    socket.on(chatServerEvents.newMessage.name, (message: ChatMessage) => {
      const sentAt = Number(message.message);
      if (Number.isFinite(sentAt)) {
        const t = now();
        latencies.push(t - sentAt);
        last = t;
      }
    });
  }
  const total = RATE * SECONDS;
  const expected = total * sockets.length;
  const cpuBefore = pids.map(cpuMs);
  const redisBefore = redisPid ? cpuMs(redisPid) : 0;
  const first = now();
  for (let k = 0; k < total; k++) {
    // A different sender each time (the limit is 5 messages in 5 s per member), on every instance in turn.
    const sender = sockets[(k * 7) % sockets.length]!;
    const due = first + (k * 1000) / RATE;
    const wait = due - now();
    if (wait > 0) await Bun.sleep(wait);
    sender.emit(chatClientEvents.message.name, { topicId: ROOM, message: String(now()) });
  }
  const deadline = now() + 20_000;
  while (latencies.length < expected && now() < deadline) await Bun.sleep(50);
  const cpu = pids.map(cpuMs).reduce((s, v, i) => s + v - cpuBefore[i]!, 0);
  const redisCpu = redisPid ? cpuMs(redisPid) - redisBefore : 0;
  for (const socket of sockets) socket.disconnect();
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  return {
    name,
    deliveries: latencies.length,
    expected,
    perSecond: latencies.length / ((last - first) / 1000),
    p50: pct(0.5),
    p99: pct(0.99),
    cpuPerDelivery: cpu / latencies.length,
    ...(redisPid ? { redisCpuPerDelivery: redisCpu / latencies.length } : {}),
  };
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("exit", stopAll);

const fixtures = mkdtempSync(join(tmpdir(), "pnyx-bench-chat-fx-"));
const rows: Row[] = [];

// One instance, embedded database.
{
  const one = await start(join(import.meta.dir, "chat-server.ts"), [], {
    PORT: "4801",
    BENCH_SEED: "1",
    BENCH_FIXTURES: fixtures,
    BENCH_MEMBERS: String(CLIENTS),
  });
  children.push(one.child);
  const tokens = readFileSync(join(fixtures, "tokens.txt"), "utf8").trim().split("\n");
  rows.push(await fanOut("one instance", ["http://127.0.0.1:4801"], [one.child.pid!], tokens));
  one.child.kill("SIGTERM");
}

// Two instances on one database (the engine in its own process) and one Redis.
if (spawnSync("redis-server", ["--version"]).status === 0) {
  const redis = spawn("redis-server", ["--port", "4899", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  children.push(redis);
  const engine = spawn("bun", [join(import.meta.dir, "../packages/embedded-mongo/src/cli.ts"), "--port", "4898"], { stdio: "ignore" });
  children.push(engine);
  await Bun.sleep(1500);
  const shared = { MONGODB_URI: "mongodb://127.0.0.1:4898", REDIS_URL: "redis://127.0.0.1:4899", BENCH_FIXTURES: fixtures, BENCH_MEMBERS: String(CLIENTS) };
  const a = await start(join(import.meta.dir, "chat-server.ts"), [], { ...shared, PORT: "4802", BENCH_SEED: "1" });
  children.push(a.child);
  const b = await start(join(import.meta.dir, "chat-server.ts"), [], { ...shared, PORT: "4803" });
  children.push(b.child);
  const tokens = readFileSync(join(fixtures, "tokens.txt"), "utf8").trim().split("\n");
  rows.push(await fanOut("two instances + Redis", ["http://127.0.0.1:4802", "http://127.0.0.1:4803"], [a.child.pid!, b.child.pid!], tokens, redis.pid));
} else {
  console.error("redis-server not found: the two-instance row is skipped");
}

console.log(`\n${CLIENTS} clients in one room, ${RATE} messages/s for ${SECONDS} s (each to every client)\n`);
console.log("| setup | deliveries | per s | p50 ms | p99 ms | server CPU ms per delivery | Redis CPU ms per delivery |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.deliveries}/${r.expected} | ${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.cpuPerDelivery, 4)} | ${r.redisCpuPerDelivery === undefined ? "-" : fmt(r.redisCpuPerDelivery, 4)} |`,
  );
}
stopAll();
process.exit(0);
