// Checks the tokens a publisher signs (its sign-in tokens here, its thread tokens in thread-token.ts):
// HS256 against its shared secrets, or ES256/EdDSA against the keys its key set serves. Nothing else
// is accepted (no `none`, no RSA, no algorithm switching: the publisher's registration decides the
// algorithm family, not the token's header).
import { ERROR_CODES } from "@pnyx/contract";
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { HttpError } from "../../../platform/errors";
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
 * What a caller hears whatever reading the key set met (a refused address, a closed port, a
 * timeout, a 404, not JSON, not a key set): the detail is logged, never told, so no one learns what
 * answers at an address.
 */
export const KEY_SET_UNREADABLE = "The sign-in token could not be checked: the publisher's key set could not be read";

export interface SsoTokenChecker {
  check(publisher: PublisherDoc, token: string): Promise<SsoClaims>;
}

/** What one kind of publisher token must be, and how its refusals name it. */
export interface PublisherTokenKind {
  /** "sign-in token", "thread token": the refusals' messages say which. */
  noun: string;
  /** A refusal (401) with its reason, under the kind's own code. */
  refused: (reason: string) => HttpError;
  /** The longest it may live (exp − iat), checked by jose against `iat` too (not issued in the future). */
  maxAgeSeconds: number;
  requiredClaims: string[];
}

/** A publisher's token that checked out, and which of its secrets signed it (null: its key set). */
export interface VerifiedPublisherToken {
  payload: JWTPayload;
  secret: PublisherDoc["secrets"][number] | null;
}

/** A publisher's token checked against its registered secrets or key set; the refusals say why (401). */
export interface PublisherTokenVerifier {
  verify(publisher: PublisherDoc, token: string, kind: PublisherTokenKind): Promise<VerifiedPublisherToken>;
}

export interface PublisherTokenVerifierOptions {
  now?: () => Date;
  /** Where key sets may be read from (key-set-fetch.ts): the same rule as at registration. */
  keySetAddresses: KeySetAddresses;
  /** Longest wait for a key set; KEY_SET_TIMEOUT_MS unless a test shortens it. */
  keySetTimeoutMs?: number;
  /** Where why a key set could not be read goes (the caller hears KEY_SET_UNREADABLE only). */
  log?: (line: string) => void;
}

const SIGN_IN_TOKEN: PublisherTokenKind = {
  noun: "sign-in token",
  refused,
  maxAgeSeconds: SSO_TOKEN_MAX_AGE_SECONDS,
  requiredClaims: ["sub", "exp", "iat", "jti"],
};

export function createSsoTokenChecker(options: PublisherTokenVerifierOptions & { verifier?: PublisherTokenVerifier }): SsoTokenChecker {
  const verifier = options.verifier ?? createPublisherTokenVerifier(options);
  return {
    async check(publisher, token) {
      const { payload, secret } = await verifier.verify(publisher, token, SIGN_IN_TOKEN);
      // A thread token (thread-token.ts) is signed the same way: it never signs a reader in.
      if (payload.pnyx !== undefined) throw refused("This is a thread token, not a sign-in token (it has a `pnyx` claim)");
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

/** One verifier for every kind of publisher token: one fetched key set per address, shared. */
export function createPublisherTokenVerifier(options: PublisherTokenVerifierOptions): PublisherTokenVerifier {
  const timeoutMs = options.keySetTimeoutMs ?? KEY_SET_TIMEOUT_MS;
  const fetchKeySet = createKeySetFetch(options.keySetAddresses, { timeoutMs });
  const log = options.log ?? console.error;
  /** One fetched key set per address, kept by jose (refetched on an unknown key id, at most every 30 s). */
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySet = (url: string, kind: PublisherTokenKind) => {
    let remote = keySets.get(url);
    if (!remote) {
      remote = createRemoteJWKSet(new URL(url), {
        timeoutDuration: timeoutMs,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
        [customFetch]: fetchKeySet,
      });
      keySets.set(url, remote);
    }
    const read = remote;
    const guarded: JWTVerifyGetKey = async (header, token) => {
      try {
        return await read(header, token);
      } catch (error) {
        // A key set that was read but holds no key (or several) for this token: the token's problem.
        if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
        log(`The key set at ${url} could not be read: ${describe(error)}`);
        throw kind.refused(KEY_SET_UNREADABLE.replace("sign-in token", kind.noun));
      }
    };
    return guarded;
  };

  async function verify(publisher: PublisherDoc, token: string, kind: PublisherTokenKind): Promise<VerifiedPublisherToken> {
    const { refused } = kind;
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw refused(`The ${kind.noun} is not a JWT`);
    }
    const audience = publisher._id.toString();
    const common = {
      audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: kind.maxAgeSeconds + CLOCK_TOLERANCE_SECONDS,
      requiredClaims: kind.requiredClaims,
      currentDate: options.now?.(),
    };
    if (publisher.jwksUrl) {
      if (!alg || !KEY_SET_ALGORITHMS.includes(alg))
        throw refused(`This publisher's ${kind.noun}s must be signed with ES256 or EdDSA, not ${alg ?? "nothing"}`);
      return { payload: (await jwtVerify(token, keySet(publisher.jwksUrl, kind), { ...common, algorithms: KEY_SET_ALGORITHMS })).payload, secret: null };
    }
    if (alg !== "HS256") throw refused(`This publisher's ${kind.noun}s must be signed with HS256, not ${alg ?? "nothing"}`);
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
    async verify(publisher, token, kind) {
      try {
        return await verify(publisher, token, kind);
      } catch (error) {
        throw explain(error, kind);
      }
    },
  };
}

/** A clear reason for each way jose refuses a token. */
function explain(error: unknown, { noun, refused }: PublisherTokenKind): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return refused(`The ${noun} has expired`);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return refused(`The ${noun} is for another publisher (aud)`);
    if (error.claim === "iat") return refused(`The ${noun} was issued too long ago or in the future (iat)`);
    if (error.claim === "nbf") return refused(`The ${noun} is not valid yet (nbf)`);
    return refused(`The ${noun}'s ${error.claim} claim is missing or invalid`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused(`The ${noun}'s signature does not check out`);
  if (error instanceof errors.JOSEAlgNotAllowed) return refused(`The ${noun}'s algorithm is not accepted`);
  if (error instanceof errors.JWKSNoMatchingKey) return refused(`No key of the publisher's key set signed this ${noun}`);
  if (error instanceof errors.JOSEError) return refused(`The ${noun} could not be checked: ${(error as Error).message}`);
  return refused(`The ${noun} could not be checked`);
}

/** An error and its causes, for the log. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause !== undefined && parts.length < 4; cause = (cause as { cause?: unknown }).cause) {
    parts.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
  }
  return parts.join(" <- ");
}
