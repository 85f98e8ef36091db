// Fixtures of moderation (issue 47): queue items, the site's reasons, notices.
import { DecisionReason, Notice, QueueItem } from "../moderation";
import { fixture } from "./build";
import { FIXTURE_TIME } from "./fixtures";
import { FIXTURE_IDS } from "./ids";

/** An opinion reported by two members, pending. */
export const aQueueItem = fixture(
  "aQueueItem",
  QueueItem,
  {
    _id: "67e000000000000000000001",
    targetType: "comment",
    targetId: FIXTURE_IDS.opinion,
    cause: "reported",
    status: "pending",
    text: "Engines never count on their own.",
    author: {
      username: "grace",
      points: 1200,
      memberSince: "2026-01-02T03:04:05.000Z",
      removed: 0,
      approved: 1,
      reportsUpheld: 0,
      reportsRejected: 0,
      sanction: null,
    },
    context: { postId: FIXTURE_IDS.article, postTitle: "Engines that count", communityId: null, publisherId: null },
    hidden: false,
    reports: { count: 2, weight: 2.5, reasons: { spam: 1, abuse: 1 }, details: [{ reason: "abuse", legalGround: null, text: "Rude" }] },
    createdAt: FIXTURE_TIME,
    lastReportedAt: FIXTURE_TIME,
    appeal: null,
    decision: null,
  },
  ["_id", "targetId"],
);

export const aDecisionReason = fixture("aDecisionReason", DecisionReason, { id: "spam", label: "Spam", rule: "No advertising or repeated posting." });

/** A removal's statement of reasons, not yet appealed. */
export const aNotice = fixture(
  "aNotice",
  Notice,
  {
    _id: "67e100000000000000000001",
    kind: "removed",
    about: { targetType: "comment", targetId: FIXTURE_IDS.opinion, excerpt: "Engines never count on their own." },
    outcome: "removed",
    reason: "Spam",
    rule: "No advertising or repeated posting.",
    note: null,
    until: null,
    appealable: true,
    appealedAt: null,
    createdAt: FIXTURE_TIME,
    seen: false,
  },
  ["_id"],
);
