// What a member has earned: points, levels, badges and achievements; what members did lately and who
// leads; and for administrators, the reward mails for unlocked badges (sent with the admin token).
import {
  achievementsEndpoint,
  badgesEndpoint,
  homeActivityEndpoint,
  leaderboardEndpoint,
  levelEndpoint,
  peopleWithBadgesEndpoint,
  recentEndpoint,
  sendAchievementMailEndpoint,
  updateBadgesEndpoint,
  type Ack,
  type Achievements,
  type ActivityItem,
  type Badge,
  type EndpointRequest,
  type Leaderboard,
  type LevelInfo,
  type RewardCandidate,
  type SendAchievementMailRequest,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type LevelInput = EndpointRequest<typeof levelEndpoint>;
export type BadgesInput = EndpointRequest<typeof badgesEndpoint>;
export type UpdateBadgesInput = EndpointRequest<typeof updateBadgesEndpoint>;
export type AchievementsInput = EndpointRequest<typeof achievementsEndpoint>;
export type RecentActivityInput = EndpointRequest<typeof recentEndpoint>;
export type HomeActivityInput = EndpointRequest<typeof homeActivityEndpoint>;
export type LeaderboardInput = EndpointRequest<typeof leaderboardEndpoint>;
export type SendAchievementMailInput = SendAchievementMailRequest;

export interface GamificationApi {
  /** The caller's level: POST /api/user/level. */
  level(input?: LevelInput): Promise<LevelInfo>;
  /** The caller's fourteen badges (unlocked, displayed), in the order of ACHIEVEMENTS: POST /api/user/badges. */
  badges(input?: BadgesInput): Promise<Badge[]>;
  /** Saves the badge list back after its toasts (unlocked entries marked displayed stay so); answers the badges: POST /api/user/updateBadges. */
  updateBadges(input: UpdateBadgesInput): Promise<Badge[]>;
  /** Each achievement's state, achieved or not, Current against Goal: POST /api/user/achievements. */
  achievements(input?: AchievementsInput): Promise<Achievements>;
  /** The caller's own activity, newest first; `before` (the last item's `at`) pages back: POST /api/user/recent. */
  recent(input?: RecentActivityInput): Promise<ActivityItem[]>;
  /** Everyone's activity on public content (the home page), newest first; `before` pages back: GET /api/activity/recent. */
  homeActivity(input?: HomeActivityInput): Promise<ActivityItem[]>;
  /** Points this week or of all time, the top 50 and the caller's own place when logged in: GET /api/leaderboard. */
  leaderboard(input?: LeaderboardInput): Promise<Leaderboard>;
  /** Administrators: unlocked badges not yet rewarded, the earliest unlocked first: GET /api/user/peopleWithBadges. */
  peopleWithBadges(): Promise<RewardCandidate[]>;
  /** Administrators: mails a member for a badge, which then leaves `peopleWithBadges`: POST /api/user/sendAchievementMail. */
  sendAchievementMail(input: SendAchievementMailInput): Promise<Ack>;
}

export function createGamificationApi(transport: Transport, session: SessionEdits): GamificationApi {
  // The member calls name their caller, as the spec's bodies do; the server checks it against the token.
  const asCaller = <T extends { username?: string | undefined }>(input: T): T => ({ ...input, username: input.username ?? session.user()?.username });
  return {
    level: (input = {}) => transport.call(levelEndpoint, asCaller(input)),
    badges: (input = {}) => transport.call(badgesEndpoint, asCaller(input)),
    updateBadges: (input) => transport.call(updateBadgesEndpoint, asCaller(input)),
    achievements: (input = {}) => transport.call(achievementsEndpoint, asCaller(input)),
    recent: (input = {}) => transport.call(recentEndpoint, asCaller(input)),
    homeActivity: (input = {}) => transport.call(homeActivityEndpoint, input),
    leaderboard: (input = {}) => transport.call(leaderboardEndpoint, input),
    peopleWithBadges: () => transport.call(peopleWithBadgesEndpoint),
    sendAchievementMail: (input) => transport.call(sendAchievementMailEndpoint, input),
  };
}
