import { z } from "./zod";
import { ReportDetails } from "./report-details";
import { defineEndpoint } from "./endpoint";
import { Ack, AttachedImage } from "./fields";
import { ObjectIdString, UsernameRef } from "./identity";
import { NewsCategory } from "./categories";
import { ProfilePicture } from "./session";

export const OPINION_MAX_LENGTH = 5000;
/** Authors may edit or delete their own opinion for this long after writing it. */
export const OPINION_EDIT_WINDOW_MS = 15 * 60_000;

/** An opinion (top-level comment) or a reply on an article. */
export const Opinion = z.object({
  _id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  text: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  profilePicture: ProfilePicture,
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
  /** Replies below this opinion ('See more (n)'). */
  replyCount: z.number().int().nonnegative(),
  /**
   * Not public yet (issue 47): held for review (a new member's first writings, a word of the site's
   * list: it counts nowhere until approved) or hidden after enough reports until a moderator decides.
   * Only its author's answers carry it; everyone else's leave the opinion out.
   */
  awaitingReview: z.literal(true).optional(),
});
export type Opinion = z.infer<typeof Opinion>;

/**
 * A new opinion or reply as its author gets it back: the opinion and the points it earned them
 * (POINTS.opinion, or 0 for a reply to their own opinion), for the session's points.
 */
export const OpinionWritten = Opinion.extend({ earned: z.number().int().nonnegative() });
export type OpinionWritten = z.infer<typeof OpinionWritten>;

/** A deleted opinion: the points its author lost with it and the replies of theirs below it (0 or less). */
export const OpinionDeleted = Ack.extend({ earned: z.number().int().nonpositive() });
export type OpinionDeleted = z.infer<typeof OpinionDeleted>;

/** In the popular-opinions list: the opinion and the article it is about. */
export const PopularOpinion = Opinion.extend({
  post: z.object({ _id: z.string(), title: z.string(), category: NewsCategory, image: z.string().nullable() }),
});
export type PopularOpinion = z.infer<typeof PopularOpinion>;

const OpinionText = z.string().trim().min(1, "Please write something.").max(OPINION_MAX_LENGTH, `An opinion can be at most ${OPINION_MAX_LENGTH} characters`);
export const OpinionSort = z.enum(["top", "newest"]);
export type OpinionSort = z.infer<typeof OpinionSort>;

export const GetCommentsRequest = z.object({
  postId: ObjectIdString,
  sort: OpinionSort.default("top"),
  /** 1-based: the first page is 1 (the default); 0 or less is refused. */
  page: z.number().int().min(1).max(1000).default(1),
});
export type GetCommentsRequest = z.input<typeof GetCommentsRequest>;
export const OPINIONS_PAGE_SIZE = 20;
export const getCommentsEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/getComments",
  auth: "optional",
  request: GetCommentsRequest,
  response: z.object({ comments: z.array(Opinion), hasMore: z.boolean() }),
});

export const fetchCommentAndRepliesEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/fetchCommentAndReplies",
  auth: "optional",
  request: z.object({ commentId: ObjectIdString }),
  response: z.object({ comment: Opinion, replies: z.array(Opinion) }),
});

/**
 * Members: their own opinions and replies on a post (an article or a community post) that are held
 * for review, each `awaitingReview: true`, oldest first (at most 100). Nobody else sees them, so threads (the
 * same for every reader) leave them out; a client shows them to their author from here.
 */
export const ownHeldOpinionsEndpoint = defineEndpoint({
  embed: true,
  method: "GET",
  path: "/api/comment/held",
  auth: "member",
  request: z.object({ postId: ObjectIdString }),
  response: z.object({ comments: z.array(Opinion) }),
});

export const AddOpinionRequest = z.object({
  postId: ObjectIdString,
  text: OpinionText,
  image: AttachedImage,
  /** The product sends the author; it must be the caller. */
  author: UsernameRef.optional(),
});
export type AddOpinionRequest = z.input<typeof AddOpinionRequest>;
export const addTopCommentEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/addTopComment",
  auth: "member",
  request: AddOpinionRequest,
  response: OpinionWritten,
});

export const AddReplyRequest = AddOpinionRequest.extend({ parentId: ObjectIdString });
export type AddReplyRequest = z.input<typeof AddReplyRequest>;
export const addReplyEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/addReply",
  auth: "member",
  request: AddReplyRequest,
  response: OpinionWritten,
});

/** Opinions on community posts: the same rules as on articles (verified posts only, +20). */
export const addTopCommunityCommentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/comment/addTopCommunityComment",
  auth: "member",
  request: AddOpinionRequest,
  response: OpinionWritten,
});
export const addCommunityReplyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/comment/addCommunityReply",
  auth: "member",
  request: AddReplyRequest,
  response: OpinionWritten,
});

export const EditOpinionRequest = z.object({ commentId: ObjectIdString, text: OpinionText });
export type EditOpinionRequest = z.input<typeof EditOpinionRequest>;
/** The author's own opinion, within 15 minutes of writing it. */
export const editCommentEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/edit",
  auth: "member",
  request: EditOpinionRequest,
  response: Opinion,
});
export const deleteOwnCommentEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/deleteOwn",
  auth: "member",
  request: z.object({ commentId: ObjectIdString }),
  response: OpinionDeleted,
});

export const TopCommentsRequest = z.object({
  numberOfOpinions: z.number().int().min(1).max(30).default(9),
  /** 1-based: the first page is 1 (the default); 0 or less is refused. */
  page: z.number().int().min(1).max(1000).default(1),
});
export type TopCommentsRequest = z.input<typeof TopCommentsRequest>;
export const topCommentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/comment/topComments",
  request: TopCommentsRequest,
  response: z.object({ comments: z.array(PopularOpinion), hasMore: z.boolean() }),
});

export const reportCommentEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/report",
  auth: "member",
  /** The reason and detail are optional (a report without them is `other`). */
  request: z.intersection(z.object({ commentId: ObjectIdString }), ReportDetails),
  response: Ack,
});

/** Opinion counts for a list of articles, for publishers' article lists. */
export const commentCountsEndpoint = defineEndpoint({
  embed: true,
  method: "POST",
  path: "/api/comment/counts",
  request: z.object({ postIds: z.array(ObjectIdString).min(1).max(100) }),
  response: z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) }),
});
