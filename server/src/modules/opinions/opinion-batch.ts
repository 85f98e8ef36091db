import { Types, type Collection } from "mongoose";
import type { Models } from "../../models";
import type { MemberCaller } from "../../platform/auth";
import { ERROR_CODES, MODERATION_TEXTS } from "@pnyx/contract";
import { HttpError, notFound } from "../../platform/errors";
import type { HoldCause } from "../moderation/gate";
import { createGroupCommit, WAITED_WRITES, type Queued } from "../../platform/group-commit";
import type { WriteIntents } from "../../platform/intents";
import { OPINIONS_INTENT, REPLIES_INTENT } from "./counts";
import { countsInThread, earnsPoints, type CommentDoc } from "./model";
import type { RepliesMoved } from "./thread-pages";
import { undoComments } from "./thread-removal";
import { tally } from "../../platform/tally";
import { MEMBER_INTENT } from "../gamification/member-intent";
import { EARNINGS, movePoints, pointsOf } from "../gamification/points";
import { countOpinions } from "../gamification/stats";

/** One new opinion (top-level when `parentId` is null) on an article or community post, already validated. */
export interface OpinionCall {
  caller: MemberCaller;
  postKind: CommentDoc["postKind"];
  postId: string;
  parentId: string | null;
  text: string;
  image: string | null;
  /** Held for review, and why (the site's rules: moderation/holds); null when it shows at once. */
  hold: HoldCause | null;
}

/** The post an opinion is on, as the batch read it. */
interface OpenPost {
  title: string;
  /** A community post's author (articles have none). */
  author: string | null;
  /** A community post's community (whose lists count its opinions). */
  communityId: string | null;
}

/**
 * The stored opinion, the post it is on, and for a reply, who wrote the opinion it answers and how
 * its batch moved that opinion's count of replies.
 */
export interface StoredOpinion {
  doc: CommentDoc;
  post: OpenPost;
  parentAuthor: string | null;
  repliesMoved: RepliesMoved | null;
}
type Pending = Queued<OpinionCall, StoredOpinion>;

const MAX_BATCH = 256;

export const noSuchArticle = () => notFound("No such article");
export const noSuchPost = () => notFound("No such post");
export const noSuchOpinion = () => notFound("No such opinion");

/**
 * New opinions and replies written in batches (platform/group-commit.ts). A batch costs a fixed
 * handful of commands however many opinions it holds: read which articles exist; store the
 * opinions; move the articles' counts and the authors' points; read which parents exist and move
 * their reply counts.
 *
 * A reply's parent is checked after the reply is stored: a removal of the parent that comes later
 * finds the reply among its children and takes it (and what it added) with it (thread-removal.ts).
 * A reply whose parent is gone, or belongs to another article, is taken back here the same way —
 * unless a removal took it first.
 */
/** What an opinion touches: its post's count, its parent's reply count, its author's points and figures. */
const intentKeysOf = (doc: CommentDoc) => [
  OPINIONS_INTENT[doc.postKind].key(doc.postId),
  ...(doc.parentId ? [REPLIES_INTENT.key(doc.parentId)] : []),
  MEMBER_INTENT.key(doc.author),
];

