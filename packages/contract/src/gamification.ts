import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email } from "./fields";
import { LevelInfo } from "./levels";
import { Caller } from "./users";

// Points, levels, badges and achievements: what a member has earned (server module: gamification).

/** The caller's level from their points. */
export const levelEndpoint = defineEndpoint({ method: "POST", path: "/api/user/level", auth: "member", request: Caller, response: LevelInfo });

/** The fourteen achievements, in the order members see them; each unlocks the badge of its name. */
export const ACHIEVEMENTS = [
  "Active Contributor",
  "Subject Expert",
  "Knowledge Contributor",
  "Active Commenter",
  "Lively Debater",
  "Popular Post",
  "Insightful Analyst",
  "Top Contributor",
  "Community Leader",
  "Top Community Member",
  "Mentor",
  "Century Posts",
  "Active Engager",
  "Anniversary",
] as const;
export const AchievementName = z.enum(ACHIEVEMENTS);
export type AchievementName = z.infer<typeof AchievementName>;

/**
 * What each achievement takes (server-rules "Achievements"). `goal` is what Current is measured
 * against; null where the goal is someone else's figure (the monthly top, the most posts overall).
 */
/**
 * The ranking achievements crown one member, and only with at least this much to their name: with
 * few members, one post would otherwise make a Community Leader. Ties go to whoever got there first.
 */
export const RANKING_FLOORS = { "Top Contributor": 10, "Community Leader": 10 } as const;

export const ACHIEVEMENT_RULES: Record<AchievementName, { goal: number | null; takes: string }> = {
  "Active Contributor": { goal: 10, takes: "Give 10 opinions within 7 days" },
  "Subject Expert": { goal: 10, takes: "Have 10 opinions liked 100 times each" },
  "Knowledge Contributor": { goal: 100, takes: "Get 100 posts verified in Educational Resources or Book & Article Reviews" },
  "Active Commenter": { goal: 50, takes: "Give 50 opinions" },
  "Lively Debater": { goal: 10, takes: "Reply to opinions 10 times" },
  "Popular Post": { goal: 100, takes: "Write a community post liked 100 times" },
  "Insightful Analyst": { goal: 50, takes: "Give 50 opinions of at least 200 characters" },
  "Top Contributor": { goal: null, takes: `Give the most opinions and verified posts in 30 days (at least ${RANKING_FLOORS["Top Contributor"]})` },
  "Community Leader": { goal: null, takes: `Have the most verified posts of all members (at least ${RANKING_FLOORS["Community Leader"]})` },
  "Top Community Member": { goal: 51, takes: "Get more than 50 posts verified in one community" },
  Mentor: { goal: 101, takes: "Give more than 100 opinions in Expert Opinions" },
  "Century Posts": { goal: 100, takes: "Get 100 posts verified" },
  "Active Engager": { goal: 500, takes: "Give 500 opinions and replies" },
  Anniversary: { goal: 365, takes: "Be a member for a year" },
};

/** An opinion of at least this many characters counts towards Insightful Analyst. */
export const INSIGHTFUL_OPINION_LENGTH = 200;
/** Likes that make an opinion count for Subject Expert, and a community post Popular. */
export const POPULAR_LIKES = 100;

/** A member's badge: unlocked by its achievement (never by a client), displayed once its toasts were shown. */
export const Badge = z.object({ name: AchievementName, unlocked: z.boolean(), displayed: z.boolean() });
export type Badge = z.infer<typeof Badge>;

/** The caller's fourteen badges, in the order of ACHIEVEMENTS. */
export const badgesEndpoint = defineEndpoint({ method: "POST", path: "/api/user/badges", auth: "member", request: Caller, response: z.array(Badge) });

export const UpdateBadgesRequest = Caller.extend({
  /** The badge list saved back after the toasts: entries marked displayed are recorded so (unlocked ones only). */
  achievements: z.array(z.object({ name: AchievementName, displayed: z.boolean() }).loose()).max(ACHIEVEMENTS.length * 2, "Too many badges"),
});
export type UpdateBadgesRequest = z.input<typeof UpdateBadgesRequest>;

/** Marks the caller's unlocked badges displayed (a locked one stays as it is); answers the badges. */
export const updateBadgesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/updateBadges",
  auth: "member",
  request: UpdateBadgesRequest,
  response: z.array(Badge),
});

