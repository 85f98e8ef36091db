import type { Models } from "../../models";
import type { OpenIntent, WriteIntents } from "../../platform/intents";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsOf } from "../gamification/points";
import { communitiesOfPosts, countOpinions } from "../gamification/stats";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./counts";
import { countsInThread, earnsPoints, type CommentDoc } from "./model";

/**
 * Removes a comment and every reply below it, at any depth. Each comment is removed by one atomic
 * findOneAndDelete, and whoever removes it takes back what it added — the article's comment count,
 * the parent's reply count (for the top of the removed branch) and its author's +20 (none for a
 * reply to one's own opinion, which earned nothing) — so concurrent
 * removals and replies arriving meanwhile never count anything twice or leave it counted. A comment
 * hidden awaiting a decision was taken out of its counts when it was hidden (visibility.ts), so its
 * removal takes back only its author's points; one held for review counted nowhere (held.ts), so its
 * removal takes back nothing. Undecided reports of removed comments, their pending
 * queue items and notifications about them go with them (decided reports stay: they are their
 * reporters' record).
 * Returns the removed comments.
 */
export async function removeThread(
  models: Pick<
    Models,
    "Comment" | "Article" | "CommunityPost" | "Report" | "ModerationQueue" | "User" | "Notification" | "WeeklyPoints" | "MemberStats" | "ContributionDay"
  >,
  intents: WriteIntents,
  root: CommentDoc,
): Promise<CommentDoc[]> {
  // What the removal takes back is named before each comment goes: a crash midway is repaired (platform/intents.ts).
  const keys = [OPINIONS_INTENT[root.postKind].key(root.postId), ...(root.parentId ? [REPLIES_INTENT.key(root.parentId)] : []), MEMBER_INTENT.key(root.author)];
  return intents.around(keys, (intent) => removeBranch(models, intent, root));
}

async function removeBranch(models: Parameters<typeof removeThread>[0], intent: OpenIntent, root: CommentDoc): Promise<CommentDoc[]> {
  const { Comment, Report, ModerationQueue, Notification } = models;
  const first = await Comment.findOneAndDelete({ _id: root._id }).lean<CommentDoc>();
  if (!first) return [];
  const removed: CommentDoc[] = [first];
  let frontier = [first._id.toString()];
  while (frontier.length > 0) {
    const children = await Comment.find({ parentId: { $in: frontier } }, { _id: 1, author: 1 }).lean();
    if (children.length > 0) await intent.add(children.map((child) => MEMBER_INTENT.key(String(child.author))));
    const taken = await Promise.all(children.map((child) => Comment.findOneAndDelete({ _id: child._id }).lean<CommentDoc>()));
    const next = taken.filter((doc) => doc !== null);
    removed.push(...next);
    frontier = next.map((doc) => doc._id.toString());
  }
  await undoComments(models, removed, first.parentId);
  const ids = removed.map((doc) => doc._id.toString());
  await Promise.all([
    Report.deleteMany({ commentId: { $in: ids }, outcome: null }),
    // Nothing is left to decide of them (an item being decided is no longer pending, and stays).
    ModerationQueue.deleteMany({ targetType: "comment", targetId: { $in: ids }, status: "pending" }),
    Notification.deleteMany({ commentId: { $in: ids } }),
  ]);
  return removed;
}

/** Takes back what these removed comments added: counts on their post and parent (the branch's top is `removed[0]`), their authors' points. */
export async function undoComments(
  models: Pick<Models, "Comment" | "Article" | "CommunityPost" | "User" | "WeeklyPoints" | "MemberStats" | "ContributionDay">,
  removed: CommentDoc[],
  branchParentId: string | null,
): Promise<void> {
  if (removed.length === 0) return;
  // Per post: a reply refused for naming another post's comment as parent may be among them. A held
  // comment never counted, and a hidden one was taken out of its post's and parent's counts when it
  // was hidden (countsInThread): nothing to take back for either.
  const perPost = new Map<string, { kind: CommentDoc["postKind"]; count: number }>();
  for (const doc of removed.filter(countsInThread)) {
    const entry = perPost.get(doc.postId) ?? { kind: doc.postKind, count: 0 };
    entry.count++;
    perPost.set(doc.postId, entry);
  }
  await Promise.all(
    [...perPost].map(([postId, { kind, count }]) =>
      ((kind === "communityPost" ? models.CommunityPost : models.Article) as typeof models.Article).updateOne(
        { _id: postId },
        { $inc: { totalComments: -count } },
      ),
    ),
  );
  if (branchParentId && removed[0] && countsInThread(removed[0])) await models.Comment.updateOne({ _id: branchParentId }, { $inc: { replyCount: -1 } });
  const communities = await communitiesOfPosts(
    models,
    removed.filter((doc) => doc.postKind === "communityPost").map((doc) => doc.postId),
  );
  await Promise.all([
    movePoints(models, pointsOf(EARNINGS.opinion, removed, -1), new Date()),
    countOpinions(
      models,
      removed.filter(earnsPoints).map((doc) => ({ ...doc, communityId: doc.postKind === "communityPost" ? (communities.get(doc.postId) ?? null) : null })),
      -1,
    ),
  ]);
}
