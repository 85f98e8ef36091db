import { z } from "./zod";

/** The one error shape every failing call returns, with the HTTP status alongside. */
export const ErrorBody = z.object({
  code: z.string().regex(/^[a-z0-9_]+$/),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Every code the server sends, over HTTP (`{ code, message }` with a status) and as a chat socket's
 * refusal. A new code is added here first; server/src/error-codes.test.ts checks that the server uses no other.
 */
export const ERROR_CODES = {
  /** 404: no such route, article, opinion, community, member… */
  notFound: "not_found",
  /** 422 (HTTP) or a chat refusal: the input breaks the contract or a rule checked on it; the message names the field. */
  invalidInput: "invalid_input",
  /** 401: no token, or one that expired, was revoked (logout, password reset) or is forged. */
  unauthorized: "unauthorized",
  /** 403: logged in, but not allowed (someone else's username in the body, a member token on an admin call). */
  forbidden: "forbidden",
  /** 409: taken (username, e-mail) or in a state that refuses the change. */
  conflict: "conflict",
  /** 429 (with Retry-After over HTTP) or a chat refusal: too many attempts; wait and try again. */
  rateLimited: "rate_limited",
  /** 413: the body or the uploaded file is too large. */
  payloadTooLarge: "payload_too_large",
  /** 400: the body is not JSON (or not the multipart form the endpoint takes). */
  invalidBody: "invalid_body",
  /** 400: the body nests objects or arrays deeper than the server reads. */
  tooDeep: "too_deep",
  /** 415: the body's or file's type is not one the endpoint takes. */
  unsupportedMediaType: "unsupported_media_type",
  /** 500 (HTTP) or a chat refusal: a fault on the server's side; the message says nothing more. */
  internal: "internal_error",
  /** 503 with Retry-After: the database cannot be reached right now (restarting, network); try again shortly. */
  databaseUnavailable: "database_unavailable",
  /**
   * 403: a browser sent a state change on behalf of another site's page whose origin no publisher
   * registered (server: origin-guard.ts); the message names the origin.
   */
  crossOrigin: "cross_origin",
  /** 400: the request's Host header is not a valid host[:port] (a quote, a space, empty, too long); on every path, socket.io included. */
  invalidHost: "invalid_host",
  /**
   * 421: in production, a request whose Host names another server than PUBLIC_URL's; the message
   * names the public host. The health check answers any valid Host.
   */
  misdirectedRequest: "misdirected_request",
  /** 429: the member already has LIMITS.pendingPostsPerMember posts awaiting review (no Retry-After: wait for a review). */
  tooManyPendingPosts: "too_many_pending_posts",
  /** 401: login or admin login with a wrong username or password (the same answer for both). */
  invalidCredentials: "invalid_credentials",
  /** 403: login to an account whose e-mail was never confirmed; the message says whether a new link went out. */
  emailNotVerified: "email_not_verified",
  /** 400: a verification or password-reset link that is unknown, used or expired. */
  invalidLink: "invalid_link",
  /** 409: an administrator discarded a post that was verified meanwhile. */
  alreadyVerified: "already_verified",
  /** 409: opinions can be changed or deleted only for 15 minutes after posting. */
  editWindowClosed: "edit_window_closed",
  /** 409: a badge reward for a member who no longer meets the badge. */
  noLongerEarned: "no_longer_earned",
  /** 409: a badge reward that was already sent. */
  alreadyRewarded: "already_rewarded",
  /** 503: the mail server refused a mail the call is about (badge rewards); try again later. */
  mailUnavailable: "mail_unavailable",
  /** 400: a cookie's signature does not check out. */
  invalidCookie: "invalid_cookie",
  /** Any other refusal the server could not name better (a 4xx from the framework itself). */
  httpError: "http_error",
  /**
   * 403: an embed call naming an article address or publisher that is not the calling page's
   * registered publisher's (or, from a script, no publisher's). Nothing was created.
   */
  unregisteredOrigin: "unregistered_origin",
  /** 401: a publisher's sign-in token that is forged, expired, for another publisher, of a refused algorithm or used before; the message says which. */
  invalidSsoToken: "invalid_sso_token",
  /**
   * 403: an embed token (a publisher page's short-lived sign-in) was used for what only a sign-in on
   * the Pnyx site may do (notifications, profile, e-mail, password, account), or from a page that is
   * not its publisher's.
   */
  embedScope: "embed_scope",
  /**
   * 401: a publisher's thread token that is forged, expired, for another publisher or address, of a
   * refused algorithm, or not a thread token; the message says which. Nothing was made or changed.
   */
  invalidThreadToken: "invalid_thread_token",
  /**
   * 403 (HTTP) or a chat refusal: the member is suspended or banned, site-wide or from the community
   * written to; the message says until when and why (their notices hold the whole statement).
   */
  sanctioned: "sanctioned",
  /** 422: the writing contains a word the site does not allow; the message says so (not which word list). */
  blockedWord: "blocked_word",
  /** 409: a queue item already decided (by another moderator at the same moment), or a notice already appealed. */
  alreadyDecided: "already_decided",
  /** Chat refusal: no such chat room. */
  roomNotFound: "room_not_found",
  /** Chat refusal: the member sent to a room they have not joined (or have left). */
  notInRoom: "not_in_room",
  /** Chat refusal: a vote on a poll that has ended. */
  pollClosed: "poll_closed",
  /** Chat refusal: no such poll in the room. */
  pollNotFound: "poll_not_found",
} as const;

/** A code the server sends: one of ERROR_CODES' values. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
