// Checks a publisher's thread token: what it signs for one of its article addresses (title, picture,
// category), so a thread shows under its name only as it said. Signed like its sign-in tokens
// (sso-token.ts), told apart from them by the `pnyx: "thread"` claim.
//
// A thread token sits in the publisher's cached HTML, so it may live long (a static page is built once)
// and may be replayed: replaying it only repeats what the publisher signed. Corrections go by `iat`:
// a later token changes what an earlier one said, never the other way round (embed-service.ts).
import { ERROR_CODES, ThreadTokenClaims } from "@pnyx/contract";
import { decodeJwt } from "jose";
import type { z } from "zod";
import { HttpError } from "../../../platform/errors";
import type { PublisherDoc } from "./model";
import type { PublisherRegistry } from "./registry";
import type { PublisherTokenKind, PublisherTokenVerifier } from "./sso-token";

/** The longest a thread token may live (exp − iat): years, as the pages that carry it. */
export const THREAD_TOKEN_MAX_AGE_SECONDS = 10 * 366 * 24 * 3600;

const refused = (reason: string) => new HttpError(401, ERROR_CODES.invalidThreadToken, reason);

const THREAD_TOKEN: PublisherTokenKind = {
  noun: "thread token",
  refused,
  maxAgeSeconds: THREAD_TOKEN_MAX_AGE_SECONDS,
  requiredClaims: ["iat", "exp"],
};

/** What a checked thread token says, with the publisher that signed it. */
export interface SignedThread {
  publisher: PublisherDoc;
  claims: z.output<typeof ThreadTokenClaims>;
  /** When it was signed (`iat`): the newest signature's word stands. */
  signedAt: Date;
}

export interface ThreadTokenChecker {
  /** The token's publisher (its `aud`) and claims, for the article address `url` (canonical); 401 otherwise. */
  check(token: string, url: string): Promise<SignedThread>;
}

export function createThreadTokenChecker(registry: Pick<PublisherRegistry, "byId">, verifier: PublisherTokenVerifier): ThreadTokenChecker {
  return {
    async check(token, url) {
      const publisher = await registry.byId(audienceOf(token));
      if (!publisher) throw refused("The thread token is for a publisher that is not registered (aud)");
      const { payload } = await verifier.verify(publisher, token, THREAD_TOKEN);
      if (payload.pnyx !== "thread") throw refused('This is not a thread token: it needs the claim `pnyx: "thread"` (a sign-in token never names a thread)');
      const claims = ThreadTokenClaims.safeParse(payload);
      if (!claims.success) {
        const issue = claims.error.issues[0];
        throw refused(`The thread token's ${String(issue?.path[0] ?? "claims")}: ${issue?.message ?? "invalid"}`);
      }
      if (claims.data.url !== url) throw refused("The thread token is for another article address (url)");
      return { publisher, claims: claims.data, signedAt: new Date(payload.iat! * 1000) };
    },
  };
}

/** The publisher a token names, read before its signature is checked (to know whose keys check it). */
function audienceOf(token: string): string {
  let aud: unknown;
  try {
    aud = decodeJwt(token).aud;
  } catch {
    throw refused("The thread token is not a JWT");
  }
  const id = Array.isArray(aud) && aud.length === 1 ? aud[0] : aud;
  if (typeof id !== "string" || !/^[0-9a-f]{24}$/.test(id)) throw refused("The thread token needs `aud`: your publisher id");
  return id;
}
