import { ErrorBody, type ErrorCode } from "@pnyx/contract";

/** Codes only the SDK produces: the server never sends them. */
export const SDK_ERROR_CODES = {
  /** The server could not be reached (offline, DNS, refused connection, CORS); `status` is 0. */
  networkError: "network_error",
  /** The server answered something its contract does not allow (a proxy's page, a version mismatch). */
  invalidResponse: "invalid_response",
  /** The server did not answer in time. */
  timeout: "timeout",
  /** A call or a wait was cut because the client was closed. */
  closed: "closed",
} as const;

/**
 * Every code a PnyxError can carry: the server's (ERROR_CODES in @pnyx/contract) and the SDK's own
 * (SDK_ERROR_CODES). Any other string still types, so a code added by a newer server is no compile error.
 */
export type PnyxErrorCode = ErrorCode | (typeof SDK_ERROR_CODES)[keyof typeof SDK_ERROR_CODES] | (string & {});

/**
 * Who refused the call:
 * - "local": the SDK, before sending anything (bad input, no login); `status` is what the server would
 *   have answered for the same thing (422, 401);
 * - "network": nothing usable came back (server unreachable, timeout); `status` is 0;
 * - "server": the server answered with this status and code (HTTP, or a socket's refusal).
 */
export type PnyxErrorKind = "local" | "network" | "server";

export interface PnyxErrorOptions {
  cause?: unknown;
  /** Defaults to "network" when `status` is 0, else "server". */
  kind?: PnyxErrorKind | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After). */
  retryAfter?: number | undefined;
}

/**
 * Every failed call rejects with a PnyxError: the HTTP status, the snake_case code, a readable message,
 * who refused it (`kind`) and, for rate limits, how long to wait (`retryAfter`).
 */
export class PnyxError extends Error {
  /** Who refused the call: the SDK before sending ("local"), the network, or the server. */
  readonly kind: PnyxErrorKind;
  /** Seconds to wait before trying again (a 429's Retry-After header, a socket refusal's retryAfter); undefined otherwise. */
  readonly retryAfter: number | undefined;

  constructor(
    /** The HTTP status; for a "local" error the one the server gives for the same refusal; 0 for "network". */
    readonly status: number,
    /** What went wrong, in snake_case: ERROR_CODES (server) or SDK_ERROR_CODES; the message is for people. */
    readonly code: PnyxErrorCode,
    message: string,
    options: PnyxErrorOptions = {},
  ) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.kind = options.kind ?? (status === 0 ? "network" : "server");
    this.retryAfter = options.retryAfter;
  }

  /** Builds the error from whatever a failed response carried. */
  static fromResponse(status: number, body: unknown, cause?: unknown, retryAfter?: number): PnyxError {
    const parsed = ErrorBody.safeParse(body);
    const options = { cause, kind: "server", retryAfter } as const;
    if (parsed.success) return new PnyxError(status, parsed.data.code, parsed.data.message, options);
    return new PnyxError(status, "http_error", `Request failed with status ${status}`, options);
  }

  /** What JSON.stringify shows (an Error's own `message` is not enumerable, so it would be left out). */
  toJSON(): { name: string; status: number; code: PnyxErrorCode; kind: PnyxErrorKind; message: string; retryAfter?: number } {
    return {
      name: this.name,
      status: this.status,
      code: this.code,
      kind: this.kind,
      message: this.message,
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
    };
  }
}
// Bundlers may rename the class (`_PnyxError`), which Node's inspector prints. The name goes on the
// prototype (not a class field) so the stack's first line, made inside `super()`, reads it too.
Object.defineProperty(PnyxError, "name", { value: "PnyxError" });
Object.defineProperty(PnyxError.prototype, "name", { value: "PnyxError", writable: true, configurable: true });

/** A refusal made by the SDK before sending: bad input, the server's 422 `invalid_input`. */
export function invalidInput(message: string, cause?: unknown): PnyxError {
  return new PnyxError(422, "invalid_input", message, { kind: "local", ...(cause === undefined ? {} : { cause }) });
}

export function isPnyxError(value: unknown): value is PnyxError {
  return value instanceof PnyxError;
}
