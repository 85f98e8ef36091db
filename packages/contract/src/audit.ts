import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { PageNumber } from "./fields";

// The administrators' audit log: every moderation action, who took it and when. Never edited.

export const AuditAction = z.enum([
  "verifyPost",
  "discardPost",
  "deleteComment",
  "dismissReports",
  "updateLiveLink",
  "sendReward",
  "updateArticle",
  /** A suspension or ban (issue 47); the summary says which, for how long and why. */
  "sanctionMember",
  /** A suspension or ban ended before its time. */
  "liftSanction",
  /** The hold settings and word list replaced. */
  "updateModerationSettings",
  /** A queue item's decision (issue 47): kept, or removed; of an appeal, granted or refused. */
  "approveItem",
  "rejectItem",
  "grantAppeal",
  "refuseAppeal",
]);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  _id: z.string(),
  admin: z.string(),
  action: AuditAction,
  targetType: z.enum(["communityPost", "comment", "liveLink", "badge", "article", "chatMessage", "sanction", "member", "moderationSettings"]),
  targetId: z.string(),
  /** What the target was, in words (a post's title, a comment's first words), kept as it was then. */
  summary: z.string(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

/** Administrators: the log, newest first, a page at a time. */
export const auditLogEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/audit",
  auth: "admin",
  request: z.object({
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: z.object({ entries: z.array(AuditEntry), page: z.number().int(), hasMore: z.boolean() }),
});
