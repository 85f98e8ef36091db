// Likes and dislikes. Callers say which vote they want (`set`); the 3×4 table of endpoints lives here.
import {
  callFor,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  dislikeCommunityPostEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  likeCommunityPostEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  undislikeCommunityPostEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  unlikeCommunityPostEndpoint,
  type ArticleVoteRequest,
  type CommentVoteRequest,
  type VoteState,
} from "@pnyx/contract";
import { invalidInput } from "../errors";
import type { SessionEdits, VoteTargetKind, VoteValue } from "../session-edits";
import type { Transport } from "../transport";

export type ArticleVoteInput = ArticleVoteRequest;
export type CommentVoteInput = CommentVoteRequest;
export interface SetVoteInput {
  /** An article ("article"), an opinion or reply ("comment"), or a community post ("communityPost"). */
  target: VoteTargetKind;
  id: string;
  /** The member's vote before: 1 liked, -1 disliked, 0 neither. */
  from: VoteValue;
  /** The vote wanted. */
  to: VoteValue;
}

/**
 * Each call answers the caller's vote after it and updates the stored session: the liked/disliked id
 * lists (1 liked, -1 disliked, 0 neither) and `points`.
 */
export interface VotesApi {
  /**
   * Moves the member's vote from `from` to `to`: 1 or -1 adds that vote (the server switches an
   * opposite one), 0 takes `from` back. The session's lists change at once, settle from the answer,
   * and are put back if the server refuses. Calls the one endpoint of the twelve below that fits
   * (e.g. target "comment", to 1: POST /api/like/comment/add).
   */
  set(input: SetVoteInput): Promise<VoteState>;
  /** Likes an article (a dislike is switched): POST /api/like/add. */
  likeArticle(input: ArticleVoteInput): Promise<VoteState>;
  /** Dislikes an article (a like is switched): POST /api/dislike/add. */
  dislikeArticle(input: ArticleVoteInput): Promise<VoteState>;
  /** Takes back a like of an article: POST /api/like/remove. */
  unlikeArticle(input: ArticleVoteInput): Promise<VoteState>;
  /** Takes back a dislike of an article: POST /api/dislike/remove. */
  undislikeArticle(input: ArticleVoteInput): Promise<VoteState>;
  /** Likes an opinion or reply (a dislike is switched): POST /api/like/comment/add. */
  likeComment(input: CommentVoteInput): Promise<VoteState>;
  /** Dislikes an opinion or reply (a like is switched): POST /api/dislike/comment/add. */
  dislikeComment(input: CommentVoteInput): Promise<VoteState>;
  /** Takes back a like of an opinion or reply: POST /api/like/comment/remove. */
  unlikeComment(input: CommentVoteInput): Promise<VoteState>;
  /** Takes back a dislike of an opinion or reply: POST /api/dislike/comment/remove. */
  undislikeComment(input: CommentVoteInput): Promise<VoteState>;
  /** Likes a community post (a dislike is switched): POST /api/like/communityPost/add. */
  likeCommunityPost(input: ArticleVoteInput): Promise<VoteState>;
  /** Dislikes a community post (a like is switched): POST /api/dislike/communityPost/add. */
  dislikeCommunityPost(input: ArticleVoteInput): Promise<VoteState>;
  /** Takes back a like of a community post: POST /api/like/communityPost/remove. */
  unlikeCommunityPost(input: ArticleVoteInput): Promise<VoteState>;
  /** Takes back a dislike of a community post: POST /api/dislike/communityPost/remove. */
  undislikeCommunityPost(input: ArticleVoteInput): Promise<VoteState>;
}

/** The endpoint that adds (1 like, -1 dislike) or takes back a vote, per target. */
const ENDPOINTS = {
  article: {
    add: { 1: likeArticleEndpoint, [-1]: dislikeArticleEndpoint },
    remove: { 1: unlikeArticleEndpoint, [-1]: undislikeArticleEndpoint },
  },
  comment: {
    add: { 1: likeCommentEndpoint, [-1]: dislikeCommentEndpoint },
    remove: { 1: unlikeCommentEndpoint, [-1]: undislikeCommentEndpoint },
  },
  communityPost: {
    add: { 1: likeCommunityPostEndpoint, [-1]: dislikeCommunityPostEndpoint },
    remove: { 1: unlikeCommunityPostEndpoint, [-1]: undislikeCommunityPostEndpoint },
  },
} as const;
type Change = "add" | "remove";
type Side = 1 | -1;

/** Which call moves a vote from `from` to `to`, by the contract's vote rule (`callFor`). */
function changeFor(from: VoteValue, to: VoteValue): [Change, Side] {
  const call = callFor(from, to);
  if (!call) throw invalidInput("There is no vote to take back");
  return [call.action, call.value];
}

export function createVotesApi(transport: Transport, session: SessionEdits): VotesApi {
  /** Makes the call; its answer settles the session that made it. */
  const settled = async (target: VoteTargetKind, id: string, call: () => Promise<VoteState>) => {
    const token = session.token();
    const state = await call();
    session.settleVote(target, id, state, token);
    return state;
  };
  const article = (change: Change, side: Side) => (input: ArticleVoteInput) =>
    settled("article", input.postId, () => transport.call(ENDPOINTS.article[change][side], input));
  const comment = (change: Change, side: Side) => (input: CommentVoteInput) =>
    settled("comment", input.commentId, () => transport.call(ENDPOINTS.comment[change][side], input));
  const communityPost = (change: Change, side: Side) => (input: ArticleVoteInput) =>
    settled("communityPost", input.postId, () => transport.call(ENDPOINTS.communityPost[change][side], input));
  const by = { article, comment: (change: Change, side: Side) => (id: string) => comment(change, side)({ commentId: id }), communityPost };

  return {
    async set({ target, id, from, to }) {
      const [change, side] = changeFor(from, to);
      const undo = session.markVote(target, id, to);
      try {
        return await (target === "comment" ? by.comment(change, side)(id) : by[target](change, side)({ postId: id }));
      } catch (error) {
        undo();
        throw error;
      }
    },
    likeArticle: article("add", 1),
    dislikeArticle: article("add", -1),
    unlikeArticle: article("remove", 1),
    undislikeArticle: article("remove", -1),
    likeComment: comment("add", 1),
    dislikeComment: comment("add", -1),
    unlikeComment: comment("remove", 1),
    undislikeComment: comment("remove", -1),
    likeCommunityPost: communityPost("add", 1),
    dislikeCommunityPost: communityPost("add", -1),
    unlikeCommunityPost: communityPost("remove", 1),
    undislikeCommunityPost: communityPost("remove", -1),
  };
}
