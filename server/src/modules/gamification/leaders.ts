import { RANKING_FLOORS } from "@pnyx/contract";
import type { Models } from "../../models";
import { addDays, TOP_WINDOW_DAYS } from "./periods";

/** The member ahead of everyone in a window, with their figure. */
export interface Leader {
  username: string;
  count: number;
}

/** A member's opinions and verified posts from `since` (a day's start) on, summed over their day records. */
export async function contributionsSince(models: Pick<Models, "ContributionDay">, username: string, since: Date): Promise<Contributions> {
  return (await contributionsSinceMany(models, [username], since)).get(username)!;
}

/** The same for several members in one read, by username; up to and including the day `until` when given. */
export async function contributionsSinceMany(
  models: Pick<Models, "ContributionDay">,
  usernames: string[],
  since: Date,
  until?: Date,
): Promise<Map<string, Contributions>> {
  const days = await models.ContributionDay.collection
    .find(
      { username: usernames.length === 1 ? usernames[0] : { $in: usernames }, day: until ? { $gte: since, $lte: until } : { $gte: since } },
      { projection: { username: 1, opinions: 1, posts: 1 } },
    )
    .toArray();
  const sums = new Map(usernames.map((username) => [username, { opinions: 0, posts: 0 }]));
  for (const day of days) {
    const sum = sums.get(String(day.username));
    if (!sum) continue;
    sum.opinions += Number(day.opinions ?? 0);
    sum.posts += Number(day.posts ?? 0);
  }
  for (const sum of sums.values()) {
    sum.opinions = Math.max(0, sum.opinions);
    sum.posts = Math.max(0, sum.posts);
  }
  return sums;
}

export interface Contributions {
  opinions: number;
  posts: number;
}

/**
 * The Top Contributor of the 30 days ending with the day before `end` (a day's start): the most
 * opinions and verified posts, at least RANKING_FLOORS' (nobody below it). Ties go to whoever got
 * there first, by the day of their last contribution in the window, then by name so every instance
 * picks the same one.
 */
export async function topContributorBefore(models: Pick<Models, "ContributionDay">, end: Date): Promise<Leader | null> {
  const rows = await models.ContributionDay.collection
    .aggregate<{ _id: string; count: number; last: Date }>([
      { $match: { day: { $gte: addDays(end, -TOP_WINDOW_DAYS), $lt: end } } },
      { $project: { username: 1, day: 1, n: { $add: ["$opinions", "$posts"] } } },
      { $match: { n: { $gt: 0 } } },
      { $group: { _id: "$username", count: { $sum: "$n" }, last: { $max: "$day" } } },
      { $sort: { count: -1, last: 1, _id: 1 } },
      { $limit: 1 },
    ])
    .toArray();
  const top = rows[0];
  return top && top.count >= RANKING_FLOORS["Top Contributor"] ? { username: top._id, count: top.count } : null;
}

/** Members tied at the top beyond this many are not looked at (the first by name among them wins). */
const TIES_READ = 100;

/**
 * The Community Leader: the most verified posts of all members, at least RANKING_FLOORS'. Ties go to
 * whoever got there first: the earliest verification of their latest post, then by name.
 */
export async function communityLeader(models: Pick<Models, "MemberStats" | "CommunityPost">): Promise<Leader | null> {
  const top = await models.MemberStats.collection
    .find({ verifiedPosts: { $gte: RANKING_FLOORS["Community Leader"] } }, { projection: { verifiedPosts: 1 } })
    .sort({ verifiedPosts: -1 })
    .limit(TIES_READ)
    .toArray();
  const most = Number(top[0]?.verifiedPosts ?? 0);
  if (top.length === 0) return null;
  const tied = top.filter((t) => Number(t.verifiedPosts) === most).map((t) => String(t._id));
  if (tied.length === 1) return { username: tied[0]!, count: most };
  const [first] = await models.CommunityPost.collection
    .aggregate<{ _id: string }>([
      { $match: { author: { $in: tied }, status: "verified" } },
      { $group: { _id: "$author", last: { $max: "$verifiedAt" } } },
      { $sort: { last: 1, _id: 1 } },
      { $limit: 1 },
    ])
    .toArray();
  return { username: first?._id ?? tied.sort()[0]!, count: most };
}

/**
 * The leaders, shared by every reader for a short while: computing the month's top contributor sums
 * the month's day records, which is not work to repeat on each profile view.
 */
export function createLeaders(models: Pick<Models, "ContributionDay" | "MemberStats" | "CommunityPost">, now: () => Date, maxAgeMs = 30_000) {
  const memo = new Map<string, { at: number; value: Promise<unknown> }>();
  function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
    const time = now().getTime();
    const hit = memo.get(key);
    if (hit && time - hit.at < maxAgeMs) return hit.value as Promise<T>;
    const value = read();
    memo.set(key, { at: time, value });
    value.catch(() => memo.delete(key));
    return value;
  }
  return {
    /** The leader of the 30 days up to and including today. */
    topContributor: () => remembered("top", () => topContributorBefore(models, addDays(now(), 1))),
    communityLeader: () => remembered("leader", () => communityLeader(models)),
    /** Forgets what is remembered (a post was verified: Community Leader may have changed). */
    forget: () => memo.clear(),
  };
}
export type Leaders = ReturnType<typeof createLeaders>;
