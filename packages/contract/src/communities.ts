import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { ObjectIdString, UsernameRef } from "./identity";
import { ProfilePicture } from "./session";

export const CommunityParent = z.enum(["main", "special"]);
export type CommunityParent = z.infer<typeof CommunityParent>;

export interface FixedCommunity {
  /** A stable 24-hex id, usable as a MongoDB ObjectId. */
  readonly id: string;
  readonly name: string;
  readonly parent: CommunityParent;
}

/**
 * The fifteen communities the product ships with. Their ids never change: links such as
 * /community/{id} in menus, e-mails and embeds depend on them.
 */
export const FIXED_COMMUNITIES = [
  { id: "66a000000000000000000001", name: "World News", parent: "main" },
  { id: "66a000000000000000000002", name: "Politics", parent: "main" },
  { id: "66a000000000000000000003", name: "Business", parent: "main" },
  { id: "66a000000000000000000004", name: "Technology", parent: "main" },
  { id: "66a000000000000000000005", name: "Science", parent: "main" },
  { id: "66a000000000000000000006", name: "Health", parent: "main" },
  { id: "66a000000000000000000007", name: "Environment", parent: "main" },
  { id: "66a000000000000000000008", name: "Sports", parent: "main" },
  { id: "66a000000000000000000009", name: "Entertainment", parent: "main" },
  { id: "66a00000000000000000000a", name: "Expert Opinions", parent: "special" },
  { id: "66a00000000000000000000b", name: "Educational Resources", parent: "special" },
  { id: "66a00000000000000000000c", name: "Book & Article Reviews", parent: "special" },
  { id: "66a00000000000000000000d", name: "Poetry/Storytelling", parent: "special" },
  { id: "66a00000000000000000000e", name: "Motivational", parent: "special" },
  { id: "66a00000000000000000000f", name: "Interviews", parent: "special" },
] as const satisfies readonly FixedCommunity[];

export const COMMUNITY_GROUP_TITLES: Record<CommunityParent, string> = {
  main: "Main Topics",
  special: "Special Interest",
};

export function communitiesOf(parent: CommunityParent): readonly FixedCommunity[] {
  return FIXED_COMMUNITIES.filter((c) => c.parent === parent);
}

/** A verified community post as search lists it. */
export const CommunityPostSummary = z.object({
  _id: z.string(),
  communityId: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  createdAt: z.iso.datetime(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  totalComments: z.number().int(),
  profilePicture: ProfilePicture,
});
export type CommunityPostSummary = z.infer<typeof CommunityPostSummary>;

/** A community's sub-category; its name is unique across communities (/subcategory/{name-with-hyphens}). */
export const SubCategory = z.object({ _id: z.string(), name: z.string(), image: z.string() });
export type SubCategory = z.infer<typeof SubCategory>;

/** A community as its cards and page show it; the top post is its most upvoted verified post. */
export const Community = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  parent: CommunityParent,
  subCategories: z.array(SubCategory),
  subscriberCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  topPostTitle: z.string().nullable(),
  topPostId: z.string().nullable(),
});
export type Community = z.infer<typeof Community>;

/** How many top posts a community page shows. */
export const COMMUNITY_TOP_POSTS = 5;

/** Every community, in the fixed order of the navigation. */
export const allCommunitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/community/",
  response: z.object({ communities: z.array(Community) }),
});

/** Home's Top Communities: the most subscribed first (fixed order among equals), as many as home shows at most. */
export const homeCommunitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/community/home",
  response: z.object({ communities: z.array(Community) }),
});

/** One community's page: the community, its top verified posts and its verified post count. */
export const communityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/community/individual",
  request: z.object({ id: ObjectIdString }),
  response: z.object({ community: Community, topPosts: z.array(CommunityPostSummary), postCount: z.number().int().nonnegative() }),
});

export const MembershipRequest = z.object({
  /** The spec sends it; identity comes from the token, and a different name is refused. */
  username: UsernameRef.optional(),
  communityId: ObjectIdString,
});
export type MembershipRequest = z.input<typeof MembershipRequest>;

/** After a join or a leave: the member's communities and the community's subscriber count. */
export const MembershipState = z.object({
  communityId: z.string(),
  joinedCommunities: z.array(z.string()),
  subscriberCount: z.number().int().nonnegative(),
});
export type MembershipState = z.infer<typeof MembershipState>;

/** Joining twice changes nothing (membership is a set). */
export const joinCommunityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/joinCommunity",
  auth: "member",
  request: MembershipRequest,
  response: MembershipState,
});

/** Leaving a community one is not in changes nothing. */
export const leaveCommunityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/leaveCommunity",
  auth: "member",
  request: MembershipRequest,
  response: MembershipState,
});
