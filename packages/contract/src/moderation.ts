import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack, PageNumber } from "./fields";
import { ObjectIdString, UsernameRef } from "./identity";
import { LEGAL_GROUND_MAX, REPORT_TEXT_MAX, ReportDetails, ReportReason } from "./report-details";

export { REPORT_TEXT_MAX, LEGAL_GROUND_MAX, ReportDetails, ReportReason } from "./report-details";

// Moderation that holds when strangers arrive (issue 47): reports with reasons, a queue of what was
// reported or held, decisions with reasons from the site's list, sanctions on people, and notices
// that tell the people concerned what was decided and why (a statement of reasons in the sense of the
// EU Digital Services Act), with one appeal each. Nothing is hidden from its author without telling them.

/** What can be reported, held and decided on. */
export const ModerationTargetType = z.enum(["comment", "communityPost", "chatMessage"]);
export type ModerationTargetType = z.infer<typeof ModerationTargetType>;

export const MODERATION_LIMITS = {
  /** A reporter's own words (`other`, or the detail of any reason). */
  reportTextMax: REPORT_TEXT_MAX,
  /** The law or rule an `illegal` report names. */
  legalGroundMax: LEGAL_GROUND_MAX,
  /** A moderator's note to a decision or a sanction; an appeal's text. */
  noteMax: 1000,
  /** Items one bulk decision takes. */
  bulkMax: 100,
  /** Reasons the site keeps for decisions and sanctions. */
  reasonsMax: 30,
  /** Entries of the site's word list; each at most `wordMax` characters. */
  wordsMax: 500,
  wordMax: 50,
  /** A member's first writings held for review, site-wide or per community (0: none). */
  holdFirstMax: 20,
  /** The longest suspension, in hours (a year); longer is a ban. */
  suspendHoursMax: 8760,
  /** Queue items a page holds. */
  queuePageSize: 50,
  /** Members one member may ignore. */
  ignoredMax: 1000,
} as const;

/**
 * How much a report weighs, by the reporter's record (server: moderation/trust.ts applies it):
 * 1, plus 0.5 with at least `pointsForMore` points, plus 0.5 for an account older than `daysForMore`
 * days, plus 0.25 per upheld report (up to 4); halved when more of their reports were rejected than
 * upheld (at least `rejectedToHalve`). A piece reported by `hideAtWeight` or more is hidden until a
 * moderator decides.
 */
export const REPORT_TRUST = {
  base: 1,
  pointsForMore: 500,
  daysForMore: 30,
  perUpheld: 0.25,
  upheldCounted: 4,
  rejectedToHalve: 3,
  hideAtWeight: 3,
} as const;

/**
 * Members: reports a community post or a chat message (opinions keep POST /api/comment/report, which
 * takes the same details and rules). Not one's own writing (422), not what others cannot read (404:
 * a post awaiting review, a held opinion), not where the member is suspended or banned (403 `sanctioned`).
 */
export const reportContentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/moderation/report",
  auth: "member",
  request: z.intersection(z.object({ targetType: ModerationTargetType, targetId: ObjectIdString }), ReportDetails),
  response: Ack,
});

/** A reason the site gives for its decisions and sanctions: a short label and the rule it applies. */
export const DecisionReason = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "Use lower-case letters, digits and dashes"),
  label: z.string().trim().min(1).max(80),
  /** The rule, as the author will read it in the notice. */
  rule: z.string().trim().min(1).max(500),
});
export type DecisionReason = z.infer<typeof DecisionReason>;

/** Administrators: the site's list of reasons. */
export const decisionReasonsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/moderation/reasons",
  auth: "admin",
  response: z.object({ reasons: z.array(DecisionReason) }),
});

/** Administrators: replaces the site's list of reasons (ids unique). */
export const setDecisionReasonsEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/admin/moderation/reasons",
  auth: "admin",
  request: z.object({
    reasons: z
      .array(DecisionReason)
      .min(1)
      .max(MODERATION_LIMITS.reasonsMax)
      .refine((list) => new Set(list.map((r) => r.id)).size === list.length, "Each reason needs its own id"),
  }),
  response: z.object({ reasons: z.array(DecisionReason) }),
});

/**
 * What a queue item is about: a piece of writing, or a sanction whose appeal waits for a decision
 * (its `targetId` is then the id of the notice that stated the sanction, which is what was appealed).
 */
export const QueueTargetType = z.enum(["comment", "communityPost", "chatMessage", "sanction"]);
export type QueueTargetType = z.infer<typeof QueueTargetType>;

/** Why an item is in the queue: reported, held before it showed (a new member's first writings, the word list), or appealed. */
export const QueueCause = z.enum(["reported", "heldNewMember", "heldWord", "appeal"]);
export type QueueCause = z.infer<typeof QueueCause>;

