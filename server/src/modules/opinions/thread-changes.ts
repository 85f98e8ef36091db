import type { Models } from "../../models";
import { CACHE_TAGS, type ResponseCache } from "../../platform/response-cache";
import { articleChanged, CHANGE_VISIBLE_WITHIN_MS } from "../news/changes";
import type { CommentDoc } from "./model";

/**
 * Tells the response cache that a post's opinions changed (added, edited, removed): its thread, and
 * what counts them — an article's lists (news/changes.ts), or a community post and its community. `now`
 * for removals, which nobody should see after they happened. Pass the community when known, to
 * spare a read.
 */
export async function threadChanged(
  deps: { cache: ResponseCache; models: Pick<Models, "CommunityPost"> },
  post: Pick<CommentDoc, "postKind" | "postId">,
  when: "soon" | "now",
  communityId?: string | null,
  /** How kept pages of the thread show the change, when they can (thread-pages.ts). */
  editThread?: (key: string, json: string) => string | undefined,
): Promise<void> {
  if (post.postKind === "article") return articleChanged(deps.cache, post.postId, "opinions", when, editThread);
  const within = when === "now" ? 0 : CHANGE_VISIBLE_WITHIN_MS;
  if (editThread) deps.cache.patch(CACHE_TAGS.opinions(post.postId), within, editThread);
  else deps.cache.changed(CACHE_TAGS.opinions(post.postId), within);
  // The post's page counts its opinions too.
  deps.cache.changed(CACHE_TAGS.communityPost(post.postId), within);
  const community = communityId === undefined ? (await deps.models.CommunityPost.findById(post.postId, { communityId: 1 }).lean())?.communityId : communityId;
  if (community) deps.cache.changed(CACHE_TAGS.community(community), within);
}
