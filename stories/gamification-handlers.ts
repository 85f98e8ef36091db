import {
  ACHIEVEMENTS,
  type ActivityItem,
  type AchievementName,
  type Achievements,
  type Badge,
  type LeaderboardEntry,
  type RewardCandidate,
  achievementsEndpoint,
  badgesEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  peopleWithBadgesEndpoint,
  recentEndpoint,
  sendAchievementMailEndpoint,
  updateBadgesEndpoint,
} from "@pnyx/contract";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";
import { DOWN, hang, ids } from "./handlers";

// Mock answers for badges, achievements, recent activity, the leaderboard and rewards, from the
// contract's endpoints. Times are relative to now, so "3 minutes ago" stays true.

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const LONG = "An extraordinarily long title about community moderation, sub-categories and the rules of good-faith argument online";
const LONG_WORD = "Supercalifragilisticexpialidocious-community-name-without-any-spaces";
const COMMUNITY_POST = "67b000000000000000000001";
const THREAD = "6650000000000000000000c1";

/** The fourteen badges, locked, with `over` applied to the named ones. */
export const storyBadges = (over: Partial<Record<AchievementName, Partial<Badge>>> = {}): Badge[] =>
  ACHIEVEMENTS.map((name) => ({ name, unlocked: false, displayed: false, ...over[name] }));

/** Ada's achievements: a few achieved, the others on their way. */
export const storyAchievements = (over: Partial<Achievements> = {}): Achievements => ({
  ...(Object.fromEntries(ACHIEVEMENTS.map((name, i) => [name, { Message: false, Current: i * 3, Goal: 50 }])) as Achievements),
  "Active Commenter": { Message: true, Current: 64, Goal: 50 },
  "Lively Debater": { Message: true, Current: 12, Goal: 10 },
  Mentor: { Message: false, Current: 40, Goal: 101 },
  "Top Community Member": { Message: false, Current: ["Science Circle", "Book Club"], Goal: 51 },
  ...over,
});

export const activity: ActivityItem[] = [
  {
    id: "comment:1",
    type: "comment",
    author: "ada",
    postId: ids.engines,
    threadId: null,
    title: "Engines that count: the first programs",
    excerpt: "Analytical engines could compose music, given the right notation for it.",
    at: ago(3),
  },
  {
    id: "reply:2",
    type: "reply",
    author: "grace",
    postId: ids.engines,
    threadId: THREAD,
    title: "Engines that count: the first programs",
    excerpt: "Agreed, and the loom came first.",
    at: ago(20),
  },
  { id: "post:3", type: "post", author: "ada", postId: COMMUNITY_POST, threadId: null, title: "Small steps to a reading habit", excerpt: null, at: ago(65) },
  {
    id: "like:4",
    type: "like",
    author: "hedy",
    postId: ids.engines,
    threadId: null,
    title: "Engines that count: the first programs",
    excerpt: null,
    at: ago(120),
  },
  {
    id: "communityComment:5",
    type: "communityComment",
    author: "alan",
    postId: COMMUNITY_POST,
    threadId: null,
    title: "Small steps to a reading habit",
    excerpt: "Analytical engines could compose music, given the right notation for it.",
    at: ago(300),
  },
  {
    id: "communityLike:6",
    type: "communityLike",
    author: "ada",
    postId: COMMUNITY_POST,
    threadId: null,
    title: "Small steps to a reading habit",
    excerpt: null,
    at: ago(900),
  },
  {
    id: "communityReply:7",
    type: "communityReply",
    author: "grace",
    postId: COMMUNITY_POST,
    threadId: THREAD,
    title: "Small steps to a reading habit",
    excerpt: "Agreed, and the loom came first.",
    at: ago(2000),
  },
];

const longActivity = activity.map((item) => ({ ...item, title: `${LONG} ${LONG_WORD}` }));

/** Serves `items` newest first, `number` at a time before `before`, as the server pages. */
const pages =
  (items: ActivityItem[]) =>
  ({ number, before }: { number: number; before?: string | undefined }) =>
    items.filter((item) => !before || item.at < before).slice(0, number);

