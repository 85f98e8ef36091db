// Authors as moderators judge them (MemberStanding), a page of them at once: four reads whatever the
// number of authors (accounts, their decided writing, their decided reports, their sanctions). The
// one source of a standing: the queue's items and an administrator's look at a member
// (sanctions/service.ts) both read it here.
import type { MemberStanding } from "@pnyx/contract";
import type { Models } from "../../models";
import { shownPoints } from "../gamification/points";
import { activeSanctionsOf } from "./sanction-lookup";

/** A member's reports that a decision upheld and rejected (what their reports weigh follows it: trust.ts). */
export async function reportRecordOf(models: Pick<Models, "Report">, userId: string): Promise<{ upheld: number; rejected: number }> {
  const [upheld, rejected] = await Promise.all([
    models.Report.countDocuments({ reporterId: userId, outcome: "upheld" }),
    models.Report.countDocuments({ reporterId: userId, outcome: "rejected" }),
  ]);
  return { upheld, rejected };
}

/**
 * The standing of each author (by username), with the sanction in force at `now`; `since` stands in
 * for an author without an account.
 */
export async function standingsOf(
  models: Pick<Models, "User" | "ModerationQueue" | "Report" | "Sanction">,
  usernames: readonly string[],
  since: Date,
  now: Date,
): Promise<Map<string, MemberStanding>> {
  const names = [...new Set(usernames)];
  const users = await models.User.find({ username: { $in: names } }, { username: 1, points: 1, createdAt: 1 }).lean();
  const ids = users.map((u) => u._id.toString());
  const [decided, reports, sanctions] = await Promise.all([
    models.ModerationQueue.aggregate<{ _id: { author: string; status: string }; n: number }>([
      { $match: { author: { $in: names }, status: { $in: ["approved", "rejected"] }, targetType: { $ne: "sanction" } } },
      { $group: { _id: { author: "$author", status: "$status" }, n: { $sum: 1 } } },
    ]),
    models.Report.aggregate<{ _id: { reporterId: string; outcome: string }; n: number }>([
      { $match: { reporterId: { $in: ids }, outcome: { $in: ["upheld", "rejected"] } } },
      { $group: { _id: { reporterId: "$reporterId", outcome: "$outcome" }, n: { $sum: 1 } } },
    ]),
    activeSanctionsOf(models, ids, now),
  ]);
  const count = <T extends { _id: Record<string, string>; n: number }>(rows: T[], who: string, whoField: string, field: string, value: string) =>
    rows.find((r) => r._id[whoField] === who && r._id[field] === value)?.n ?? 0;
  const byName = new Map(users.map((u) => [u.username, u]));
  const standings = new Map<string, MemberStanding>();
  for (const name of names) {
    const user = byName.get(name);
    const id = user?._id.toString() ?? "";
    standings.set(name, {
      username: name,
      points: shownPoints(user?.points ?? 0),
      memberSince: (user?.createdAt ?? since).toISOString(),
      removed: count(decided, name, "author", "status", "rejected"),
      approved: count(decided, name, "author", "status", "approved"),
      reportsUpheld: user ? count(reports, id, "reporterId", "outcome", "upheld") : 0,
      reportsRejected: user ? count(reports, id, "reporterId", "outcome", "rejected") : 0,
      sanction: (user && sanctions.get(id)) ?? null,
    });
  }
  return standings;
}
