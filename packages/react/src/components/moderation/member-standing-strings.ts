import { MODERATION_ADMIN_TEXTS as T, MODERATION_LIMITS } from "@pnyx/contract";

/** The texts of an administrator's view of one member: their standing, their sanctions, and acting on them. */
export interface MemberStandingStrings {
  heading: (name: string) => string;
  loading: string;
  failed: string;
  notFound: (name: string) => string;
  facts: { points: string; memberSince: string; removed: string; approved: string; reportsUpheld: string; reportsRejected: string };
  inForce: string;
  noSanction: string;
  historyTitle: string;
  historyEmpty: string;
  suspendedUntil: (until: string) => string;
  banned: string;
  siteWide: string;
  fromCommunity: (community: string) => string;
  reason: (reason: string) => string;
  note: (note: string) => string;
  by: (by: string, at: string) => string;
  lifted: (at: string) => string;
  ended: string;
  writingRemoving: string;
  writingRemoved: string;
  lift: string;
  /** The Lift button's accessible name, naming the sanction. */
  liftLabel: (what: string) => string;
  lifting: string;
  liftedToast: string;
  actTitle: (name: string) => string;
  kindLabel: string;
  kinds: { suspend: string; ban: string };
  hoursLabel: string;
  hoursHint: string;
  needsHours: string;
  scopeLabel: string;
  scopeSiteWide: string;
  reasonLabel: string;
  reasonsFailed: string;
  chooseReason: string;
  noteLabel: string;
  removeWritingLabel: string;
  removeWritingHint: string;
  apply: { suspend: string; ban: string };
  applying: string;
  suspendedDone: (name: string, until: string) => string;
  bannedDone: (name: string) => string;
  confirmBanTitle: (name: string) => string;
  confirmRemoveTitle: (name: string) => string;
  confirmBanText: (where: string) => string;
  confirmRemoveText: string;
  confirmBan: string;
  confirmBanAndRemove: string;
  confirmSuspendAndRemove: string;
  cancel: string;
}

const HOURS_MAX = MODERATION_LIMITS.suspendHoursMax;

export const defaultMemberStandingStrings: MemberStandingStrings = {
  heading: T.standingTitle,
  loading: T.standingLoading,
  failed: T.standingFailed,
  notFound: T.standingNotFound,
  facts: {
    points: T.factPoints,
    memberSince: T.factMemberSince,
    removed: T.factRemoved,
    approved: T.factApproved,
    reportsUpheld: T.factReportsUpheld,
    reportsRejected: T.factReportsRejected,
  },
  inForce: T.inForce,
  noSanction: T.noSanction,
  historyTitle: T.historyTitle,
  historyEmpty: T.historyEmpty,
  suspendedUntil: T.suspendedUntil,
  banned: T.banned,
  siteWide: T.siteWide,
  fromCommunity: T.fromCommunity,
  reason: T.sanctionReason,
  note: T.sanctionNote,
  by: T.sanctionBy,
  lifted: T.sanctionLifted,
  ended: T.sanctionEnded,
  writingRemoving: T.writingRemoving,
  writingRemoved: T.writingRemoved,
  lift: T.lift,
  liftLabel: T.liftLabel,
  lifting: T.lifting,
  liftedToast: T.lifted,
  actTitle: T.actTitle,
  kindLabel: T.kindLabel,
  kinds: { suspend: T.kindSuspend, ban: T.kindBan },
  hoursLabel: T.hoursLabel,
  hoursHint: T.hoursHint(HOURS_MAX),
  needsHours: T.needsHours(HOURS_MAX),
  scopeLabel: T.scopeLabel,
  scopeSiteWide: T.scopeSiteWide,
  reasonLabel: T.reasonLabel,
  reasonsFailed: T.reasonsFailed,
  chooseReason: T.chooseReason,
  noteLabel: T.noteLabel,
  removeWritingLabel: T.removeWritingLabel,
  removeWritingHint: T.removeWritingHint,
  apply: { suspend: T.applySuspend, ban: T.applyBan },
  applying: T.applying,
  suspendedDone: T.suspendedDone,
  bannedDone: T.bannedDone,
  confirmBanTitle: T.confirmBanTitle,
  confirmRemoveTitle: T.confirmRemoveTitle,
  confirmBanText: T.confirmBanText,
  confirmRemoveText: T.confirmRemoveText,
  confirmBan: T.confirmBan,
  confirmBanAndRemove: T.confirmBanAndRemove,
  confirmSuspendAndRemove: T.confirmSuspendAndRemove,
  cancel: T.confirmCancel,
};
