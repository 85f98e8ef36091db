// getMore / killCursors.
import { CommandError, ErrorCodes } from "../errors.js";
import { cursorReply, intArg, type CommandHandler } from "./context.js";

const getMore: CommandHandler = (cmd, ctx) => {
  const coll = cmd.collection;
  if (typeof coll !== "string") throw new CommandError(ErrorCodes.FailedToParse, "getMore needs 'collection'");
  const ns = `${ctx.db}.${coll}`;
  const batchSize = cmd.batchSize === undefined ? undefined : intArg(cmd.batchSize, 0);
  return cursorReply(ns, "nextBatch", ctx.engine.cursors.next(cmd.getMore, ns, batchSize));
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors : [];
  const { killed, notFound } = ctx.engine.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const cursorCommands: Record<string, CommandHandler> = { getMore, killCursors };
