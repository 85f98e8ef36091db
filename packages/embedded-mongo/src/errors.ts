// Command errors carry MongoDB's numeric code and codeName; the driver and mongoose
// branch on them (e.g. 11000 + keyPattern/keyValue for duplicate keys).
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidNamespace: 73,
  InvalidOptions: 72,
  MergeStageNoMatchingDocument: 13113,
  Unauthorized: 13,
  NoSuchTransaction: 251,
  Location40324: 40324,
  /** A required field missing (MongoDB's IDL parser). */
  Location40414: 40414,
  /** An unknown field in a command or statement (MongoDB's IDL parser). */
  Location40415: 40415,
  /** A stage that must come first ($collStats, $listLocalSessions) came later. */
  Location40602: 40602,
  /** An expression given the wrong number of arguments. */
  Location16020: 16020,
  /** $in (the expression) given no array. */
  Location40081: 40081,
  /** A $$variable nothing defines. */
  Location17276: 17276,
  DollarPrefixedFieldName: 52,
  DocumentValidationFailure: 121,
  CommandNotSupported: 115,
  ViewDepthLimitExceeded: 149,
  CommandNotSupportedOnView: 166,
  GraphContainsCycle: 93,
  OptionNotSupportedOnView: 167,
  InvalidPipelineOperator: 168,
  DuplicateKey: 11000,
} as const;

const NAMES: Record<number, string> = Object.fromEntries(Object.entries(ErrorCodes).map(([k, v]) => [v, k]));

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;
  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = NAMES[code] ?? "UnknownError";
    this.extra = extra;
  }
  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
  /** Shape used inside writeErrors[]. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

export function asCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo reports update problems with MongoDB's own wording; map them to MongoDB's codes.
  if (/would create a conflict/.test(message)) return new CommandError(ErrorCodes.ConflictingUpdateOperators, message);
  if (/immutable field/.test(message)) return new CommandError(ErrorCodes.ImmutableField, message);
  if (/Unknown update operator|Unknown modifier/.test(message)) return new CommandError(ErrorCodes.FailedToParse, message);
  if (/non-numeric/.test(message)) return new CommandError(ErrorCodes.TypeMismatch, message);
  // Names mingo does not know are names MongoDB does not know either: its codes and wording.
  const stage = /unregistered pipeline operator (\$\w+)/.exec(message);
  if (stage) return new CommandError(ErrorCodes.Location40324, `Unrecognized pipeline stage name: '${stage[1]}'`);
  const expression = /(?:unregistered expression operator|accumulator '?)(\$\w+)'?(?: is not registered)?/.exec(message);
  if (expression) return new CommandError(ErrorCodes.InvalidPipelineOperator, `Unrecognized expression '${expression[1]}'`);
  const query = /unknown query operator (\$\w+)/.exec(message);
  if (query) return new CommandError(ErrorCodes.BadValue, `unknown operator: ${query[1]}`);
  return new CommandError(ErrorCodes.BadValue, message);
}
