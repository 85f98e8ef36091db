// What brings writing to the queue (issue 47): reports (reports.ts weighs them), holds (the hold
// gate's `onHeld` calls `enqueue`: service-table.ts) and appeals (appeals.ts). One item per piece; each change runs inside
// an intent on the item and what hiding its piece moves (queue-intent.ts repairs a crash midway).
// A piece is hidden from everyone but its author once its reports weigh REPORT_TRUST.hideAtWeight,
// or when it is put in for a hold while public; its author is told (a `held` notice) and
// administrators watching hear of it. One held before it ever showed was never public (holds/).
import type { ModerationTargetType, QueueCause, QueueTargetType, ReportReason } from "@pnyx/contract";
import { Types } from "mongoose";
import type { ServiceDeps } from "../../services";
import type { LiveQueue } from "./live-queue";
import type { Notices } from "./notices";
import type { Piece } from "./pieces/piece";
import type { Pieces } from "./pieces/pieces";
import { queueKey } from "./queue-intent";
import { NO_REPORTS, type QueueItemDoc } from "./queue-model";
import { summarizeReports } from "./report-summary";
import { hidesAt } from "./trust";

/** A member's report, weighed (trust.ts). */
export interface NewReport {
  reporter: string;
  reporterId: string;
  reason: ReportReason;
  legalGround: string | null;
  text: string | null;
  weight: number;
}

type QueueDeps = Pick<ServiceDeps, "models" | "intents" | "now">;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

