import {
  ERROR_CODES,
  opinionAddedEvent,
  opinionDeletedEvent,
  opinionUpdatedEvent,
  MESSAGES,
  NewsCategory,
  OPINION_EDIT_WINDOW_MS,
  OPINIONS_PAGE_SIZE,
  POINTS,
  type Opinion,
  type OpinionSort,
  type PopularOpinion,
} from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { HttpError, notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import { UPLOADS_PATH } from "../../platform/uploads";
import type { ServiceDeps } from "../../services";
import { articleChanged } from "../news/changes";
import { awardPoints } from "../gamification/points";
import type { CommentDoc } from "./model";
import { presentOpinion } from "./present";
import { createOpinionBatcher, noSuchOpinion } from "./opinion-batch";
import { removeThread } from "./thread-removal";

const POPULAR_WINDOW_MS = 30 * 24 * 3_600_000;

export function createOpinionsService(deps: Pick<ServiceDeps, "models" | "now" | "rateLimiter" | "live" | "cache" | "pictures">) {
  const { Comment, Article, Report } = deps.models;

  const changed = (postId: string, when: "soon" | "now" = "soon") => articleChanged(deps.cache, postId, "opinions", when);
  const batcher = createOpinionBatcher(deps.models, deps.now);

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

  async function create(caller: MemberCaller, input: { postId: string; parentId: string | null; text: string; image?: string | null | undefined }) {
    await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
    // Only the caller's own upload: another member's picture or a name that was never stored is refused.
    if (input.image && !(await deps.models.Upload.exists({ _id: input.image.slice(`${UPLOADS_PATH}/`.length), owner: caller.userId }))) {
      throw new HttpError(422, ERROR_CODES.invalidInput, "Attach images through the upload endpoint");
    }
    // Written in batches with other opinions (see opinion-batch.ts); answered once stored.
    const doc = await batcher
      .submit({ caller, postId: input.postId, parentId: input.parentId, text: input.text, image: input.image ?? null })
      .finally(() => changed(input.postId));
    const opinion = await presentOne(doc);
    deps.live.toArticle(input.postId, opinionAddedEvent, { postId: input.postId, opinion });
    return opinion;
  }

  return {
    async list(input: { postId: string; sort: OpinionSort; page: number }) {
      const sort: Record<string, 1 | -1> = input.sort === "newest" ? { createdAt: -1, _id: -1 } : { upvotes: -1, createdAt: -1 };
      // Read by every reader after each new opinion (see news/changes.ts): through the driver directly.
      const docs = await Comment.collection
        .find<CommentDoc>({ postId: input.postId, parentId: null })
        .sort(sort)
        .skip((input.page - 1) * OPINIONS_PAGE_SIZE)
        .limit(OPINIONS_PAGE_SIZE + 1)
        .toArray();
      return { comments: await present(docs.slice(0, OPINIONS_PAGE_SIZE)), hasMore: docs.length > OPINIONS_PAGE_SIZE };
    },

    async thread(commentId: string) {
      const comment = await Comment.findById(commentId).lean();
      if (!comment) throw noSuchOpinion();
      // Same post too: a reply naming another post's comment as parent is refused, but stored for a moment.
      const replies = await Comment.find({ parentId: commentId, postId: comment.postId }).sort({ createdAt: 1 }).limit(500).lean();
      const [first, ...rest] = await present([comment, ...replies]);
      return { comment: first!, replies: rest };
    },

    add: (caller: MemberCaller, input: { postId: string; text: string; image?: string | null | undefined }) => create(caller, { ...input, parentId: null }),
    reply: (caller: MemberCaller, input: { postId: string; parentId: string; text: string; image?: string | null | undefined }) => create(caller, input),

    async edit(caller: MemberCaller, input: { commentId: string; text: string }) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const doc = await ownFreshOpinion(caller, input.commentId);
      const updated = await Comment.findOneAndUpdate(
        { _id: doc._id, author: caller.username },
        { $set: { text: input.text, editedAt: deps.now() } },
        { returnDocument: "after", lean: true },
      );
      if (!updated) throw noSuchOpinion();
      changed(doc.postId);
      const opinion = await presentOne(updated);
      deps.live.toArticle(doc.postId, opinionUpdatedEvent, { postId: doc.postId, opinion });
      return opinion;
    },

    /** Deletes the caller's own fresh opinion with every reply below it; counters and points follow. */
    async deleteOwn(caller: MemberCaller, commentId: string) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const doc = await ownFreshOpinion(caller, commentId);
      if ((await removeThread(deps.models, doc)).length === 0) throw noSuchOpinion();
      changed(doc.postId, "now");
      deps.live.toArticle(doc.postId, opinionDeletedEvent, { postId: doc.postId, commentId, parentId: doc.parentId });
      return { message: "Opinion deleted" };
    },

    /** Top-level opinions on articles from the last 30 days, by upvotes plus replies. */
    async popular(input: { numberOfOpinions: number; page: number }) {
      const since = new Date(deps.now().getTime() - POPULAR_WINDOW_MS);
      const docs = await Comment.aggregate<CommentDoc & { rank: number }>([
        { $match: { parentId: null, postKind: "article", createdAt: { $gte: since } } },
        { $addFields: { rank: { $add: ["$upvotes", { $ifNull: ["$replyCount", 0] }] } } },
        { $sort: { rank: -1, createdAt: -1 } },
        { $skip: (input.page - 1) * input.numberOfOpinions },
        { $limit: input.numberOfOpinions + 1 },
      ]);
      const page = docs.slice(0, input.numberOfOpinions);
      const articles = await Article.find({ _id: { $in: [...new Set(page.map((d) => d.postId))] } }, { content: 0 }).lean();
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

    /** One report per member per comment; reporting again changes nothing and answers the same. */
    async report(caller: MemberCaller, commentId: string) {
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      if (!(await Comment.exists({ _id: commentId }))) throw noSuchOpinion();
      await Report.updateOne({ commentId, reporter: caller.username }, { $setOnInsert: { commentId, reporter: caller.username } }, { upsert: true });
      return { message: MESSAGES.commentReported };
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
