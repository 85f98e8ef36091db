// Checks a publisher's sign-in token: HS256 against its shared secrets, or ES256/EdDSA against the
// keys its key set serves. Nothing else is accepted (no `none`, no RSA, no algorithm switching:
// the publisher's registration decides the algorithm family, not the token's header).
import { ERROR_CODES } from "@pnyx/contract";
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { HttpError } from "../../platform/errors";
import { createKeySetFetch, KEY_SET_TIMEOUT_MS, type KeySetAddresses } from "./key-set-fetch";
import type { PublisherDoc } from "./model";

/** The longest a sign-in token may live (exp − iat). */
export const SSO_TOKEN_MAX_AGE_SECONDS = 15 * 60;
/** How far apart our clock and the publisher's may be. */
const CLOCK_TOLERANCE_SECONDS = 30;
const KEY_SET_ALGORITHMS = ["ES256", "EdDSA"];
/** Longest `sub` and `jti` accepted. */
const MAX_ID_LENGTH = 255;

/** What a checked token says about the publisher's reader. */
export interface SsoClaims {
  sub: string;
  name: string;
  email: string | null;
  picture: string | null;
  jti: string;
  exp: number;
  /** The shared secret that signed it (null: the key set did): the session's generation (embed-sessions.ts). */
  secret: { createdAt: Date } | null;
}

const refused = (reason: string) => new HttpError(401, ERROR_CODES.invalidSsoToken, reason);
/**
 * What a sign-in caller hears whatever reading the key set met (a refused address, a closed port, a
 * timeout, a 404, not JSON, not a key set): the detail is logged, never told, so no one learns what
 * answers at an address.
 */
export const KEY_SET_UNREADABLE = "The sign-in token could not be checked: the publisher's key set could not be read";

export interface SsoTokenChecker {
  check(publisher: PublisherDoc, token: string): Promise<SsoClaims>;
}

export interface SsoTokenCheckerOptions {
  now?: () => Date;
  /** Where key sets may be read from (key-set-fetch.ts): the same rule as at registration. */
  keySetAddresses: KeySetAddresses;
  /** Longest wait for a key set; KEY_SET_TIMEOUT_MS unless a test shortens it. */
  keySetTimeoutMs?: number;
  /** Where why a key set could not be read goes (the caller hears KEY_SET_UNREADABLE only). */
  log?: (line: string) => void;
}

export function createSsoTokenChecker(options: SsoTokenCheckerOptions): SsoTokenChecker {
  const timeoutMs = options.keySetTimeoutMs ?? KEY_SET_TIMEOUT_MS;
  const fetchKeySet = createKeySetFetch(options.keySetAddresses, { timeoutMs });
  const log = options.log ?? console.error;
  /** One fetched key set per address, kept by jose (refetched on an unknown key id, at most every 30 s). */
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySet = (url: string) => {
    let set = keySets.get(url);
    if (!set) {
      const remote = createRemoteJWKSet(new URL(url), {
        timeoutDuration: timeoutMs,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
        [customFetch]: fetchKeySet,
      });
      set = async (header, token) => {
        try {
          return await remote(header, token);
        } catch (error) {
          // A key set that was read but holds no key (or several) for this token: the token's problem.
          if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
          log(`The key set at ${url} could not be read: ${describe(error)}`);
          throw refused(KEY_SET_UNREADABLE);
        }
      };
      keySets.set(url, set);
    }
    return set;
  };

  async function verify(publisher: PublisherDoc, token: string): Promise<{ payload: JWTPayload; secret: PublisherDoc["secrets"][number] | null }> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw refused("The sign-in token is not a JWT");
    }
    const audience = publisher._id.toString();
    const common = {
      audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: SSO_TOKEN_MAX_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp", "iat", "jti"],
      currentDate: options.now?.(),
    };
    if (publisher.jwksUrl) {
      if (!alg || !KEY_SET_ALGORITHMS.includes(alg))
        throw refused(`This publisher's sign-in tokens must be signed with ES256 or EdDSA, not ${alg ?? "nothing"}`);
      return { payload: (await jwtVerify(token, keySet(publisher.jwksUrl), { ...common, algorithms: KEY_SET_ALGORITHMS })).payload, secret: null };
    }
    if (alg !== "HS256") throw refused(`This publisher's sign-in tokens must be signed with HS256, not ${alg ?? "nothing"}`);
    let lastError: unknown = refused("This publisher has no signing secret");
    // The newest secret first; the previous one too while a rotation is under way.
    for (const secret of publisher.secrets) {
      try {
        return { payload: (await jwtVerify(token, new TextEncoder().encode(secret.value), { ...common, algorithms: ["HS256"] })).payload, secret };
      } catch (error) {
        lastError = error;
        if (!(error instanceof errors.JWSSignatureVerificationFailed)) break;
      }
    }
    throw lastError;
  }

  return {
    async check(publisher, token) {
      let payload: JWTPayload;
      let secret: PublisherDoc["secrets"][number] | null;
      try {
        ({ payload, secret } = await verify(publisher, token));
      } catch (error) {
        throw explain(error);
      }
      if (payload.exp! - payload.iat! > SSO_TOKEN_MAX_AGE_SECONDS) throw refused("Sign-in tokens may live at most 15 minutes (exp − iat)");
      const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null);
      // `sub` and `jti` are identities: taken exactly as given (never trimmed or cut, so two never meet).
      const exact = (value: unknown) => (typeof value === "string" && value !== "" && value.length <= MAX_ID_LENGTH ? value : null);
      const sub = exact(payload.sub);
      const jti = exact(payload.jti);
      if (!sub || !jti) throw refused(`The sign-in token needs a \`sub\` and a \`jti\` of 1 to ${MAX_ID_LENGTH} characters`);
      return {
        sub,
        jti,
        exp: payload.exp!,
        name: text(payload.name, 60) ?? "Reader",
        email: text(payload.email, 254),
        picture: text(payload.picture, 2048),
        secret: secret ? { createdAt: secret.createdAt } : null,
      };
    },
  };
}

/** A clear reason for each way jose refuses a token. */
function explain(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return refused("The sign-in token has expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return refused("The sign-in token is for another publisher (aud)");
    if (error.claim === "iat") return refused("The sign-in token was issued too long ago or in the future (iat)");
    if (error.claim === "nbf") return refused("The sign-in token is not valid yet (nbf)");
    return refused(`The sign-in token's ${error.claim} claim is missing or invalid`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused("The sign-in token's signature does not check out");
  if (error instanceof errors.JOSEAlgNotAllowed) return refused("The sign-in token's algorithm is not accepted");
  if (error instanceof errors.JWKSNoMatchingKey) return refused("No key of the publisher's key set signed this token");
  if (error instanceof errors.JOSEError) return refused(`The sign-in token could not be checked: ${(error as Error).message}`);
  return refused("The sign-in token could not be checked");
}

/** An error and its causes, for the log. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause !== undefined && parts.length < 4; cause = (cause as { cause?: unknown }).cause) {
    parts.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
  }
  return parts.join(" <- ");
}
