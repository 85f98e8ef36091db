import { MODERATION_ADMIN_TEXTS as T, MODERATION_LIMITS } from "@pnyx/contract";

/** The texts of the moderation settings: holds, the word list, the site's reasons. */
export interface ModerationSettingsStrings {
  heading: string;
  loading: string;
  failed: string;
  saved: string;
  saving: string;
  holdTitle: string;
  holdHint: string;
  holdSiteLabel: string;
  holdCommunitiesTitle: string;
  holdCommunitiesHint: string;
  holdCommunityLabel: (community: string) => string;
  holdSave: string;
  /** A hold field that is not a whole number from 0 to the limit. */
  holdNeedsNumber: string;
  wordsTitle: string;
  /** Says that entries are literal words or phrases, never patterns. */
  wordsHint: string;
  wordsEmpty: string;
  wordLabel: string;
  wordActionLabel: string;
  wordActions: { block: string; hold: string };
  wordAdd: string;
  wordNeedsText: string;
  wordAlreadyListed: string;
  wordsFull: string;
  /** The visible text of the Remove buttons (their accessible names say what they remove). */
  remove: string;
  wordRemove: (word: string) => string;
  wordActionShown: (action: "block" | "hold") => string;
  reasonsTitle: string;
  reasonsHint: string;
  reasonsFailed: string;
  reasonLabel: string;
  reasonRule: string;
  reasonRemove: (label: string) => string;
  reasonAdd: string;
  reasonsSave: string;
  reasonNeedsLabel: string;
  reasonNeedsRule: string;
  reasonsAtLeastOne: string;
  reasonsFull: string;
}

export const defaultModerationSettingsStrings: ModerationSettingsStrings = {
  heading: T.settingsTitle,
  loading: T.settingsLoading,
  failed: T.settingsFailed,
  saved: T.settingsSaved,
  saving: T.saving,
  holdTitle: T.holdTitle,
  holdHint: T.holdHint,
  holdSiteLabel: T.holdSiteLabel,
  holdCommunitiesTitle: T.holdCommunitiesTitle,
  holdCommunitiesHint: T.holdCommunitiesHint,
  holdCommunityLabel: T.holdCommunityLabel,
  holdSave: T.holdSave,
  holdNeedsNumber: T.holdNeedsNumber(MODERATION_LIMITS.holdFirstMax),
  wordsTitle: T.wordsTitle,
  wordsHint: T.wordsHint,
  wordsEmpty: T.wordsEmpty,
  wordLabel: T.wordLabel,
  wordActionLabel: T.wordActionLabel,
  wordActions: { block: T.wordBlock, hold: T.wordHold },
  wordAdd: T.wordAdd,
  wordNeedsText: T.wordNeedsText,
  wordAlreadyListed: T.wordAlreadyListed,
  wordsFull: T.wordsFull(MODERATION_LIMITS.wordsMax),
  remove: T.remove,
  wordRemove: T.wordRemove,
  wordActionShown: T.wordActionShown,
  reasonsTitle: T.reasonsTitle,
  reasonsHint: T.reasonsHint,
  reasonsFailed: T.reasonsFailed,
  reasonLabel: T.reasonLabelField,
  reasonRule: T.reasonRuleField,
  reasonRemove: T.reasonRemove,
  reasonAdd: T.reasonAdd,
  reasonsSave: T.reasonsSave,
  reasonNeedsLabel: T.reasonNeedsLabel,
  reasonNeedsRule: T.reasonNeedsRule,
  reasonsAtLeastOne: T.reasonsAtLeastOne,
  reasonsFull: T.reasonsFull(MODERATION_LIMITS.reasonsMax),
};
