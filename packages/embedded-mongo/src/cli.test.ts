// The pnyx-mongo CLI (built dist/cli.js on Node): serves a dbPath, stops cleanly on SIGTERM.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import mongoose from "mongoose";

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");

it("serves --dbpath on --port and snapshots on SIGTERM", async () => {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), "pnyx-cli-"));
  const proc = spawn(process.execPath, [CLI, "--dbpath", dbPath, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  try {
    const uri = await new Promise<string>((resolve, reject) => {
      let out = "";
      proc.stdout!.on("data", (d) => {
        out += d;
        const m = /listening on (mongodb:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      proc.once("exit", (code) => reject(new Error(`cli exited ${code}`)));
    });
    const client = await new mongoose.mongo.MongoClient(uri).connect();
    await client.db("cli").collection("c").insertOne({ hello: "world" });
    await client.close();
    const exit = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
    proc.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(fs.existsSync(path.join(dbPath, "snapshot.bin"))).toBe(true);
    expect(fs.existsSync(path.join(dbPath, "mongod.lock"))).toBe(false);
  } finally {
    proc.kill("SIGKILL");
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
});

it("rejects bad arguments", async () => {
  const proc = spawn(process.execPath, [CLI, "--port", "nope"], { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  proc.stderr!.on("data", (d) => (err += d));
  const code = await new Promise<number | null>((resolve) => proc.once("exit", (c) => resolve(c)));
  expect(code).toBe(2);
  expect(err).toMatch(/--port/);
});
