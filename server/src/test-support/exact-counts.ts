import type { Models } from "../models";
import { countPoints } from "../modules/gamification/points";
import { recountStats } from "../modules/gamification/stats";
import { VISIBLE } from "../modules/opinions/model";

/**
 * Every stored counter and every member's points and figures that differ from what the records say,
 * each as a line (empty when all agree): posts' opinions, opinions' replies, communities' verified
 * posts, members' points (by EARNINGS) and figures. Held opinions count nowhere until approved, hidden
 * ones nowhere while hidden (`VISIBLE`).
 */
export async function countsThatDisagree(models: Models): Promise<string[]> {
  const wrong: string[] = [];
  const visible = VISIBLE;
  for (const [kind, model] of [
    ["article", models.Article],
    ["communityPost", models.CommunityPost],
  ] as const) {
    for (const post of await (model as typeof models.Article).find({}, { totalComments: 1 }).lean()) {
      const records = await models.Comment.countDocuments({ postId: post._id.toString(), ...visible });
      if (post.totalComments !== records) wrong.push(`${kind} ${post._id}: totalComments ${post.totalComments}, records ${records}`);
    }
  }
  for (const comment of await models.Comment.find({}, { replyCount: 1 }).lean()) {
    const records = await models.Comment.countDocuments({ parentId: comment._id.toString(), ...visible });
    if (comment.replyCount !== records) wrong.push(`comment ${comment._id}: replyCount ${comment.replyCount}, records ${records}`);
  }
  for (const community of await models.Community.find({}, { postCount: 1 }).lean()) {
    const records = await models.CommunityPost.countDocuments({ communityId: community._id.toString(), status: "verified" });
    if (community.postCount !== records) wrong.push(`community ${community._id}: postCount ${community.postCount}, records ${records}`);
  }
  for (const user of await models.User.find({}, { username: 1, points: 1 }).lean()) {
    const points = await countPoints(models, user.username);
    if (user.points !== points) wrong.push(`${user.username}: points ${user.points}, records ${points}`);
    const { _id, ...figures } = await recountStats(models, user.username);
    const kept = await models.MemberStats.collection.findOne({ _id: user.username as never });
    for (const [field, value] of Object.entries(figures)) {
      const stored = (kept as Record<string, unknown> | null)?.[field];
      const same = typeof value === "number" ? Number(stored ?? 0) === value : sameCounts(stored, value as Record<string, number>);
      if (!same) wrong.push(`${user.username}: ${field} ${JSON.stringify(stored ?? null)}, records ${JSON.stringify(value)}`);
    }
  }
  return wrong;
}

/** Per-community counts, a missing or zero entry being the same. */
function sameCounts(stored: unknown, counted: Record<string, number>): boolean {
  const kept = (stored ?? {}) as Record<string, number>;
  const keys = new Set([...Object.keys(kept), ...Object.keys(counted)]);
  return [...keys].every((key) => (kept[key] ?? 0) === (counted[key] ?? 0));
}
