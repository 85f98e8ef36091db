import { FIXED_COMMUNITIES, INSIGHTFUL_OPINION_LENGTH } from "@pnyx/contract";
import { Types, type mongo } from "mongoose";
import type { Models } from "../../models";
import { rawCollection } from "../../platform/raw-collection";
import { DELETED_AUTHOR } from "../users/model";
import type { ContributionDayDoc, MemberStatsDoc } from "./model";
import { dayOf } from "./periods";

/** The community whose opinions count for Mentor. */
export const EXPERT_OPINIONS_ID = FIXED_COMMUNITIES.find((c) => c.name === "Expert Opinions")!.id;

/** An opinion or reply as the figures see it. `communityId`: the community of the post it is on (null on articles). */
export interface CountedOpinion {
  author: string;
  parentId: string | null;
  text: string;
  communityId: string | null;
  createdAt: Date;
}

type StatsField = "opinions" | "replies" | "longOpinions" | "expertOpinions";

/** What one opinion adds to its author's figures. */
export function opinionFigures(opinion: Pick<CountedOpinion, "parentId" | "text" | "communityId">): Record<StatsField, number> {
  const top = opinion.parentId === null ? 1 : 0;
  return {
    opinions: top,
    replies: 1 - top,
    longOpinions: top && opinion.text.length >= INSIGHTFUL_OPINION_LENGTH ? 1 : 0,
    expertOpinions: top && opinion.communityId === EXPERT_OPINIONS_ID ? 1 : 0,
  };
}

/** A member whose figures are kept: not the stand-in author of a deleted account's writing. */
const counted = (username: string) => username !== DELETED_AUTHOR;

/**
 * Adds (sign 1, when stored) or takes back (sign -1, when removed) what these opinions count for:
 * their authors' figures and the day each was written. Upserts either way: a take-back may land
 * before the addition it undoes, and must not be lost. Returns the authors whose figures moved.
 */
export async function countOpinions(models: Pick<Models, "MemberStats" | "ContributionDay">, opinions: CountedOpinion[], sign: 1 | -1): Promise<string[]> {
  const perAuthor = new Map<string, Record<StatsField, number>>();
  const perDay = new Map<string, { username: string; day: Date; opinions: number }>();
  for (const opinion of opinions) {
    if (!counted(opinion.author)) continue;
    const figures = opinionFigures(opinion);
    const sum = perAuthor.get(opinion.author) ?? { opinions: 0, replies: 0, longOpinions: 0, expertOpinions: 0 };
    for (const field of Object.keys(figures) as StatsField[]) sum[field] += sign * figures[field];
    perAuthor.set(opinion.author, sum);
    if (figures.opinions) {
      const day = dayOf(opinion.createdAt);
      const key = dayKey(opinion.author, day);
      const entry = perDay.get(key) ?? { username: opinion.author, day, opinions: 0 };
      entry.opinions += sign;
      perDay.set(key, entry);
    }
  }
  const statsMoves: mongo.AnyBulkWriteOperation<MemberStatsDoc>[] = [...perAuthor].map(([username, inc]) => ({
    updateOne: { filter: { _id: username }, update: { $inc: inc }, upsert: true },
  }));
  const dayMoves: mongo.AnyBulkWriteOperation<ContributionDayDoc>[] = [...perDay].map(([key, { username, day, opinions: n }]) => ({
    updateOne: { filter: { _id: key }, update: { $inc: { opinions: n }, $setOnInsert: { username, day } }, upsert: true },
  }));
  await Promise.all([
    statsMoves.length === 0 ? null : rawCollection(models.MemberStats).bulkWrite(statsMoves, { ordered: false }),
    dayMoves.length === 0 ? null : rawCollection(models.ContributionDay).bulkWrite(dayMoves, { ordered: false }),
  ]);
  return [...perAuthor.keys()];
}

/** An edit moved an opinion's length across the Insightful Analyst mark: one more or one fewer long opinion. */
export async function countEdit(models: Pick<Models, "MemberStats">, before: CountedOpinion, afterText: string): Promise<boolean> {
  if (!counted(before.author)) return false;
  const delta = opinionFigures({ ...before, text: afterText }).longOpinions - opinionFigures(before).longOpinions;
  if (delta === 0) return false;
  await rawCollection(models.MemberStats).updateOne({ _id: before.author }, { $inc: { longOpinions: delta } }, { upsert: true });
  return true;
}

