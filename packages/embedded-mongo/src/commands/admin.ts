// Handshake and server/admin commands: hello (legacy isMaster too), ping, buildInfo,
// session bookkeeping, the diagnostics mongosh/Compass ask for, and pnyxStats.
import os from "node:os";
import { type Doc } from "../documents.js";
import { CommandError, ErrorCodes } from "../errors.js";
import type { CommandHandler } from "./context.js";

export const MAX_WIRE_VERSION = 21;
export const SERVER_VERSION = "7.0.0";

const hello: CommandHandler = (cmd, ctx) => {
  // No topologyVersion: it would switch the driver to streaming (exhaust) hello.
  const reply: Doc = {
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  if (cmd.hello !== undefined) delete reply.ismaster;
  return reply;
};

const ok: CommandHandler = () => ({ ok: 1 });

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: "pnyx-embedded-mongo",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ["pnyx-embedded"],
  modules: [],
  javascriptEngine: "none",
  ok: 1,
});

const getParameter: CommandHandler = (cmd) => {
  const reply: Doc = {};
  if (cmd.featureCompatibilityVersion !== undefined || cmd.getParameter === "*") reply.featureCompatibilityVersion = { version: "7.0" };
  reply.ok = 1;
  return reply;
};

const transactionsUnsupported: CommandHandler = () => {
  throw new CommandError(ErrorCodes.IllegalOperation, "Transaction numbers are only allowed on a replica set member or mongos");
};

const serverStatus: CommandHandler = (_cmd, ctx) => ({
  host: "127.0.0.1",
  version: SERVER_VERSION,
  process: "pnyx-mongo",
  pid: process.pid,
  uptime: Math.round((Date.now() - ctx.engine.startedAt) / 1000),
  localTime: new Date(),
  connections: { current: ctx.engine.connections, available: 10000 },
  mem: { bits: 64, resident: Math.round(process.memoryUsage().rss / 1048576) },
  ok: 1,
});

const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: "127.0.0.1", cpuArch: process.arch, numCores: os.cpus().length, memSizeMB: Math.round(os.totalmem() / 1048576) },
  os: { type: process.platform, name: process.platform },
  extra: {},
  ok: 1,
});

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  getCmdLineOpts: () => ({ argv: ["pnyx-mongo"], parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  hostInfo,
  serverStatus,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.remoteAddress ?? "127.0.0.1", ok: 1 }),
  endSessions: ok,
  killSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  logout: ok,
  commitTransaction: transactionsUnsupported,
  abortTransaction: transactionsUnsupported,
  pnyxStats: (_cmd, ctx) => ({ ...ctx.engine.statsSnapshot(), ok: 1 }),
  configureFailPoint: (cmd, ctx) => ctx.engine.failPoints.configure(cmd),
};
