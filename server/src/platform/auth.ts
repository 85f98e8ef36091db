import { ERROR_CODES, type EndpointAuth } from "@pnyx/contract";
import { jwt } from "@elysiajs/jwt";
import type { Models } from "../models";
import { createBatchLoader } from "./batch-loader";
import { HttpError } from "./errors";
import type { ResponseCache } from "./response-cache";

export type Caller = { kind: "member"; userId: string; username: string; email: string } | { kind: "admin"; adminId: string; username: string };
export type MemberCaller = Extract<Caller, { kind: "member" }>;
export type AdminCaller = Extract<Caller, { kind: "admin" }>;

interface Claims {
  sub: string;
  role: "member" | "admin";
  ver: number;
}

export interface Auth {
  signMember(user: { _id: { toString(): string }; tokenVersion: number }): Promise<string>;
  signAdmin(admin: { _id: { toString(): string }; tokenVersion: number }): Promise<string>;
  /** Who is calling, as the endpoint's auth level requires; throws 401/403 otherwise. */
  authenticate(request: Request, level: EndpointAuth): Promise<Caller | null>;
  /** The member a bare token (a socket's) belongs to, or null when it is not a current member session. */
  memberOfToken(token: string): Promise<MemberCaller | null>;
  /** Ends a member's cached sessions at once, here and (relayed) on every instance: call it with every token-version bump. */
  revoke(userId: string): void;
  /** Hears every `revoke` made here (e.g. to stop the account's sockets hearing its notifications). */
  onRevoke(listener: (userId: string) => void): void;
}

/** How long a member's account lookup is reused without asking the database (revocation is immediate; see `revoke`). */
export const ACCOUNT_LOOKUP_TTL_MS = 10 * 60_000;
const accountTag = (userId: string) => `account:${userId}`;
/** Verified tokens remembered at most (the oldest goes first). */
const VERIFIED_TOKENS_KEPT = 20_000;

const unauthorized = (message: string) => new HttpError(401, ERROR_CODES.unauthorized, message);
const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/**
 * Signed JWTs (HS256 via @elysiajs/jwt) carrying the account id, its role and its token version.
 * A member's account is looked up once per ACCOUNT_LOOKUP_TTL_MS (lookups of the same moment in one
 * query) and the answer kept in `accounts`, so a write costs no lookup; whoever bumps the token
 * version (password reset, deletion) calls `revoke`, which drops it here and, through the cache
 * relay, on every other instance. Admin tokens
 * are checked against the database on every call: they are few, and the CLI that resets them runs
 * in another process.
 */
export function createAuth(options: { secret: string; models: Pick<Models, "User" | "Admin">; accounts: ResponseCache; ttl?: string }): Auth {
  const tokens = jwt({ name: "jwt", secret: options.secret, exp: options.ttl ?? "30d" }).decorator.jwt;
  const { User, Admin } = options.models;
  const accountsById = createBatchLoader(async (ids) => {
    const users = await User.find({ _id: { $in: ids } }, { username: 1, email: 1, tokenVersion: 1, verified: 1 }).lean();
    return new Map(users.map((u) => [u._id.toString(), u]));
  });

  /**
   * Tokens whose signature checked out, with their claims, until they expire: a member's next calls
   * skip the HMAC. Keyed by the whole token, so only its holder hits it; whether the token version is
   * still current is checked on every call all the same (member/admin below).
   */
  const verified = new Map<string, { claims: Claims; expiresAt: number }>();
  const revokeListeners: Array<(userId: string) => void> = [];

  async function claimsOf(request: Request): Promise<Claims | null | "invalid"> {
    const header = request.headers.get("authorization");
    if (!header) return null;
    const match = /^Bearer (.*)$/.exec(header);
    return match ? claimsOfToken(match[1]!) : "invalid";
  }

  async function claimsOfToken(token: string): Promise<Claims | "invalid"> {
    if (!/^[A-Za-z0-9_\-.]{10,2048}$/.test(token)) return "invalid";
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      verified.delete(token);
    }
    const payload = await tokens.verify(token);
    if (!payload || typeof payload.sub !== "string" || (payload.role !== "member" && payload.role !== "admin") || typeof payload.ver !== "number") {
      return "invalid";
    }
    const claims: Claims = { sub: payload.sub, role: payload.role, ver: payload.ver };
    if (typeof payload.exp === "number") {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  }

  async function member(claims: Claims): Promise<MemberCaller | null> {
    if (!/^[0-9a-f]{24}$/.test(claims.sub)) return null;
    const key = `${accountTag(claims.sub)}:${claims.ver}`;
    const known = options.accounts.get(key);
    if (known) return JSON.parse(known) as MemberCaller;
    const startedAt = options.accounts.now();
    const user = await accountsById.load(claims.sub);
    if (!user || !user.verified || user.tokenVersion !== claims.ver) return null;
    const caller: MemberCaller = { kind: "member", userId: claims.sub, username: user.username, email: user.email };
    // Only valid sessions are kept; one revoked while this lookup ran is not (see ResponseCache.set).
    options.accounts.set(key, [accountTag(claims.sub)], JSON.stringify(caller), ACCOUNT_LOOKUP_TTL_MS, startedAt);
    return caller;
  }

  async function admin(claims: Claims): Promise<Caller | null> {
    if (!/^[0-9a-f]{24}$/.test(claims.sub)) return null;
    const found = await Admin.findById(claims.sub, { username: 1, tokenVersion: 1 }).lean();
    if (!found || found.tokenVersion !== claims.ver) return null;
    return { kind: "admin", adminId: claims.sub, username: found.username };
  }

  return {
    signMember: (user) => tokens.sign({ sub: user._id.toString(), role: "member", ver: user.tokenVersion }),
    signAdmin: (found) => tokens.sign({ sub: found._id.toString(), role: "admin", ver: found.tokenVersion }),

    async memberOfToken(token) {
      const claims = await claimsOfToken(token);
      if (claims === "invalid" || claims.role !== "member") return null;
      return member(claims);
    },

    revoke(userId) {
      options.accounts.invalidate(accountTag(userId));
      for (const listener of revokeListeners) listener(userId);
    },
    onRevoke: (listener) => void revokeListeners.push(listener),

    async authenticate(request, level) {
      if (level === "public") return null;
      const claims = await claimsOf(request);
      if (level === "optional") {
        if (!claims || claims === "invalid" || claims.role !== "member") return null;
        return member(claims);
      }
      if (!claims) throw unauthorized(level === "admin" ? "Administrator login required" : "Please log in");
      if (claims === "invalid") throw unauthorized(SESSION_EXPIRED);
      if (level === "admin") {
        if (claims.role !== "admin") throw forbidden("Administrators only");
        const caller = await admin(claims);
        if (!caller) throw unauthorized(SESSION_EXPIRED);
        return caller;
      }
      if (claims.role !== "member") throw forbidden("This needs a member account");
      const caller = await member(claims);
      if (!caller) throw unauthorized(SESSION_EXPIRED);
      return caller;
    },
  };
}

/** A body field that names the caller must name the caller: acting as someone else is a 403. */
export function assertSelf(caller: MemberCaller, claimed: string | undefined, field = "username"): void {
  if (claimed !== undefined && claimed.toLowerCase() !== caller.username) {
    throw forbidden(`The ${field} does not match the logged-in account`);
  }
}
