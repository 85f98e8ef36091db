// MongoDB's failCommand fail point, for testing how clients handle server errors
// (configureFailPoint, as a test-commands-enabled mongod has it): make chosen commands answer an
// error, a write concern error, or wait first, a number of times or until turned off.
import { isPlainObject, type Doc } from "./documents.js";
import { CommandError, ErrorCodes } from "./errors.js";

interface FailCommand {
  /** Times left to fire; Infinity for alwaysOn. */
  remaining: number;
  /** Commands to skip before the first firing. */
  skip: number;
  commands: ReadonlySet<string>;
  errorCode?: number;
  errorLabels?: string[];
  writeConcernError?: Doc;
  blockTimeMS?: number;
  closeConnection?: true;
}

/** What firing does to one command. */
export interface Firing {
  error?: CommandError;
  writeConcernError?: Doc;
  blockTimeMS?: number;
  /** Close the client's connection instead of answering (a network error to the driver). */
  closeConnection?: true;
}

/** Marks a reply the server must not send: it closes the connection instead. */
export const CLOSE_CONNECTION: unique symbol = Symbol("closeConnection");

export class FailPoints {
  private failCommand: FailCommand | null = null;

  /** The configureFailPoint command. */
  configure(cmd: Doc): Doc {
    if (cmd.configureFailPoint !== "failCommand") throw new CommandError(ErrorCodes.BadValue, `Cannot find failpoint: ${String(cmd.configureFailPoint)}`);
    const mode = cmd.mode;
    if (mode === "off") {
      this.failCommand = null;
      return { count: 0, ok: 1 };
    }
    const data = isPlainObject(cmd.data) ? cmd.data : {};
    if (!Array.isArray(data.failCommands)) throw new CommandError(ErrorCodes.BadValue, "failCommand needs data.failCommands");
    if (data.appName !== undefined) throw new CommandError(ErrorCodes.BadValue, "failCommand's appName is not supported by the embedded engine");
    let remaining = Number.POSITIVE_INFINITY;
    let skip = 0;
    if (isPlainObject(mode) && mode.times !== undefined) remaining = Number(mode.times);
    else if (isPlainObject(mode) && mode.skip !== undefined) skip = Number(mode.skip);
    else if (mode !== "alwaysOn") throw new CommandError(ErrorCodes.BadValue, "mode must be 'alwaysOn', 'off', {times: n} or {skip: n}");
    this.failCommand = {
      remaining,
      skip,
      commands: new Set(data.failCommands as string[]),
      ...(data.errorCode !== undefined ? { errorCode: Number(data.errorCode) } : {}),
      ...(Array.isArray(data.errorLabels) ? { errorLabels: data.errorLabels as string[] } : {}),
      ...(isPlainObject(data.writeConcernError) ? { writeConcernError: data.writeConcernError } : {}),
      ...(data.blockConnection === true ? { blockTimeMS: Number(data.blockTimeMS ?? 0) } : {}),
      ...(data.closeConnection === true ? { closeConnection: true as const } : {}),
    };
    return { count: 0, ok: 1 };
  }

  /** Whether `name` fires the fail point now (counting it), and what firing does. */
  fire(name: string): Firing | null {
    const point = this.failCommand;
    if (!point || !point.commands.has(name)) return null;
    if (point.skip > 0) {
      point.skip--;
      return null;
    }
    point.remaining--;
    if (point.remaining <= 0) this.failCommand = null;
    return {
      ...(point.errorCode !== undefined
        ? {
            error: new CommandError(
              point.errorCode,
              "Failing command via 'failCommand' failpoint",
              point.errorLabels ? { errorLabels: point.errorLabels } : {},
            ),
          }
        : {}),
      ...(point.writeConcernError ? { writeConcernError: point.writeConcernError } : {}),
      ...(point.blockTimeMS ? { blockTimeMS: point.blockTimeMS } : {}),
      ...(point.closeConnection ? { closeConnection: true as const } : {}),
    };
  }
}