export const recents = {
  mine: mockEndpoint(recentEndpoint, pages(activity)),
  home: mockEndpoint(homeActivityEndpoint, pages(activity)),
  none: [mockEndpoint(recentEndpoint, []), mockEndpoint(homeActivityEndpoint, [])],
  long: [mockEndpoint(recentEndpoint, pages(longActivity)), mockEndpoint(homeActivityEndpoint, pages(longActivity))],
  slow: [mockEndpoint(recentEndpoint, hang), mockEndpoint(homeActivityEndpoint, hang)],
  down: [mockEndpoint(recentEndpoint, fail(503, "internal_error", DOWN)), mockEndpoint(homeActivityEndpoint, fail(503, "internal_error", DOWN))],
};

export const achievements = {
  some: mockEndpoint(achievementsEndpoint, storyAchievements()),
  long: mockEndpoint(achievementsEndpoint, storyAchievements({ "Top Community Member": { Message: true, Current: [LONG_WORD, LONG, "Book Club"], Goal: 51 } })),
  slow: mockEndpoint(achievementsEndpoint, hang),
  down: mockEndpoint(achievementsEndpoint, fail(503, "internal_error", DOWN)),
};

/** The badge list, and its save answered with the saved badges marked displayed (unlocked ones only). */
export const badgeFlow = (badges: Badge[]) => [
  mockEndpoint(badgesEndpoint, badges),
  mockEndpoint(updateBadgesEndpoint, ({ achievements: saved }) =>
    badges.map((badge) => ({ ...badge, displayed: badge.displayed || (badge.unlocked && saved.some((s) => s.name === badge.name && s.displayed)) })),
  ),
];
export const badgesDown = [mockEndpoint(badgesEndpoint, fail(503, "internal_error", DOWN))];

const board = (count: number, from = 1): LeaderboardEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    rank: from + i,
    username: ["grace", "alan", "hedy", "linus"][i] ?? `member${from + i}`,
    points: 900 - i * 15,
  }));

export const leaderboard = {
  /** Ada in the top. */
  withMe: mockEndpoint(leaderboardEndpoint, ({ period }) => {
    const ada = { rank: 5, username: "ada", points: 840 };
    return { period, entries: [...board(4), ada], me: ada };
  }),
  /** A full top 50, Ada far below it: her row is pinned. */
  pinned: mockEndpoint(leaderboardEndpoint, ({ period }) => ({ period, entries: board(50), me: { rank: 73, username: "ada", points: 120 } })),
  visitor: mockEndpoint(leaderboardEndpoint, ({ period }) => ({ period, entries: board(5), me: null })),
  long: mockEndpoint(leaderboardEndpoint, ({ period }) => ({
    period,
    entries: [{ rank: 1, username: LONG_WORD, points: 123_456 }, ...board(3, 2)],
    me: null,
  })),
  none: mockEndpoint(leaderboardEndpoint, ({ period }) => ({ period, entries: [], me: null })),
  slow: mockEndpoint(leaderboardEndpoint, hang),
  down: mockEndpoint(leaderboardEndpoint, fail(503, "internal_error", DOWN)),
};

export const rewardCandidates: RewardCandidate[] = [
  { name: "ada", email: "ada@example.com", badge: { name: "Mentor" } },
  { name: "grace", email: "grace.hopper@navy.example", badge: { name: "Anniversary" } },
  { name: "alan", email: "alan@example.com", badge: { name: "Century Posts" } },
];

export const rewards = {
  some: (candidates = rewardCandidates) => mockEndpoint(peopleWithBadgesEndpoint, candidates),
  long: mockEndpoint(peopleWithBadgesEndpoint, [
    { name: LONG_WORD, email: `${LONG_WORD.toLowerCase()}@very-long-domain-name.example`, badge: { name: "Knowledge Contributor" } },
  ]),
  slow: mockEndpoint(peopleWithBadgesEndpoint, hang),
  down: mockEndpoint(peopleWithBadgesEndpoint, fail(503, "internal_error", DOWN)),
  /** The mail is sent after a moment, so 'Sending…' shows. */
  sendOk: mockEndpoint(sendAchievementMailEndpoint, async () => {
    await delay(300);
    return { message: "Email sent" };
  }),
  sendRefused: mockEndpoint(sendAchievementMailEndpoint, fail(409, "conflict", "This badge was already rewarded")),
};