export const QueueStatus = z.enum(["pending", "approved", "rejected"]);
export type QueueStatus = z.infer<typeof QueueStatus>;

/** An author as a moderator judges them. */
export const MemberStanding = z.object({
  username: z.string(),
  points: z.number().int().nonnegative(),
  memberSince: z.iso.datetime(),
  /** Their writing removed by a decision, and kept after review. */
  removed: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  /** Their own reports that were upheld and rejected (what their reports weigh follows it). */
  reportsUpheld: z.number().int().nonnegative(),
  reportsRejected: z.number().int().nonnegative(),
  /** A suspension or ban in force, if any. */
  sanction: z.lazy(() => Sanction).nullable(),
});
export type MemberStanding = z.infer<typeof MemberStanding>;

/** One piece of writing in the queue, with what a moderator needs to judge it. */
export const QueueItem = z.object({
  _id: z.string(),
  targetType: QueueTargetType,
  targetId: z.string(),
  cause: QueueCause,
  status: QueueStatus,
  /** The writing as it was when it came in (kept if it is edited or removed since); for a sanction, its reason. */
  text: z.string(),
  author: MemberStanding,
  /** Where it was written: its thread or room, and the publisher or community that owns it. */
  context: z.object({
    postId: z.string().nullable(),
    postTitle: z.string().nullable(),
    communityId: z.string().nullable(),
    publisherId: z.string().nullable(),
  }),
  /** Hidden from everyone but its author until a decision (held, or reported by enough weight). */
  hidden: z.boolean(),
  reports: z.object({
    count: z.number().int().nonnegative(),
    weight: z.number().nonnegative(),
    reasons: z.partialRecord(ReportReason, z.number().int().positive()),
    /** The latest few reporters' own words and legal grounds. */
    details: z.array(z.object({ reason: ReportReason, legalGround: z.string().nullable(), text: z.string().nullable() })),
  }),
  /** When it (last) entered the queue: an appeal puts a decided item back, as new. */
  createdAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime().nullable(),
  /** The author's appeal (cause `appeal`): their words and when; null otherwise. */
  appeal: z.object({ text: z.string(), at: z.iso.datetime() }).nullable(),
  /** The latest decision (of an appeal item: the decision appealed, until the appeal is decided). */
  decision: z
    .object({
      by: z.string(),
      at: z.iso.datetime(),
      reasonId: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type QueueItem = z.infer<typeof QueueItem>;

/** Administrators: the queue, a page at a time; filters narrow it. */
export const moderationQueueEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/moderation/queue",
  auth: "admin",
  request: z.object({
    status: QueueStatus.default("pending"),
    /** `newest` first, or `mostReported` (by report weight). */
    sort: z.enum(["newest", "mostReported"]).default("newest"),
    targetType: QueueTargetType.optional(),
    publisherId: ObjectIdString.optional(),
    communityId: ObjectIdString.optional(),
    page: PageNumber,
  }),
  response: z.object({ items: z.array(QueueItem), page: z.number().int(), hasMore: z.boolean(), pending: z.number().int().nonnegative() }),
});

/**
 * Administrators: approves or rejects queue items (one or many). Each item is decided once: of two
 * decisions at once, one wins (the other's items answer `alreadyDecided`). `approve` keeps the writing
 * (shown again if it was hidden); `reject` removes it, and its author gets a notice with the reason's
 * rule that they may appeal. On an appeal item, `approve` grants the appeal and `reject` confirms the
 * decision appealed.
 */
export const decideEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/moderation/decide",
  auth: "admin",
  request: z
    .object({
      itemIds: z.array(ObjectIdString).min(1).max(MODERATION_LIMITS.bulkMax),
      decision: z.enum(["approve", "reject"]),
      /** Required to reject: one of the site's reasons (the author's notice quotes its rule). */
      reasonId: z.string().optional(),
      note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
    })
    .refine((d) => d.decision === "approve" || Boolean(d.reasonId), { message: "Choose a reason", path: ["reasonId"] }),
  response: z.object({
    results: z.array(z.object({ itemId: z.string(), outcome: z.enum(["decided", "alreadyDecided", "notFound"]) })),
  }),
});

/** A suspension (until a time) or a ban, site-wide or from one community. */
export const Sanction = z.object({
  _id: z.string(),
  username: z.string(),
  kind: z.enum(["suspend", "ban"]),
  /** Null: site-wide. */
  communityId: z.string().nullable(),
  /** A suspension's end; null for a ban. */
  until: z.iso.datetime().nullable(),
  reasonId: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.iso.datetime(),
  liftedAt: z.iso.datetime().nullable(),
  /**
   * With `removeWriting`: whether the member's writing is still being removed (`removing`) or is gone
   * (`removed`); absent when it was kept.
   */
  removal: z.enum(["removing", "removed"]).optional(),
});
export type Sanction = z.infer<typeof Sanction>;