/** One achievement's state: Message is true once achieved; Current against Goal (Top Community Member: its communities). */
export const Achievement = z.object({
  Message: z.boolean(),
  Current: z.union([z.number().int().nonnegative(), z.array(z.string())]),
  Goal: z.number().int().nonnegative(),
});
export type Achievement = z.infer<typeof Achievement>;
export const Achievements = z.record(AchievementName, Achievement);
export type Achievements = z.infer<typeof Achievements>;

export const achievementsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/achievements",
  auth: "member",
  request: Caller,
  response: Achievements,
});

// Recent activity: what members did, newest first.

export const ActivityType = z.enum(["comment", "communityComment", "reply", "communityReply", "post", "like", "communityLike"]);
export type ActivityType = z.infer<typeof ActivityType>;

export const ActivityItem = z.object({
  /** Unique in a feed (kind and record id), for list keys. */
  id: z.string(),
  type: ActivityType,
  author: z.string(),
  /** The article (comment, reply, like) or community post (the others) it happened on. */
  postId: z.string(),
  /** For a reply: the opinion whose thread it is in. */
  threadId: z.string().nullable(),
  /** The article's or post's title, whole: widgets cut it (80 characters, 25 on the full recents page). */
  title: z.string(),
  /** An opinion's or reply's first words (ACTIVITY_EXCERPT_LENGTH); null for posts and likes. */
  excerpt: z.string().nullable(),
  at: z.iso.datetime(),
});
/** How much of an opinion an activity item carries. */
export const ACTIVITY_EXCERPT_LENGTH = 160;
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ACTIVITY_PAGE_MAX = 50;
/** Pages go back in time: `before` is the `at` of the last item shown. */
const ActivityPage = {
  number: z.coerce.number().int().min(1, "Ask for at least one").max(ACTIVITY_PAGE_MAX, `At most ${ACTIVITY_PAGE_MAX} at a time`).default(20),
  before: z.iso.datetime("Not a time").optional(),
};

/** The caller's own activity (profile: 5; /recents: pages). */
export const recentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/recent",
  auth: "member",
  request: Caller.extend(ActivityPage),
  response: z.array(ActivityItem),
});

/** Everyone's activity on public content, for the home page's Recent Activities. */
export const homeActivityEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/activity/recent",
  request: z.object(ActivityPage),
  response: z.array(ActivityItem),
});

// Leaderboard (beyond the spec): points this week (Monday 00:00 UTC on) and of all time.

export const LeaderboardPeriod = z.enum(["week", "all"]);
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;
export const LEADERBOARD_SIZE = 50;

export const LeaderboardEntry = z.object({ rank: z.number().int().min(1), username: z.string(), points: z.number().int().nonnegative() });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z.object({
  period: LeaderboardPeriod,
  /** The top LEADERBOARD_SIZE, equal points sharing a rank. */
  entries: z.array(LeaderboardEntry),
  /** The caller's own place (null for visitors). */
  me: LeaderboardEntry.nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const leaderboardEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/leaderboard",
  auth: "optional",
  request: z.object({ period: LeaderboardPeriod.default("week") }),
  response: Leaderboard,
});

// Rewards: administrators mail members who unlocked a badge.

export const RewardCandidate = z.object({ name: z.string(), email: z.string(), badge: z.object({ name: AchievementName }) });
export type RewardCandidate = z.infer<typeof RewardCandidate>;

/** Unlocked badges not yet rewarded, the earliest unlocked first. */
export const peopleWithBadgesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/peopleWithBadges",
  auth: "admin",
  response: z.array(RewardCandidate),
});

export const SendAchievementMailRequest = z.object({
  /** Names the candidate; the mail goes only to a member with this badge unlocked and not yet rewarded. */
  email: Email,
  badge: AchievementName,
  subject: z.string().trim().min(1, "Please write a subject").max(200, "Subject is too long (200 characters at most)"),
  body: z.string().trim().min(1, "Please write a message").max(5000, "Message is too long (5000 characters at most)"),
});
export type SendAchievementMailRequest = z.input<typeof SendAchievementMailRequest>;

export const sendAchievementMailEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/sendAchievementMail",
  auth: "admin",
  request: SendAchievementMailRequest,
  response: Ack,
});
