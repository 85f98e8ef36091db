import { MODERATION_ADMIN_TEXTS, MODERATION_TEXTS, type QueueCause, type QueueStatus, type QueueTargetType } from "@pnyx/contract";

/** The texts of the administrators' moderation queue. */
export interface ModerationQueueStrings {
  heading: string;
  pending: (count: number) => string;
  loading: string;
  failed: string;
  empty: string;
  statusLabel: string;
  statuses: Record<QueueStatus, string>;
  sortLabel: string;
  sorts: { newest: string; mostReported: string };
  typeLabel: string;
  types: Record<QueueTargetType | "all", string>;
  causes: Record<QueueCause, string>;
  /** An item hidden from all but its author until decided. */
  hidden: string;
  reports: (count: number) => string;
  weight: (weight: number) => string;
  legalGround: (ground: string) => string;
  appeal: (text: string) => string;
  /** The author's record, after their name. */
  standing: (points: number, memberSince: string, removed: number, approved: number) => string;
  reporter: (upheld: number, rejected: number) => string;
  sanction: (kind: "suspend" | "ban", until: string | null) => string;
  on: (title: string) => string;
  decided: (status: QueueStatus, by: string, at: string, note: string | null) => string;
  /** A checkbox's accessible name. */
  select: (author: string) => string;
  selectAll: string;
  selected: (count: number) => string;
  approve: string;
  reject: string;
  rejectTitle: (count: number) => string;
  reason: string;
  reasonsFailed: string;
  note: string;
  confirmReject: (count: number) => string;
  cancel: string;
  chooseReason: string;
  deciding: string;
  /** After a decision: how many were decided, and how many another moderator decided first. */
  decidedCount: (count: number) => string;
  alreadyDecided: (count: number) => string;
  loadMore: string;
  loadingMore: string;
  pageFailed: string;
  retry: string;
  /** The link from an item to its author's standing, and its accessible name. */
  actOnAuthor: string;
  actOnAuthorLabel: (author: string) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const defaultModerationQueueStrings: ModerationQueueStrings = {
  heading: "Moderation queue",
  pending: (n) => `${n} pending`,
  loading: "Loading the queue…",
  failed: "Could not load the queue",
  empty: "Nothing to review here",
  statusLabel: "Status",
  statuses: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  sortLabel: "Order",
  sorts: { newest: "Newest", mostReported: "Most reported" },
  typeLabel: "Kind",
  types: { all: "All", comment: "Opinions", communityPost: "Posts", chatMessage: "Chat", sanction: "Sanctions" },
  causes: { reported: "Reported", heldNewMember: "Held: new member", heldWord: "Held: word list", appeal: "Appeal" },
  hidden: "Hidden until decided",
  reports: (n) => plural(n, "report", "reports"),
  weight: (w) => `weighing ${Math.round(w * 100) / 100}`,
  legalGround: (ground) => `legal ground: ${ground}`,
  appeal: (text) => `Appeal: “${text}”`,
  standing: (points, since, removed, approved) => `${points} points, member since ${since}, ${removed} removed, ${approved} kept`,
  reporter: (upheld, rejected) => `reports ${upheld} upheld, ${rejected} rejected`,
  sanction: (kind, until) => (kind === "ban" ? "banned" : `suspended until ${until ?? "?"}`),
  on: (title) => `on ${title}`,
  decided: (status, by, at, note) => `${status === "approved" ? "Approved" : "Rejected"} by ${by}, ${at}${note ? `: ${note}` : ""}`,
  select: (author) => `Select the item by ${author}`,
  selectAll: "Select all shown",
  selected: (n) => `${n} selected`,
  approve: "Approve",
  reject: "Reject…",
  rejectTitle: (n) => `Reject ${plural(n, "item", "items")}`,
  reason: "Reason",
  reasonsFailed: "Could not load the reasons",
  note: "Note (optional)",
  confirmReject: (n) => `Reject ${plural(n, "item", "items")}`,
  cancel: "Cancel",
  chooseReason: MODERATION_TEXTS.reportChooseReason,
  deciding: "Saving…",
  decidedCount: (n) => `${plural(n, "item", "items")} decided`,
  alreadyDecided: (n) => `${plural(n, "item was", "items were")} already decided by another moderator`,
  loadMore: "Load more items",
  loadingMore: "Loading more items…",
  pageFailed: "Could not load more items",
  retry: "Try again",
  actOnAuthor: MODERATION_ADMIN_TEXTS.actOnAuthor,
  actOnAuthorLabel: MODERATION_ADMIN_TEXTS.actOnAuthorLabel,
};
