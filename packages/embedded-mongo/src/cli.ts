#!/usr/bin/env bun
// pnyx-mongo --dbpath DIR --port N : run the embedded engine standalone so mongosh or
// Compass can connect (mongodb://127.0.0.1:N).
import { startEmbeddedMongo } from "./index.js";

function parseArgs(argv: string[]): { dbPath?: string; port: number; help: boolean } {
  const out = { dbPath: undefined as string | undefined, port: 27017, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--dbpath" || flag === "--dbPath") out.dbPath = value();
    else if (flag === "--port") out.port = Number(value());
    else if (flag === "--help" || flag === "-h") out.help = true;
    else throw new Error(`unknown argument ${flag}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error("--port must be 0-65535");
  return out;
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(String((err as Error).message));
    process.exit(2);
  }
  if (args.help) {
    console.log("usage: pnyx-mongo [--dbpath DIR] [--port N]   (in-memory without --dbpath; port 0 picks a free one)");
    return;
  }
  const mongo = await startEmbeddedMongo({ dbPath: args.dbPath, port: args.port });
  console.log(`pnyx-mongo listening on ${mongo.uri} (${args.dbPath ? `dbPath ${args.dbPath}` : "in-memory"})`);
  const shutdown = () => {
    mongo.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
