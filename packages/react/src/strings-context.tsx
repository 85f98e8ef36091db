// The merge behind every widget's texts: defaults ← <PnyxProvider strings> ← the widget's `strings` prop.
// Knows no widget (their string types live in strings.tsx), so widgets can import it without a cycle.
import { createContext, useContext, useMemo, type ReactNode } from "react";

/** The widget names `PnyxStrings` is keyed by (strings.tsx checks they match its map). */
export type PnyxStringsKey =
  | "accountMenu"
  | "adminLoginForm"
  | "articleView"
  | "categoryPicker"
  | "followButton"
  | "forgotPasswordForm"
  | "forgotUsernameForm"
  | "healthStatus"
  | "levelProgress"
  | "loginForm"
  | "memberActivity"
  | "newsCard"
  | "newsFeed"
  | "newsletterForm"
  | "newsletterSubscribersTable"
  | "opinionCard"
  | "opinionComposer"
  | "opinionThread"
  | "popularOpinions"
  | "profileEditor"
  | "profileHeader"
  | "replyComposer"
  | "replyThread"
  | "resetPasswordForm"
  | "searchResults"
  | "signupForm"
  | "supportForm"
  | "voteButtons"
  | "auditLog"
  | "communityCard"
  | "communityHeader"
  | "communityList"
  | "communityPostCard"
  | "communityPostList"
  | "communityPostView"
  | "feedbackDialog"
  | "feedbackInbox"
  | "joinButton"
  | "liveLinkEditor"
  | "liveSessionCard"
  | "notificationBell"
  | "postComposer"
  | "postReview"
  | "publishersAdmin"
  | "threadCorrection"
  | "reportedComments"
  | "reviewQueue"
  | "gamificationToasts"
  | "achievementCard"
  | "achievementsGrid"
  | "recentActivity"
  | "leaderboard"
  | "rewardsTable"
  | "chatComposer"
  | "chatRoom"
  | "chatRoomList"
  | "chatRoomNotFound"
  | "createPollDialog"
  | "pollCard"
  | "reportDialog"
  | "moderationQueue"
  | "moderationNotices"
  | "moderationMarks"
  | "ignoredMembers"
  | "memberStanding"
  | "moderationSettings";

type StringsByKey = { [K in PnyxStringsKey]?: object };

const PnyxStringsContext = createContext<StringsByKey>({});

/** Sets texts for the widgets below (nested providers merge, the inner one winning). */
export function StringsScope({ strings, children }: { strings: StringsByKey; children: ReactNode }) {
  const outer = useContext(PnyxStringsContext);
  const value = useMemo(() => mergeStrings(outer, strings), [outer, strings]);
  return <PnyxStringsContext.Provider value={value}>{children}</PnyxStringsContext.Provider>;
}

/**
 * A widget's texts: `defaults` ← the provider's `strings[key]` ← the widget's `strings` prop.
 * Nested groups (e.g. `opinionThread.card`) are merged key by key, not replaced.
 */
export function useStrings<S extends object>(key: PnyxStringsKey, defaults: S, prop?: DeepPartial<S>): S {
  const provided = useContext(PnyxStringsContext)[key] as DeepPartial<S> | undefined;
  return mergeStrings(mergeStrings(defaults, provided), prop);
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `base` with `over`'s defined values on top; plain-object values are merged recursively. */
export function mergeStrings<T extends object>(base: T, over: DeepPartial<T> | undefined): T {
  if (!over) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [name, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = out[name];
    out[name] = isGroup(current) && isGroup(value) ? mergeStrings(current, value) : value;
  }
  return out as T;
}
