// Public API: start an embedded MongoDB-compatible server on 127.0.0.1.
import { lstatSync, rmSync } from "node:fs";
import type { EngineStats } from "./commands/context.js";
import { Engine, type EngineOptions } from "./engine.js";
import { routeInProcess } from "./in-process.js";
import { WireServer } from "./server.js";

export interface EmbeddedMongoOptions extends Omit<EngineOptions, "dbPath"> {
  /** Data directory (journal + snapshot). In-memory when omitted. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 or omitted picks a free port. */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /**
   * Also listen on this Unix domain socket (at most ~100 characters), and make `uri` point to it:
   * cheaper per command for a client in the same process or machine. The TCP port stays open.
   */
  socketPath?: string;
  /**
   * Clients in this process that connect to `socketPath` reach the engine through in-process streams
   * instead of the socket (in-process.ts): about half the CPU per command. Others still use the socket.
   */
  inProcess?: boolean;
}

export interface EmbeddedMongo {
  /** e.g. mongodb://127.0.0.1:40123, or the socket's (mongodb://%2Ftmp%2F…) with `socketPath` — append "/dbName" for mongoose.connect. */
  uri: string;
  port: number;
  /** Flushes the journal, writes a final snapshot, releases the lock and closes the port. */
  stop(): Promise<void>;
  /** Counters (docsExamined proves index use in tests). */
  stats(): EngineStats;
  engine: Engine;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine(options);
  const server = new WireServer(engine);
  const host = options.host ?? "127.0.0.1";
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
    if (options.socketPath) {
      removeStaleSocket(options.socketPath);
      await server.listenPath(options.socketPath);
    }
  } catch (err) {
    await server.close();
    await engine.close();
    throw err;
  }
  const unroute = options.socketPath && options.inProcess ? routeInProcess(options.socketPath, (socket) => server.accept(socket)) : undefined;
  let stopping: Promise<void> | undefined;
  return {
    uri: options.socketPath ? `mongodb://${encodeURIComponent(options.socketPath)}` : `mongodb://${host}:${port}`,
    port,
    engine,
    stats: () => engine.statsSnapshot(),
    stop: () => {
      stopping ??= (async () => {
        unroute?.();
        await server.close();
        if (options.socketPath) removeStaleSocket(options.socketPath);
        await engine.close();
      })();
      return stopping;
    },
  };
}

/** Removes a socket file left at this path (by a process that died); anything else there is left alone, and listening then fails. */
function removeStaleSocket(path: string): void {
  try {
    if (lstatSync(path).isSocket()) rmSync(path);
  } catch {
    // nothing there
  }
}

export { Engine } from "./engine.js";
export type { EngineOptions } from "./engine.js";
export type { EngineStats } from "./commands/context.js";
export { DbPathLockedError } from "./lock-file.js";