export function createOpinionBatcher(models: Models, intents: WriteIntents, now: () => Date) {
  const { Article, CommunityPost, Comment } = models;

  /**
   * Who wrote each opinion the batch's replies answer, read before they are stored, so a reply to
   * one's own opinion is stored as such (it earns nothing). Whether the parent still exists is
   * checked after the store, below.
   */
  async function parentAuthors(batch: Pending[]): Promise<Map<string, { author: string; awaitingReview: boolean }>> {
    const ids = [...new Set(batch.flatMap((p) => (p.call.parentId ? [p.call.parentId] : [])))];
    if (ids.length === 0) return new Map();
    const parents = await Comment.collection
      .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { projection: { author: 1, held: 1, hidden: 1 } })
      .toArray();
    return new Map(parents.map((p) => [p._id.toString(), { author: String(p.author), awaitingReview: p.held === true || p.hidden === true }]));
  }

  /** Which of the batch's posts can be commented on: articles, and community posts once verified. */
  async function openPosts(batch: Pending[]): Promise<Map<string, OpenPost>> {
    const ids = (kind: CommentDoc["postKind"]) =>
      [...new Set(batch.filter((p) => p.call.postKind === kind).map((p) => p.call.postId))].map((id) => new Types.ObjectId(id));
    const [articleIds, postIds] = [ids("article"), ids("communityPost")];
    const [articles, posts] = await Promise.all([
      articleIds.length === 0 ? [] : Article.collection.find({ _id: { $in: articleIds } }, { projection: { title: 1 } }).toArray(),
      postIds.length === 0
        ? []
        : CommunityPost.collection.find({ _id: { $in: postIds }, status: "verified" }, { projection: { communityId: 1, title: 1, author: 1 } }).toArray(),
    ]);
    const open = new Map<string, OpenPost>();
    for (const a of articles) open.set(`article:${a._id}`, { title: String(a.title ?? ""), author: null, communityId: null });
    for (const p of posts) open.set(`communityPost:${p._id}`, { title: String(p.title ?? ""), author: String(p.author), communityId: String(p.communityId) });
    return open;
  }

  async function write(batch: Pending[]): Promise<Pending[]> {
    const [open, authors] = await Promise.all([openPosts(batch), parentAuthors(batch)]);
    const accepted: Array<{ pending: Pending; doc: CommentDoc }> = [];
    const time = now();
    for (const pending of batch) {
      if (!open.has(`${pending.call.postKind}:${pending.call.postId}`)) {
        pending.reject(pending.call.postKind === "article" ? noSuchArticle() : noSuchPost());
        continue;
      }
      const { parentId, caller } = pending.call;
      const parent = parentId === null ? undefined : authors.get(parentId);
      // An opinion awaiting review takes no replies: held from its start, or hidden once reported
      // enough (replies it had before stay; none is added while a moderator decides).
      if (parent?.awaitingReview) {
        pending.reject(new HttpError(409, ERROR_CODES.conflict, MODERATION_TEXTS.heldNoReplies));
        continue;
      }
      accepted.push({ pending, doc: newComment(pending.call, time, parent?.author === caller.username) });
    }
    if (accepted.length === 0) return [];
    // What the batch touches is stored first: a crash before its effects land is repaired (platform/intents.ts).
    return intents.around(
      accepted.flatMap(({ doc }) => intentKeysOf(doc)),
      () => apply(accepted, open, time),
    );
  }

  async function apply(accepted: Array<{ pending: Pending; doc: CommentDoc }>, open: Map<string, OpenPost>, time: Date): Promise<Pending[]> {
    const stored = await insert(accepted);
    // Held ones are stored and count nowhere (no post or parent count, no points, no figures) until approved.
    const counted = stored.filter(({ doc }) => countsInThread(doc));
    const earning = stored.filter(({ doc }) => earnsPoints(doc));
    const replies = stored.filter(({ doc }) => doc.parentId !== null);
    const onKind = (kind: CommentDoc["postKind"]) => counted.filter(({ doc }) => doc.postKind === kind).map(({ doc }) => doc.postId);
    const earningOpinions = earning.map(({ doc }) => ({ ...doc, communityId: open.get(`${doc.postKind}:${doc.postId}`)!.communityId }));
    const [parents] = await Promise.all([
      readParents(replies.map(({ doc }) => doc.parentId!)),
      incEach(Article.collection, onKind("article"), "totalComments", 1),
      incEach(CommunityPost.collection, onKind("communityPost"), "totalComments", 1),
      countOpinions(models, earningOpinions, 1),
      movePoints(
        models,
        pointsOf(
          EARNINGS.opinion,
          stored.map(({ doc }) => doc),
          1,
        ),
        time,
      ),
    ]);
    const parentOf = new Map(
      parents.map((p) => [p._id.toString(), { postId: String(p.postId), author: String(p.author), replies: Number(p.replyCount ?? 0) }]),
    );
    const orphans = replies.filter(({ doc }) => parentOf.get(doc.parentId!)?.postId !== doc.postId);
    const refused = new Set(orphans.map(({ doc }) => doc));
    const adopted = replies.filter(({ doc }) => parentOf.get(doc.parentId!)?.postId === doc.postId && countsInThread(doc));
    await Promise.all([
      incEach(
        Comment.collection,
        adopted.map(({ doc }) => doc.parentId!),
        "replyCount",
        1,
      ),
      ...orphans.map(async ({ pending, doc }) => {
        const orphan = await Comment.findOneAndDelete({ _id: doc._id }).lean();
        if (orphan) await undoComments(models, [orphan], null);
        pending.reject(noSuchOpinion());
      }),
    ]);
    const repliesAdded = tally(
      adopted.map(({ doc }) => doc.parentId!),
      1,
    );
    const repliesMoved = (parentId: string): RepliesMoved => {
      const before = parentOf.get(parentId)!.replies;
      return { parentId, before, after: before + repliesAdded.get(parentId)! };
    };
    for (const { pending, doc } of stored) {
      if (refused.has(doc)) continue;
      pending.resolve({
        doc,
        post: open.get(`${doc.postKind}:${doc.postId}`)!,
        parentAuthor: doc.parentId ? (parentOf.get(doc.parentId)?.author ?? null) : null,
        repliesMoved: doc.parentId && countsInThread(doc) ? repliesMoved(doc.parentId) : null,
      });
    }
    return [];
  }

  /** The parents these replies name, with the post each belongs to, its author and its reply count. */
  async function readParents(parentIds: string[]) {
    if (parentIds.length === 0) return [];
    return Comment.collection
      .find({ _id: { $in: [...new Set(parentIds)].map((id) => new Types.ObjectId(id)) } }, { projection: { postId: 1, author: 1, replyCount: 1 } })
      .toArray();
  }

  /** Stores the opinions in one command; any that failed are refused (nothing else moved for them). */
  async function insert(accepted: Array<{ pending: Pending; doc: CommentDoc }>) {
    try {
      await Comment.collection.insertMany(
        accepted.map(({ doc }) => doc),
        { ordered: false },
      );
      return accepted;
    } catch (error) {
      const failed = new Set(((error as { writeErrors?: Array<{ index: number }> }).writeErrors ?? []).map((e) => e.index));
      if (failed.size === 0) throw error;
      for (const index of failed) accepted[index]!.pending.reject(error);
      return accepted.filter((_, index) => !failed.has(index));
    }
  }

  const queue = createGroupCommit<OpinionCall, StoredOpinion>({ ...WAITED_WRITES, maxBatch: MAX_BATCH, write });
  return { submit: queue.submit, stats: queue.stats };
}

function newComment(call: OpinionCall, time: Date, selfReply: boolean): CommentDoc {
  return {
    _id: new Types.ObjectId(),
    postId: call.postId,
    postKind: call.postKind,
    parentId: call.parentId,
    text: call.text,
    image: call.image,
    author: call.caller.username,
    upvotes: 0,
    downvotes: 0,
    replyCount: 0,
    editedAt: null,
    selfReply,
    ...(call.hold ? { held: true as const, heldCause: call.hold } : {}),
    createdAt: time,
    updatedAt: time,
  };
}

/** One `$inc` per distinct id, by how often it occurs, in one command. */
async function incEach(collection: Collection, ids: string[], field: string, each: number): Promise<void> {
  const moves = tally(ids, each);
  if (moves.size === 0) return;
  await collection.bulkWrite(
    [...moves].map(([id, by]) => ({ updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $inc: { [field]: by } } } })),
    { ordered: false },
  );
}
