import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from "@pnyx/contract";
import type { AdminCaller } from "../../platform/auth";
import type { AuditModel } from "./audit-model";
import { isDuplicateKey } from "../../platform/database-errors";
import { excerpt } from "../../platform/excerpt";

/** A summary is a reminder, not a copy: the first 120 characters. */
const SUMMARY_MAX = 120;

export function createAuditLog(Audit: AuditModel, now: () => Date) {
  return {
    /**
     * Writes one line. With `key`, at most once: a second line with the same key is not written (a
     * step that may run again after a crash, as a decision's follow-ups: decision-follow-ups.ts).
     */
    async record(
      admin: Pick<AdminCaller, "username">,
      action: AuditAction,
      target: { type: AuditEntry["targetType"]; id: string; summary: string },
      key?: string,
    ): Promise<void> {
      const summary = excerpt(target.summary, SUMMARY_MAX);
      const line = { admin: admin.username, action, targetType: target.type, targetId: target.id, summary, at: now(), ...(key ? { key } : {}) };
      await Audit.collection.insertOne(line).catch((error: unknown) => {
        if (!key || !isDuplicateKey(error)) throw error;
      });
    },
    /** Whether this action was already taken on this target (for answers that must repeat the same). */
    async happened(action: AuditAction, targetId: string): Promise<boolean> {
      return (await Audit.exists({ targetId, action })) !== null;
    },
    async page(page: number): Promise<{ entries: AuditEntry[]; page: number; hasMore: boolean }> {
      const docs = await Audit.find({})
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * AUDIT_PAGE_SIZE)
        .limit(AUDIT_PAGE_SIZE + 1)
        .lean();
      const entries = docs.slice(0, AUDIT_PAGE_SIZE).map((d) => ({
        _id: d._id.toString(),
        admin: d.admin,
        action: d.action,
        targetType: d.targetType,
        targetId: d.targetId,
        summary: d.summary,
        at: d.at.toISOString(),
      }));
      return { entries, page, hasMore: docs.length > AUDIT_PAGE_SIZE };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
