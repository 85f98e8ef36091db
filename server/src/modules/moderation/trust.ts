// What a report weighs (issue 47): the contract's REPORT_TRUST, applied to the reporter's record.
// Pure: the reports service reads the record (reports.ts) and stores the weight with the report.
import { REPORT_TRUST } from "@pnyx/contract";

const DAY_MS = 86_400_000;

/** A reporter's record as the rule reads it. */
export interface ReporterRecord {
  /** Their points (a stored value below zero counts as 0). */
  points: number;
  /** When their account was made. */
  memberSince: Date;
  /** Their reports a decision upheld (the writing was removed) and rejected (it was kept). */
  upheld: number;
  rejected: number;
}

/**
 * The weight of a report by this reporter at `now`: 1, plus 0.5 with at least `pointsForMore` points,
 * plus 0.5 for an account older than `daysForMore` days, plus 0.25 per upheld report (up to
 * `upheldCounted` of them); halved when more of their reports were rejected than upheld and at
 * least `rejectedToHalve` were rejected.
 */
export function reportWeight(record: ReporterRecord, now: Date): number {
  let weight = REPORT_TRUST.base;
  if (record.points >= REPORT_TRUST.pointsForMore) weight += 0.5;
  if (now.getTime() - record.memberSince.getTime() > REPORT_TRUST.daysForMore * DAY_MS) weight += 0.5;
  weight += REPORT_TRUST.perUpheld * Math.min(Math.max(0, record.upheld), REPORT_TRUST.upheldCounted);
  if (record.rejected > record.upheld && record.rejected >= REPORT_TRUST.rejectedToHalve) weight /= 2;
  return weight;
}

/** Whether reports weighing this much in all hide their piece until a moderator decides. */
export const hidesAt = (weight: number) => weight >= REPORT_TRUST.hideAtWeight;