/** Administrators: suspends or bans a member; their writing is kept or removed with them (counts and points follow). */
export const sanctionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/moderation/sanctions",
  auth: "admin",
  request: z
    .object({
      username: UsernameRef,
      kind: z.enum(["suspend", "ban"]),
      communityId: ObjectIdString.optional(),
      /** For a suspension: how long, in hours. */
      hours: z.number().int().min(1).max(MODERATION_LIMITS.suspendHoursMax).optional(),
      reasonId: z.string(),
      note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
      removeWriting: z.boolean().default(false),
    })
    .refine((s) => s.kind === "ban" || s.hours !== undefined, { message: "Say for how many hours", path: ["hours"] }),
  response: Sanction,
});

/** Administrators: ends a sanction before its time. */
export const liftSanctionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/moderation/sanctions/lift",
  auth: "admin",
  request: z.object({ sanctionId: ObjectIdString }),
  response: Sanction,
});

/** Administrators: a member's standing and sanctions, to judge them. */
export const memberStandingEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/moderation/member",
  auth: "admin",
  request: z.object({ username: UsernameRef }),
  response: z.object({ standing: MemberStanding, sanctions: z.array(Sanction) }),
});

/** What a notice tells: the author's writing removed or held, a sanction, a report's outcome, an appeal's outcome. */
export const NoticeKind = z.enum(["removed", "held", "sanctioned", "reportOutcome", "appealOutcome"]);
export type NoticeKind = z.infer<typeof NoticeKind>;

/** A statement of reasons: what was decided, about what, why (the rule), until when, and whether it can be appealed. */
export const Notice = z.object({
  _id: z.string(),
  kind: NoticeKind,
  /** The writing it is about, in its first words (null for a sanction). */
  about: z.object({ targetType: ModerationTargetType, targetId: z.string(), excerpt: z.string() }).nullable(),
  /**
   * `removed`, `kept` (a report that did not change it), `restricted` (a sanction), `held`, `reversed`
   * (an appeal that was granted: the decision appealed no longer stands).
   */
  outcome: z.enum(["removed", "kept", "restricted", "held", "reversed"]),
  reason: z.string().nullable(),
  rule: z.string().nullable(),
  note: z.string().nullable(),
  until: z.iso.datetime().nullable(),
  /** Whether an appeal can still be made (once, by the author, of a removal or sanction). */
  appealable: z.boolean(),
  appealedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  seen: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

/** Members: their notices, newest first. */
export const noticesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/moderation/notices",
  auth: "member",
  response: z.object({ notices: z.array(Notice), unseen: z.number().int().nonnegative() }),
});

/** Members: marks notices seen (shown on their visit). */
export const seeNoticesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/moderation/notices/seen",
  auth: "member",
  request: z.object({ ids: z.array(ObjectIdString).min(1).max(100) }),
  response: Ack,
});

/** Members: appeals a removal or a sanction, once; the appeal goes to the queue for another decision. */
export const appealEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/moderation/appeal",
  auth: "member",
  request: z.object({ noticeId: ObjectIdString, text: z.string().trim().min(1, "Please say why").max(MODERATION_LIMITS.noteMax) }),
  response: Notice,
});

/** What the site holds before it shows: a new member's first writings, and writing that matches its word list. */
export const ModerationSettings = z.object({
  /** A member's first N opinions, replies and community posts wait for review (0: none). */
  holdFirst: z.number().int().min(0).max(MODERATION_LIMITS.holdFirstMax),
  /** Whole words (any case): `block` refuses the writing with a clear message, `hold` sends it to the queue. */
  words: z
    .array(z.object({ word: z.string().trim().toLowerCase().min(1).max(MODERATION_LIMITS.wordMax), action: z.enum(["block", "hold"]) }))
    .max(MODERATION_LIMITS.wordsMax),
  /** Communities that hold more (or fewer) first writings than the site. */
  communities: z.array(z.object({ communityId: ObjectIdString, holdFirst: z.number().int().min(0).max(MODERATION_LIMITS.holdFirstMax) })).max(500),
});
export type ModerationSettings = z.infer<typeof ModerationSettings>;

/** Administrators: the hold settings and word list. */
export const moderationSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/moderation/settings",
  auth: "admin",
  response: ModerationSettings,
});

/** Administrators: replaces the hold settings and word list. */
export const setModerationSettingsEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/admin/moderation/settings",
  auth: "admin",
  request: ModerationSettings,
  response: ModerationSettings,
});
