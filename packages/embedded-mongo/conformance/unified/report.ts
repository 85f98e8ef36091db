// Per-test lines and the summary: the two totals and the failures grouped by cause.
import type { Failure, SkipCategory, TestResult } from "./run-test.js";

export interface TestRecord {
  file: string;
  description: string;
  result: TestResult;
}

/** One line per test: PASS / FAIL / SKIP, file and description, and for a failure its first cause. */
export function formatLine({ file, description, result }: TestRecord): string {
  const name = `${file} :: ${description}`;
  if (result.status === "pass") return `PASS  ${name}`;
  if (result.status === "skip") return `SKIP  ${name} — ${result.reason}`;
  const [first, ...others] = result.failures as [Failure, ...Failure[]];
  const more = others.length > 0 ? ` (+${others.length} more: ${others.map((f) => f.stage).join(", ")})` : "";
  return `FAIL  ${name} — [${first.stage}] ${oneLine(first.message)}${more}`;
}

/** A test whose every failure is an expectEvents one: passes "ignoring event assertions". */
export function failsOnlyOnEvents(result: TestResult): boolean {
  return result.status === "fail" && result.failures.every((failure) => failure.stage === "events");
}

/** The summary block: totals (a) and (b), skip counts, and failure causes grouped by first line. */
export function formatSummary(records: TestRecord[]): string {
  const ran = records.filter((r) => r.result.status !== "skip");
  const passed = ran.filter((r) => r.result.status === "pass").length;
  const eventsOnly = ran.filter((r) => failsOnlyOnEvents(r.result)).length;
  const skips = countBy(records, (r) => (r.result.status === "skip" ? r.result.category : undefined));
  const skipCount = (category: SkipCategory) => skips.get(category) ?? 0;
  const failing = ran.filter((r) => r.result.status === "fail");

  const lines = [
    "",
    "== Summary ==",
    `Tests in files: ${records.length}; skipped: ${records.length - ran.length} ` +
      `(requirements a 7.0 standalone does not meet: ${skipCount("requirements")}, skipReason: ${skipCount("skipReason")}, ` +
      `runner cannot express: ${skipCount("unsupported")}, driver deviates: ${skipCount("driver")})`,
    `(a) passed:                               ${passed} / ${ran.length}  (tests that can run on a MongoDB 7.0 standalone)`,
    `(b) passed ignoring event assertions:     ${passed + eventsOnly} / ${ran.length}  (tests failing only on expectEvents count as passed)`,
    "",
    `Failing tests by stage of their first failure: ${formatCounts(countBy(failing, (r) => firstFailure(r).stage))}`,
    "",
    "Failure causes (first line of each failing test's first failure), most frequent first:",
    ...sortedCounts(countBy(failing, (r) => firstFailure(r).message.split("\n")[0])).map(([cause, n]) => `  ${String(n).padStart(4)}  ${cause}`),
  ];
  const notExpressible = countBy(records, (r) =>
    r.result.status === "skip" && (r.result.category === "unsupported" || r.result.category === "driver") ? r.result.reason : undefined,
  );
  if (notExpressible.size > 0) {
    lines.push("", "Runnable on a 7.0 standalone but skipped (runner limitation or driver deviation; not in the totals):");
    for (const [reason, n] of sortedCounts(notExpressible)) lines.push(`  ${String(n).padStart(4)}  ${reason}`);
  }
  return lines.join("\n");
}

function firstFailure(record: TestRecord): Failure {
  return (record.result as { failures: Failure[] }).failures[0] as Failure;
}

function countBy<T>(items: T[], key: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

function sortedCounts(counts: Map<string, number>): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function formatCounts(counts: Map<string, number>): string {
  return sortedCounts(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(", ");
}

function oneLine(message: string, limit = 400): string {
  const text = message.split("\n").join(" | ");
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
