// Opinions and replies as the queue moderates them (pieces/piece.ts).
import { opinionDeletedEvent } from "@pnyx/contract";
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import type { AchievementChecks } from "../../gamification/achievement-checks";
import type { CommentDoc } from "../../opinions/model";
import { threadChanged } from "../../opinions/thread-changes";
import { removeThread } from "../../opinions/thread-removal";
import { announceVisibility, flipOpinion, opinionCountKeys } from "../../opinions/visibility";
import type { Piece, PieceKind } from "./piece";

export type OpinionPieceDeps = Pick<ServiceDeps, "models" | "intents" | "cache" | "live" | "pictures">;

/**
 * Removes an opinion and every reply below it (opinions/thread-removal.ts: counts and points follow,
 * crash-safe), tells kept answers and the thread's viewers: the removed comments, none when another
 * removal took it first.
 */
export async function removeOpinionThread(
  deps: OpinionPieceDeps,
  achievements: Pick<AchievementChecks, "figuresFell">,
  doc: CommentDoc,
): Promise<CommentDoc[]> {
  const removed = await removeThread(deps.models, deps.intents, doc);
  if (removed.length === 0) return removed;
  await threadChanged(deps, doc, "now");
  deps.live.toThread(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId: doc._id.toString(), parentId: doc.parentId });
  for (const author of new Set(removed.map((r) => r.author))) achievements.figuresFell(author);
  return removed;
}

export function createOpinionPieces(deps: OpinionPieceDeps, achievements: Pick<AchievementChecks, "figuresFell">): PieceKind {
  const { Comment, Article, CommunityPost } = deps.models;

  return {
    async load(ids) {
      const found = await Comment.find({ _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) } }).lean<CommentDoc[]>();
      const postIds = (kind: CommentDoc["postKind"]) => [...new Set(found.filter((d) => d.postKind === kind).map((d) => d.postId))];
      const [articles, posts] = await Promise.all([
        Article.find({ _id: { $in: postIds("article") } }, { title: 1, publisherId: 1 }).lean(),
        CommunityPost.find({ _id: { $in: postIds("communityPost") } }, { title: 1, communityId: 1 }).lean(),
      ]);
      const articleOf = new Map(articles.map((a) => [a._id.toString(), a]));
      const postOf = new Map(posts.map((p) => [p._id.toString(), p]));
      const pieces = new Map<string, Piece>();
      for (const doc of found) {
        const id = doc._id.toString();
        const article = doc.postKind === "article" ? articleOf.get(doc.postId) : undefined;
        const post = doc.postKind === "communityPost" ? postOf.get(doc.postId) : undefined;
        pieces.set(id, {
          targetType: "comment",
          targetId: id,
          author: doc.author,
          text: doc.text,
          hidden: doc.hidden === true,
          held: doc.held === true,
          // One held for review is its author's alone.
          readable: doc.held !== true,
          context: {
            postId: doc.postId,
            postTitle: article?.title ?? post?.title ?? null,
            communityId: post?.communityId ?? null,
            publisherId: article?.publisherId ?? null,
          },
          countKeys: opinionCountKeys(doc),
        });
      }
      return pieces;
    },
    async flip(piece, hide) {
      return (await flipOpinion(deps.models, piece.targetId, hide)) !== null;
    },
    async announce(piece, hidden) {
      const doc = await Comment.findById(piece.targetId).lean<CommentDoc>();
      if (doc) await announceVisibility(deps, doc, hidden);
    },
    async remove(_admin, piece) {
      const doc = await Comment.findById(piece.targetId).lean<CommentDoc>();
      if (!doc) return false;
      return (await removeOpinionThread(deps, achievements, doc)).length > 0;
    },
  };
}
