import { MESSAGES, opinionDeletedEvent, REPORTED_COMMENTS_MAX, type ReportedComment } from "@pnyx/contract";
import { Types } from "mongoose";
import type { AdminCaller } from "../../platform/auth";
import type { ServiceDeps } from "../../services";
import type { CommentDoc } from "../opinions/model";
import { noSuchOpinion } from "../opinions/opinion-batch";
import { presentOpinion } from "../opinions/present";
import { threadChanged } from "../opinions/thread-changes";
import type { AchievementChecks } from "../gamification/achievement-checks";
import { removeThread } from "../opinions/thread-removal";
import type { AuditLog } from "./audit";

/**
 * Administrators' side of reports: what members reported (on articles and community posts alike),
 * and removing a comment with its replies. Counts and points follow through removeThread, which takes
 * each comment back exactly once however many removals run at the same time.
 */
export function createReportedCommentsService(
  deps: Pick<ServiceDeps, "models" | "cache" | "live" | "pictures" | "intents">,
  audit: AuditLog,
  achievements: Pick<AchievementChecks, "figuresFell">,
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
    /** Reported comments with how often they were reported, the most recently reported first. */
    async list(): Promise<{ comments: ReportedComment[] }> {
      const groups = await Report.aggregate<{ _id: string; count: number; last: Date }>([
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

    /** Drops a comment's reports (they were unfounded); the comment stays. Dismissing twice answers the same. */
    async dismiss(admin: AdminCaller, commentId: string) {
      const doc = await Comment.findById(commentId, { text: 1 }).lean<Pick<CommentDoc, "text">>();
      if (!doc) throw noSuchOpinion();
      const { deletedCount } = await Report.deleteMany({ commentId });
      if (deletedCount > 0) await audit.record(admin, "dismissReports", { type: "comment", id: commentId, summary: doc.text });
      return { message: MESSAGES.reportsDismissed };
    },

    /** Removes a comment and every reply below it; its post's counts and the authors' points follow. */
    async remove(admin: AdminCaller, commentId: string) {
      const doc = await Comment.findById(commentId).lean<CommentDoc>();
      if (!doc) throw noSuchOpinion();
      const removed = await removeThread(deps.models, deps.intents, doc);
      // Another administrator removed it (or a parent of it) first: theirs is the entry in the log.
      if (removed.length === 0) throw noSuchOpinion();
      await Promise.all([audit.record(admin, "deleteComment", { type: "comment", id: commentId, summary: doc.text }), threadChanged(deps, doc, "now")]);
      deps.live.toThread(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId, parentId: doc.parentId });
      for (const author of new Set(removed.map((r) => r.author))) achievements.figuresFell(author);
      return { message: MESSAGES.commentDeleted };
    },
  };
}
export type ReportedCommentsService = ReturnType<typeof createReportedCommentsService>;
