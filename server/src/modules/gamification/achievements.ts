import { ACHIEVEMENT_RULES, FIXED_COMMUNITIES, POPULAR_LIKES, RANKING_FLOORS, type Achievement, type AchievementName } from "@pnyx/contract";
import type { Models } from "../../models";
import { directFigureReads, type FigureReads } from "./figure-reads";
import { contributionsSinceMany, type Leader } from "./leaders";
import { ACTIVE_WINDOW_DAYS, addDays, DAY_MS, dayOf, TOP_WINDOW_DAYS } from "./periods";
import type { MemberStatsDoc } from "./model";

const communityId = (name: string) => FIXED_COMMUNITIES.find((c) => c.name === name)!.id;
const KNOWLEDGE_COMMUNITIES = [communityId("Educational Resources"), communityId("Book & Article Reviews")];
const COMMUNITY_NAMES = new Map<string, string>(FIXED_COMMUNITIES.map((c) => [c.id, c.name]));

/** Where an achievement stands: met now, and the figures a card shows. */
export interface Measure {
  met: boolean;
  current: number | string[];
  goal: number;
}

/**
 * What measuring a member needs, each read at most once and only when an achievement asks for it
 * (a check after an opinion reads the figures and the week, not the leaders).
 */
export interface MemberFacts {
  stats(): Promise<MemberStatsDoc>;
  /** Top-level opinions given today and the 6 days before. */
  opinionsThisWeek(): Promise<number>;
  /** Top-level opinions still standing of those given on `day` and the 6 days before. */
  opinionsInWeekEnding(day: Date): Promise<number>;
  /** Opinions and verified posts today and the 29 days before. */
  contributionsThisMonth(): Promise<number>;
  /** The member's top-level opinions with at least POPULAR_LIKES likes. */
  popularOpinions(): Promise<number>;
  /** Likes of the member's most liked verified community post. */
  bestPostLikes(): Promise<number>;
  /** Whole days since the member joined. */
  daysAMember(): Promise<number>;
  topContributor(): Promise<Leader | null>;
  communityLeader(): Promise<Leader | null>;
}

const nonNegative = (n: number) => Math.max(0, Math.floor(n));

function atLeast(current: number, name: AchievementName): Measure {
  const goal = ACHIEVEMENT_RULES[name].goal!;
  return { met: current >= goal, current: nonNegative(current), goal };
}

/** How each achievement is measured (server-rules "Achievements"). */
export const MEASURES: Record<AchievementName, (facts: MemberFacts, username: string) => Promise<Measure>> = {
  "Active Contributor": async (f) => atLeast(await f.opinionsThisWeek(), "Active Contributor"),
  "Subject Expert": async (f) => atLeast(await f.popularOpinions(), "Subject Expert"),
  "Knowledge Contributor": async (f) => {
    const { postsIn } = await f.stats();
    return atLeast(
      KNOWLEDGE_COMMUNITIES.reduce((sum, id) => sum + nonNegative(postsIn[id] ?? 0), 0),
      "Knowledge Contributor",
    );
  },
  "Active Commenter": async (f) => atLeast((await f.stats()).opinions, "Active Commenter"),
  "Lively Debater": async (f) => atLeast((await f.stats()).replies, "Lively Debater"),
  "Popular Post": async (f) => atLeast(await f.bestPostLikes(), "Popular Post"),
  "Insightful Analyst": async (f) => atLeast((await f.stats()).longOpinions, "Insightful Analyst"),
  "Top Contributor": async (f, username) => {
    const [mine, leader] = await Promise.all([f.contributionsThisMonth(), f.topContributor()]);
    // The leader's figure is at least anyone's, even when the remembered one is a few seconds old.
    return { met: leader?.username === username, current: nonNegative(mine), goal: Math.max(RANKING_FLOORS["Top Contributor"], leader?.count ?? 0, mine) };
  },
  "Community Leader": async (f, username) => {
    const [{ verifiedPosts }, leader] = await Promise.all([f.stats(), f.communityLeader()]);
    return {
      met: leader?.username === username,
      current: nonNegative(verifiedPosts),
      goal: Math.max(RANKING_FLOORS["Community Leader"], leader?.count ?? 0, verifiedPosts),
    };
  },
  "Top Community Member": async (f) => {
    const goal = ACHIEVEMENT_RULES["Top Community Member"].goal!;
    const { postsIn } = await f.stats();
    const names = Object.entries(postsIn)
      .filter(([, count]) => count >= goal)
      .map(([id]) => COMMUNITY_NAMES.get(id) ?? id)
      .sort();
    return { met: names.length > 0, current: names, goal };
  },
  Mentor: async (f) => atLeast((await f.stats()).expertOpinions, "Mentor"),
  "Century Posts": async (f) => atLeast((await f.stats()).verifiedPosts, "Century Posts"),
  "Active Engager": async (f) => {
    const { opinions, replies } = await f.stats();
    return atLeast(nonNegative(opinions) + nonNegative(replies), "Active Engager");
  },
  Anniversary: async (f) => atLeast(await f.daysAMember(), "Anniversary"),
};

