import {
  ERROR_CODES,
  opinionAddedEvent,
  opinionDeletedEvent,
  opinionUpdatedEvent,
  NewsCategory,
  OPINION_EDIT_WINDOW_MS,
  OPINIONS_PAGE_SIZE,
  POINTS,
  type Opinion,
  type OpinionSort,
  type PopularOpinion,
} from "@pnyx/contract";
import type { MemberCaller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import { UPLOADS_PATH } from "../../platform/uploads";
import type { ServiceDeps } from "../../services";
import type { WritePlace } from "../moderation/gate";
import { communityOfPost } from "../communities/community-of";
import type { LevelUps } from "../gamification/level-ups";
import type { AchievementChecks } from "../gamification/achievement-checks";
import { countEdit } from "../gamification/stats";
import { excerptOf, type NewNotification, type NotificationsService } from "../notifications/service";
import { LISTED } from "../news/model";
import { dropHeld, publishedOpinion, publishHeld, type HeldOutcome } from "./held";
import { earnsPoints, hiddenKeyOf, VISIBLE, type CommentDoc } from "./model";
import { presentOpinion } from "./present";
import { createOpinionBatcher, noSuchOpinion, noSuchPost, type StoredOpinion } from "./opinion-batch";
import { threadChanged } from "./thread-changes";
import { pageWithNewOpinion, pageWithNewReply } from "./thread-pages";
import { removeThread } from "./thread-removal";

export interface NewOpinion {
  postId: string;
  text: string;
  image?: string | null | undefined;
}

const POPULAR_WINDOW_MS = 30 * 24 * 3_600_000;

/** Who hears of a new opinion: a reply's parent's author, or the author of the community post it is on. */
function noticeOf({ doc, post, parentAuthor }: StoredOpinion): NewNotification | null {
  const about = {
    actor: doc.author,
    postKind: doc.postKind,
    postId: doc.postId,
    postTitle: post.title,
    commentId: doc._id.toString(),
    excerpt: excerptOf(doc.text),
  };
  if (doc.parentId) return parentAuthor ? { ...about, recipient: parentAuthor, kind: "opinionReply", inReplyTo: doc.parentId } : null;
  return post.author ? { ...about, recipient: post.author, kind: "postOpinion", inReplyTo: null } : null;
}

export function createOpinionsService(
  deps: Pick<ServiceDeps, "models" | "now" | "rateLimiter" | "live" | "cache" | "pictures" | "intents" | "moderation" | "background">,
  notifications: Pick<NotificationsService, "notify" | "opinionEdited">,
  levelUps: Pick<LevelUps, "pointsRose">,
  achievements: Pick<AchievementChecks, "figuresRose" | "figuresFell">,
) {
  const { Comment, Article } = deps.models;

  const batcher = createOpinionBatcher(deps.models, deps.intents, deps.now);

  async function present(docs: CommentDoc[]): Promise<Opinion[]> {
    const pictures = await deps.pictures.of(docs.map((d) => d.author));
    return docs.map((d) => presentOpinion(d, pictures));
  }
  const presentOne = async (doc: CommentDoc) => (await present([doc]))[0]!;

  async function ownFreshOpinion(caller: MemberCaller, commentId: string): Promise<CommentDoc> {
    const doc = await Comment.findById(commentId).lean();
    if (!doc) throw noSuchOpinion();
    if (doc.author !== caller.username) throw new HttpError(403, ERROR_CODES.forbidden, "You can only change your own opinions");
    if (deps.now().getTime() - doc.createdAt.getTime() > OPINION_EDIT_WINDOW_MS) {
      throw new HttpError(409, "edit_window_closed", "Opinions can be changed for 15 minutes after posting");
    }
    return doc;
  }

  /** Where an opinion on this post is written, for a sanction's check: a community post's community, looked up only when asked. */
  const placeOf = (postKind: CommentDoc["postKind"], postId: string): WritePlace =>
    postKind === "communityPost" ? { communityId: () => communityOfPost(deps.models, postId) } : {};

  /**
   * A member sanctioned while their opinion was on its way (a ban from another tab's moment): it goes
   * at once, as the sanction's removal would take it, and the write is refused. So every write either
   * landed before the sanction, where its removal finds it, or is refused (moderation/sanctions/removal.ts).
   */
  async function keepUnlessSanctioned(caller: MemberCaller, doc: CommentDoc, place: WritePlace): Promise<void> {
    const refusal = await deps.moderation.refusal(caller.userId, place);
    if (refusal === null) return;
    if ((await removeThread(deps.models, deps.intents, doc)).length > 0) await threadChanged(deps, doc, "now");
    throw new HttpError(403, ERROR_CODES.sanctioned, refusal);
  }

  async function create(
    caller: MemberCaller,
    postKind: CommentDoc["postKind"],
    input: { postId: string; parentId: string | null; text: string; image?: string | null | undefined },
  ) {
    const place = placeOf(postKind, input.postId);
    await deps.moderation.assertMayWrite(caller.userId, place);
    await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
    // Only the caller's own upload: another member's picture or a name that was never stored is refused.
    if (input.image && !(await deps.models.Upload.exists({ _id: input.image.slice(`${UPLOADS_PATH}/`.length), owner: caller.userId }))) {
      throw new HttpError(422, ERROR_CODES.invalidInput, "Attach images through the upload endpoint");
    }
    // The site's word list refuses it (422 blocked_word), or holds it, as it holds a new member's first writings.
    const hold = await deps.moderation.screenOrRefuse({ author: caller.username, texts: [input.text], place, mode: "write" });
    // Written in batches with other opinions (see opinion-batch.ts); answered once stored.
    const stored = await batcher
      .submit({ caller, postKind, postId: input.postId, parentId: input.parentId, text: input.text, image: input.image ?? null, hold })
      .catch(async (error: unknown) => {
        // A refused reply may have been stored for a moment (opinion-batch.ts): its thread may show it.
        await threadChanged(deps, { postKind, postId: input.postId }, "soon");
        throw error;
      });
    const { doc } = stored;
    await keepUnlessSanctioned(caller, doc, place);
    const opinion = await presentOne(doc);
    if (doc.held) {
      // Nobody else sees it yet: no thread changes, no notification, no live event until it is approved.
      // Its author is told (a notice) and the queue hears of it, after the answer.
      const piece = { targetType: "comment" as const, targetId: doc._id.toString(), userId: caller.userId, text: doc.text, cause: doc.heldCause! };
      deps.background.run("telling a held opinion's author", () => deps.moderation.held(piece));
      return { ...opinion, earned: 0 };
    }
    await announce(stored, opinion);
    // A reply to one's own opinion earns nothing and completes nothing.
    return { ...opinion, earned: earnsPoints(doc) ? POINTS.opinion : 0 };
  }

  /**
   * A new opinion (or a held one just approved) shows: it takes its place in the thread's kept first
   * pages at once and a reply moves its parent's count in the pages showing it (thread-pages.ts); the
   * parent's or post's author hears of it, live viewers see it, and its author's points may level up.
   */
  async function announce(stored: StoredOpinion, opinion: Opinion): Promise<void> {
    const { doc } = stored;
    const editThread = stored.repliesMoved ? pageWithNewReply(stored.repliesMoved) : pageWithNewOpinion(opinion);
    await threadChanged(deps, doc, "soon", stored.post.communityId, editThread);
    const notice = noticeOf(stored);
    if (notice) notifications.notify([notice]);
    deps.live.toThread(doc.postId, opinionAddedEvent, { postId: doc.postId, opinion });
    if (!earnsPoints(doc)) return;
    levelUps.pointsRose(doc.author);
    achievements.figuresRose(doc.author);
  }

  async function topLevelPage(postId: string, sort: OpinionSort, page: number) {
    const order: Record<string, 1 | -1> = sort === "newest" ? { createdAt: -1, _id: -1 } : { upvotes: -1, createdAt: -1 };
    // Read by every reader after each new opinion (see freshness/changes.ts): through the driver directly.
    const docs = await Comment.collection
      .find<CommentDoc>({ postId, parentId: null, ...VISIBLE })
      .sort(order)
      .skip((page - 1) * OPINIONS_PAGE_SIZE)
      .limit(OPINIONS_PAGE_SIZE + 1)
      .toArray();
    return { comments: await present(docs.slice(0, OPINIONS_PAGE_SIZE)), hasMore: docs.length > OPINIONS_PAGE_SIZE };
  }

  return {
    list: (input: { postId: string; sort: OpinionSort; page: number }) => topLevelPage(input.postId, input.sort, input.page),

    /** A community post's opinions; only a verified post has any to show (to others, one awaiting review or hidden awaiting a decision does not exist). */
    async ofCommunityPost(input: { id: string; sort: OpinionSort; page: number }) {
      if (!(await deps.models.CommunityPost.exists({ _id: input.id, status: "verified", hidden: { $ne: true } }))) throw noSuchPost();
      return topLevelPage(input.id, input.sort, input.page);
    },

    /**
     * The viewer's own opinions on a post that are hidden awaiting a decision (top-level), newest
     * first: what only they see at the head of the thread's first page (routes.ts).
     */
    async ownHidden(postId: string, viewer: string): Promise<Opinion[]> {
      const docs = await Comment.find({ hiddenKey: hiddenKeyOf(postId, viewer), parentId: null })
        .sort({ createdAt: -1 })
        .limit(OPINIONS_PAGE_SIZE)
        .lean();
      return present(docs);
    },

    /**
     * An opinion and its replies; one held for review or hidden awaiting a decision only for its
     * author (`viewer`), as such replies.
     */
    async thread(commentId: string, viewer: string | null = null) {
      const comment = await Comment.findById(commentId).lean();
      if (!comment || ((comment.hidden === true || comment.held === true) && comment.author !== viewer)) throw noSuchOpinion();
      const shown = viewer ? { $or: [VISIBLE, { author: viewer }] } : VISIBLE;
      // Same post too: a reply naming another post's comment as parent is refused, but stored for a moment.
      const replies = await Comment.find({ parentId: commentId, postId: comment.postId, ...shown })
        .sort({ createdAt: 1 })
        .limit(500)
        .lean();
      const [first, ...rest] = await present([comment, ...replies]);
      return { comment: first!, replies: rest };
    },

    add: (caller: MemberCaller, input: NewOpinion) => create(caller, "article", { ...input, parentId: null }),
    reply: (caller: MemberCaller, input: NewOpinion & { parentId: string }) => create(caller, "article", input),
    addToCommunityPost: (caller: MemberCaller, input: NewOpinion) => create(caller, "communityPost", { ...input, parentId: null }),
    replyOnCommunityPost: (caller: MemberCaller, input: NewOpinion & { parentId: string }) => create(caller, "communityPost", input),

    async edit(caller: MemberCaller, input: { commentId: string; text: string }) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const doc = await ownFreshOpinion(caller, input.commentId);
      const place = placeOf(doc.postKind, doc.postId);
      await deps.moderation.assertMayWrite(caller.userId, place);
      // An edit cannot wait for a review: a word that would hold it refuses it like a blocked one.
      await deps.moderation.screenOrRefuse({ author: caller.username, texts: [input.text], place, mode: "edit" });
      const editedAt = deps.now();
      // The text it replaced tells whether the edit moved it across the Insightful Analyst mark.
      const before = await Comment.findOneAndUpdate(
        { _id: doc._id, author: caller.username },
        { $set: { text: input.text, editedAt } },
        { returnDocument: "before", lean: true },
      );
      if (!before) throw noSuchOpinion();
      const updated: CommentDoc = { ...before, text: input.text, editedAt };
      // Still held: nobody else sees it, so nothing else changes (its figures count once it is approved).
      if (updated.held) return presentOne(updated);
      const hidden = before.hidden === true;
      const [, , longer] = await Promise.all([
        threadChanged(deps, doc, "soon"),
        notifications.opinionEdited(input.commentId, input.text),
        countEdit(deps.models, { ...before, communityId: null }, input.text),
      ]);
      if (longer) achievements.figuresRose(caller.username);
      const opinion = await presentOne(updated);
      // A hidden opinion is its author's alone: its thread's viewers hear nothing of it.
      if (!hidden) deps.live.toThread(doc.postId, opinionUpdatedEvent, { postId: doc.postId, opinion });
      return opinion;
    },

    /** Deletes the caller's own fresh opinion with every reply below it; counters and points follow. */
    async deleteOwn(caller: MemberCaller, commentId: string) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const doc = await ownFreshOpinion(caller, commentId);
      const removed = await removeThread(deps.models, deps.intents, doc);
      if (removed.length === 0) throw noSuchOpinion();
      // One still held was never shown: nothing else to tell.
      if (!doc.held) {
        await threadChanged(deps, doc, "now");
        deps.live.toThread(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId, parentId: doc.parentId });
      }
      // What the caller lost: this opinion's points and those of their own replies below it that earned any.
      const lost = removed.filter((r) => r.author === caller.username && earnsPoints(r)).length * POINTS.opinion;
      for (const author of new Set(removed.map((r) => r.author))) achievements.figuresFell(author);
      return { message: "Opinion deleted", earned: -lost };
    },

    /**
     * Top-level opinions on listed articles from the last 30 days, by upvotes plus replies. Those on an
     * unlisted thread are left out of the page they fall on (as those on an article that is gone).
     */
    async popular(input: { numberOfOpinions: number; page: number }) {
      const since = new Date(deps.now().getTime() - POPULAR_WINDOW_MS);
      const docs = await Comment.aggregate<CommentDoc & { rank: number }>([
        { $match: { parentId: null, postKind: "article", createdAt: { $gte: since }, ...VISIBLE } },
        { $addFields: { rank: { $add: ["$upvotes", { $ifNull: ["$replyCount", 0] }] } } },
        { $sort: { rank: -1, createdAt: -1 } },
        { $skip: (input.page - 1) * input.numberOfOpinions },
        { $limit: input.numberOfOpinions + 1 },
      ]);
      const page = docs.slice(0, input.numberOfOpinions);
      const articles = await Article.find({ _id: { $in: [...new Set(page.map((d) => d.postId))] }, ...LISTED }, { content: 0 }).lean();
      const byId = new Map(articles.map((a) => [a._id.toString(), { _id: a._id.toString(), title: a.title, category: a.category, image: a.image }]));
      const opinions = await present(page);
      const comments: PopularOpinion[] = [];
      for (const opinion of opinions) {
        const article = byId.get(opinion.postId);
        const category = NewsCategory.safeParse(article?.category);
        if (article && category.success) comments.push({ ...opinion, post: { ...article, category: category.data } });
      }
      return { comments, hasMore: docs.length > input.numberOfOpinions };
    },

    /** The caller's own opinions and replies on a post that are held for review, oldest first (nobody else sees them). */
    async ownHeld(caller: MemberCaller, postId: string): Promise<{ comments: Opinion[] }> {
      const docs = await Comment.find({ postId, author: caller.username, held: true }).sort({ createdAt: 1, _id: 1 }).limit(100).lean<CommentDoc[]>();
      return { comments: await present(docs) };
    },

    /**
     * Approves a held opinion (moderation's queue): it shows and counts from now on, exactly once (of
     * two approvals, or an approval and a rejection at once, one acts; held.ts), and is announced as a
     * new opinion is. Answers what happened.
     */
    async approveHeld(commentId: string): Promise<HeldOutcome> {
      const published = await publishHeld(deps.models, deps.intents, commentId, deps.now());
      if (typeof published === "string") return published;
      await announce(published, await presentOne(published.doc));
      return "done";
    },

    /**
     * Publishes a held opinion as `approveHeld` does, telling nobody yet: the queue's decision tells
     * once, by `announcePublished` after claiming the telling (moderation/decision-ends.ts).
     */
    async publishHeld(commentId: string): Promise<HeldOutcome> {
      const published = await publishHeld(deps.models, deps.intents, commentId, deps.now());
      return typeof published === "string" ? published : "done";
    },

    /**
     * Announces a published held opinion as a new one is (its thread, the member it notifies, its
     * author's level and badges), read afresh; whether it did (not when it is gone, held or hidden).
     * The caller makes sure it is told once.
     */
    async announcePublished(commentId: string): Promise<boolean> {
      const stored = await publishedOpinion(deps.models, commentId);
      if (!stored) return false;
      await announce(stored, await presentOne(stored.doc));
      return true;
    },

    /** Rejects a held opinion: removed while still held (it moved nothing). Answers what happened. */
    async rejectHeld(commentId: string): Promise<HeldOutcome> {
      const dropped = await dropHeld(deps.models, commentId);
      return typeof dropped === "string" ? dropped : "done";
    },

    async counts(postIds: string[]) {
      const articles = await Article.find({ _id: { $in: postIds } }, { totalComments: 1 }).lean();
      const counts: Record<string, number> = {};
      for (const id of postIds) counts[id] = 0;
      for (const a of articles) counts[a._id.toString()] = Math.max(0, a.totalComments);
      return { counts };
    },
  };
}
export type OpinionsService = ReturnType<typeof createOpinionsService>;
