// An item's reports as the queue shows them, summed from the reports themselves: the request path
// and the repair (queue-intent.ts) sum by this one function, so they agree.
import type { ReportReason } from "@pnyx/contract";
import type { Models } from "../../models";
import type { ReportDoc } from "../opinions/model";
import type { ReportSummary } from "./queue-model";

/** Reporters' own words shown per item (the latest). */
const DETAILS_SHOWN = 5;

/** The undecided reports of a piece: how many, their weight, their reasons, the latest words; and when the last came. */
export async function summarizeReports(models: Pick<Models, "Report">, targetId: string): Promise<{ summary: ReportSummary; last: Date | null }> {
  const reports = await models.Report.find({ commentId: targetId, outcome: null }).sort({ createdAt: -1, _id: -1 }).lean<ReportDoc[]>();
  const reasons: Partial<Record<ReportReason, number>> = {};
  let weight = 0;
  for (const report of reports) {
    const reason = report.reason ?? "other";
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    weight += report.weight ?? 1;
  }
  const details = reports
    .filter((r) => r.text || r.legalGround)
    .slice(0, DETAILS_SHOWN)
    .map((r) => ({ reason: r.reason ?? "other", legalGround: r.legalGround ?? null, text: r.text ?? null }));
  return { summary: { count: reports.length, weight, reasons, details }, last: reports[0]?.createdAt ?? null };
}

/**
 * Gives a piece's undecided reports a decision's outcome (`rejected` when the piece is kept), naming
 * the decision so its follow-ups tell those reporters: the one rule a decision, its repair
 * (queue-intent.ts) and its sweep (decision-follow-ups.ts) settle by.
 */
export async function settleReports(models: Pick<Models, "Report">, targetId: string, kept: boolean, decisionId?: string): Promise<void> {
  await models.Report.updateMany(
    { commentId: targetId, outcome: null },
    { $set: { outcome: kept ? "rejected" : "upheld", ...(decisionId ? { decisionId } : {}) } },
  );
}