/** Achievements time alone completes (or a ranking decided at its moment): nothing a member deletes undoes them. */
const DECIDED_ONCE: ReadonlySet<AchievementName> = new Set(["Top Contributor", "Community Leader", "Anniversary"]);

/**
 * Whether a badge unlocked at `unlockedAt` still stands on the records. A figure can fall after the
 * unlock (opinions deleted, likes taken back): a badge earned by writing and then deleting is not
 * earned. Active Contributor is measured over the week that unlocked it (time alone empties the
 * current week, and that does not undo it); rankings and Anniversary were decided at their moment.
 */
export async function stillEarned(facts: MemberFacts, username: string, name: AchievementName, unlockedAt: Date): Promise<boolean> {
  if (DECIDED_ONCE.has(name)) return true;
  if (name === "Active Contributor") return (await facts.opinionsInWeekEnding(unlockedAt)) >= ACHIEVEMENT_RULES[name].goal!;
  return (await MEASURES[name](facts, username)).met;
}

export const toAchievement = (measure: Measure, unlocked: boolean): Achievement => ({
  Message: unlocked || measure.met,
  Current: measure.current,
  Goal: measure.goal,
});

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

/** The facts about one member, read from the kept figures and indexes (never a scan of a collection). */
export function memberFacts(
  models: Pick<Models, "MemberStats" | "ContributionDay" | "Comment" | "CommunityPost" | "User">,
  username: string,
  now: Date,
  leaders: { topContributor(): Promise<Leader | null>; communityLeader(): Promise<Leader | null> },
  reads: FigureReads = directFigureReads(models),
): MemberFacts {
  return {
    stats: once(() => reads.stats(username)),
    opinionsThisWeek: once(async () => (await reads.contributionsSince(username, addDays(now, 1 - ACTIVE_WINDOW_DAYS))).opinions),
    opinionsInWeekEnding: async (day) =>
      (await contributionsSinceMany(models, [username], addDays(day, 1 - ACTIVE_WINDOW_DAYS), dayOf(day))).get(username)!.opinions,
    contributionsThisMonth: once(async () => {
      const { opinions, posts } = await reads.contributionsSince(username, addDays(now, 1 - TOP_WINDOW_DAYS));
      return opinions + posts;
    }),
    popularOpinions: once(() => models.Comment.collection.countDocuments({ author: username, parentId: null, upvotes: { $gte: POPULAR_LIKES } })),
    bestPostLikes: once(async () => {
      const [best] = await models.CommunityPost.collection
        .find({ author: username, status: "verified" }, { projection: { upvotes: 1 } })
        .sort({ upvotes: -1 })
        .limit(1)
        .toArray();
      return Number(best?.upvotes ?? 0);
    }),
    daysAMember: once(async () => {
      const user = await models.User.collection.findOne({ username }, { projection: { createdAt: 1 } });
      return user?.createdAt instanceof Date ? Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS) : 0;
    }),
    topContributor: leaders.topContributor,
    communityLeader: leaders.communityLeader,
  };
}
