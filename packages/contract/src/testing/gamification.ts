// Gamification fixtures for tests and stories: badges, achievements, activity, the leaderboard, reward candidates.
import { ACHIEVEMENTS, Achievement, ActivityItem, Badge, Leaderboard, RewardCandidate, type AchievementName, type Achievements } from "../gamification";
import { fixture } from "./build";
import { FIXTURE_TIME } from "./fixtures";

export const aBadge = fixture("aBadge", Badge, { name: "Mentor", unlocked: false, displayed: false });

/** All fourteen badges in order, locked, with `over` applied to the named ones. */
export const badgeList = (over: Partial<Record<AchievementName, Partial<Badge>>> = {}): Badge[] => ACHIEVEMENTS.map((name) => aBadge({ name, ...over[name] }));

export const anAchievement = fixture("anAchievement", Achievement, { Message: false, Current: 3, Goal: 10 });

/** Every achievement (the map names all fourteen), not achieved, with `over` applied to the named ones. */
export const achievementMap = (over: Partial<Record<AchievementName, Partial<Achievement>>> = {}): Achievements =>
  Object.fromEntries(ACHIEVEMENTS.map((name) => [name, anAchievement(over[name])])) as Achievements;

export const anActivityItem = fixture("anActivityItem", ActivityItem, {
  id: "comment:6650000000000000000000c1",
  type: "comment",
  author: "ada",
  postId: "6650000000000000000000a1",
  threadId: null,
  title: "Engines that count",
  excerpt: "They weave algebraic patterns.",
  at: FIXTURE_TIME,
});

/** `count` items of `type`, a minute apart going back from FIXTURE_TIME, ids and titles numbered from `from`. */
export const activityItems = (count: number, from = 1, over: Partial<ActivityItem> = {}): ActivityItem[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return anActivityItem({
      id: `comment:${n}`,
      title: `Activity ${n}`,
      at: new Date(Date.parse(FIXTURE_TIME) - n * 60_000).toISOString(),
      ...over,
    });
  });

export const aLeaderboard = fixture("aLeaderboard", Leaderboard, {
  period: "week",
  entries: [
    { rank: 1, username: "grace", points: 320 },
    { rank: 2, username: "ada", points: 180 },
  ],
  me: { rank: 2, username: "ada", points: 180 },
});

export const aRewardCandidate = fixture("aRewardCandidate", RewardCandidate, { name: "ada", email: "ada@example.com", badge: { name: "Mentor" } });
