import { z } from "./zod";
import { CommunityPostSummary } from "./communities";
import { defineEndpoint } from "./endpoint";
import { Ack, AttachedImage, PageNumber } from "./fields";
import { ObjectIdString, Username, UsernameRef } from "./identity";
import { MESSAGES } from "./messages";
import { Opinion, OpinionSort } from "./opinions";

// Posts in communities: written by members, visible to others once an administrator verifies them.

export const COMMUNITY_POST_TITLE_MAX = 200;
export const COMMUNITY_POST_DESCRIPTION_MAX = 10_000;
export const COMMUNITY_POSTS_PAGE_SIZE = 10;

export const CommunityPostStatus = z.enum(["unverified", "verified"]);
export type CommunityPostStatus = z.infer<typeof CommunityPostStatus>;

/** A post with its sub-category and review status (others only ever see verified ones). */
export const CommunityPost = CommunityPostSummary.extend({
  subCategory: z.string().nullable(),
  status: CommunityPostStatus,
  /**
   * Not public yet (issue 47), seen by its author only: held by the site's rules (a new member's first
   * writings, a word of the site's list) besides the review every post awaits, or a verified post
   * hidden after enough reports until a moderator decides. Absent otherwise.
   */
  awaitingReview: z.literal(true).optional(),
});
export type CommunityPost = z.infer<typeof CommunityPost>;

const required = (max: number, what: string) => z.string().trim().min(1, MESSAGES.fillAllPostFields).max(max, `The ${what} can be at most ${max} characters`);

export const CreateCommunityPostRequest = z.object({
  title: required(COMMUNITY_POST_TITLE_MAX, "title"),
  /** Multi-line: line breaks are kept. */
  description: required(COMMUNITY_POST_DESCRIPTION_MAX, "description"),
  communityId: ObjectIdString,
  /**
   * The sub-category's NAME (as in `community.subCategories[].name`), not its `_id`. Required when the
   * community has sub-categories (the server refuses the post with 422 otherwise); left out or "" when it has none.
   */
  selectedSubcategory: z
    .string()
    .trim()
    .max(100)
    .transform((name) => (name === "" ? null : name))
    .nullable()
    .optional(),
  image: AttachedImage,
  /** The spec sends it; identity comes from the token, and a different name is refused. */
  username: UsernameRef.optional(),
});
export type CreateCommunityPostRequest = z.input<typeof CreateCommunityPostRequest>;

/** Submits a post for review: +50 points now, taken back if it is discarded. */
export const createCommunityPostEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/post",
  auth: "member",
  request: CreateCommunityPostRequest,
  response: CommunityPost,
});

/** Calls about one post. */
const PostIdRequest = z.object({ id: ObjectIdString });

const PostsPage = z.object({ posts: z.array(CommunityPostSummary), page: z.number().int(), hasMore: z.boolean() });

/** A community's verified posts, newest first, a page at a time. */
export const communityPostsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/communityPosts",
  request: z.object({
    id: ObjectIdString,
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: PostsPage,
});

/** A sub-category's verified posts, newest first; the name as in the URL (hyphens for spaces) or as written. */
export const subcategoryPostsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/subcategory",
  request: z.object({
    subcategory: z.string().trim().min(1).max(100),
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: z.object({
    topPosts: z.array(CommunityPostSummary),
    page: z.number().int(),
    hasMore: z.boolean(),
    subCategory: z.string(),
    communityId: z.string(),
  }),
});

/** One post: verified ones for everyone; one awaiting review for its author (and administrators only through the admin call). */
export const communityPostDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/postDetails",
  auth: "optional",
  request: PostIdRequest,
  response: CommunityPost,
});

/** A verified post's opinions (top-level), by the same orders and pages as an article's. */
export const communityPostCommentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/postComments",
  request: z.object({
    id: ObjectIdString,
    sort: OpinionSort.default("top"),
    /** 1-based: the first page is 1 (the default); 0 or less is refused. */
    page: PageNumber,
  }),
  response: z.object({ comments: z.array(Opinion), hasMore: z.boolean() }),
});

/** The caller's own posts awaiting review (in one community, or all). */
export const pendingCommunityPostsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/pendingPosts",
  auth: "member",
  request: z.object({ communityId: ObjectIdString.optional() }),
  response: z.object({ posts: z.array(CommunityPost) }),
});

/** Administrators: every post awaiting review, oldest first (first come, first served). */
export const unverifiedPostsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/community/unverifiedPosts",
  auth: "admin",
  response: z.object({ posts: z.array(CommunityPost) }),
});

export const unverifiedPostDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/unverifiedPostDetails",
  auth: "admin",
  request: PostIdRequest,
  response: CommunityPost,
});

/** Verifying twice answers the same; the post then shows in its community. */
export const verifyPostEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/verifyPost",
  auth: "admin",
  request: PostIdRequest,
  response: Ack,
});

/** Removes a post awaiting review (it earned nothing yet: +50 comes with verification); discarding twice answers the same. */
export const discardPostEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/discardPost",
  auth: "admin",
  request: PostIdRequest,
  response: Ack,
});

export const DiscardPendingPostsRequest = z.object({ author: Username });
export type DiscardPendingPostsRequest = z.input<typeof DiscardPendingPostsRequest>;

/** Administrators: discards every post one member has awaiting review (a flood), each as discardPost does. */
export const discardPendingPostsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/discardPendingPostsBy",
  auth: "admin",
  request: DiscardPendingPostsRequest,
  response: z.object({ message: z.string(), discarded: z.number().int().min(0) }),
});
