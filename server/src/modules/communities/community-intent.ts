import type { Models } from "../../models";
import { intentKind } from "../../platform/intents";
import { touchedBy } from "../freshness/changes";
import { POST_VISIBLE } from "./model";

/**
 * The intents' kind for a community's counts (`community:<id>`): its subscribers are the members
 * whose set holds it (a join or leave moves the count only when the set changed), its posts the
 * verified ones not hidden awaiting a moderator's decision (verifying, hiding, showing or removing a
 * post moves it by one: communities/visibility.ts, moderation/pieces/post-piece.ts).
 */
export const COMMUNITY_INTENT = intentKind<Models>("community", async (models, id) => {
  const [subscriberCount, postCount] = await Promise.all([
    models.User.countDocuments({ joinedCommunities: id }),
    models.CommunityPost.countDocuments({ communityId: id, status: "verified", ...POST_VISIBLE }),
  ]);
  await models.Community.updateOne({ _id: id }, { $set: { subscriberCount, postCount } });
  return touchedBy({ kind: "membership", communityIds: [id] });
});
