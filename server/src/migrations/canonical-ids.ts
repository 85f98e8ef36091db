import type { Models } from "../models";
import type { Migration } from "../platform/migrations";
import { recountPoints } from "../modules/gamification/points";
import { recountOpinions, recountReplies } from "../modules/opinions/counts";
import { recountVotes } from "../modules/votes/counts";
import type { VoteTarget } from "../modules/votes/model";

const MIXED_CASE = /[A-F]/;

/**
 * Before ids were canonicalised in the contract, an id in another letter case was stored as a
 * different target: extra votes on one article, opinions counted but never listed, repeated reports.
 * This rewrites every stored id to lower case, drops the duplicates that rewrite reveals, and sets
 * the counters and points those records touched to what the records now say.
 */
export function canonicalIdsMigration(models: Models): Migration {
  return {
    name: "2026-11-canonical-ids",
    async run() {
      const targets = new Map<string, { type: VoteTarget; id: string }>();
      const members = new Set<string>();
      const touch = (type: VoteTarget, id: string) => targets.set(`${type}:${id}`, { type, id });
      let rewritten = 0;
      let dropped = 0;

      for (const vote of await models.Vote.find({ targetId: MIXED_CASE }).lean()) {
        const id = vote.targetId.toLowerCase();
        members.add(vote.user);
        touch(vote.targetType, id);
        try {
          await models.Vote.updateOne({ _id: vote._id }, { $set: { targetId: id } });
          rewritten++;
        } catch (error) {
          if ((error as { code?: number }).code !== 11000) throw error;
          await models.Vote.deleteOne({ _id: vote._id }); // the member already holds a vote on this target
          dropped++;
        }
      }
      for (const comment of await models.Comment.find({ $or: [{ postId: MIXED_CASE }, { parentId: MIXED_CASE }] }).lean()) {
        const postId = comment.postId.toLowerCase();
        const parentId = comment.parentId?.toLowerCase() ?? null;
        await models.Comment.updateOne({ _id: comment._id }, { $set: { postId, parentId } });
        rewritten++;
        touch(comment.postKind === "communityPost" ? "communityPost" : "article", postId);
        if (parentId) touch("comment", parentId);
      }
      for (const report of await models.Report.find({ commentId: MIXED_CASE }).lean()) {
        try {
          await models.Report.updateOne({ _id: report._id }, { $set: { commentId: report.commentId.toLowerCase() } });
          rewritten++;
        } catch (error) {
          if ((error as { code?: number }).code !== 11000) throw error;
          await models.Report.deleteOne({ _id: report._id }); // one report per member per comment
          dropped++;
        }
      }

      for (const { type, id } of targets.values()) {
        await recountVotes(models, type, id);
        await (type === "comment" ? recountReplies(models, id) : recountOpinions(models, type, id));
      }
      for (const member of members) await recountPoints(models, member);
      return `${rewritten} ids rewritten, ${dropped} duplicates dropped, ${targets.size} targets and ${members.size} members recounted`;
    },
  };
}
