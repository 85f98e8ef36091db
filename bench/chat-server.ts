// Started by bench/chat.ts (not on its own): a Pnyx server for the chat fan-out benchmark. With
// BENCH_SEED=1 it adds BENCH_MEMBERS members and writes their tokens to BENCH_FIXTURES/tokens.txt.
// MONGODB_URI and REDIS_URL make it one of several instances on one database and one Redis.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/src/config";
import { createRuntime } from "../server/src/runtime";
import { startServer } from "../server/src/server";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), "pnyx-bench-chat-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: process.env.PORT,
  NODE_ENV: "production",
  // The address the bench reaches it at: in production the server answers its PUBLIC_URL's host only.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  SITE_DIR: join(dataDir, "none"),
  JWT_SECRET: "bench-chat-secret-bench-chat-secret-01",
  ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const runtime = await createRuntime(config, { inMemory: true, log: () => {} });

if (process.env.BENCH_SEED === "1") {
  const { User } = runtime.deps.models;
  await User.insertMany(
    Array.from({ length: MEMBERS }, (_, i) => ({
      username: `chatter${i}`,
      email: `chatter${i}@bench.test`,
      passwordHash: "x",
      verified: true,
      tokenVersion: 0,
      createdAt: new Date(),
    })),
    { lean: true },
  );
  const users = await User.find({ username: /^chatter/ }, { username: 1, tokenVersion: 1 })
    .sort({ _id: 1 })
    .lean();
  const tokens = await Promise.all(users.map((u) => runtime.deps.auth.signMember(u as never)));
  writeFileSync(join(process.env.BENCH_FIXTURES!, "tokens.txt"), `${tokens.join("\n")}\n`);
}

const server = startServer({ ...runtime.deps, port: Number(process.env.PORT), host: "127.0.0.1" });
console.log(`ready ${server.port}`);
process.on("SIGINT", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
