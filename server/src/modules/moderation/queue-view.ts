// The queue as administrators read it: a page of items by status, newest or most reported first,
// narrowed by kind, publisher or community, each with its author's standing (batched: standing.ts).
import { MODERATION_LIMITS, type QueueItem, type QueueStatus, type QueueTargetType } from "@pnyx/contract";
import type { Models } from "../../models";
import type { QueueItemDoc } from "./queue-model";
import { standingsOf } from "./standing";

export interface QueueQuery {
  status: QueueStatus;
  sort: "newest" | "mostReported";
  targetType?: QueueTargetType | undefined;
  publisherId?: string | undefined;
  communityId?: string | undefined;
  page: number;
}

type ViewModels = Pick<Models, "User" | "ModerationQueue" | "Report" | "Sanction">;

/** Items as the contract's QueueItem, their authors' standings read once for them all (sanctions in force at `now`). */
export async function presentItems(models: ViewModels, docs: QueueItemDoc[], now: Date): Promise<QueueItem[]> {
  if (docs.length === 0) return [];
  const oldest = docs.reduce((first, d) => (d.createdAt < first ? d.createdAt : first), docs[0]!.createdAt);
  const standings = await standingsOf(
    models,
    docs.map((d) => d.author),
    oldest,
    now,
  );
  return docs.map((doc) => ({
    _id: doc._id.toString(),
    targetType: doc.targetType,
    targetId: doc.targetId,
    cause: doc.cause,
    status: doc.status,
    text: doc.text,
    author: standings.get(doc.author)!,
    context: doc.context,
    hidden: doc.hidden,
    reports: { ...doc.reports, reasons: doc.reports.reasons ?? {}, details: doc.reports.details ?? [] },
    createdAt: doc.createdAt.toISOString(),
    lastReportedAt: doc.lastReportedAt?.toISOString() ?? null,
    appeal: doc.appeal ? { text: doc.appeal.text, at: doc.appeal.at.toISOString() } : null,
    decision: doc.decision ? { by: doc.decision.by, at: doc.decision.at.toISOString(), reasonId: doc.decision.reasonId, note: doc.decision.note } : null,
  }));
}

/** Items waiting for a decision. */
export const pendingCount = (models: Pick<Models, "ModerationQueue">) => models.ModerationQueue.countDocuments({ status: "pending" });

/** A page of the queue, and how many items wait in all. */
export async function queuePage(models: ViewModels, query: QueueQuery, now: Date) {
  const size = MODERATION_LIMITS.queuePageSize;
  const filter = {
    status: query.status,
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.publisherId ? { "context.publisherId": query.publisherId } : {}),
    ...(query.communityId ? { "context.communityId": query.communityId } : {}),
  };
  const order: Record<string, 1 | -1> = query.sort === "newest" ? { createdAt: -1, _id: -1 } : { "reports.weight": -1, createdAt: -1, _id: -1 };
  const [docs, pending] = await Promise.all([
    models.ModerationQueue.find(filter)
      .sort(order)
      .skip((query.page - 1) * size)
      .limit(size + 1)
      .lean<QueueItemDoc[]>(),
    pendingCount(models),
  ]);
  return { items: await presentItems(models, docs.slice(0, size), now), page: query.page, hasMore: docs.length > size, pending };
}
