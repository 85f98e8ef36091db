// Hiding a verified community post awaiting a moderator's decision, and showing it again (issue 47).
// A hidden post is its author's only (every public read leaves it out: `POST_VISIBLE`), and its
// community's count of posts leaves it out too, moved by one by whoever flipped the flag (one
// conditional write). Callers run the flip inside an intent on its community (COMMUNITY_INTENT
// recounts without the hidden ones).
import type { Models } from "../../models";
import type { CommunityPostDoc } from "./model";

/** Sets the flag alone (a repair's step: the count is recounted after it); the post as it was, or null when nothing changed. */
export function setPostHidden(models: Pick<Models, "CommunityPost">, postId: string, hide: boolean): Promise<CommunityPostDoc | null> {
  return models.CommunityPost.findOneAndUpdate(
    hide ? { _id: postId, status: "verified", hidden: { $ne: true } } : { _id: postId, hidden: true },
    hide ? { $set: { hidden: true } } : { $unset: { hidden: "" } },
    { returnDocument: "before" },
  ).lean<CommunityPostDoc>();
}

/** Hides (or shows) a verified post if it is not already, and moves its community's count by one; the post as it was, or null. */
export async function flipPost(models: Pick<Models, "CommunityPost" | "Community">, postId: string, hide: boolean): Promise<CommunityPostDoc | null> {
  const before = await setPostHidden(models, postId, hide);
  // A post no longer verified (being removed) counts nowhere: its removal moves nothing for it either.
  if (before?.status === "verified") await models.Community.updateOne({ _id: before.communityId }, { $inc: { postCount: hide ? -1 : 1 } });
  return before;
}
