import { ErrorBody } from "@pnyx/contract";

/**
 * Every failed call rejects with a PnyxError: the HTTP status (0 when the server was not reached),
 * the server's snake_case code and its readable message.
 */
export class PnyxError extends Error {
  override readonly name = "PnyxError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Builds the error from whatever a failed response carried. */
  static fromResponse(status: number, body: unknown, cause?: unknown): PnyxError {
    const parsed = ErrorBody.safeParse(body);
    if (parsed.success) return new PnyxError(status, parsed.data.code, parsed.data.message, { cause });
    return new PnyxError(status, "http_error", `Request failed with status ${status}`, { cause });
  }
}

export function isPnyxError(value: unknown): value is PnyxError {
  return value instanceof PnyxError;
}
