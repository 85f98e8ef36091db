import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack } from "./fields";
import { ObjectIdString } from "./identity";

// Publishers: the sites that embed Pnyx's threads, counts and chat rooms on their own pages and may
// sign their readers in with their own accounts (single sign-on). Administrators register them.

/**
 * A web origin as browsers send it in `Origin`: scheme, host and port only (no path), http or https.
 * Written in its canonical form: lower-case host, no default port, no trailing slash.
 */
export const WebOrigin = z
  .string()
  .trim()
  .max(200, "Origin is too long")
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    // A host name or address, no wildcard; a real port.
    return /^https?:$/.test(url.protocol) && /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname) && url.port !== "0";
  }, "Origins look like https://paper.example")
  .transform((value) => new URL(value).origin)
  .refine((value) => value !== "null", "Origins look like https://paper.example");

/**
 * Where a publisher serves its public signing keys (a JSON Web Key Set): https only, or http on
 * localhost. The server also requires every address the host resolves to be public (no loopback,
 * private, link-local or unique-local address; localhost in development only), at registration and
 * at each fetch.
 */
export const JwksUrl = z
  .string()
  .trim()
  .max(500, "The key set's address is too long")
  .refine((value) => URL.canParse(value), { message: "The key set's address must be a URL", abort: true })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname));
  }, "The key set must be served over https");

/** How a publisher's sign-in tokens are checked. */
export const PublisherSigning = z.enum(["secret", "jwks"]);
export type PublisherSigning = z.infer<typeof PublisherSigning>;

/** A registered publisher as administrators see it. Secrets are never shown again after they are made. */
export const Publisher = z.object({
  _id: z.string(),
  name: z.string(),
  /** The pages' origins that may embed Pnyx and call its API from the browser. */
  origins: z.array(z.string()),
  /** "secret": HS256 tokens signed with the shared secret; "jwks": ES256 or EdDSA tokens checked against `jwksUrl`. */
  signing: PublisherSigning,
  jwksUrl: z.string().nullable(),
  /** Secrets that sign valid tokens now: 2 while a rotation is under way, else 1 (0 with a key set). */
  activeSecrets: z.number().int().min(0).max(2),
  /**
   * Whether other registered publishers' pages may show and write into this publisher's threads
   * (syndicated articles); false by default: only its own origins' pages may.
   */
  sharedThreads: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Publisher = z.infer<typeof Publisher>;

const PublisherName = z.string().trim().min(1, "Please name the publisher").max(80, "The name is too long");
const PublisherOrigins = z.array(WebOrigin).min(1, "List at least one origin").max(20, "At most 20 origins");

/** Administrators: every registered publisher, oldest first. */
export const publishersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/publishers",
  auth: "admin",
  response: z.object({ publishers: z.array(Publisher) }),
});

export const CreatePublisherRequest = z.object({
  name: PublisherName,
  origins: PublisherOrigins,
  /** Set to check tokens against the publisher's key set; left out, a shared secret is made. */
  jwksUrl: JwksUrl.optional(),
  /** Other registered publishers' pages may show and write into its threads (false when left out). */
  sharedThreads: z.boolean().optional(),
});
export type CreatePublisherRequest = z.input<typeof CreatePublisherRequest>;

/** A publisher with the secret just made: shown this once, never again. */
export const PublisherWithSecret = z.object({ publisher: Publisher, secret: z.string().nullable() });
export type PublisherWithSecret = z.infer<typeof PublisherWithSecret>;

/** Administrators: registers a publisher. A publisher without a key set gets a shared secret, in this answer only. */
export const createPublisherEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/publishers",
  auth: "admin",
  request: CreatePublisherRequest,
  response: PublisherWithSecret,
});

export const UpdatePublisherRequest = z.object({
  id: ObjectIdString,
  name: PublisherName.optional(),
  origins: PublisherOrigins.optional(),
  /** A key set's address switches the publisher to key-set signing (its secrets are dropped). */
  jwksUrl: JwksUrl.optional(),
  /** Whether other registered publishers' pages may show and write into its threads. */
  sharedThreads: z.boolean().optional(),
});
export type UpdatePublisherRequest = z.input<typeof UpdatePublisherRequest>;

/** Administrators: renames a publisher, replaces its origins, points it at a key set or shares its threads. */
export const updatePublisherEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/publishers/update",
  auth: "admin",
  request: UpdatePublisherRequest,
  response: Publisher,
});

/**
 * Administrators: makes a new shared secret (shown once). The previous one keeps signing valid tokens
 * until `endRotation`, so a publisher can switch without a moment of failed sign-ins. A key-set
 * publisher switches to a secret.
 */
export const rotatePublisherSecretEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/publishers/rotateSecret",
  auth: "admin",
  request: z.object({ id: ObjectIdString }),
  response: PublisherWithSecret,
});

/** Administrators: the previous secret stops signing valid tokens (the publisher uses the new one everywhere). */
export const endSecretRotationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/publishers/endRotation",
  auth: "admin",
  request: z.object({ id: ObjectIdString }),
  response: Publisher,
});

/**
 * Administrators: removes a publisher. Its origins can no longer embed or call the API from the
 * browser; its readers' accounts, threads and opinions stay.
 */
export const deletePublisherEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/publishers/delete",
  auth: "admin",
  request: z.object({ id: ObjectIdString }),
  response: Ack,
});
