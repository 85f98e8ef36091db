import { createHash, randomBytes } from "node:crypto";
import { EMBED_TOKEN_TTL_SECONDS, ERROR_CODES, type EndpointAuth } from "@pnyx/contract";
import { jwt } from "@elysiajs/jwt";
import { Schema, type Model } from "mongoose";
import type { Models } from "../models";
import { createBatchLoader } from "./batch-loader";
import { CACHE_KEYS, CACHE_TAGS } from "./cache-tags";
import { HttpError } from "./errors";
import type { ResponseCache } from "./response-cache";

/**
 * What an embed token is bound to (a publisher page's short-lived session): the publisher page's
 * origin (a native member's grant) or the publisher and the secret generation that signed its
 * reader in (single sign-on). modules/publishers/api/embed-sessions.ts says whether it still holds.
 */
export interface EmbedBinding {
  /** The page origin a native member's grant was made for; null for a sign-in by a publisher's token. */
  origin: string | null;
  /** The publisher whose reader signed in (single sign-on); null for a native member's grant. */
  publisherId: string | null;
  /** Which of the publisher's secrets (or its key set) signed the sign-in token. */
  generation: string | null;
}

export type Caller =
  | {
      kind: "member";
      userId: string;
      username: string;
      email: string;
      /** Set for an embed token: what it is bound to; such a caller may use `embed` endpoints only. */
      embed: EmbedBinding | null;
      /** The session ids this caller's token stands on (its own, its grant's, its parent's): ending any ends it. */
      sessionIds: string[];
      /** When the token expires (ms since the epoch), null when it never does. */
      expiresAt: number | null;
    }
  | { kind: "admin"; adminId: string; username: string };
export type MemberCaller = Extract<Caller, { kind: "member" }>;
export type AdminCaller = Extract<Caller, { kind: "admin" }>;

interface Claims {
  sub: string;
  role: "member" | "admin";
  ver: number;
  /** The session's id: a hash of the whole token (what the deny-list keeps, never the token). */
  sid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number | undefined;
  /** An embed token's binding, else null. */
  embed: EmbedBinding | null;
  /** An embed token's grant id (native members), ended by its logout. */
  gid: string | null;
  /** The session an embed grant was made from (the member's site session), ended by its logout. */
  psid: string | null;
}

/**
 * Whether an embed token's binding still holds (its publisher registered, its secret not retired),
 * and whether a page at `origin` may use it (null: no page named, or the site's own): "ended",
 * "foreign" (another publisher's page) or "ok". modules/publishers/api/embed-sessions.ts.
 */
export type EmbedBindingCheck = (binding: EmbedBinding, origin: string | null) => Promise<"ok" | "ended" | "foreign">;

/** What an embed token is signed with, besides the member: its binding and the sessions it stands on. */
export interface EmbedSigning {
  binding: EmbedBinding;
  /** The grant it was made from (native members). */
  grantId?: string;
  /** The site session the grant was made from (native members). */
  parentSessionId?: string;
}

