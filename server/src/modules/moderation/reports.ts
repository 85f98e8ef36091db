// Members' reports (issue 47): of opinions and replies (POST /api/comment/report) and of community
// posts and chat messages (POST /api/moderation/report), each with a reason (and, for illegal
// content, its legal ground; for `other`, the reporter's words). A report weighs what the reporter's
// record says (trust.ts), and the queue (queue.ts) sums the weights and hides the piece at the mark.
import { ERROR_CODES, MESSAGES, MODERATION_TEXTS, type ModerationTargetType, type ReportDetails } from "@pnyx/contract";
import type { MemberCaller } from "../../platform/auth";
import { HttpError, notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import type { Pieces } from "./pieces/pieces";
import type { Queue } from "./queue";
import { reportRecordOf } from "./standing";
import { reportWeight } from "./trust";

const MISSING: Record<ModerationTargetType, string> = { comment: "No such opinion", communityPost: "No such post", chatMessage: "No such message" };

/**
 * What an embed token may report here: chat messages, which its chat rooms show (any room is one of
 * the fixed communities an embed may show). Embeds show no community post, and report opinions
 * through POST /api/comment/report.
 */
const EMBED_REPORTS: ReadonlySet<ModerationTargetType> = new Set(["chatMessage"]);

export function createReports(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "now" | "moderation">, pieces: Pieces, queue: Pick<Queue, "addReport">) {
  /** What the caller's report weighs now, by their points, their account's age and their reports' record. */
  async function weightOf(caller: MemberCaller): Promise<number> {
    const [user, record] = await Promise.all([
      deps.models.User.findById(caller.userId, { points: 1, createdAt: 1 }).lean(),
      reportRecordOf(deps.models, caller.userId),
    ]);
    return reportWeight({ points: user?.points ?? 0, memberSince: user?.createdAt ?? deps.now(), ...record }, deps.now());
  }

  /**
   * Reports a piece (one report per member per piece; again changes nothing and answers the same).
   * Only what others can read, written by someone else, and only where the reporter may write: a report
   * is a write a sanction refuses (it can hide writing), and a report of one's own writing would earn
   * upheld reports, and so weight, for writing one posted to have removed.
   */
  async function report(caller: MemberCaller, target: { targetType: ModerationTargetType; targetId: string }, details: ReportDetails): Promise<void> {
    await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
    const piece = (await pieces[target.targetType].load([target.targetId])).get(target.targetId);
    const own = piece?.author === caller.username;
    // Writing held for review (a post awaiting it too) is its author's alone: to others it does not
    // exist. One hidden by its reports stays reportable: it was public, and a reader who saw it before
    // it went adds their report (it stays hidden; the decision settles every report).
    if (!piece || (!own && !piece.readable)) throw notFound(MISSING[target.targetType]);
    if (own) throw new HttpError(422, ERROR_CODES.invalidInput, MODERATION_TEXTS.reportOwn);
    await deps.moderation.assertMayWrite(caller.userId, { communityId: piece.context.communityId });
    await queue.addReport(piece, {
      reporter: caller.username,
      reporterId: caller.userId,
      reason: details.reason ?? "other",
      legalGround: details.legalGround || null,
      text: details.text || null,
      weight: await weightOf(caller),
    });
  }

  return {
    /** An opinion or reply (the older endpoint and its answer). */
    async reportOpinion(caller: MemberCaller, commentId: string, details: ReportDetails) {
      await report(caller, { targetType: "comment", targetId: commentId }, details);
      return { message: MESSAGES.commentReported };
    },
    /** A community post or a chat message (an opinion too). */
    async reportContent(caller: MemberCaller, target: { targetType: ModerationTargetType; targetId: string }, details: ReportDetails) {
      if (caller.embed && !EMBED_REPORTS.has(target.targetType)) {
        throw new HttpError(403, ERROR_CODES.embedScope, "An embed's sign-in reports chat messages only: open the Pnyx site to report this");
      }
      await report(caller, target, details);
      return { message: target.targetType === "comment" ? MESSAGES.commentReported : MODERATION_TEXTS.reportReceived };
    },
  };
}
export type Reports = ReturnType<typeof createReports>;
