// The engine also listens on a Unix domain socket, which the server uses for its own engine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { startEmbeddedMongo } from "./index.js";

describe("unix socket", () => {
  it("serves the driver on the socket and on TCP alike, replaces a stale socket, removes it on stop", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emb-sock-"));
    const socketPath = path.join(dir, "engine.sock");
    // A process that dies leaves its socket file; the next start must not trip over it.
    const dying = spawn(process.execPath, ["-e", `require("node:net").createServer().listen(${JSON.stringify(socketPath)}, () => console.log("up"))`]);
    await new Promise((resolve) => dying.stdout.once("data", resolve));
    dying.kill("SIGKILL");
    await new Promise((resolve) => dying.once("exit", resolve));
    expect(fs.lstatSync(socketPath).isSocket()).toBe(true);

    const mongo = await startEmbeddedMongo({ socketPath });
    expect(mongo.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}`);
    const viaSocket = await mongoose.createConnection(`${mongo.uri}/t`).asPromise();
    const viaTcp = await mongoose.createConnection(`mongodb://127.0.0.1:${mongo.port}/t`).asPromise();
    await viaSocket.db!.collection("c").insertOne({ _id: "a" as never, n: 1 });
    expect(await viaTcp.db!.collection("c").findOne({ _id: "a" as never })).toEqual({ _id: "a", n: 1 });
    await viaSocket.close();
    await viaTcp.close();
    await mongo.stop();
    expect(fs.existsSync(socketPath)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("leaves a file that is not a socket alone and fails to start", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emb-sock-"));
    const socketPath = path.join(dir, "notes.txt");
    fs.writeFileSync(socketPath, "keep me");
    await expect(startEmbeddedMongo({ socketPath })).rejects.toThrow();
    expect(fs.readFileSync(socketPath, "utf8")).toBe("keep me");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