export interface Auth {
  signMember(user: { _id: { toString(): string }; tokenVersion: number }): Promise<string>;
  signAdmin(admin: { _id: { toString(): string }; tokenVersion: number }): Promise<string>;
  /** An embed token: a member session for publishers' embeds only, EMBED_TOKEN_TTL_SECONDS long. */
  signEmbed(user: { _id: { toString(): string }; tokenVersion: number }, signing: EmbedSigning): Promise<string>;
  /** A token's session id (the hash the deny-list keeps). */
  sessionIdOf(token: string): string;
  /** Whether a session id (a session's, or an embed grant's) was ended. */
  isSessionEnded(sessionId: string): Promise<boolean>;
  /** Ends a session id that is not a token's own (an embed grant): every token standing on it answers 401. */
  endSessionId(userId: string, sessionId: string, expiresAt: Date): Promise<void>;
  /**
   * Who is calling, as the endpoint's auth level requires; throws 401/403 otherwise. An embed token
   * passes only where `embed` is set (403 `embed_scope` elsewhere) and from its publisher's pages.
   */
  authenticate(request: Request, level: EndpointAuth, embed?: boolean): Promise<Caller | null>;
  /**
   * The member a bare token (a socket's) belongs to, or null when it is not a current member session
   * (an embed token also when it is used from a page, `origin`, that is not its publisher's).
   */
  memberOfToken(token: string, origin?: string | null): Promise<MemberCaller | null>;
  /** The administrator a bare token belongs to (one shown in a socket event), or null when it is not a current admin session. */
  adminOfToken(token: string): Promise<AdminCaller | null>;
  /** Ends a member's cached sessions at once, here and (relayed) on every instance: call it with every token-version bump. */
  revoke(userId: string): void;
  /**
   * Ends one member session (logout): its token answers 401 from now on, here and on every instance;
   * the member's other sessions stay. Tells the `onRevoke` listeners, with the token.
   */
  endSession(token: string): Promise<void>;
  /**
   * Hears every `revoke` and `endSession` made here (e.g. to close the account's sockets). `token` is
   * set when only that session ended: sockets holding another token may stay (or reconnect: theirs
   * still works).
   */
  onRevoke(listener: (userId: string, token?: string, sessionId?: string) => void): void;
}

/** The token of the `Authorization: Bearer …` header: null without one, "" when it is not a bearer one (never valid). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  return /^Bearer (.*)$/.exec(header)?.[1] ?? "";
}

/** How long a member's account lookup is reused without asking the database (revocation is immediate; see `revoke`). */
export const ACCOUNT_LOOKUP_TTL_MS = 10 * 60_000;
/** A token's session id: its hash, so the deny-list holds nothing that could be used as a token. */
const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Sessions ended by logout before their token expires; each is dropped (TTL index) once it would have expired anyway. */
const endedSessionSchema = new Schema<EndedSessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "endedsessions", versionKey: false },
);
endedSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
interface EndedSessionDoc {
  _id: string;
  userId: string;
  expiresAt: Date;
}
/** How long an embed grant lives (modules/publishers/api/embed-grants.ts): its deny-list entry is kept as long. */
export const EMBED_GRANT_TTL_MS = 30 * 24 * 60 * 60_000;

/** An embed token's binding claim (`emb`), or null when it is not one. */
function bindingOf(value: unknown): EmbedBinding | null {
  if (!value || typeof value !== "object") return null;
  const { o, p, g } = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === "string" ? field : null);
  if ((o !== null && typeof o !== "string") || (p !== null && typeof p !== "string") || (g !== null && typeof g !== "string")) return null;
  return { origin: text(o), publisherId: text(p), generation: text(g) };
}

/** The latest date a Date holds: the deny-list entry of a token that never expires. */
const NEVER = 8.64e15;
/** Verified tokens remembered at most (the oldest goes first). */
const VERIFIED_TOKENS_KEPT = 20_000;

const unauthorized = (message: string) => new HttpError(401, ERROR_CODES.unauthorized, message);
const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
const embedScope = (message: string) => new HttpError(403, ERROR_CODES.embedScope, message);
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/**
 * Signed JWTs (HS256 via @elysiajs/jwt) carrying the account id, its role and its token version.
 * A member's account is looked up once per ACCOUNT_LOOKUP_TTL_MS (lookups of the same moment in one
 * query) and the answer kept in `accounts`, so a write costs no lookup; whoever bumps the token
 * version (password reset, deletion) calls `revoke`, which drops it here and, through the cache
 * relay, on every other instance. A logout ends one session only: its id goes on a deny-list in the
 * database (`endedsessions`, read with the account and cached with it). Admin tokens
 * are checked against the database on every call: they are few, and the CLI that resets them runs
 * in another process.
 */
