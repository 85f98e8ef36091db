import {
  COMMUNITY_POSTS_PAGE_SIZE,
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  CreateCommunityPostRequest,
  type CommunityPost,
  type CommunityPostSummary,
} from "@pnyx/contract";
import type { z } from "zod";
import type { Caller, MemberCaller } from "../../platform/auth";
import { HttpError, notFound } from "../../platform/errors";
import { RATE_RULES } from "../../platform/rate-limit";
import { UPLOADS_PATH } from "../../platform/uploads";
import type { ServiceDeps } from "../../services";
import type { PictureBook } from "../users/pictures";
import { findSubCategory, subCategoriesOf } from "./directory";
import { POST_VISIBLE, type CommunityPostDoc } from "./model";

type CreateInput = z.output<typeof CreateCommunityPostRequest>;

export const noSuchPost = () => notFound("No such post");
const invalid = (message: string) => new HttpError(422, ERROR_CODES.invalidInput, message);
const tooManyPending = () => new HttpError(429, ERROR_CODES.tooManyPendingPosts, MESSAGES.tooManyPendingPosts(LIMITS.pendingPostsPerMember));

/** Community posts as members write and read them; review by administrators is in moderation/. */
export function createCommunityPostsService(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "pictures" | "now" | "moderation" | "background">) {
  const { CommunityPost, Upload } = deps.models;

  /** Posts as their authors and administrators see them (none being discarded: callers filter those out). */
  async function present(docs: Array<CommunityPostDoc & { status: CommunityPost["status"] }>): Promise<CommunityPost[]> {
    const summaries = await summarize(deps.pictures, docs);
    return docs.map((d, i) => ({
      ...summaries[i]!,
      subCategory: d.subCategory ?? null,
      status: d.status,
      // Only its author (and administrators) are answered a post held while it awaits review (once
      // verified, it is just verified) or a verified one hidden awaiting a decision.
      ...((d.held === true && d.status === "unverified") || d.hidden === true ? { awaitingReview: true as const } : {}),
    }));
  }

  async function page(filter: Record<string, unknown>, pageNumber: number): Promise<{ posts: CommunityPostSummary[]; page: number; hasMore: boolean }> {
    const docs = await CommunityPost.find({ ...filter, status: "verified", ...POST_VISIBLE })
      .sort({ createdAt: -1, _id: -1 })
      .skip((pageNumber - 1) * COMMUNITY_POSTS_PAGE_SIZE)
      .limit(COMMUNITY_POSTS_PAGE_SIZE + 1)
      .lean();
    const posts = await summarize(deps.pictures, docs.slice(0, COMMUNITY_POSTS_PAGE_SIZE));
    return { posts, page: pageNumber, hasMore: docs.length > COMMUNITY_POSTS_PAGE_SIZE };
  }

  /** The member's posts awaiting review (up to and including `upTo`, by id, when given). */
  const pendingOf = (author: string, upTo?: CommunityPostDoc["_id"]) =>
    CommunityPost.countDocuments({ author, status: "unverified", ...(upTo ? { _id: { $lte: upTo } } : {}) });

  return {
    present,

    /**
     * Submits a post for review. Its +50 comes when an administrator verifies it (moderation/), so
     * unreviewed posts earn nothing; a member has at most LIMITS.pendingPostsPerMember awaiting review.
     */
    async create(caller: MemberCaller, input: CreateInput): Promise<CommunityPost> {
      await deps.moderation.assertMayWrite(caller.userId, { communityId: input.communityId });
      await deps.rateLimiter.hit(RATE_RULES.memberWrites, caller.userId);
      const subCategories = subCategoriesOf(input.communityId);
      if (!subCategories) throw notFound("No such community");
      let subCategory: string | null = null;
      if (subCategories.length > 0) {
        if (!input.selectedSubcategory) throw invalid(MESSAGES.fillAllPostFields);
        const found = findSubCategory(input.selectedSubcategory);
        if (!found || found.communityId !== input.communityId) throw invalid("Choose one of this community's sub-categories");
        subCategory = found.name;
      } else if (input.selectedSubcategory) {
        throw invalid("This community has no sub-categories");
      }
      // Only the caller's own upload: another member's picture or a name that was never stored is refused.
      if (input.image && !(await Upload.exists({ _id: input.image.slice(`${UPLOADS_PATH}/`.length), owner: caller.userId }))) {
        throw invalid("Attach images through the upload endpoint");
      }
      if ((await pendingOf(caller.username)) >= LIMITS.pendingPostsPerMember) throw tooManyPending();
      // The site's word list refuses it (422 blocked_word), or holds it (as a new member's first
      // writings are held): it awaits review as every post does, and its author is told why.
      const hold = await deps.moderation.screenOrRefuse({
        author: caller.username,
        texts: [input.title, input.description],
        place: { communityId: input.communityId },
        mode: "write",
      });
      const now = deps.now();
      const created = await CommunityPost.create({
        communityId: input.communityId,
        subCategory,
        title: input.title,
        description: input.description,
        image: input.image ?? null,
        author: caller.username,
        status: "unverified",
        creditOnVerify: true,
        ...(hold ? { held: true, heldCause: hold } : {}),
        createdAt: now,
        updatedAt: now,
      });
      // Concurrent submissions all passed the count above: each keeps its place only if it is among
      // the member's first posts awaiting review (by id, the order every instance sees), so a burst
      // keeps exactly the allowed number whatever the interleaving.
      if ((await pendingOf(caller.username, created._id)) > LIMITS.pendingPostsPerMember) {
        await CommunityPost.deleteOne({ _id: created._id, status: "unverified" });
        throw tooManyPending();
      }
      // Sanctioned while it was on its way: it goes again (awaiting review, it moved nothing), so every
      // post either landed before the sanction, where its removal finds it, or is refused.
      const late = await deps.moderation.refusal(caller.userId, { communityId: input.communityId });
      if (late !== null) {
        await CommunityPost.deleteOne({ _id: created._id, status: "unverified" });
        throw new HttpError(403, ERROR_CODES.sanctioned, late);
      }
      if (hold) {
        const piece = { targetType: "communityPost" as const, targetId: created._id.toString(), userId: caller.userId, text: input.title, cause: hold };
        deps.background.run("telling a held post's author", () => deps.moderation.held(piece));
      }
      return (await present([{ ...(created.toObject() as CommunityPostDoc), status: "unverified" }]))[0]!;
    },

    /** A community's verified posts, newest first. */
    byCommunity: (communityId: string, pageNumber: number) => {
      if (!subCategoriesOf(communityId)) throw notFound("No such community");
      return page({ communityId }, pageNumber);
    },

    /** A sub-category's verified posts, newest first; its name as in the URL (hyphens) or as written. */
    async bySubCategory(name: string, pageNumber: number) {
      const found = findSubCategory(name);
      if (!found) throw notFound("No such sub-category");
      const { posts, page: shown, hasMore } = await page({ communityId: found.communityId, subCategory: found.name }, pageNumber);
      return { topPosts: posts, page: shown, hasMore, subCategory: found.name, communityId: found.communityId };
    },

    /** A verified post for anyone; one awaiting review, or hidden awaiting a moderator's decision, for its author only (to others it does not exist). */
    async details(caller: Caller | null, id: string): Promise<CommunityPost> {
      const doc = await CommunityPost.findById(id).lean();
      const own = caller?.kind === "member" && caller.username === doc?.author;
      if (!doc || doc.status === "discarded" || ((doc.status !== "verified" || doc.hidden === true) && !own)) {
        throw noSuchPost();
      }
      return (await present([{ ...doc, status: doc.status }]))[0]!;
    },

    /** The caller's own posts awaiting review, newest first. */
    async pending(caller: MemberCaller, communityId: string | undefined) {
      const docs = await CommunityPost.find({ author: caller.username, status: "unverified", ...(communityId ? { communityId } : {}) })
        .sort({ createdAt: -1 })
        .limit(100)
        .lean<Array<CommunityPostDoc & { status: "unverified" }>>();
      return { posts: await present(docs) };
    },
  };
}
export type CommunityPostsService = ReturnType<typeof createCommunityPostsService>;

/** Posts as lists show them, with their authors' pictures. */
export async function summarize(pictures: PictureBook, docs: CommunityPostDoc[]): Promise<CommunityPostSummary[]> {
  const byAuthor = await pictures.of(docs.map((d) => d.author));
  return docs.map((d) => summaryOf(d, byAuthor.get(d.author) ?? null));
}

function summaryOf(d: CommunityPostDoc, profilePicture: CommunityPostSummary["profilePicture"]): CommunityPostSummary {
  return {
    _id: d._id.toString(),
    communityId: d.communityId,
    title: d.title,
    description: d.description,
    image: d.image ?? null,
    author: d.author,
    createdAt: d.createdAt.toISOString(),
    upvotes: Math.max(0, d.upvotes),
    downvotes: Math.max(0, d.downvotes),
    totalComments: Math.max(0, d.totalComments),
    profilePicture,
  };
}
