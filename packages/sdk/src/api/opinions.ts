// Opinions (comments) and replies on articles and community posts: lists, threads, writing, editing,
// deleting, reporting. What a call is about is said by `postKind` (an article by default).
import {
  addCommunityReplyEndpoint,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  communityPostCommentsEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  ownHeldOpinionsEndpoint,
  reportCommentEndpoint,
  topCommentsEndpoint,
  type Ack,
  type AddOpinionRequest,
  type AddReplyRequest,
  type EditOpinionRequest,
  type EndpointRequest,
  type EndpointResponse,
  type GetCommentsRequest,
  type Opinion,
  type OpinionDeleted,
  type OpinionWritten,
  type TopCommentsRequest,
} from "@pnyx/contract";
import { withEarnedPoints, type SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

/** What opinions are about: a news article (the default) or a community post. Their ids never overlap. */
export type OpinionPostKind = "article" | "communityPost";
/** Which post's opinions; `page` is 1-based (the first page is 1, the default). */
export type ListOpinionsInput = GetCommentsRequest & { postKind?: OpinionPostKind };
export type OpinionsPage = EndpointResponse<typeof getCommentsEndpoint>;
export type OpinionThreadInput = EndpointRequest<typeof fetchCommentAndRepliesEndpoint>;
export type OpinionThreadResponse = EndpointResponse<typeof fetchCommentAndRepliesEndpoint>;
export type AddOpinionInput = AddOpinionRequest & { postKind?: OpinionPostKind };
export type AddReplyInput = AddReplyRequest & { postKind?: OpinionPostKind };
export type EditOpinionInput = EditOpinionRequest;
export type RemoveOpinionInput = EndpointRequest<typeof deleteOwnCommentEndpoint>;
export type ReportOpinionInput = EndpointRequest<typeof reportCommentEndpoint>;
/** `page` is 1-based (the first page is 1, the default). */
export type PopularOpinionsInput = TopCommentsRequest;
export type PopularOpinionsPage = EndpointResponse<typeof topCommentsEndpoint>;
export type CommentCountsInput = EndpointRequest<typeof commentCountsEndpoint>;
export type OwnHeldOpinionsInput = EndpointRequest<typeof ownHeldOpinionsEndpoint>;
export type OwnHeldOpinionsResponse = EndpointResponse<typeof ownHeldOpinionsEndpoint>;
export type CommentCountsResponse = EndpointResponse<typeof commentCountsEndpoint>;

export interface OpinionsApi {
  /**
   * One page of a post's top-level opinions ("top" by default; 20 a page): POST /api/comment/getComments
   * for an article, POST /api/community/postComments for a community post (`postKind: "communityPost"`).
   */
  list(input: ListOpinionsInput): Promise<OpinionsPage>;
  /** One opinion and its replies: POST /api/comment/fetchCommentAndReplies. */
  thread(input: OpinionThreadInput): Promise<OpinionThreadResponse>;
  /**
   * Posts an opinion; adds the points it `earned` to the stored session: POST /api/comment/addTopComment,
   * or POST /api/comment/addTopCommunityComment on a community post.
   */
  add(input: AddOpinionInput): Promise<OpinionWritten>;
  /**
   * Replies to an opinion; adds the points it `earned` (none for a reply to one's own opinion):
   * POST /api/comment/addReply, or POST /api/comment/addCommunityReply on a community post.
   */
  reply(input: AddReplyInput): Promise<OpinionWritten>;
  /** Changes the caller's own opinion (within 15 minutes of writing it): POST /api/comment/edit. */
  edit(input: EditOpinionInput): Promise<Opinion>;
  /** Deletes the caller's own opinion and its replies (within 15 minutes), taking back the points they earned: POST /api/comment/deleteOwn. */
  remove(input: RemoveOpinionInput): Promise<OpinionDeleted>;
  /** The most liked opinions across articles, with the article each is about (9 a page by default): POST /api/comment/topComments. */
  popular(input?: PopularOpinionsInput): Promise<PopularOpinionsPage>;
  /**
   * Reports an opinion to the moderators, with an optional reason (`spam`, `abuse`, `offTopic`,
   * `illegal` with its `legalGround`, `other`) and words; once per member: POST /api/comment/report.
   */
  report(input: ReportOpinionInput): Promise<Ack>;
  /** Opinion counts for up to 100 articles: POST /api/comment/counts. */
  counts(input: CommentCountsInput): Promise<CommentCountsResponse>;
  /**
   * The caller's own opinions and replies on a post (article or community post) held for review, each
   * `awaitingReview: true`, oldest first: threads leave them out, so a client shows them to their author from
   * here (MODERATION_TEXTS.awaitingReview): GET /api/comment/held.
   */
  ownHeld(input: OwnHeldOpinionsInput): Promise<OwnHeldOpinionsResponse>;
}

export function createOpinionsApi(transport: Transport, session: SessionEdits): OpinionsApi {
  return {
    list: ({ postKind = "article", ...input }) =>
      postKind === "article"
        ? transport.call(getCommentsEndpoint, input)
        : transport.call(communityPostCommentsEndpoint, {
            id: input.postId,
            ...(input.sort ? { sort: input.sort } : {}),
            ...(input.page ? { page: input.page } : {}),
          }),
    thread: (input) => transport.call(fetchCommentAndRepliesEndpoint, input),
    add: ({ postKind = "article", ...input }) =>
      withEarnedPoints(session, () => transport.call(postKind === "article" ? addTopCommentEndpoint : addTopCommunityCommentEndpoint, input)),
    reply: ({ postKind = "article", ...input }) =>
      withEarnedPoints(session, () => transport.call(postKind === "article" ? addReplyEndpoint : addCommunityReplyEndpoint, input)),
    edit: (input) => transport.call(editCommentEndpoint, input),
    remove: (input) => withEarnedPoints(session, () => transport.call(deleteOwnCommentEndpoint, input)),
    popular: (input = {}) => transport.call(topCommentsEndpoint, input),
    report: (input) => transport.call(reportCommentEndpoint, input),
    counts: (input) => transport.call(commentCountsEndpoint, input),
    ownHeld: (input) => transport.call(ownHeldOpinionsEndpoint, input),
  };
}
