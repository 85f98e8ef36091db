// What an unfinished write's keys are repaired to: each counter, point total and figure set to what
// the records say (the recounts the migrations use), the weekly total moved by what the points moved.
import type { Models } from "../../models";
import { touchedByRepair, type ThreadPost } from "../freshness/changes";

import { dayOf, weekOf } from "../gamification/periods";
import { dayKey, recountStats } from "../gamification/stats";
import { recountPoints, recountTarget } from "../votes/recount";

/** A member's opinions and verified posts on one day, from the records (the streak badges read these). */
async function recountDay(models: Models, username: string, at: Date): Promise<void> {
  const day = dayOf(at);
  const next = new Date(day.getTime() + 86_400_000);
  const [opinions, posts] = await Promise.all([
    models.Comment.countDocuments({ author: username, parentId: null, createdAt: { $gte: day, $lt: next } }),
    models.CommunityPost.countDocuments({ author: username, status: "verified", verifiedAt: { $gte: day, $lt: next } }),
  ]);
  await models.ContributionDay.collection.updateOne({ _id: dayKey(username, day) as never }, { $set: { username, day, opinions, posts } }, { upsert: true });
}

/** The cached answers that show what `key` names (dropped after a repair, on every instance): freshness/changes.ts says. */
async function tagsOf(models: Models, kind: string, id: string): Promise<string[]> {
  if (kind === "communityPost") {
    const communityId = (await models.CommunityPost.findById(id, { communityId: 1 }).lean())?.communityId;
    return touchedByRepair(kind, id, { communityId: communityId ? String(communityId) : null });
  }
  if (kind === "comment") {
    const comment = await models.Comment.findById(id, { postId: 1, postKind: 1 }).lean();
    if (!comment) return [];
    const commentPost: ThreadPost =
      comment.postKind === "communityPost"
        ? { postKind: "communityPost", postId: comment.postId, communityId: null }
        : { postKind: "article", postId: comment.postId };
    return touchedByRepair(kind, id, { commentPost });
  }
  return touchedByRepair(kind, id, {});
}

/**
 * Sets what `key` names to what the records say; `at` is when the unfinished write began. Answers
 * the cache tags whose answers may show the old values.
 */
export async function repairKey(models: Models, key: string, at: Date): Promise<string[]> {
  const split = key.indexOf(":");
  const [kind, id] = [key.slice(0, split), key.slice(split + 1)];
  await recount(models, kind, id, at);
  return tagsOf(models, kind, id);
}

async function recount(models: Models, kind: string, id: string, at: Date): Promise<void> {
  if (kind === "article" || kind === "comment" || kind === "communityPost") return recountTarget(models, kind, id);
  if (kind === "community") {
    const [subscriberCount, postCount] = await Promise.all([
      models.User.countDocuments({ joinedCommunities: id }),
      models.CommunityPost.countDocuments({ communityId: id, status: "verified" }),
    ]);
    await models.Community.updateOne({ _id: id }, { $set: { subscriberCount, postCount } });
    return;
  }
  if (kind === "member") {
    const after = await recountPoints(models, id);
    // The week of the write takes what the other weeks leave of the total, so the weekly totals add
    // up to it again; a $set, so two repairs of the same member at once agree.
    const week = weekOf(at);
    const others = (await models.WeeklyPoints.find({ username: id, week: { $ne: week } }, { points: 1 }).lean()).reduce((sum, w) => sum + w.points, 0);
    await models.WeeklyPoints.collection.updateOne(
      { _id: `${week.toISOString().slice(0, 10)}|${id}` as never },
      { $set: { points: after - others, username: id, week } },
      { upsert: true },
    );
    const { _id, ...figures } = await recountStats(models, id);
    await models.MemberStats.collection.updateOne({ _id: _id as never }, { $set: figures }, { upsert: true });
    await recountDay(models, id, at);
  }
}
