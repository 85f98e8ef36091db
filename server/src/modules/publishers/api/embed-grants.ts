// Native members' grants: made in Pnyx's own sign-in window for one publisher page origin, kept by the
// embed's bridge frame on Pnyx's origin (never by the publisher's page), and exchanged there for
// short-lived embed tokens. A grant stands on the site session it was made from: the site's logout
// ends it, as does the embed's own logout (the grant's id on the deny-list) and the origin's removal.
import { createHash, randomBytes } from "node:crypto";
import { EMBED_GRANT_COOKIE, ERROR_CODES, MAX_EMBED_GRANT_LENGTH, type EmbedSession } from "@pnyx/contract";
import type { Models } from "../../../models";
import { bearerToken, EMBED_GRANT_TTL_MS, type Auth, type MemberCaller } from "../../../platform/auth";
import { HttpError } from "../../../platform/errors";
import { byAddress, RATE_RULES, type RateLimiter } from "../../../platform/rate-limit";
import type { UserDoc } from "../../users/model";
import { buildEmbedSession } from "./embed-sessions";
import type { EmbedGrantDoc } from "./model";
import type { PublisherRegistry } from "./registry";

/** The grant's id: its hash, also what the deny-list holds when it ends. */
export const grantIdOf = (grant: string) => createHash("sha256").update(grant).digest("base64url");

/** The cookie of one page origin's grant (two origins of one site share a partition, never a cookie). */
const cookieName = (origin: string) => `${EMBED_GRANT_COOKIE}_${createHash("sha256").update(origin).digest("base64url").slice(0, 12)}`;

/** The grant the bridge's cookie holds for the page at `origin`, if any (refused unread when malformed). */
export function grantCookie(request: Request, origin: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const wanted = cookieName(origin);
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === wanted && value && value.length <= MAX_EMBED_GRANT_LENGTH && /^[A-Za-z0-9_-]+$/.test(value)) return value;
  }
  return null;
}

/**
 * The Set-Cookie that keeps a page origin's grant (null: forgets it) for the bridge frame: HttpOnly
 * (no script reads it, Pnyx's own neither), partitioned by the publisher's site (CHIPS: a frame of
 * the bridge in any other site's page never sends it), sent to the embed's grant endpoints only.
 */
export function keepGrantCookie(origin: string, grant: string | null): string {
  const life = grant ? Math.floor(EMBED_GRANT_TTL_MS / 1000) : 0;
  return `${cookieName(origin)}=${grant ?? ""}; Path=/api/embed/; Max-Age=${life}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

const ended = () => new HttpError(401, ERROR_CODES.unauthorized, "This sign-in has ended. Please log in again.");

export function createEmbedGrants(deps: {
  models: Pick<Models, "EmbedGrant" | "User" | "Vote" | "Comment" | "Article">;
  auth: Pick<Auth, "signEmbed" | "sessionIdOf" | "isSessionEnded" | "endSessionId">;
  rateLimiter: RateLimiter;
  registry: PublisherRegistry;
  publicUrl: string;
  now: () => Date;
}) {
  const { EmbedGrant, User } = deps.models;
  const own = new URL(deps.publicUrl).origin;

  async function mayEmbed(origin: string): Promise<boolean> {
    return origin === own || (await deps.registry.isRegistered(origin));
  }

  async function sessionFor(user: UserDoc, grant: EmbedGrantDoc): Promise<EmbedSession> {
    // The page's publishers' threads (the site's own pages: every thread, the site knows them all).
    const scope = grant.origin === own ? "all" : { publisherIds: (await deps.registry.publishersAt(grant.origin)).map((p) => p._id.toString()) };
    return buildEmbedSession(
      deps,
      user,
      { binding: { origin: grant.origin, publisherId: null, generation: null }, grantId: grant._id, parentSessionId: grant.parentSessionId },
      scope,
    );
  }

  return {
    /** A grant for the page at `origin`, asked with the member's site session (never an embed token: the endpoint refuses those). */
    async grant(caller: MemberCaller, request: Request, origin: string): Promise<{ grant: string; session: EmbedSession }> {
      if (!(await mayEmbed(origin))) throw new HttpError(403, ERROR_CODES.unregisteredOrigin, `${origin} is not a registered publisher's origin`);
      const user = await User.findById(caller.userId).lean<UserDoc>();
      if (!user) throw ended();
      const grant = randomBytes(32).toString("base64url");
      const doc: EmbedGrantDoc = {
        _id: grantIdOf(grant),
        userId: caller.userId,
        origin,
        parentSessionId: deps.auth.sessionIdOf(bearerToken(request) ?? ""),
        tokenVersion: user.tokenVersion,
        // Never past the site session it stands on: its logout is remembered only until it would have expired.
        expiresAt: new Date(Math.min(deps.now().getTime() + EMBED_GRANT_TTL_MS, caller.expiresAt ?? Number.POSITIVE_INFINITY)),
      };
      await EmbedGrant.create(doc);
      return { grant, session: await sessionFor(user, doc) };
    },

    /** Ends a page origin's grant (the member logged out in the embed): it makes no more sessions. */
    async forget(grant: string | null, origin: string, ip: string): Promise<void> {
      await deps.rateLimiter.hit(RATE_RULES.embedRefreshes, byAddress(ip));
      if (!grant) return;
      const doc = await EmbedGrant.findOneAndDelete({ _id: grantIdOf(grant), origin }).lean<EmbedGrantDoc>();
      if (doc) await deps.auth.endSessionId(doc.userId, doc._id, doc.expiresAt);
    },

    /**
     * A new embed session from a grant (null: none was kept), for the page at `origin` (the grant's
     * own); null when there is no live grant.
     */
    async refresh(grant: string | null, origin: string, ip: string): Promise<EmbedSession | null> {
      await deps.rateLimiter.hit(RATE_RULES.embedRefreshes, byAddress(ip));
      if (!grant) return null;
      const doc = await EmbedGrant.findById(grantIdOf(grant)).lean<EmbedGrantDoc>();
      if (!doc || doc.origin !== origin || doc.expiresAt.getTime() <= deps.now().getTime()) return null;
      const [user, grantEnded, parentEnded, allowed] = await Promise.all([
        User.findById(doc.userId).lean<UserDoc>(),
        deps.auth.isSessionEnded(doc._id),
        deps.auth.isSessionEnded(doc.parentSessionId),
        mayEmbed(doc.origin),
      ]);
      if (!user || !user.verified || user.tokenVersion !== doc.tokenVersion || grantEnded || parentEnded || !allowed) return null;
      return sessionFor(user, doc);
    },
  };
}

export type EmbedGrants = ReturnType<typeof createEmbedGrants>;
