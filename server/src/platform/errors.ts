import { ERROR_CODES, type ErrorBody } from "@pnyx/contract";
import { Elysia } from "elysia";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-errors";

/** A failure a route or service reports on purpose: it becomes `status` + `{code, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, ERROR_CODES.notFound, message);

/**
 * The one answer for a path nothing serves: an unknown API or embed API path, or a request no route
 * takes. Every such 404 is made here, so they all read alike whichever door they came through.
 */
export const noRoute = (path: string) => notFound(`No route for ${path}`);

function body(code: string, message: string): ErrorBody {
  return { code, message };
}

/**
 * Maps every error to the one error shape. Validation errors never echo the input back
 * (Elysia's default body does, under `found`).
 */
export const errorHandler = new Elysia({ name: "pnyx/errors" }).onError({ as: "global" }, ({ code, error, set, path }) => {
  set.headers["content-type"] = "application/json; charset=utf-8";
  // Checked by class, not by Elysia's error code: codes registered with `.error()` only apply
  // inside the plugin that registered them.
  const reply = (failure: HttpError) => {
    set.status = failure.status;
    const retryAfter = (failure as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === "number") set.headers["retry-after"] = String(retryAfter);
    return body(failure.code, failure.message);
  };
  if (error instanceof HttpError) return reply(error);
  // The database is down, whichever hook or handler met it (a login's account lookup runs while the body is read).
  if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause)) {
    set.status = 503;
    set.headers["retry-after"] = String(DATABASE_RETRY_AFTER_SECONDS);
    return body(ERROR_CODES.databaseUnavailable, "The service is briefly unavailable. Please try again in a few seconds.");
  }
  switch (code) {
    case "NOT_FOUND":
      return reply(noRoute(path));
    case "VALIDATION":
      // Request input is checked by mount() itself; what reaches here is an answer that broke its
      // own response schema: a bug on our side, never the caller's fault.
      console.error(`${path}: the answer does not match its response schema`);
      set.status = 500;
      return body(ERROR_CODES.internal, "Something went wrong on our side");
    case "PARSE": {
      // A hook that runs while the body is read (auth, size and depth bounds) reports through here.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof HttpError) return reply(cause);
      set.status = 400;
      return body(ERROR_CODES.invalidBody, "The request body could not be parsed");
    }
    case "INVALID_COOKIE_SIGNATURE":
      set.status = 400;
      return body("invalid_cookie", "A cookie signature is invalid");
    default: {
      const status = "status" in error && typeof error.status === "number" ? error.status : 500;
      set.status = status;
      if (status >= 500) {
        console.error(error);
        return body(ERROR_CODES.internal, "Something went wrong on our side");
      }
      return body("http_error", error instanceof Error ? error.message : "Request failed");
    }
  }
});