export function createAuth(options: {
  secret: string;
  models: Pick<Models, "User" | "Admin">;
  accounts: ResponseCache;
  ttl?: string;
  /** Whether embed tokens' bindings hold; without it every embed token is refused. */
  embedBindings?: EmbedBindingCheck;
}): Auth {
  const tokens = jwt({ name: "jwt", secret: options.secret, exp: options.ttl ?? "30d" }).decorator.jwt;
  const { User, Admin } = options.models;
  const accountsById = createBatchLoader(async (ids) => {
    const users = await User.find({ _id: { $in: ids } }, { username: 1, email: 1, tokenVersion: 1, verified: 1 }).lean();
    return new Map(users.map((u) => [u._id.toString(), u]));
  });
  // Registered here rather than with the models: the deny-list is this file's alone.
  const connection = User.db;
  const EndedSession: Model<EndedSessionDoc> = connection.models.EndedSession ?? connection.model<EndedSessionDoc>("EndedSession", endedSessionSchema);
  // The start's index sync ran before this model existed: its TTL index is made on the first logout.
  let ttlIndex: Promise<unknown> | undefined;
  const endedById = createBatchLoader(async (ids) => {
    const ended = await EndedSession.find({ _id: { $in: ids } }, { _id: 1 }).lean();
    return new Map(ended.map((e) => [e._id, true]));
  });

  /**
   * Tokens whose signature checked out, with their claims, until they expire: a member's next calls
   * skip the HMAC. Keyed by the whole token, so only its holder hits it; whether the token version is
   * still current is checked on every call all the same (member/admin below).
   */
  const verified = new Map<string, { claims: Claims; expiresAt: number }>();
  const revokeListeners: Array<(userId: string, token?: string, sessionId?: string) => void> = [];

  async function claimsOf(request: Request): Promise<Claims | null | "invalid"> {
    const token = bearerToken(request);
    return token === null ? null : claimsOfToken(token);
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
    const exp = typeof payload.exp === "number" ? payload.exp : undefined;
    const embed = payload.scp === "embed" ? bindingOf(payload.emb) : null;
    if (payload.scp !== undefined && (embed === null || exp === undefined)) return "invalid";
    const claims: Claims = {
      sub: payload.sub,
      role: payload.role,
      ver: payload.ver,
      sid: sessionIdOf(token),
      exp,
      embed,
      gid: typeof payload.gid === "string" ? payload.gid : null,
      psid: typeof payload.psid === "string" ? payload.psid : null,
    };
    if (exp !== undefined) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  }

  async function member(claims: Claims): Promise<MemberCaller | null> {
    if (!/^[0-9a-f]{24}$/.test(claims.sub)) return null;
    // Per session, so a logout drops its own entry only.
    const key = CACHE_KEYS.account(claims.sub, claims.ver, claims.sid);
    const known = options.accounts.get(key);
    if (known) return JSON.parse(known) as MemberCaller;
    const startedAt = options.accounts.now();
    // An embed token stands on its grant and the site session the grant came from too.
    const sessionIds = [claims.sid, claims.gid, claims.psid].filter((id): id is string => id !== null);
    const [user, ...ended] = await Promise.all([accountsById.load(claims.sub), ...sessionIds.map((id) => endedById.load(id))]);
    if (!user || !user.verified || user.tokenVersion !== claims.ver || ended.some(Boolean)) return null;
    const caller: MemberCaller = {
      kind: "member",
      userId: claims.sub,
      username: user.username,
      email: user.email,
      embed: claims.embed,
      sessionIds,
      expiresAt: claims.exp === undefined ? null : claims.exp * 1000,
    };
    // Only valid sessions are kept; one revoked while this lookup ran is not (see ResponseCache.set).
    const tags = [CACHE_TAGS.account(claims.sub), ...sessionIds.map(CACHE_TAGS.session)];
    options.accounts.set(key, tags, JSON.stringify(caller), ACCOUNT_LOOKUP_TTL_MS, startedAt);
    return caller;
  }

  async function admin(claims: Claims): Promise<Caller | null> {
    if (!/^[0-9a-f]{24}$/.test(claims.sub)) return null;
    const found = await Admin.findById(claims.sub, { username: 1, tokenVersion: 1 }).lean();
    if (!found || found.tokenVersion !== claims.ver) return null;
    return { kind: "admin", adminId: claims.sub, username: found.username };
  }

  /** A member caller whose embed binding (if any) holds for a page at `origin`; null when it ended. */
  async function holding(caller: MemberCaller | null, origin: string | null): Promise<MemberCaller | null> {
    if (!caller?.embed) return caller;
    const verdict = options.embedBindings ? await options.embedBindings(caller.embed, origin) : "ended";
    if (verdict === "ended") return null;
    if (verdict === "foreign") throw embedScope("This sign-in belongs to another publisher's pages");
    return caller;
  }

  async function endId(userId: string, sessionId: string, expiresAt: Date): Promise<void> {
    ttlIndex ??= EndedSession.createIndexes().catch(() => (ttlIndex = undefined));
    await ttlIndex;
    await EndedSession.updateOne({ _id: sessionId }, { $setOnInsert: { userId, expiresAt } }, { upsert: true });
    // After the write: a lookup racing it is not kept (ResponseCache.set), the next one reads the deny-list.
    options.accounts.invalidate(CACHE_TAGS.session(sessionId));
  }

  return {
    // A random jti makes every login's token its own (two in one second would otherwise be equal), so a
    // logout never ends a later login.
    signMember: (user) => tokens.sign({ sub: user._id.toString(), role: "member", ver: user.tokenVersion, jti: randomBytes(12).toString("base64url") }),
    signAdmin: (found) => tokens.sign({ sub: found._id.toString(), role: "admin", ver: found.tokenVersion }),
    signEmbed: (user, signing) =>
      tokens.sign({
        sub: user._id.toString(),
        role: "member",
        ver: user.tokenVersion,
        jti: randomBytes(12).toString("base64url"),
        scp: "embed",
        emb: { o: signing.binding.origin, p: signing.binding.publisherId, g: signing.binding.generation },
        ...(signing.grantId ? { gid: signing.grantId } : {}),
        ...(signing.parentSessionId ? { psid: signing.parentSessionId } : {}),
        exp: `${EMBED_TOKEN_TTL_SECONDS}s`,
      }),
    sessionIdOf,
    isSessionEnded: async (sessionId) => Boolean(await endedById.load(sessionId)),
    async endSessionId(userId, sessionId, expiresAt) {
      await endId(userId, sessionId, expiresAt);
      for (const listener of revokeListeners) listener(userId, undefined, sessionId);
    },

    async adminOfToken(token) {
      const claims = await claimsOfToken(token);
      if (claims === "invalid" || claims.role !== "admin") return null;
      return (await admin(claims).catch(() => null)) as AdminCaller | null;
    },

    async memberOfToken(token, origin = null) {
      const claims = await claimsOfToken(token);
      if (claims === "invalid" || claims.role !== "member") return null;
      return holding(await member(claims), origin).catch(() => null);
    },

    revoke(userId) {
      options.accounts.invalidate(CACHE_TAGS.account(userId));
      for (const listener of revokeListeners) listener(userId);
    },

    async endSession(token) {
      const claims = await claimsOfToken(token);
      if (claims === "invalid" || claims.role !== "member") return;
      await endId(claims.sub, claims.sid, new Date(claims.exp === undefined ? NEVER : claims.exp * 1000));
      // An embed's logout ends its grant too: the tokens it made and any it would make.
      if (claims.gid) await endId(claims.sub, claims.gid, new Date(Date.now() + EMBED_GRANT_TTL_MS));
      for (const listener of revokeListeners) listener(claims.sub, token, claims.sid);
      if (claims.gid) for (const listener of revokeListeners) listener(claims.sub, undefined, claims.gid);
    },
    onRevoke: (listener) => void revokeListeners.push(listener),

    async authenticate(request, level, embed = false) {
      if (level === "public") return null;
      const claims = await claimsOf(request);
      if (claims && claims !== "invalid" && claims.embed && !embed) {
        throw embedScope("An embed's sign-in cannot do this: open the Pnyx site and log in there");
      }
      const origin = request.headers.get("origin");
      if (level === "optional") {
        if (!claims || claims === "invalid" || claims.role !== "member") return null;
        return holding(await member(claims), origin);
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
      const caller = await holding(await member(claims), origin);
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
