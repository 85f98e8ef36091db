// A client in the engine's process reaches it through in-process streams when the engine routes its
// socket path (the server's own engine does): same answers as the socket, none of its system calls.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import mongoose from "mongoose";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedMongo, type EmbeddedMongo } from "./index.js";

// The `net` the driver requires: the one the route is on.
const cjsNet = createRequire(import.meta.url)("node:net") as typeof net;

let mongo: EmbeddedMongo | undefined;
let dir: string | undefined;
afterEach(async () => {
  await mongo?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  mongo = undefined;
  dir = undefined;
});

async function start(inProcess: boolean) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "emb-inproc-"));
  const socketPath = path.join(dir, "engine.sock");
  mongo = await startEmbeddedMongo({ socketPath, inProcess });
  return socketPath;
}

describe("in-process connections", () => {
  it("hands connections to the socket path over in-process streams, and serves the driver over them", async () => {
    const socketPath = await start(true);
    const routed = cjsNet.createConnection({ path: socketPath });
    expect(routed).not.toBeInstanceOf(cjsNet.Socket);
    routed.destroy();
    // Any other address still gets a real socket.
    const tcp = cjsNet.createConnection({ port: mongo!.port, host: "127.0.0.1" });
    expect(tcp).toBeInstanceOf(cjsNet.Socket);
    tcp.destroy();

    const conn = await mongoose.createConnection(`${mongo!.uri}/t`).asPromise();
    const c = conn.db!.collection<{ _id: number; text: string }>("c");
    // Many replies and a reply over several batches (getMore), each several hundred kB.
    const text = "x".repeat(1000);
    await c.insertMany(Array.from({ length: 3000 }, (_, i) => ({ _id: i, text })));
    const all = await c.find({}, { batchSize: 500 }).sort({ _id: -1 }).toArray();
    expect(all.map((d) => d._id)).toEqual(Array.from({ length: 3000 }, (_, i) => 2999 - i));
    const counts = await Promise.all(Array.from({ length: 50 }, (_, i) => c.countDocuments({ _id: { $lt: i } })));
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // Errors come back as they do over a socket.
    await expect(c.insertOne({ _id: 1, text: "again" })).rejects.toMatchObject({ code: 11000 });
    await conn.close();
  });

  it("leaves the socket to everyone when not asked, and ends the route when the engine stops", async () => {
    const socketPath = await start(false);
    const plain = cjsNet.createConnection({ path: socketPath });
    expect(plain).toBeInstanceOf(cjsNet.Socket);
    plain.destroy();
    await mongo!.stop();
    mongo = undefined;

    const routedPath = await start(true);
    const conn = await mongoose.createConnection(`${mongo!.uri}/t`, { serverSelectionTimeoutMS: 500 }).asPromise();
    await conn.db!.collection("c").insertOne({ _id: "a" as never });
    await mongo!.stop();
    mongo = undefined;
    // The engine closed its end: the driver hears it, and nothing routes to that path any more.
    await expect(conn.db!.collection("c").findOne({})).rejects.toThrow();
    await conn.close();
    const after = cjsNet.createConnection({ path: routedPath });
    after.on("error", () => undefined);
    expect(after).toBeInstanceOf(cjsNet.Socket);
    after.destroy();
  });

  it("routes from the CommonJS build too (it has no import.meta to find `net` by)", () => {
    const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist", "index.cjs");
    const script = `
      const { startEmbeddedMongo } = require(${JSON.stringify(built)});
      const fs = require("node:fs"), os = require("node:os"), path = require("node:path"), net = require("node:net");
      (async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emb-cjs-"));
        const mongo = await startEmbeddedMongo({ socketPath: path.join(dir, "engine.sock"), inProcess: true });
        const socket = net.createConnection({ path: path.join(dir, "engine.sock") });
        process.stdout.write(socket instanceof net.Socket ? "socket" : "in-process");
        socket.destroy();
        await mongo.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      })();`;
    expect(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })).toBe("in-process");
  });
});
