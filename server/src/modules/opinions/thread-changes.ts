import type { Models } from "../../models";
import type { ResponseCache } from "../../platform/response-cache";
import { changed } from "../freshness/changes";
import type { CommentDoc } from "./model";

/**
 * Tells the response cache that a post's opinions changed (added, edited, removed): freshness/changes.ts
 * says which answers show them. `now` for removals, which nobody should see after they happened. Pass
 * a community post's community when known, to spare a read.
 */
export async function threadChanged(
  deps: { cache: ResponseCache; models: Pick<Models, "CommunityPost"> },
  post: Pick<CommentDoc, "postKind" | "postId">,
  when: "soon" | "now",
  communityId?: string | null,
  /** How kept pages of the thread show the change, when they can (thread-pages.ts). */
  editThread?: (key: string, json: string) => string | undefined,
): Promise<void> {
  const options = { when, ...(editThread ? { editThread } : {}) };
  if (post.postKind === "article") return changed(deps.cache, { kind: "opinions", post: { postKind: "article", postId: post.postId } }, options);
  const community = communityId === undefined ? (await deps.models.CommunityPost.findById(post.postId, { communityId: 1 }).lean())?.communityId : communityId;
  changed(
    deps.cache,
    { kind: "opinions", post: { postKind: "communityPost", postId: post.postId, communityId: community ? String(community) : null } },
    options,
  );
}
