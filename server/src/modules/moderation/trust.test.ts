import { REPORT_TRUST } from "@pnyx/contract";
import { describe, expect, it } from "bun:test";
import { hidesAt, reportWeight, type ReporterRecord } from "./trust";

const now = new Date("2026-12-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const newcomer: ReporterRecord = { points: 0, memberSince: daysAgo(1), upheld: 0, rejected: 0 };
const weight = (change: Partial<ReporterRecord>) => reportWeight({ ...newcomer, ...change }, now);

describe("report weight (REPORT_TRUST)", () => {
  it("is 1 for a new member with no record", () => {
    expect(weight({})).toBe(REPORT_TRUST.base);
  });

  it("adds a half for points from the mark on, and a half for an account older than the days", () => {
    expect(weight({ points: REPORT_TRUST.pointsForMore - 1 })).toBe(1);
    expect(weight({ points: REPORT_TRUST.pointsForMore })).toBe(1.5);
    expect(weight({ memberSince: daysAgo(REPORT_TRUST.daysForMore) })).toBe(1);
    expect(weight({ memberSince: daysAgo(REPORT_TRUST.daysForMore + 1) })).toBe(1.5);
    expect(weight({ points: 10_000, memberSince: daysAgo(400) })).toBe(2);
  });

  it("adds a quarter per upheld report, counting at most four", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((upheld) => weight({ upheld }))).toEqual([1, 1.25, 1.5, 1.75, 2, 2, 2]);
  });

  it("is halved once more reports were rejected than upheld, from three rejected on", () => {
    expect(weight({ rejected: 2 })).toBe(1);
    expect(weight({ rejected: 3 })).toBe(0.5);
    expect(weight({ rejected: 3, upheld: 3 })).toBe(1.75);
    expect(weight({ rejected: 4, upheld: 3 })).toBe(0.875);
    expect(weight({ points: 600, memberSince: daysAgo(90), upheld: 1, rejected: 5 })).toBe(1.125);
  });

  it("counts a stored negative points value as none", () => {
    expect(weight({ points: -50 })).toBe(1);
  });

  it("hides a piece from the threshold's weight on", () => {
    expect(hidesAt(REPORT_TRUST.hideAtWeight - 0.25)).toBe(false);
    expect(hidesAt(REPORT_TRUST.hideAtWeight)).toBe(true);
    // Two newcomers do not hide it, three do; one trusted member alone does not, one with four upheld reports does.
    expect(hidesAt(2 * weight({}))).toBe(false);
    expect(hidesAt(3 * weight({}))).toBe(true);
    expect(hidesAt(weight({ points: 600, memberSince: daysAgo(90) }))).toBe(false);
    expect(hidesAt(weight({ points: 600, memberSince: daysAgo(90), upheld: 4 }))).toBe(true);
  });
});
