// Opinions held for review (issue 47): stored with `held`, they count nowhere until approved. Approving
// one moves what storing it would have moved (its post's count, its parent's count, its author's
// points and figures), exactly once: the call that takes `held` off it (one conditional write) moves
// them, inside a write intent, so a crash between the two is repaired (the recounts count held
// opinions nowhere). Rejecting one removes it while it is still held: of an approve and a reject at
// once, one wins, and the loser finds it no longer held.
import { Types } from "mongoose";
import type { Models } from "../../models";
import type { WriteIntents } from "../../platform/intents";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsOf } from "../gamification/points";
import { communitiesOfPosts, countOpinions } from "../gamification/stats";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./counts";
import { earnsPoints, type CommentDoc } from "./model";
import type { StoredOpinion } from "./opinion-batch";

type HeldModels = Pick<
  Models,
  "Comment" | "Article" | "CommunityPost" | "User" | "WeeklyPoints" | "MemberStats" | "ContributionDay" | "Report" | "Notification"
>;

/** What an approval or rejection found: done by this call, or not held (decided already, or never held), or no such opinion. */
export type HeldOutcome = "done" | "notHeld" | "notFound";

/** The post an opinion is on, as a new opinion's announcement reads it. */
async function postOf(models: HeldModels, doc: CommentDoc): Promise<StoredOpinion["post"]> {
  const _id = new Types.ObjectId(doc.postId);
  if (doc.postKind === "article") {
    const article = await models.Article.collection.findOne({ _id }, { projection: { title: 1 } });
    return { title: String(article?.title ?? ""), author: null, communityId: null };
  }
  const post = await models.CommunityPost.collection.findOne({ _id }, { projection: { title: 1, author: 1, communityId: 1 } });
  return { title: String(post?.title ?? ""), author: post ? String(post.author) : null, communityId: post ? String(post.communityId) : null };
}

/**
 * Takes `held` off an opinion and moves what it counts for. Answers the opinion as a new one is
 * announced (its post, its parent's author and count), or why not.
 */
export async function publishHeld(
  models: HeldModels,
  intents: WriteIntents,
  commentId: string,
  at: Date,
): Promise<StoredOpinion | Exclude<HeldOutcome, "done">> {
  if (!Types.ObjectId.isValid(commentId)) return "notFound";
  const held = await models.Comment.findOne({ _id: commentId, held: true }).lean<CommentDoc>();
  if (!held) return (await models.Comment.exists({ _id: commentId })) ? "notHeld" : "notFound";
  const keys = [OPINIONS_INTENT[held.postKind].key(held.postId), ...(held.parentId ? [REPLIES_INTENT.key(held.parentId)] : []), MEMBER_INTENT.key(held.author)];
  const shown = await intents.around(keys, async () => {
    const doc = await models.Comment.findOneAndUpdate(
      { _id: commentId, held: true },
      { $unset: { held: "", heldCause: "" } },
      { returnDocument: "after" },
    ).lean<CommentDoc>();
    if (!doc) return null;
    const communityId = doc.postKind === "communityPost" ? ((await communitiesOfPosts(models, [doc.postId])).get(doc.postId) ?? null) : null;
    const model = (doc.postKind === "communityPost" ? models.CommunityPost : models.Article) as typeof models.Article;
    const [parent] = await Promise.all([
      doc.parentId
        ? models.Comment.findOneAndUpdate(
            { _id: doc.parentId },
            { $inc: { replyCount: 1 } },
            { returnDocument: "after", projection: { author: 1, replyCount: 1 } },
          ).lean()
        : null,
      model.updateOne({ _id: doc.postId }, { $inc: { totalComments: 1 } }),
      countOpinions(models, earnsPoints(doc) ? [{ ...doc, communityId }] : [], 1),
      movePoints(models, pointsOf(EARNINGS.opinion, [doc], 1), at),
    ]);
    return { doc, parent };
  });
  if (!shown) return "notHeld";
  return storedOpinion(models, shown.doc, shown.parent);
}

/** An opinion as a new one is announced: its post, its parent's author and count (the reply taken for the last one counted). */
async function storedOpinion(models: HeldModels, doc: CommentDoc, parent: { author: string; replyCount: number } | null): Promise<StoredOpinion> {
  return {
    doc,
    post: await postOf(models, doc),
    parentAuthor: parent ? parent.author : null,
    repliesMoved: parent && doc.parentId ? { parentId: doc.parentId, before: parent.replyCount - 1, after: parent.replyCount } : null,
  };
}

/**
 * A published held opinion as its announcement reads it, read afresh (an announcement a crash kept
 * from going: moderation/decision-ends.ts): null when it is not shown (gone, still held, or hidden).
 * Its parent's count is read as it is now, the reply taken for the last one counted; a kept page
 * showing another count is left to the bound (thread-pages.ts).
 */
export async function publishedOpinion(models: HeldModels, commentId: string): Promise<StoredOpinion | null> {
  if (!Types.ObjectId.isValid(commentId)) return null;
  const doc = await models.Comment.findOne({ _id: commentId, held: { $ne: true }, hidden: { $ne: true } }).lean<CommentDoc>();
  if (!doc) return null;
  const parent = doc.parentId ? await models.Comment.findById(doc.parentId, { author: 1, replyCount: 1 }).lean() : null;
  return storedOpinion(models, doc, parent);
}

/** Removes an opinion while it is still held (it moved nothing, so nothing is taken back). Answers the removed opinion, or why not. */
export async function dropHeld(models: HeldModels, commentId: string): Promise<CommentDoc | Exclude<HeldOutcome, "done">> {
  if (!Types.ObjectId.isValid(commentId)) return "notFound";
  const doc = await models.Comment.findOneAndDelete({ _id: commentId, held: true }).lean<CommentDoc>();
  if (!doc) return (await models.Comment.exists({ _id: commentId })) ? "notHeld" : "notFound";
  await Promise.all([models.Report.deleteMany({ commentId }), models.Notification.deleteMany({ commentId })]);
  return doc;
}
