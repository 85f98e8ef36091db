// What granting an appeal of a sanction does to the sanction (issue 47): the sanction the appealed
// notice stated (its `sanctionId`, recorded when the sanction was imposed) is lifted, as an
// administrator's lift is (sanctions/service.ts: every instance's check forgets it, audited).
import { Types } from "mongoose";
import type { Models } from "../../models";
import type { AdminCaller } from "../../platform/auth";
import type { SanctionsService } from "./sanctions/service";

/**
 * Lifts the sanction the appealed notice (`noticeId`, of the member `userId`) stated; whether one was
 * lifted by this call (false: a notice of no sanction, another member's, or lifted already).
 */
export async function liftAppealedSanction(
  deps: { models: Pick<Models, "ModerationNotice" | "Sanction">; sanctions: Pick<SanctionsService, "lift"> },
  admin: AdminCaller,
  noticeId: string,
  userId: string | null,
): Promise<boolean> {
  if (!userId || !Types.ObjectId.isValid(noticeId)) return false;
  const notice = await deps.models.ModerationNotice.findOne({ _id: noticeId, userId: new Types.ObjectId(userId) }, { sanctionId: 1 }).lean();
  if (!notice?.sanctionId) return false;
  if (!(await deps.models.Sanction.exists({ _id: notice.sanctionId, liftedAt: null }))) return false;
  await deps.sanctions.lift(admin, notice.sanctionId.toString());
  return true;
}
