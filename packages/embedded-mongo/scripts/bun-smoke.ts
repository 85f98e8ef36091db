// Smoke test under Bun: start the engine (in memory and on disk), connect mongoose,
// insert, find, restart from disk. Run: npx -y bun@1.4.5 scripts/bun-smoke.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose, { Schema } from "mongoose";
import { startEmbeddedMongo } from "../src/index.js";

const schema = new Schema({ username: { type: String, unique: true }, joined: Date, karma: Number }, { timestamps: true });

function check(condition: unknown, message: string): void {
  if (!condition) throw new Error(`smoke failed: ${message}`);
}

async function round(dbPath: string | undefined, expectExisting: number): Promise<void> {
  const mongo = await startEmbeddedMongo({ dbPath });
  const conn = await mongoose.createConnection(`${mongo.uri}/smoke`).asPromise();
  const User = conn.model("User", schema);
  await User.init();
  check((await User.countDocuments()) === expectExisting, `expected ${expectExisting} existing users`);
  await User.create({ username: `user${expectExisting}`, joined: new Date(0), karma: 1 });
  const found = await User.findOne({ username: `user${expectExisting}` }).lean();
  check(found?.joined?.getTime() === 0 && found.karma === 1, "inserted user not found");
  const dup = await User.create({ username: `user${expectExisting}` }).catch((e: { code?: number }) => e);
  check((dup as { code?: number }).code === 11000, "duplicate key not reported");
  await conn.close();
  await mongo.stop();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pnyx-bun-smoke-"));
try {
  await round(undefined, 0);
  await round(dir, 0);
  await round(dir, 1);
  console.log(`bun smoke ok (bun ${(globalThis as { Bun?: { version: string } }).Bun?.version ?? "?"}): in-memory and dbPath restart`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
