import { MESSAGES, REPORTED_COMMENTS_MAX, type ReportedComment } from "@pnyx/contract";
import { Types } from "mongoose";
import type { AdminCaller } from "../../platform/auth";
import type { ServiceDeps } from "../../services";
import type { CommentDoc } from "../opinions/model";
import { noSuchOpinion } from "../opinions/opinion-batch";
import { presentOpinion } from "../opinions/present";
import type { AchievementChecks } from "../gamification/achievement-checks";
import type { AuditLog } from "./audit";
import type { Decisions } from "./decisions";
import { removeOpinionThread } from "./pieces/opinion-piece";

/** Reports of opinions (those made before issue 47 carry no target type). */
const OF_OPINIONS = { targetType: { $in: [null, "comment"] } };

/**
 * Administrators' side of reported opinions, the view that came before the queue (issue 47) and is
 * now one over the same reports: the undecided ones, counted per comment. Dismissing is the queue's
 * approve (the reports are rejected and a hidden comment shows again), deleting its reject (without a
 * reason from the site's list); both keep their own audit action. Counts and points follow through
 * removeThread, which takes each comment back exactly once however many removals run at once.
 */
export function createReportedCommentsService(
  deps: Pick<ServiceDeps, "models" | "cache" | "live" | "pictures" | "intents">,
  audit: AuditLog,
  achievements: Pick<AchievementChecks, "figuresFell">,
  decisions: Pick<Decisions, "decideTarget">,
) {
  const { Comment, Report, Article, CommunityPost } = deps.models;

  async function titles(docs: CommentDoc[]): Promise<Map<string, string>> {
    const ids = (kind: CommentDoc["postKind"]) =>
      [...new Set(docs.filter((d) => d.postKind === kind).map((d) => d.postId))].map((id) => new Types.ObjectId(id));
    const [articles, posts] = await Promise.all([
      Article.collection.find({ _id: { $in: ids("article") } }, { projection: { title: 1 } }).toArray(),
      CommunityPost.collection.find({ _id: { $in: ids("communityPost") } }, { projection: { title: 1 } }).toArray(),
    ]);
    return new Map([...articles, ...posts].map((p) => [p._id.toString(), String(p.title)]));
  }

  return {
    /** Comments with undecided reports and how many, the most recently reported first. */
    async list(): Promise<{ comments: ReportedComment[] }> {
      const groups = await Report.aggregate<{ _id: string; count: number; last: Date }>([
        { $match: { outcome: null, ...OF_OPINIONS } },
        { $group: { _id: "$commentId", count: { $sum: 1 }, last: { $max: "$createdAt" } } },
        { $sort: { last: -1, _id: -1 } },
        { $limit: REPORTED_COMMENTS_MAX },
      ]);
      const docs = await Comment.find({ _id: { $in: groups.map((g) => g._id) } }).lean<CommentDoc[]>();
      const byId = new Map(docs.map((d) => [d._id.toString(), d]));
      const [pictures, postTitles] = await Promise.all([deps.pictures.of(docs.map((d) => d.author)), titles(docs)]);
      const comments: ReportedComment[] = [];
      for (const group of groups) {
        const doc = byId.get(group._id);
        // A comment removed since its report (its reports go with it, but not in the same instant).
        if (!doc) continue;
        comments.push({
          ...presentOpinion(doc, pictures),
          postKind: doc.postKind,
          postTitle: postTitles.get(doc.postId) ?? "",
          reportCount: group.count,
          lastReportedAt: group.last.toISOString(),
        });
      }
      return { comments };
    },

    /** Rejects a comment's reports (they were unfounded); the comment stays (shown, if hidden). Dismissing twice answers the same. */
    async dismiss(admin: AdminCaller, commentId: string) {
      const doc = await Comment.findById(commentId, { text: 1 }).lean<Pick<CommentDoc, "text">>();
      if (!doc) throw noSuchOpinion();
      const target = { targetType: "comment" as const, targetId: commentId };
      const decided = await decisions.decideTarget(admin, target, { decision: "approve", reason: null, note: null }, "dismissReports");
      if (decided !== "notFound") return { message: MESSAGES.reportsDismissed };
      // Reports made before the queue have no item: rejected as they are.
      const { modifiedCount } = await Report.updateMany({ commentId, outcome: null }, { $set: { outcome: "rejected" } });
      if (modifiedCount > 0) await audit.record(admin, "dismissReports", { type: "comment", id: commentId, summary: doc.text });
      return { message: MESSAGES.reportsDismissed };
    },

    /** Removes a comment and every reply below it; its post's counts and the authors' points follow. */
    async remove(admin: AdminCaller, commentId: string) {
      const doc = await Comment.findById(commentId).lean<CommentDoc>();
      if (!doc) throw noSuchOpinion();
      // A reported comment is its item's rejection (the author and the reporters are told).
      const target = { targetType: "comment" as const, targetId: commentId };
      const decided = await decisions.decideTarget(admin, target, { decision: "reject", reason: null, note: null }, "deleteComment");
      if (decided === "decided") return { message: MESSAGES.commentDeleted };
      const removed = await removeOpinionThread(deps, achievements, doc);
      // Another administrator removed it (or a parent of it) first: theirs is the entry in the log.
      if (removed.length === 0) throw noSuchOpinion();
      await audit.record(admin, "deleteComment", { type: "comment", id: commentId, summary: doc.text });
      return { message: MESSAGES.commentDeleted };
    },
  };
}
export type ReportedCommentsService = ReturnType<typeof createReportedCommentsService>;
