import type { Models } from "../../models";
import { intentKind } from "../../platform/intents";
import { rawCollection } from "../../platform/raw-collection";
import { dayOf, weekOf } from "./periods";
import { recountPoints } from "./points";
import { dayKey, recountStats } from "./stats";

/** A member's opinions and verified posts on one day, from the records (the streak badges read these). */
async function recountDay(models: Models, username: string, at: Date): Promise<void> {
  const day = dayOf(at);
  const next = new Date(day.getTime() + 86_400_000);
  const [opinions, posts] = await Promise.all([
    models.Comment.countDocuments({ author: username, parentId: null, createdAt: { $gte: day, $lt: next }, held: { $ne: true } }),
    models.CommunityPost.countDocuments({ author: username, status: "verified", verifiedAt: { $gte: day, $lt: next } }),
  ]);
  await rawCollection(models.ContributionDay).updateOne({ _id: dayKey(username, day) }, { $set: { username, day, opinions, posts } }, { upsert: true });
}

/**
 * The intents' kind for a member's points, weekly total, figures and day (`member:<username>`): set
 * to what the records say, each by the rule its writers use (points by EARNINGS, figures by
 * `opinionFigures`). The week of the write takes what the other weeks leave of the total, so the
 * weekly totals add up to it again; a $set, so two repairs of the same member at once agree. A member
 * without an account (deleted, or the '[deleted]' stand-in) keeps nothing: nothing is written.
 */
export const MEMBER_INTENT = intentKind<Models>("member", async (models, username, at) => {
  if (!(await models.User.exists({ username }))) return [];
  const after = await recountPoints(models, username);
  const week = weekOf(at);
  const others = (await models.WeeklyPoints.find({ username, week: { $ne: week } }, { points: 1 }).lean()).reduce((sum, w) => sum + w.points, 0);
  await rawCollection(models.WeeklyPoints).updateOne(
    { _id: `${week.toISOString().slice(0, 10)}|${username}` },
    { $set: { points: after - others, username, week } },
    { upsert: true },
  );
  const { _id, ...figures } = await recountStats(models, username);
  await rawCollection(models.MemberStats).updateOne({ _id }, { $set: figures }, { upsert: true });
  await recountDay(models, username, at);
  // No kept answer shows a member's points or figures.
  return [];
});
