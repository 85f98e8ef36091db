// Every widget's texts, overridable at three levels: the widget's defaults ← <PnyxProvider strings> ← the `strings` prop.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AdminLoginFormStrings } from "./components/admin-login-form/AdminLoginForm";
import type { ArticleViewStrings } from "./components/article-view/ArticleView";
import type { CategoryPickerStrings } from "./components/category-picker/CategoryPicker";
import type { FollowButtonStrings } from "./components/follow-button/FollowButton";
import type { ForgotFormStrings } from "./components/forgot-forms/ForgotForms";
import type { HealthStatusStrings } from "./components/health-status/HealthStatus";
import type { LevelProgressStrings } from "./components/level-progress/LevelProgress";
import type { LoginFormStrings } from "./components/login-form/LoginForm";
import type { NewsCardStrings } from "./components/news-card/NewsCard";
import type { NewsFeedStrings } from "./components/news-feed/NewsFeed";
import type { NewsletterFormStrings } from "./components/newsletter-form/NewsletterForm";
import type { OpinionCardStrings } from "./components/opinion-thread/OpinionCard";
import type { OpinionComposerStrings } from "./components/opinion-thread/OpinionComposer";
import type { OpinionThreadStrings } from "./components/opinion-thread/OpinionThread";
import type { PopularOpinionsStrings } from "./components/popular-opinions/PopularOpinions";
import type { ProfileEditorStrings } from "./components/profile-editor/ProfileEditor";
import type { ProfileHeaderStrings } from "./components/profile-header/ProfileHeader";
import type { ReplyThreadStrings } from "./components/reply-thread/ReplyThread";
import type { ResetPasswordFormStrings } from "./components/reset-password-form/ResetPasswordForm";
import type { SearchResultsStrings } from "./components/search-results/SearchResults";
import type { SignupFormStrings } from "./components/signup-form/SignupForm";
import type { SupportFormStrings } from "./components/support-form/SupportForm";
import type { VoteButtonsStrings } from "./components/vote-buttons/VoteButtons";
import type { NewsletterSubscribersTableStrings } from "./components/newsletter-subscribers-table/NewsletterSubscribersTable";
import type { AccountMenuStrings } from "./components/account-menu/AccountMenu";
import type { MemberActivityStrings } from "./components/member-activity/MemberActivity";

/** Every widget's full set of texts, keyed by widget name. */
export interface PnyxStringsMap {
  accountMenu: AccountMenuStrings;
  adminLoginForm: AdminLoginFormStrings;
  articleView: ArticleViewStrings;
  categoryPicker: CategoryPickerStrings;
  followButton: FollowButtonStrings;
  forgotPasswordForm: ForgotFormStrings;
  forgotUsernameForm: ForgotFormStrings;
  healthStatus: HealthStatusStrings;
  levelProgress: LevelProgressStrings;
  loginForm: LoginFormStrings;
  memberActivity: MemberActivityStrings;
  newsCard: NewsCardStrings;
  newsFeed: NewsFeedStrings;
  newsletterForm: NewsletterFormStrings;
  newsletterSubscribersTable: NewsletterSubscribersTableStrings;
  opinionCard: OpinionCardStrings;
  /** The top-level opinion box. */
  opinionComposer: OpinionComposerStrings;
  opinionThread: OpinionThreadStrings;
  popularOpinions: PopularOpinionsStrings;
  profileEditor: ProfileEditorStrings;
  profileHeader: ProfileHeaderStrings;
  /** The reply box (an `OpinionComposer` with a `parentId`). */
  replyComposer: OpinionComposerStrings;
  replyThread: ReplyThreadStrings;
  resetPasswordForm: ResetPasswordFormStrings;
  searchResults: SearchResultsStrings;
  signupForm: SignupFormStrings;
  supportForm: SupportFormStrings;
  voteButtons: VoteButtonsStrings;
}


/** Texts for `<PnyxProvider strings>`, keyed by widget name. Each entry is partial: give only what you change. */
export type PnyxStrings = { [K in keyof PnyxStringsMap]?: Partial<PnyxStringsMap[K]> };

export type PnyxStringsKey = keyof PnyxStrings;

const PnyxStringsContext = createContext<PnyxStrings>({});

/** Sets texts for every widget below (nested providers merge, the inner one winning). */
export function PnyxStringsProvider({ strings, children }: { strings: PnyxStrings; children: ReactNode }) {
  const outer = useContext(PnyxStringsContext);
  const value = useMemo(() => mergeStrings(outer, strings), [outer, strings]);
  return <PnyxStringsContext.Provider value={value}>{children}</PnyxStringsContext.Provider>;
}

/**
 * A widget's texts: `defaults` ← the provider's `strings[key]` ← the widget's `strings` prop.
 * Nested groups (e.g. `opinionThread.card`) are merged key by key, not replaced.
 */
export function useStrings<K extends PnyxStringsKey>(
  key: K,
  defaults: PnyxStringsMap[K],
  prop?: PnyxStrings[K],
): PnyxStringsMap[K] {
  const provided = useContext(PnyxStringsContext)[key];
  return mergeStrings(mergeStrings(defaults, provided), prop);
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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
