import { Schema, type Connection } from "mongoose";

/**
 * What a member did that achievements count, kept by `$inc` where it happens (stats.ts): every
 * record that adds to a figure adds once when it is stored and takes back once when it is removed,
 * so the figures equal the records under any interleaving. `_id` is the username.
 */
const memberStatsSchema = new Schema<MemberStatsDoc>(
  {
    _id: { type: String, required: true },
    /** Top-level opinions, on articles and community posts. */
    opinions: { type: Number, default: 0 },
    replies: { type: Number, default: 0 },
    /** Top-level opinions of at least INSIGHTFUL_OPINION_LENGTH characters. */
    longOpinions: { type: Number, default: 0 },
    /** Top-level opinions on posts of the Expert Opinions community. */
    expertOpinions: { type: Number, default: 0 },
    verifiedPosts: { type: Number, default: 0 },
    /** Verified posts by community id. */
    postsIn: { type: Map, of: Number, default: {} },
  },
  { collection: "memberstats", versionKey: false },
);
// Community Leader: the most verified posts, read from the top of this index.
memberStatsSchema.index({ verifiedPosts: -1 });

export interface MemberStatsDoc {
  _id: string;
  opinions: number;
  replies: number;
  longOpinions: number;
  expertOpinions: number;
  verifiedPosts: number;
  postsIn: Record<string, number>;
}

/**
 * Opinions and verified posts per member per UTC day: the windows of Active Contributor (7 days) and
 * Top Contributor (30 days) are sums over a few of these, never a scan of the opinions themselves.
 */
const contributionDaySchema = new Schema<ContributionDayDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    day: { type: Date, required: true },
    opinions: { type: Number, default: 0 },
    posts: { type: Number, default: 0 },
  },
  { collection: "contributiondays", versionKey: false },
);
contributionDaySchema.index({ username: 1, day: -1 });
contributionDaySchema.index({ day: 1 });

export interface ContributionDayDoc {
  _id: string;
  username: string;
  day: Date;
  opinions: number;
  posts: number;
}

/** Points earned per member per week (from Monday 00:00 UTC), for the weekly leaderboard. */
const weeklyPointsSchema = new Schema<WeeklyPointsDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    week: { type: Date, required: true },
    points: { type: Number, default: 0 },
  },
  { collection: "weeklypoints", versionKey: false },
);
weeklyPointsSchema.index({ week: 1, points: -1, username: 1 });
weeklyPointsSchema.index({ username: 1 });

export interface WeeklyPointsDoc {
  _id: string;
  username: string;
  week: Date;
  points: number;
}

/**
 * One unlocked badge of one member. The unique index makes an unlock happen once however many checks
 * race; `displayed` is set once its toasts were shown, `rewardedAt` once an administrator mailed the reward.
 */
const badgeSchema = new Schema<BadgeDoc>(
  {
    username: { type: String, required: true },
    name: { type: String, required: true },
    unlockedAt: { type: Date, required: true },
    displayed: { type: Boolean, default: false },
    rewardedAt: { type: Date, default: null },
  },
  { collection: "badges", versionKey: false },
);
badgeSchema.index({ username: 1, name: 1 }, { unique: true });
// Reward candidates: not yet rewarded, earliest unlocked first.
badgeSchema.index({ rewardedAt: 1, unlockedAt: 1 });

export interface BadgeDoc {
  _id: import("mongoose").Types.ObjectId;
  username: string;
  name: string;
  unlockedAt: Date;
  displayed: boolean;
  rewardedAt: Date | null;
}

/** What the scheduled achievement job has done (one document per job), so a restart resumes where it stopped. */
const jobStateSchema = new Schema<JobStateDoc>(
  { _id: { type: String, required: true }, doneUntil: { type: Date, required: true } },
  { collection: "gamificationjobs", versionKey: false },
);
export interface JobStateDoc {
  _id: string;
  doneUntil: Date;
}

export function registerGamificationModels(connection: Connection) {
  return {
    MemberStats: connection.model<MemberStatsDoc>("MemberStats", memberStatsSchema),
    ContributionDay: connection.model<ContributionDayDoc>("ContributionDay", contributionDaySchema),
    WeeklyPoints: connection.model<WeeklyPointsDoc>("WeeklyPoints", weeklyPointsSchema),
    Badge: connection.model<BadgeDoc>("Badge", badgeSchema),
    GamificationJob: connection.model<JobStateDoc>("GamificationJob", jobStateSchema),
  };
}
