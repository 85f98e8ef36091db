import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString, UsernameRef } from "./identity";

/** The caller's vote on a target after the call: 1 liked, -1 disliked, 0 none. */
export const VoteState = z.object({
  targetId: z.string(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
  vote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  /** The caller's points after the vote. */
  points: z.number().int().nonnegative(),
});
export type VoteState = z.infer<typeof VoteState>;

export const ArticleVoteRequest = z.object({ postId: ObjectIdString, username: UsernameRef.optional() });
export type ArticleVoteRequest = z.input<typeof ArticleVoteRequest>;
export const CommentVoteRequest = z.object({ commentId: ObjectIdString, username: UsernameRef.optional() });
export type CommentVoteRequest = z.input<typeof CommentVoteRequest>;

// Votes on articles and opinions are what embeds do; votes on community posts stay on the site.
const articleVote = (path: `/api/${string}`) =>
  defineEndpoint({ method: "POST", path, auth: "member", request: ArticleVoteRequest, response: VoteState, embed: true });
const commentVote = (path: `/api/${string}`) =>
  defineEndpoint({ method: "POST", path, auth: "member", request: CommentVoteRequest, response: VoteState, embed: true });
const communityPostVote = (path: `/api/${string}`) =>
  defineEndpoint({ method: "POST", path, auth: "member", request: ArticleVoteRequest, response: VoteState });

export const likeArticleEndpoint = articleVote("/api/like/add");
export const dislikeArticleEndpoint = articleVote("/api/dislike/add");
export const unlikeArticleEndpoint = articleVote("/api/like/remove");
export const undislikeArticleEndpoint = articleVote("/api/dislike/remove");
export const likeCommentEndpoint = commentVote("/api/like/comment/add");
export const dislikeCommentEndpoint = commentVote("/api/dislike/comment/add");
export const unlikeCommentEndpoint = commentVote("/api/like/comment/remove");
export const undislikeCommentEndpoint = commentVote("/api/dislike/comment/remove");

/** Votes on a verified community post: the same rules as on articles (the session lists them with articles). */
export const likeCommunityPostEndpoint = communityPostVote("/api/like/communityPost/add");
export const dislikeCommunityPostEndpoint = communityPostVote("/api/dislike/communityPost/add");
export const unlikeCommunityPostEndpoint = communityPostVote("/api/like/communityPost/remove");
export const undislikeCommunityPostEndpoint = communityPostVote("/api/dislike/communityPost/remove");
