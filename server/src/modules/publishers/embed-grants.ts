// Native members' grants: made in Pnyx's own sign-in window for one publisher page origin, kept by the
// embed's bridge frame on Pnyx's origin (never by the publisher's page), and exchanged there for
// short-lived embed tokens. A grant stands on the site session it was made from: the site's logout
// ends it, as does the embed's own logout (the grant's id on the deny-list) and the origin's removal.
import { createHash, randomBytes } from "node:crypto";
import { EMBED_GRANT_COOKIE, ERROR_CODES, MAX_EMBED_GRANT_LENGTH, type EmbedSession } from "@pnyx/contract";
import type { Models } from "../../models";
import { bearerToken, EMBED_GRANT_TTL_MS, type Auth, type MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { byAddress, RATE_RULES, type RateLimiter } from "../../platform/rate-limit";
import type { UserDoc } from "../users/model";
import { buildEmbedSession } from "./embed-sessions";
import type { EmbedGrantDoc } from "./model";
import type { PublisherRegistry } from "./registry";

/** The grant's id: its hash, also what the deny-list holds when it ends. */
export const grantIdOf = (grant: string) => createHash("sha256").update(grant).digest("base64url");

/** The grant the bridge's cookie holds, if any (refused unread when malformed). */
export function grantCookie(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === EMBED_GRANT_COOKIE && value && value.length <= MAX_EMBED_GRANT_LENGTH && /^[A-Za-z0-9_-]+$/.test(value)) return value;
  }
  return null;
}

/**
 * The Set-Cookie that keeps a grant (null: forgets it) for the bridge frame: HttpOnly (no script
 * reads it, Pnyx's own neither), partitioned by the publisher's site (CHIPS: a frame of the bridge in
 * any other site's page never sends it), sent to the refresh endpoint only.
 */
export function keepGrantCookie(grant: string | null): string {
  const life = grant ? Math.floor(EMBED_GRANT_TTL_MS / 1000) : 0;
  return `${EMBED_GRANT_COOKIE}=${grant ?? ""}; Path=/api/embed/refresh; Max-Age=${life}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

const ended = () => new HttpError(401, ERROR_CODES.unauthorized, "This sign-in has ended. Please log in again.");

export function createEmbedGrants(deps: {
  models: Pick<Models, "EmbedGrant" | "User" | "Vote">;
  auth: Pick<Auth, "signEmbed" | "sessionIdOf" | "isSessionEnded">;
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
    return buildEmbedSession(deps, user, {
      binding: { origin: grant.origin, publisherId: null, generation: null },
      grantId: grant._id,
      parentSessionId: grant.parentSessionId,
    });
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
        expiresAt: new Date(deps.now().getTime() + EMBED_GRANT_TTL_MS),
      };
      await EmbedGrant.create(doc);
      return { grant, session: await sessionFor(user, doc) };
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
