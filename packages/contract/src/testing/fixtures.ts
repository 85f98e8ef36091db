// Fixtures for tests and stories: every one is parsed by the contract's schema when it is built.
import { HealthResponse } from "../health";
import { LevelInfo } from "../levels";
import { Community, CommunityPostSummary } from "../communities";
import { CommunityPost } from "../community-posts";
import { AuditEntry } from "../audit";
import { Feedback, NewsletterSubscriber, SupportMail } from "../feedback";
import { LiveLink } from "../live-link";
import { Notification } from "../notifications";
import { ReportedComment } from "../reports";
import { Article, ArticleSummary } from "../news";
import { Opinion, PopularOpinion } from "../opinions";
import { Publisher } from "../publishers";
import { AdminSession, Session } from "../session";
import { FollowResponse, ProfileComment, ProfilePost, PublicProfile, UploadResponse } from "../users";
import { VoteState } from "../votes";
import { fixture } from "./build";
import { FIXTURE_IDS } from "./ids";

/** The time fixtures are dated at, unless told otherwise. */
export const FIXTURE_TIME = "2026-11-22T09:00:00.000Z";

export const aSession = fixture("aSession", Session, {
  token: "member-token",
  username: "ada",
  email: "ada@example.com",
  selectedCategories: ["Science"],
  joinedCommunities: [],
  profilePicture: null,
  description: "Counting engines",
  likedPosts: [],
  dislikedPosts: [],
  likedComments: [],
  dislikedComments: [],
  points: 740,
  followers: ["grace"],
  following: [],
});

export const anAdminSession = fixture("anAdminSession", AdminSession, {
  message: "Admin login successful",
  username: "root",
  token: "admin-token",
});

export const aLevelInfo = fixture("aLevelInfo", LevelInfo, { level: 2, badge: "Silver", currentPoints: 740, goalPoints: 1000 });

export const aPublicProfile = fixture("aPublicProfile", PublicProfile, {
  username: "grace",
  description: "Compilers",
  profilePicture: { url: "/uploads/grace.png", mimetype: "image/png" },
  followers: [],
  following: ["ada"],
  points: 1200,
  level: { level: 3, badge: "Gold", currentPoints: 1200, goalPoints: 1500 },
  joinedAt: "2026-01-02T03:04:05.000Z",
});

export const aFollowResponse = fixture("aFollowResponse", FollowResponse, { message: "Followed", following: ["grace"], followers: 1 });

export const aProfileComment = fixture(
  "aProfileComment",
  ProfileComment,
  {
    _id: FIXTURE_IDS.opinion,
    postId: FIXTURE_IDS.article,
    postKind: "article",
    postTitle: "Notes on engines",
    parentId: null,
    text: "Well put",
    createdAt: FIXTURE_TIME,
    upvotes: 1,
    downvotes: 0,
  },
  ["_id", "postId", "parentId"],
);

export const aProfilePost = fixture(
  "aProfilePost",
  ProfilePost,
  {
    _id: FIXTURE_IDS.article,
    communityId: FIXTURE_IDS.community,
    title: "Notes on engines",
    createdAt: FIXTURE_TIME,
    upvotes: 0,
    downvotes: 0,
    totalComments: 0,
  },
  ["_id", "communityId"],
);

export const aNewsletterSubscriber = fixture(
  "aNewsletterSubscriber",
  NewsletterSubscriber,
  { _id: "67a000000000000000000001", email: "ada@example.com", createdAt: FIXTURE_TIME },
  ["_id"],
);

export const anUpload = fixture("anUpload", UploadResponse, {
  url: "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.webp",
  mimetype: "image/webp",
  size: 1234,
});

export const aHealth = fixture("aHealth", HealthResponse, {
  status: "ok",
  version: "1.2.3",
  uptimeSeconds: 4,
  database: "none",
  time: FIXTURE_TIME,
});

export const anArticle = fixture(
  "anArticle",
  Article,
  {
    _id: FIXTURE_IDS.article,
    category: "Science",
    title: "Engines that count",
    image: null,
    source: "The Analyst",
    link: null,
    content: "Text",
    publishedAt: FIXTURE_TIME,
    upvotes: 3,
    downvotes: 1,
    totalComments: 2,
    listed: true,
  },
  ["_id"],
);

export const anArticleSummary = fixture(
  "anArticleSummary",
  ArticleSummary,
  {
    _id: FIXTURE_IDS.article,
    category: "Science",
    title: "Engines that count",
    image: null,
    source: "The Analyst",
    publishedAt: FIXTURE_TIME,
    upvotes: 3,
    downvotes: 1,
    totalComments: 2,
    opinionId: null,
    opinion: null,
    opinionAuthorName: null,
    opinionAuthorPhoto: null,
    opinionDate: null,
    commentUpvotes: null,
    commentDownvotes: null,
  },
  ["_id", "opinionId"],
);

