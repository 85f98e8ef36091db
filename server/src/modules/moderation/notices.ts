// Statements of reasons (issue 47): every decision that removes, holds or restricts tells the member
// concerned what was decided, about what, by which rule, until when and how to appeal; a reporter
// hears the outcome of their report. Each notice is stored (read on the member's next visit) and
// mailed. Nothing is held or removed without one: writers call `issue`, never the model.
import { MODERATION_TEXTS, unseenNoticesEvent, type Notice } from "@pnyx/contract";
import { Types } from "mongoose";
import type { Models } from "../../models";
import type { ServiceDeps } from "../../services";
import { isDuplicateKey } from "../../platform/database-errors";
import { HttpError } from "../../platform/errors";
import { excerpt } from "../../platform/excerpt";
import type { NoticeDoc } from "./notice-model";

/** The notices a member sees at most (newest first). */
const NOTICES_SHOWN = 100;
/** A notice quotes the writing it is about by its first words. */
const EXCERPT_MAX = 140;

/** A notice as a writer issues it. */
export interface NewNotice {
  userId: string | Types.ObjectId;
  kind: Notice["kind"];
  about?: { targetType: NonNullable<Notice["about"]>["targetType"]; targetId: string; text: string } | null;
  outcome: Notice["outcome"];
  reason?: string | null;
  rule?: string | null;
  note?: string | null;
  until?: Date | null;
  /** A removal or a sanction can be appealed once; outcomes of reports and appeals cannot. */
  appealable: boolean;
  /** The sanction a `sanctioned` notice states. */
  sanctionId?: Types.ObjectId;
  /**
   * Issues it once: a notice with this key already stored is answered as it is, neither stored nor
   * mailed again (a decision's follow-ups, sent again after a crash: decision-follow-ups.ts).
   */
  key?: string;
}

const TITLES: Record<Notice["kind"], string> = {
  removed: MODERATION_TEXTS.noticeRemoved,
  held: MODERATION_TEXTS.noticeHeld,
  sanctioned: MODERATION_TEXTS.noticeSanctioned,
  reportOutcome: MODERATION_TEXTS.noticeReportOutcome,
  appealOutcome: MODERATION_TEXTS.noticeAppealOutcome,
};

/** The decision in one line, as the notice and its mail say it. */
export function outcomeLine(outcome: Notice["outcome"], until: Date | null): string {
  if (outcome === "removed") return MODERATION_TEXTS.outcomeRemoved;
  if (outcome === "kept") return MODERATION_TEXTS.outcomeKept;
  if (outcome === "held") return MODERATION_TEXTS.outcomeHeld;
  if (outcome === "reversed") return MODERATION_TEXTS.outcomeReversed;
  return until ? MODERATION_TEXTS.outcomeRestricted.replace("{until}", until.toUTCString()) : MODERATION_TEXTS.outcomeRestrictedForGood;
}

export const presentNotice = (doc: NoticeDoc): Notice => ({
  _id: doc._id.toString(),
  kind: doc.kind,
  about: doc.about,
  outcome: doc.outcome,
  reason: doc.reason,
  rule: doc.rule,
  note: doc.note,
  until: doc.until?.toISOString() ?? null,
  appealable: doc.appealable && doc.appealedAt === null,
  appealedAt: doc.appealedAt?.toISOString() ?? null,
  createdAt: doc.createdAt.toISOString(),
  seen: doc.seenAt !== null,
});

/** The mail that carries a notice: the whole statement, so it stands on its own. */
function mailText(doc: NoticeDoc): string {
  const lines = [TITLES[doc.kind], ""];
  if (doc.about) lines.push(`"${doc.about.excerpt}"`, "");
  lines.push(outcomeLine(doc.outcome, doc.until));
  if (doc.reason) lines.push(`${doc.reason}${doc.rule ? `: ${doc.rule}` : ""}`);
  if (doc.note) lines.push(doc.note);
  if (doc.appealable) lines.push("", MODERATION_TEXTS.appealHow);
  return lines.join("\n");
}

/** How many of a member's notices they have not seen (what the site's notices link shows). */
export const unseenNoticesOf = (models: Pick<Models, "ModerationNotice">, userId: string | Types.ObjectId): Promise<number> =>
  models.ModerationNotice.countDocuments({ userId: new Types.ObjectId(String(userId)), seenAt: null });

