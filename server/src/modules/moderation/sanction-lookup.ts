// The sanctions in force on members, read for their standing (MemberStanding.sanction): in the queue,
// a whole page of authors at once, and on a member's own page. One read for any number of members.
import type { Sanction } from "@pnyx/contract";
import { Types } from "mongoose";
import type { Models } from "../../models";
import type { SanctionDoc } from "./sanctions/model";

/** A sanction as the contract gives it. */
export const presentSanction = (doc: SanctionDoc): Sanction => ({
  _id: doc._id.toString(),
  username: doc.username,
  kind: doc.kind,
  communityId: doc.communityId,
  until: doc.until?.toISOString() ?? null,
  reasonId: doc.reasonId,
  reason: doc.reason,
  note: doc.note,
  by: doc.by,
  at: doc.at.toISOString(),
  liftedAt: doc.liftedAt?.toISOString() ?? null,
  ...(doc.removal ? { removal: doc.removal.state } : {}),
});

/** Of several sanctions in force, the one a member's standing shows: site-wide first, a ban before a suspension, the longest. */
export function weightiest(docs: SanctionDoc[]): SanctionDoc | null {
  const rank = (d: SanctionDoc) => [d.communityId === null ? 1 : 0, d.kind === "ban" ? 1 : 0, d.until?.getTime() ?? Number.POSITIVE_INFINITY];
  let best: SanctionDoc | null = null;
  for (const doc of docs) {
    if (!best) best = doc;
    else {
      const [a, b] = [rank(doc), rank(best)];
      const i = a.findIndex((value, index) => value !== b[index]);
      if (i >= 0 && a[i]! > b[i]!) best = doc;
    }
  }
  return best;
}

/** The sanction in force on each of these members (by user id), the weightiest of theirs; those without one are absent. */
export async function activeSanctionsOf(models: Pick<Models, "Sanction">, userIds: readonly string[], now: Date): Promise<Map<string, Sanction>> {
  const ids = [...new Set(userIds)].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
  if (ids.length === 0) return new Map();
  const docs = await models.Sanction.find({ userId: { $in: ids }, liftedAt: null, $or: [{ until: null }, { until: { $gt: now } }] }).lean<SanctionDoc[]>();
  const byMember = new Map<string, SanctionDoc[]>();
  for (const doc of docs) byMember.set(doc.userId.toString(), [...(byMember.get(doc.userId.toString()) ?? []), doc]);
  const shown = new Map<string, Sanction>();
  for (const [userId, theirs] of byMember) {
    const best = weightiest(theirs);
    if (best) shown.set(userId, presentSanction(best));
  }
  return shown;
}

/** The sanction in force on one member, or null. */
export async function activeSanctionOf(models: Pick<Models, "Sanction">, userId: string, now: Date): Promise<Sanction | null> {
  return (await activeSanctionsOf(models, [userId], now)).get(userId) ?? null;
}