export function createQueue(deps: QueueDeps, pieces: Pieces, notices: Pick<Notices, "issue">, live: Pick<LiveQueue, "push">) {
  const { ModerationQueue, Report, User } = deps.models;

  const itemOf = (target: { targetType: QueueTargetType; targetId: string }) =>
    ModerationQueue.findOne({ targetType: target.targetType, targetId: target.targetId }).lean<QueueItemDoc>();

  const accountOf = async (username: string) => (await User.findOne({ username }, { _id: 1 }).lean())?._id.toString() ?? null;

  /**
   * Makes the piece's item (pending, with the piece as it is now) if it has none; a piece that was
   * kept and is reported again goes back to the queue for a new round.
   */
  async function ensureItem(piece: Piece, cause: QueueCause): Promise<void> {
    const now = deps.now();
    const fresh = {
      cause,
      status: "pending",
      text: piece.text,
      author: piece.author,
      authorId: await accountOf(piece.author),
      context: piece.context,
      hidden: false,
      reports: NO_REPORTS,
      createdAt: now,
      lastReportedAt: null,
      appeal: null,
      decision: null,
    };
    const where = { targetType: piece.targetType, targetId: piece.targetId };
    // Two first reports at once: one makes it, the other's upsert meets the unique index and finds it.
    await ModerationQueue.updateOne(where, { $setOnInsert: fresh }, { upsert: true }).catch((error: unknown) => {
      if (!isDuplicate(error)) throw error;
    });
    await ModerationQueue.updateOne(
      { ...where, status: "approved" },
      { $set: { status: "pending", cause, text: piece.text, createdAt: now, hidden: false, reports: NO_REPORTS, decision: null, appeal: null } },
    );
  }

  /** Sums the item's reports again; the newest sum wins (a sum counts only reports added since an older one). */
  async function refresh(piece: Piece): Promise<QueueItemDoc | null> {
    const { summary, last } = await summarizeReports(deps.models, piece.targetId);
    const updated = await ModerationQueue.findOneAndUpdate(
      { targetType: piece.targetType, targetId: piece.targetId, status: "pending", "reports.count": { $lte: summary.count } },
      { $set: { reports: summary, lastReportedAt: last } },
      { returnDocument: "after" },
    ).lean<QueueItemDoc>();
    return updated ?? itemOf(piece);
  }

  /**
   * Hides the piece while its item is pending: the piece first, then the item marked, which holds
   * only while it is still pending. A decision that came in between is undone here (the piece shown
   * again), so a kept piece never stays hidden. Whether it is hidden now by this call.
   */
  async function hideWhilePending(item: QueueItemDoc, piece: Piece): Promise<boolean> {
    const kind = pieces[piece.targetType];
    if (!(await kind.flip(piece, true))) return false;
    const marked = await ModerationQueue.updateOne({ _id: item._id, status: "pending" }, { $set: { hidden: true } });
    if (marked.modifiedCount > 0 || (await ModerationQueue.exists({ _id: item._id, status: "pending" }))) return true;
    await kind.flip(piece, false);
    return false;
  }

  /** After a piece was hidden: viewers see it go, its author is told why, watchers hear of it. */
  async function hidden(piece: Piece, authorId: string | null): Promise<void> {
    await pieces[piece.targetType].announce(piece, true);
    if (authorId) {
      await notices.issue({
        userId: authorId,
        kind: "held",
        about: { targetType: piece.targetType, targetId: piece.targetId, text: piece.text },
        outcome: "held",
        appealable: false,
      });
    }
  }

  return {
    itemOf,

    /**
     * Adds a member's report of a piece (one per member per piece: a second changes nothing), makes
     * or updates its item, and hides the piece once its reports weigh enough. Whether it was new.
     */
    async addReport(piece: Piece, report: NewReport): Promise<boolean> {
      const outcome = await deps.intents.around([queueKey(piece), ...piece.countKeys], async () => {
        const stored = await Report.updateOne(
          { commentId: piece.targetId, reporter: report.reporter },
          { $setOnInsert: { commentId: piece.targetId, targetType: piece.targetType, ...report, outcome: null } },
          { upsert: true },
        ).catch((error: unknown) => {
          if (isDuplicate(error)) return { upsertedCount: 0 };
          throw error;
        });
        if (stored.upsertedCount === 0) return null;
        await ensureItem(piece, "reported");
        const item = await refresh(piece);
        if (!item || item.status !== "pending" || item.hidden || !hidesAt(item.reports.weight)) return { item, hid: false };
        return { item, hid: await hideWhilePending(item, piece) };
      });
      if (!outcome) return false;
      if (outcome.hid) await hidden(piece, outcome.item?.authorId ?? null);
      await live.push(outcome.hid ? await itemOf(piece) : outcome.item);
      return true;
    },

    /**
     * Puts a piece in the queue for `cause` (a hold: the piece is not public until a decision). The
     * hold gate's `onHeld` calls this once a held piece is stored: such a piece is public nowhere and
     * counted nowhere already (holds/), and its author was told, so only its item is marked hidden; a
     * piece that was public is hidden through the flag. Null when the piece is gone.
     */
    async enqueue(target: { targetType: ModerationTargetType; targetId: string }, cause: Exclude<QueueCause, "appeal">) {
      const piece = (await pieces[target.targetType].load([target.targetId])).get(target.targetId);
      if (!piece) return null;
      const held = cause !== "reported";
      const hid = await deps.intents.around([queueKey(piece), ...piece.countKeys], async () => {
        await ensureItem(piece, cause);
        if (held) {
          const where = { targetType: piece.targetType, targetId: piece.targetId, status: "pending" as const };
          await ModerationQueue.updateOne(where, { $set: { cause, ...(piece.held ? { hidden: true } : {}) } });
        }
        const item = await itemOf(piece);
        return held && !piece.held && item?.status === "pending" ? hideWhilePending(item, piece) : false;
      });
      const item = await itemOf(piece);
      if (hid) await hidden(piece, item?.authorId ?? null);
      await live.push(item);
      return item;
    },

    /**
     * Puts an appealed decision back in the queue (its item opened again, or made for a piece or a
     * sanction the queue never held), with the author's words.
     */
    async enqueueAppeal(
      target: { targetType: QueueTargetType; targetId: string },
      appeal: { noticeId: Types.ObjectId; text: string },
      about: { author: string; authorId: string; text: string },
    ): Promise<void> {
      const now = deps.now();
      await deps.intents.around([queueKey(target)], async () => {
        await ModerationQueue.updateOne(
          { targetType: target.targetType, targetId: target.targetId },
          {
            $set: { status: "pending", cause: "appeal", createdAt: now, appeal: { ...appeal, at: now }, hidden: false },
            $setOnInsert: {
              text: about.text,
              author: about.author,
              authorId: about.authorId,
              context: { postId: null, postTitle: null, communityId: null, publisherId: null },
              reports: NO_REPORTS,
              lastReportedAt: null,
              decision: null,
            },
          },
          { upsert: true },
        );
      });
      await live.push(await itemOf(target));
    },
  };
}
export type Queue = ReturnType<typeof createQueue>;
