import { z } from "zod";

/** The one error shape every failing call returns, with the HTTP status alongside. */
export const ErrorBody = z.object({
  code: z.string().regex(/^[a-z0-9_]+$/),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Codes the server uses across modules; domain modules may add their own snake_case codes. */
export const ERROR_CODES = {
  notFound: "not_found",
  invalidInput: "invalid_input",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  conflict: "conflict",
  rateLimited: "rate_limited",
  payloadTooLarge: "payload_too_large",
  /** The body is not JSON (or not the multipart form the endpoint takes). */
  invalidBody: "invalid_body",
  /** The body nests objects or arrays deeper than the server reads. */
  tooDeep: "too_deep",
  unsupportedMediaType: "unsupported_media_type",
  internal: "internal_error",
  /** A browser sent a state change on behalf of another site's page (server: origin-guard.ts). */
  crossOrigin: "cross_origin",
  /** The member already has LIMITS.pendingPostsPerMember posts awaiting review. */
  tooManyPendingPosts: "too_many_pending_posts",
} as const;
