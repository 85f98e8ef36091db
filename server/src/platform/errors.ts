import { ERROR_CODES, type ErrorBody } from "@pnyx/contract";
import { Elysia } from "elysia";

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

function body(code: string, message: string): ErrorBody {
  return { code, message };
}

/**
 * Maps every error to the one error shape. Validation errors never echo the input back
 * (Elysia's default body does, under `found`).
 */
export const errorHandler = new Elysia({ name: "pnyx/errors" })
  .onError({ as: "global" }, ({ code, error, set, path }) => {
    set.headers["content-type"] = "application/json; charset=utf-8";
    // Checked by class, not by Elysia's error code: codes registered with `.error()` only apply
    // inside the plugin that registered them.
    if (error instanceof HttpError) {
      set.status = error.status;
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === "number") set.headers["retry-after"] = String(retryAfter);
      return body(error.code, error.message);
    }
    switch (code) {
      case "NOT_FOUND":
        set.status = 404;
        return body(ERROR_CODES.notFound, `No route for ${path}`);
      case "VALIDATION":
        set.status = 422;
        return body(ERROR_CODES.invalidInput, describeValidation(error));
      case "PARSE":
        set.status = 400;
        return body("invalid_body", "The request body could not be parsed");
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

/** A short message naming the first offending field, without the offending value. */
function describeValidation(error: { all?: unknown; message: string; type?: string }): string {
  const issues = Array.isArray(error.all) ? (error.all as Array<{ path?: unknown; message?: unknown; summary?: unknown }>) : [];
  const first = issues[0];
  if (first) {
    const path = Array.isArray(first.path) ? first.path.join(".") : typeof first.path === "string" ? first.path.replace(/^\//, "").replace(/\//g, ".") : "";
    const text = typeof first.message === "string" ? first.message : typeof first.summary === "string" ? first.summary : "is invalid";
    return path ? `Invalid ${path}: ${text}` : `Invalid request: ${text}`;
  }
  return "The request is invalid";
}