/** A post was verified (sign 1) on `day`: its author's verified posts, in all and in its community. */
export async function countVerifiedPost(
  models: Pick<Models, "MemberStats" | "ContributionDay">,
  post: { author: string; communityId: string },
  verifiedAt: Date,
  sign: 1 | -1,
): Promise<void> {
  if (!counted(post.author)) return;
  const day = dayOf(verifiedAt);
  await Promise.all([
    rawCollection(models.MemberStats).updateOne(
      { _id: post.author },
      { $inc: { verifiedPosts: sign, [`postsIn.${post.communityId}`]: sign } },
      { upsert: true },
    ),
    rawCollection(models.ContributionDay).updateOne(
      { _id: dayKey(post.author, day) },
      { $inc: { posts: sign }, $setOnInsert: { username: post.author, day } },
      { upsert: true },
    ),
  ]);
}

export const dayKey = (username: string, day: Date) => `${day.toISOString().slice(0, 10)}|${username}`;

/** The communities of these community posts (for the opinions on them), by post id. */
export async function communitiesOfPosts(models: Pick<Models, "CommunityPost">, postIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(postIds)].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
  if (ids.length === 0) return new Map();
  const posts = await models.CommunityPost.collection.find({ _id: { $in: ids } }, { projection: { communityId: 1 } }).toArray();
  return new Map(posts.map((p) => [p._id.toString(), String(p.communityId)]));
}

/** A member's figures (zeros when they have none yet). */
export async function statsOf(models: Pick<Models, "MemberStats">, username: string): Promise<MemberStatsDoc> {
  return statsFrom(username, await rawCollection(models.MemberStats).findOne({ _id: username }));
}

/** Several members' figures in one read, by username (zeros for those with none yet). */
export async function statsOfMany(models: Pick<Models, "MemberStats">, usernames: string[]): Promise<Map<string, MemberStatsDoc>> {
  const docs = await rawCollection(models.MemberStats)
    .find({ _id: { $in: usernames } })
    .toArray();
  const byName = new Map(docs.map((doc) => [String(doc._id), doc]));
  return new Map(usernames.map((username) => [username, statsFrom(username, byName.get(username))]));
}

function statsFrom(username: string, doc: Record<string, unknown> | null | undefined): MemberStatsDoc {
  return {
    _id: username,
    opinions: Number(doc?.opinions ?? 0),
    replies: Number(doc?.replies ?? 0),
    longOpinions: Number(doc?.longOpinions ?? 0),
    expertOpinions: Number(doc?.expertOpinions ?? 0),
    verifiedPosts: Number(doc?.verifiedPosts ?? 0),
    postsIn: { ...((doc?.postsIn as Record<string, number> | undefined) ?? {}) },
  };
}

/**
 * A member's figures recounted from the records themselves: what the kept ones must equal (tests),
 * and where they start from for data written before they were kept (migration).
 */
export async function recountStats(models: Pick<Models, "Comment" | "CommunityPost">, username: string): Promise<MemberStatsDoc> {
  const [comments, posts] = await Promise.all([
    // A reply to one's own opinion counts toward nothing (opinions/model.ts earnsPoints).
    // Nor does one held for review, until it is approved.
    models.Comment.collection
      .find({ author: username, selfReply: { $ne: true }, held: { $ne: true } }, { projection: { parentId: 1, text: 1, postKind: 1, postId: 1 } })
      .toArray(),
    models.CommunityPost.collection.find({ author: username, status: "verified" }, { projection: { communityId: 1 } }).toArray(),
  ]);
  const communities = await communitiesOfPosts(
    models,
    comments.filter((c) => c.postKind === "communityPost").map((c) => String(c.postId)),
  );
  const stats: MemberStatsDoc = { _id: username, opinions: 0, replies: 0, longOpinions: 0, expertOpinions: 0, verifiedPosts: 0, postsIn: {} };
  for (const c of comments) {
    const figures = opinionFigures({
      parentId: (c.parentId as string | null) ?? null,
      text: String(c.text),
      communityId: c.postKind === "communityPost" ? (communities.get(String(c.postId)) ?? null) : null,
    });
    for (const field of Object.keys(figures) as StatsField[]) stats[field] += figures[field];
  }
  for (const p of posts) {
    stats.verifiedPosts++;
    stats.postsIn[String(p.communityId)] = (stats.postsIn[String(p.communityId)] ?? 0) + 1;
  }
  return stats;
}
