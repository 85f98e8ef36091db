import {
  type Community,
  type CommunityPost,
  type CommunityPostSummary,
  addTopCommunityCommentEndpoint,
  allCommunitiesEndpoint,
  auditLogEndpoint,
  communityPostCommentsEndpoint,
  ownHeldOpinionsEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  deleteCommentEndpoint,
  dismissReportsEndpoint,
  discardPendingPostsEndpoint,
  discardPostEndpoint,
  dislikeCommunityPostEndpoint,
  feedbacksEndpoint,
  addFeedbackEndpoint,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  likeCommunityPostEndpoint,
  liveLinkEndpoint,
  reportedCommentsEndpoint,
  subcategoryPostsEndpoint,
  supportMailsEndpoint,
  unverifiedPostDetailsEndpoint,
  unverifiedPostsEndpoint,
  updateLiveLinkEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { aCommunity, aCommunityPost, aFeedback, aLiveLink, aReportedComment, aSupportMail, aVoteState, anAuditEntry, anOpinion } from "@pnyx/contract/testing";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";

// Mock answers for the community and administrator widgets, from contract endpoints and fixtures.

const hang = async (): Promise<Response> => {
  await delay("infinite");
  return new Response(null, { status: 204 });
};
const DOWN = "Something went wrong on our side";
const LONG = "An extraordinarily long title about community moderation, sub-categories and the rules of good-faith argument online";
const LONG_WORD = "Supercalifragilisticexpialidocious-community-description-without-any-spaces-at-all";

const tile = (n: number, name: string) => ({ _id: `66b0000000000000000500${n.toString(16).padStart(2, "0")}`, name, image: `/story-missing/${n}.webp` });

export const communityList: Community[] = [
  aCommunity(),
  aCommunity({
    _id: "66a000000000000000000001",
    name: "World News",
    subCategories: [tile(1, "Africa"), tile(2, "Americas"), tile(3, "Asia"), tile(4, "Europe"), tile(5, "Middle East"), tile(6, "Oceania")],
    subscriberCount: 1,
    postCount: 0,
    topPostId: null,
    topPostTitle: null,
  }),
  aCommunity({ _id: "66a00000000000000000000e", name: "Motivational", parent: "special", subCategories: [], subscriberCount: 0, postCount: 1 }),
];

export const longCommunity = aCommunity({
  name: "Book & Article Reviews and Very Long Names Indeed",
  description: `${LONG_WORD} ${LONG}. ${LONG}.`,
  subCategories: [tile(1, "Fiction"), tile(2, "Non-fiction"), tile(3, "Essays"), tile(4, "Poetry"), tile(5, "Journalism"), tile(6, "Academic")],
  subscriberCount: 123456,
  postCount: 98765,
  topPostTitle: LONG,
});

export const posts: CommunityPostSummary[] = [
  aCommunityPost({ _id: "67b000000000000000000001", title: "Notes on engines", description: "A first line.\nA second line." }),
  aCommunityPost({ _id: "67b000000000000000000002", title: "Why do tardigrades survive vacuum?", upvotes: 3, totalComments: 2 }),
];
export const pendingPost: CommunityPost = aCommunityPost({ _id: "67b000000000000000000003", title: "Awaiting a moderator", status: "unverified" });
export const longPost: CommunityPost = aCommunityPost({ _id: "67b000000000000000000004", title: LONG, description: `${LONG_WORD}\n${LONG}\n${LONG}` });

const page = (list: CommunityPostSummary[]) => ({ posts: list, page: 1, hasMore: false });
const voted = (targetId: string, vote: -1 | 0 | 1) => aVoteState({ targetId, upvotes: vote === 1 ? 1 : 0, downvotes: vote === -1 ? 1 : 0, vote, points: 745 });

export const communities = {
  all: (list: Community[] = communityList) => mockEndpoint(allCommunitiesEndpoint, { communities: list }),
  allSlow: mockEndpoint(allCommunitiesEndpoint, hang),
  allDown: mockEndpoint(allCommunitiesEndpoint, fail(503, "internal_error", DOWN)),
  membership: [
    mockEndpoint(joinCommunityEndpoint, ({ communityId }) => ({ communityId, joinedCommunities: [communityId], subscriberCount: 13 })),
    mockEndpoint(leaveCommunityEndpoint, ({ communityId }) => ({ communityId, joinedCommunities: [], subscriberCount: 11 })),
  ],
  posts: (list: CommunityPostSummary[] = posts) => [
    mockEndpoint(communityPostsEndpoint, page(list)),
    mockEndpoint(subcategoryPostsEndpoint, { topPosts: list, page: 1, hasMore: false, subCategory: "Physics", communityId: aCommunity()._id }),
  ],
  postsSlow: [mockEndpoint(communityPostsEndpoint, hang), mockEndpoint(subcategoryPostsEndpoint, hang)],
  postsDown: [
    mockEndpoint(communityPostsEndpoint, fail(503, "internal_error", DOWN)),
    mockEndpoint(subcategoryPostsEndpoint, fail(503, "internal_error", DOWN)),
  ],
  post: (post: CommunityPost = aCommunityPost()) => [
    mockEndpoint(communityPostDetailsEndpoint, post),
    mockEndpoint(communityPostCommentsEndpoint, { comments: [anOpinion({ postId: post._id, replyCount: 1 })], hasMore: false }),
    mockEndpoint(ownHeldOpinionsEndpoint, { comments: [] }),
    mockEndpoint(addTopCommunityCommentEndpoint, ({ postId, text }) => ({ ...anOpinion({ _id: "65f0000000000000000000c9", postId, text }), earned: 20 })),
  ],
  postNoComments: [
    mockEndpoint(communityPostDetailsEndpoint, aCommunityPost()),
    mockEndpoint(communityPostCommentsEndpoint, { comments: [], hasMore: false }),
    mockEndpoint(ownHeldOpinionsEndpoint, { comments: [] }),
  ],
  postSlow: mockEndpoint(communityPostDetailsEndpoint, hang),
  postMissing: mockEndpoint(communityPostDetailsEndpoint, fail(404, "not_found", "No such post")),
  create: [
    mockEndpoint(createCommunityPostEndpoint, (input) => aCommunityPost({ title: input.title, description: input.description, status: "unverified" })),
    mockEndpoint(addFeedbackEndpoint, { message: "Thanks a lot for your valuable feedback" }),
  ],
  votes: [
    mockEndpoint(likeCommunityPostEndpoint, ({ postId }) => voted(postId, 1)),
    mockEndpoint(dislikeCommunityPostEndpoint, ({ postId }) => voted(postId, -1)),
  ],
};

export const liveLink = {
  active: mockEndpoint(liveLinkEndpoint, aLiveLink()),
  inactive: mockEndpoint(liveLinkEndpoint, aLiveLink({ isActive: false, zoomUrl: "" })),
  none: mockEndpoint(liveLinkEndpoint, aLiveLink({ title: "", description: "", zoomUrl: "", isActive: false })),
  long: mockEndpoint(liveLinkEndpoint, aLiveLink({ title: LONG, description: `${LONG_WORD} ${LONG}` })),
  slow: mockEndpoint(liveLinkEndpoint, hang),
  down: mockEndpoint(liveLinkEndpoint, fail(503, "internal_error", DOWN)),
  update: mockEndpoint(updateLiveLinkEndpoint, { message: "Zoom link updated successfully!" }),
  updateFails: mockEndpoint(updateLiveLinkEndpoint, fail(503, "internal_error", DOWN)),
};

export const moderation = {
  queue: (list: CommunityPost[] = [pendingPost, { ...longPost, status: "unverified" }]) => mockEndpoint(unverifiedPostsEndpoint, { posts: list }),
  queueSlow: mockEndpoint(unverifiedPostsEndpoint, hang),
  queueDown: mockEndpoint(unverifiedPostsEndpoint, fail(503, "internal_error", DOWN)),
  review: (post: CommunityPost = pendingPost) => [
    mockEndpoint(unverifiedPostDetailsEndpoint, post),
    mockEndpoint(verifyPostEndpoint, async () => {
      await delay(300);
      return { message: "Post Verified Successfully" };
    }),
    mockEndpoint(discardPostEndpoint, { message: "Post Discarded Successfully" }),
    mockEndpoint(discardPendingPostsEndpoint, ({ author }) => ({ message: `Discarded 3 posts by ${author}`, discarded: 3 })),
  ],
  reviewMissing: mockEndpoint(unverifiedPostDetailsEndpoint, fail(404, "not_found", "No such post")),
  reports: (
    list = [
      aReportedComment(),
      aReportedComment({ _id: "65f0000000000000000000c2", text: LONG_WORD, postKind: "communityPost", postTitle: LONG, reportCount: 1 }),
    ],
  ) => {
    // A deleted comment is gone from later answers, as on the server.
    const deleted = new Set<string>();
    return [
      mockEndpoint(reportedCommentsEndpoint, () => ({ comments: list.filter((c) => !deleted.has(c._id)) })),
      mockEndpoint(deleteCommentEndpoint, ({ commentId }) => {
        deleted.add(commentId);
        return { message: "Comment deleted successfully" };
      }),
      mockEndpoint(dismissReportsEndpoint, ({ commentId }) => {
        deleted.add(commentId);
        return { message: "Reports dismissed" };
      }),
    ];
  },
  reportsSlow: mockEndpoint(reportedCommentsEndpoint, hang),
  reportsDown: mockEndpoint(reportedCommentsEndpoint, fail(503, "internal_error", DOWN)),
  audit: (entries = [anAuditEntry(), anAuditEntry({ _id: "67c000000000000000000002", action: "deleteComment", targetType: "comment", summary: LONG_WORD })]) =>
    mockEndpoint(auditLogEndpoint, { entries, page: 1, hasMore: false }),
  auditSlow: mockEndpoint(auditLogEndpoint, hang),
  auditDown: mockEndpoint(auditLogEndpoint, fail(503, "internal_error", DOWN)),
};

export const inbox = {
  feedbacks: (items = [aFeedback(), aFeedback({ _id: "67d000000000000000000002", text: `${LONG_WORD} ${LONG}` })]) =>
    mockEndpoint(feedbacksEndpoint, { items, page: 1, hasMore: false }),
  support: (items = [aSupportMail()]) => mockEndpoint(supportMailsEndpoint, { items, page: 1, hasMore: false }),
  slow: [mockEndpoint(feedbacksEndpoint, hang), mockEndpoint(supportMailsEndpoint, hang)],
  down: [mockEndpoint(feedbacksEndpoint, fail(503, "internal_error", DOWN)), mockEndpoint(supportMailsEndpoint, fail(503, "internal_error", DOWN))],
};
