// Embed tokens: the short-lived, publisher-bound sessions publishers' pages hold (never a member's
// full session). This file says whether one's binding still holds, and makes them: for a publisher's
// reader (single sign-on: bound to the publisher and the secret that signed the reader in) and for a
// native member's grant (bound to the page origin the member allowed in Pnyx's own sign-in window).
import { createHash } from "node:crypto";
import { EMBED_TOKEN_TTL_SECONDS, type EmbedSession } from "@pnyx/contract";
import type { Models } from "../../../models";
import type { Auth, EmbedBinding, EmbedBindingCheck, EmbedSigning } from "../../../platform/auth";
import type { UserDoc } from "../../users/model";
import type { PublisherDoc } from "./model";
import type { PublisherRegistry } from "./registry";

/**
 * The generation of a key-set publisher's sign-ins: its key set's address signs them, whatever key it
 * holds now; a new address (a compromised set replaced) ends them.
 */
export const keySetGeneration = (jwksUrl: string) => `k${createHash("sha256").update(jwksUrl).digest("base64url").slice(0, 16)}`;

/**
 * Which of a publisher's secrets signed a token: named by when it was made, so the generation ends
 * when that secret retires (a rotation's end, a switch to a key set) and never names the secret itself.
 */
export const secretGeneration = (secret: { createdAt: Date }) => `s${secret.createdAt.getTime().toString(36)}`;

/** Whether a publisher still signs with this generation. */
function signsWith(publisher: PublisherDoc, generation: string | null): boolean {
  if (publisher.jwksUrl) return generation === keySetGeneration(publisher.jwksUrl);
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

/** Whose threads an embed session shows the reader's own votes in: a publisher's (by id), or all (the site's own pages). */
export type VoteScope = { publisherIds: string[] } | "all";

/**
 * The reader's votes on opinions in the scope's threads: what the embed marks as theirs. A publisher's
 * page never learns how the member voted anywhere else.
 */
async function opinionVotesIn(models: Pick<Models, "Vote" | "Comment" | "Article">, username: string, scope: VoteScope) {
  const votes = await models.Vote.find({ user: username, targetType: "comment", value: { $ne: 0 } }, { targetId: 1, value: 1 }).lean();
  if (scope === "all" || votes.length === 0) return votes;
  const comments = await models.Comment.find({ _id: { $in: votes.map((v) => v.targetId) }, postKind: "article" }, { postId: 1 }).lean();
  const threads = await models.Article.find(
    { _id: { $in: [...new Set(comments.map((c) => c.postId))] }, publisherId: { $in: scope.publisherIds } },
    { _id: 1 },
  ).lean();
  const inScope = new Set(threads.map((t) => t._id.toString()));
  const kept = new Set(comments.filter((c) => inScope.has(c.postId)).map((c) => c._id.toString()));
  return votes.filter((v) => kept.has(v.targetId));
}

/**
 * The session an embed keeps: the member's name, picture and points with an embed token, and their
 * votes on opinions in the publisher's own threads (what the thread marks as theirs). Nothing else a
 * publisher's page has no business reading: no e-mail, no follows, no communities, no other votes.
 */
export async function buildEmbedSession(
  deps: { models: Pick<Models, "Vote" | "Comment" | "Article">; auth: Pick<Auth, "signEmbed"> },
  user: UserDoc,
  signing: EmbedSigning,
  scope: VoteScope,
): Promise<EmbedSession> {
  const [token, votes] = await Promise.all([deps.auth.signEmbed(user, signing), opinionVotesIn(deps.models, user.username, scope)]);
  return {
    token,
    username: user.username,
    email: "",
    selectedCategories: [],
    joinedCommunities: [],
    profilePicture: user.profilePicture ? { url: user.profilePicture.url, mimetype: user.profilePicture.mimetype } : null,
    description: "",
    likedPosts: [],
    dislikedPosts: [],
    likedComments: votes.filter((v) => v.value === 1).map((v) => v.targetId),
    dislikedComments: votes.filter((v) => v.value === -1).map((v) => v.targetId),
    points: Math.max(0, user.points),
    followers: [],
    following: [],
    // Whom the member ignores (issue 47): the embeds fold their writing as the site does.
    ignoring: [...(user.ignoring ?? [])],
    expiresIn: EMBED_TOKEN_TTL_SECONDS,
  };
}

/** A publisher reader's binding, from the publisher and the secret (or key set) that checked the token. */
export const readerBinding = (publisher: PublisherDoc, secret: { createdAt: Date } | null, origin: string | null): EmbedBinding => ({
  origin,
  publisherId: publisher._id.toString(),
  generation: secret ? secretGeneration(secret) : keySetGeneration(publisher.jwksUrl ?? ""),
});