export const aCommunityPostSummary = fixture(
  "aCommunityPostSummary",
  CommunityPostSummary,
  {
    _id: "67b000000000000000000001",
    communityId: FIXTURE_IDS.community,
    title: "Notes on engines",
    description: "What the engine might do",
    image: null,
    author: "grace",
    createdAt: FIXTURE_TIME,
    upvotes: 0,
    downvotes: 0,
    totalComments: 0,
    profilePicture: null,
  },
  ["_id", "communityId"],
);

export const aCommunityPost = fixture("aCommunityPost", CommunityPost, { ...aCommunityPostSummary(), subCategory: "Physics", status: "verified" }, [
  "_id",
  "communityId",
]);

export const anAuditEntry = fixture(
  "anAuditEntry",
  AuditEntry,
  {
    _id: "67c000000000000000000001",
    admin: "root",
    action: "verifyPost",
    targetType: "communityPost",
    targetId: "67b000000000000000000001",
    summary: "Notes on engines",
    at: FIXTURE_TIME,
  },
  ["_id", "targetId"],
);

export const aCommunity = fixture(
  "aCommunity",
  Community,
  {
    _id: FIXTURE_IDS.community,
    name: "Science",
    description: "Discoveries, experiments and the questions science has yet to answer.",
    image: "/uploads/00000000-0000-4000-8004-000000000005.webp",
    parent: "main",
    subCategories: [
      { _id: "66b000000000000000040000", name: "Physics", image: "/uploads/00000000-0000-4000-8003-000000000501.webp" },
      { _id: "66b000000000000000040001", name: "Biology", image: "/uploads/00000000-0000-4000-8003-000000000502.webp" },
      { _id: "66b000000000000000040002", name: "Astronomy", image: "/uploads/00000000-0000-4000-8003-000000000503.webp" },
    ],
    subscriberCount: 12,
    postCount: 4,
    topPostTitle: "Notes on engines",
    topPostId: "67b000000000000000000001",
  },
  ["_id", "topPostId"],
);

const OPINION_IDS = ["_id", "postId", "parentId"] as const;

export const anOpinion = fixture(
  "anOpinion",
  Opinion,
  {
    _id: FIXTURE_IDS.opinion,
    postId: FIXTURE_IDS.article,
    parentId: null,
    text: "Well argued",
    image: null,
    author: "ada",
    profilePicture: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    editedAt: null,
    upvotes: 0,
    downvotes: 0,
    replyCount: 0,
  },
  OPINION_IDS,
);

export const aPopularOpinion = fixture(
  "aPopularOpinion",
  PopularOpinion,
  { ...anOpinion(), post: { _id: FIXTURE_IDS.article, title: "Engines that count", category: "Science", image: null } },
  OPINION_IDS,
);

export const aVoteState = fixture("aVoteState", VoteState, { targetId: FIXTURE_IDS.article, upvotes: 4, downvotes: 0, vote: 1, points: 745 }, ["targetId"]);

export const aReportedComment = fixture(
  "aReportedComment",
  ReportedComment,
  { ...anOpinion(), postKind: "article", postTitle: "Engines that count", reportCount: 2, lastReportedAt: FIXTURE_TIME },
  OPINION_IDS,
);

export const aFeedback = fixture(
  "aFeedback",
  Feedback,
  { _id: "67d000000000000000000001", username: "ada", text: "The review dialog is clear.", createdAt: FIXTURE_TIME },
  ["_id"],
);

export const aSupportMail = fixture(
  "aSupportMail",
  SupportMail,
  { _id: "67e000000000000000000001", name: "Grace", email: "grace@example.com", message: "I cannot change my picture.", createdAt: FIXTURE_TIME },
  ["_id"],
);

export const aLiveLink = fixture("aLiveLink", LiveLink, {
  title: "Friday debate",
  description: "Media and trust, with the editors",
  zoomUrl: "https://meet.example.org/j/123",
  isActive: true,
});

export const aNotification = fixture(
  "aNotification",
  Notification,
  {
    _id: "67f000000000000000000001",
    kind: "opinionReply",
    actor: "grace",
    postKind: "article",
    postId: FIXTURE_IDS.article,
    postTitle: "Engines that count",
    commentId: "65f0000000000000000000c2",
    inReplyTo: FIXTURE_IDS.opinion,
    excerpt: "The first program was a loop.",
    read: false,
    createdAt: FIXTURE_TIME,
  },
  ["_id", "postId", "commentId", "inReplyTo"],
);

/** A registered publisher with a shared secret (administrators' Publishers screen). */
export const aPublisher = fixture(
  "aPublisher",
  Publisher,
  {
    _id: "67d000000000000000000001",
    name: "The Paper",
    origins: ["https://paper.example"],
    signing: "secret",
    jwksUrl: null,
    activeSecrets: 1,
    sharedThreads: false,
    createdAt: FIXTURE_TIME,
  },
  ["_id"],
);
