// The sanction in force on members, for their standing in the queue (MemberStanding.sanction).
// Sanctions are built apart (issue 47's sanctions slice); until they are wired in here, no member is
// sanctioned as far as the queue can tell. One lookup for a whole page of authors.
import type { Sanction } from "@pnyx/contract";

/** The sanction in force on each of these members (by user id); those without one are absent. */
export async function activeSanctionsOf(_userIds: readonly string[]): Promise<Map<string, Sanction>> {
  return new Map();
}

/** The sanction in force on one member, or null. */
export async function activeSanctionOf(userId: string): Promise<Sanction | null> {
  return (await activeSanctionsOf([userId])).get(userId) ?? null;
}
