// Embed tokens: the short-lived, publisher-bound sessions publishers' pages hold (never a member's
// full session). This file says whether one's binding still holds, and makes them: for a publisher's
// reader (single sign-on: bound to the publisher and the secret that signed the reader in) and for a
// native member's grant (bound to the page origin the member allowed in Pnyx's own sign-in window).
import { EMBED_TOKEN_TTL_SECONDS, type EmbedSession } from "@pnyx/contract";
import type { Models } from "../../models";
import type { Auth, EmbedBinding, EmbedBindingCheck, EmbedSigning } from "../../platform/auth";
import type { UserDoc } from "../users/model";
import { buildSession } from "../users/session";
import type { PublisherDoc } from "./model";
import type { PublisherRegistry } from "./registry";

/** The generation of a key-set publisher's sign-ins: its key set signs them, whatever key it holds now. */
export const KEY_SET_GENERATION = "jwks";

/**
 * Which of a publisher's secrets signed a token: named by when it was made, so the generation ends
 * when that secret retires (a rotation's end, a switch to a key set) and never names the secret itself.
 */
export const secretGeneration = (secret: { createdAt: Date }) => `s${secret.createdAt.getTime().toString(36)}`;

/** Whether a publisher still signs with this generation. */
function signsWith(publisher: PublisherDoc, generation: string | null): boolean {
  if (publisher.jwksUrl) return generation === KEY_SET_GENERATION;
  return publisher.secrets.some((secret) => secretGeneration(secret) === generation);
}

/**
 * Whether an embed binding holds, for a page at `origin` (null: a server, a socket, or the site's own
 * pages). Everything it reads is the registry's in-memory copy, so it is asked on every call: a
 * removed publisher, a removed origin or a retired secret ends its sessions at once, on every instance.
 */
export function createEmbedBindingCheck(registry: PublisherRegistry, publicUrl: string): EmbedBindingCheck {
  const own = new URL(publicUrl).origin;
  return async (binding, origin) => {
    const page = origin === own ? null : origin;
    if (binding.publisherId !== null) {
      const publisher = await registry.byId(binding.publisherId);
      if (!publisher || !signsWith(publisher, binding.generation)) return "ended";
      return page === null || publisher.origins.includes(page) ? "ok" : "foreign";
    }
    if (binding.origin === null) return "ended";
    // The site's own pages (its embed demo) are their own publisher.
    if (binding.origin !== own && !(await registry.isRegistered(binding.origin))) return "ended";
    return page === null || page === binding.origin ? "ok" : "foreign";
  };
}

/**
 * The session an embed keeps: the member's session with an embed token, and without what a
 * publisher's page has no business reading (the e-mail, who follows whom).
 */
export async function buildEmbedSession(
  deps: { models: Pick<Models, "Vote">; auth: Pick<Auth, "signEmbed"> },
  user: UserDoc,
  signing: EmbedSigning,
): Promise<EmbedSession> {
  const session = await buildSession(deps.models, user, await deps.auth.signEmbed(user, signing));
  return { ...session, email: "", followers: [], following: [], expiresIn: EMBED_TOKEN_TTL_SECONDS };
}

/** A publisher reader's binding, from the publisher and the secret (or key set) that checked the token. */
export const readerBinding = (publisher: PublisherDoc, secret: { createdAt: Date } | null, origin: string | null): EmbedBinding => ({
  origin,
  publisherId: publisher._id.toString(),
  generation: secret ? secretGeneration(secret) : KEY_SET_GENERATION,
});
