// Appeals (issue 47): the author of removed writing, or a sanctioned member, appeals a notice once
// (notices.ts takes it: of two at once, one), and the decision goes back to the queue for another
// decision (cause `appeal`): the piece's item opened again, or, for a sanction, an item made for the
// notice itself. Deciding it sends the author an `appealOutcome` notice (decisions.ts).
import type { Notice } from "@pnyx/contract";
import type { MemberCaller } from "../../platform/auth";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import { presentNotice, type Notices } from "./notices";
import type { Queue } from "./queue";

export function createAppeals(deps: Pick<ServiceDeps, "rateLimiter">, notices: Pick<Notices, "takeAppeal">, queue: Pick<Queue, "enqueueAppeal">) {
  return {
    /** Appeals one of the caller's notices with their words; answers the notice as it is now (appealed). */
    async appeal(caller: MemberCaller, noticeId: string, text: string): Promise<Notice> {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const notice = await notices.takeAppeal(caller.userId, noticeId);
      const target = notice.about
        ? { targetType: notice.about.targetType, targetId: notice.about.targetId }
        : { targetType: "sanction" as const, targetId: notice._id.toString() };
      const what = notice.about?.excerpt ?? [notice.reason, notice.note].filter(Boolean).join(": ");
      await queue.enqueueAppeal(target, { noticeId: notice._id, text }, { author: caller.username, authorId: caller.userId, text: what });
      return presentNotice(notice);
    },
  };
}