export function createNotices(deps: Pick<ServiceDeps, "models" | "mailer" | "now" | "live">) {
  const { ModerationNotice, User } = deps.models;

  /** Tells the member's watching connections their unseen count (`notices:unseen`), when someone may hear it. */
  async function tellUnseen(userId: string | Types.ObjectId, username: string): Promise<void> {
    if (!deps.live.mayReachMember(username)) return;
    deps.live.toMember(username, unseenNoticesEvent, { unseen: await unseenNoticesOf(deps.models, userId) });
  }

  return {
    /** Stores the notice and mails it to the member (a mail that fails is logged; the stored notice is what counts). */
    async issue(notice: NewNotice): Promise<Notice> {
      const doc: NoticeDoc = {
        _id: new Types.ObjectId(),
        userId: new Types.ObjectId(String(notice.userId)),
        kind: notice.kind,
        about: notice.about ? { targetType: notice.about.targetType, targetId: notice.about.targetId, excerpt: excerpt(notice.about.text, EXCERPT_MAX) } : null,
        outcome: notice.outcome,
        reason: notice.reason ?? null,
        rule: notice.rule ?? null,
        note: notice.note ?? null,
        until: notice.until ?? null,
        appealable: notice.appealable,
        ...(notice.sanctionId ? { sanctionId: notice.sanctionId } : {}),
        ...(notice.key ? { key: notice.key } : {}),
        appealedAt: null,
        createdAt: deps.now(),
        seenAt: null,
      };
      const stored = await ModerationNotice.collection.insertOne(doc).then(
        () => true,
        (error: unknown) => {
          if (!notice.key || !isDuplicateKey(error)) throw error;
          return false;
        },
      );
      if (!stored) {
        const kept = await ModerationNotice.findOne({ key: notice.key }).lean<NoticeDoc>();
        return presentNotice(kept ?? doc);
      }
      const member = await User.collection.findOne({ _id: doc.userId }, { projection: { email: 1, verified: 1, username: 1 } });
      if (typeof member?.username === "string") {
        await tellUnseen(doc.userId, member.username).catch((error: unknown) => {
          console.error(`moderation: the unseen count of ${member.username} was not pushed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      if (member?.verified && typeof member.email === "string") {
        await deps.mailer.send({ to: member.email, subject: MODERATION_TEXTS.mailSubject, text: mailText(doc) }).catch((error: unknown) => {
          console.error(`moderation: the notice ${doc._id.toString()} was not mailed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      return presentNotice(doc);
    },

    /** A member's notices, newest first, and how many they have not seen. */
    async list(userId: string): Promise<{ notices: Notice[]; unseen: number }> {
      const [docs, unseen] = await Promise.all([
        ModerationNotice.find({ userId: new Types.ObjectId(userId) })
          .sort({ createdAt: -1, _id: -1 })
          .limit(NOTICES_SHOWN)
          .lean<NoticeDoc[]>(),
        unseenNoticesOf(deps.models, userId),
      ]);
      return { notices: docs.map(presentNotice), unseen };
    },

    /** Marks the member's own notices seen (others' ids change nothing); their other connections hear the unseen count. */
    async see(caller: { userId: string; username: string }, ids: readonly string[]): Promise<void> {
      const seen = await ModerationNotice.collection.updateMany(
        { userId: new Types.ObjectId(caller.userId), _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, seenAt: null },
        { $set: { seenAt: deps.now() } },
      );
      if (seen.modifiedCount > 0) await tellUnseen(caller.userId, caller.username);
    },

    /**
     * Takes the member's one appeal of a notice: 404 when it is not theirs, 409 `already_decided` when it
     * was appealed already or cannot be appealed. Of two appeals at once, one is taken.
     */
    async takeAppeal(userId: string, noticeId: string): Promise<NoticeDoc> {
      const taken = await ModerationNotice.collection.findOneAndUpdate(
        { _id: new Types.ObjectId(noticeId), userId: new Types.ObjectId(userId), appealable: true, appealedAt: null },
        { $set: { appealedAt: deps.now() } },
        { returnDocument: "after" },
      );
      if (taken) return taken as NoticeDoc;
      const exists = await ModerationNotice.exists({ _id: new Types.ObjectId(noticeId), userId: new Types.ObjectId(userId) });
      if (!exists) throw new HttpError(404, "not_found", "No such notice");
      throw new HttpError(409, "already_decided", "This decision was appealed already, or cannot be appealed");
    },
  };
}
export type Notices = ReturnType<typeof createNotices>;
