// Routes a command document to its handler and turns failures into MongoDB error replies.
import type { Doc } from "../documents.js";
import { CommandError, ErrorCodes, asCommandError } from "../errors.js";
import { CLOSE_CONNECTION } from "../fail-points.js";
import { checkDbName } from "../storage.js";
import { adminCommands } from "./admin.js";
import { checkCommandFields } from "./command-fields.js";
import { collectionCommands } from "./collections.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { crudCommands } from "./crud.js";
import { cursorCommands } from "./cursor-commands.js";
import { indexCommands } from "./indexes.js";
import { queryCommands } from "./query.js";

const HANDLERS: Record<string, CommandHandler> = Object.assign(
  Object.create(null) as Record<string, CommandHandler>,
  adminCommands,
  crudCommands,
  queryCommands,
  cursorCommands,
  collectionCommands,
  indexCommands,
);

/** Commands that never touch data and must work before/without a database name. */
const NO_TXN_CHECK = new Set(["hello", "isMaster", "ismaster", "ping", "endSessions"]);

/** Remembers the command's logical session, for $listLocalSessions. */
function noteSession(cmd: Doc, ctx: CommandContext): void {
  const lsid = cmd.lsid as { id?: { toString(encoding?: string): string } } | undefined;
  if (!lsid?.id) return;
  const key = lsid.id.toString("hex");
  const sessions = ctx.engine.localSessions;
  // Bounded: the oldest goes when the map is full (mongod expires idle sessions after 30 minutes).
  if (!sessions.has(key) && sessions.size >= 10_000) sessions.delete(sessions.keys().next().value!);
  sessions.set(key, { id: lsid.id, lastUse: new Date() });
}

export function commandName(cmd: Doc): string | undefined {
  return Object.keys(cmd)[0];
}

export async function dispatch(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = commandName(cmd);
  try {
    if (!name) throw new CommandError(ErrorCodes.CommandNotFound, "no such command: ''");
    const handler = HANDLERS[name];
    if (!handler) throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    // A standalone mongod refuses transactions with IllegalOperation (20); so do we.
    if (!NO_TXN_CHECK.has(name) && (cmd.txnNumber !== undefined || cmd.startTransaction === true || cmd.autocommit === false)) {
      throw new CommandError(ErrorCodes.IllegalOperation, "Transaction numbers are only allowed on a replica set member or mongos");
    }
    checkDbName(ctx.db);
    checkCommandFields(name, cmd);
    noteSession(cmd, ctx);
    const firing = ctx.engine.failPoints.fire(name);
    if (firing?.blockTimeMS) await new Promise((done) => setTimeout(done, firing.blockTimeMS));
    if (firing?.closeConnection) return { [CLOSE_CONNECTION]: true };
    if (firing?.error) throw firing.error;
    const reply = await handler(cmd, cmd.bypassDocumentValidation === true ? { ...ctx, bypassValidation: true } : ctx);
    return firing?.writeConcernError ? { ...reply, writeConcernError: firing.writeConcernError } : reply;
  } catch (err) {
    return asCommandError(err).toReply();
  }
}
