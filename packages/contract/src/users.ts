import { z } from "./zod";
import { NewsCategory } from "./categories";
import { defineEndpoint } from "./endpoint";
import { UsernameRef } from "./identity";
import { LevelInfo } from "./levels";
import { ProfilePicture, Session } from "./session";

/**
 * Body fields that name the caller, as the product sends them. Optional: identity comes from the
 * token, and a value that differs from it is refused (403).
 */
export const Caller = z.object({ username: UsernameRef.optional() });

/** What anyone may see of a member. Never e-mail, hashes or tokens. */
export const PublicProfile = z.object({
  username: z.string(),
  description: z.string(),
  profilePicture: ProfilePicture,
  followers: z.array(z.string()),
  following: z.array(z.string()),
  points: z.number().int().nonnegative(),
  level: LevelInfo,
  joinedAt: z.iso.datetime(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const getDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/getDetails",
  auth: "optional",
  request: z.object({ name: UsernameRef }),
  response: PublicProfile,
});

/** Multipart: `description` and an optional `image` file. Username and email cannot change. */
export const UpdateProfileFields = z.object({
  username: UsernameRef.optional(),
  /** Left out: the description stays as it is. */
  description: z.string().max(500, "Description is too long (500 characters at most)").optional(),
});
export const updateProfileEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/updateProfile",
  auth: "member",
  response: Session,
  form: true,
});

export const AddCategoriesRequest = Caller.extend({
  categories: z.partialRecord(NewsCategory, z.boolean()),
});
export type AddCategoriesRequest = z.input<typeof AddCategoriesRequest>;
export const addCategoriesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/addCategories",
  auth: "member",
  request: AddCategoriesRequest,
  response: z.object({ message: z.string(), selectedCategories: z.array(NewsCategory) }),
});

export const FollowRequest = Caller.extend({ name: UsernameRef });
export type FollowRequest = z.input<typeof FollowRequest>;
export const FollowResponse = z.object({ message: z.string(), following: z.array(z.string()), followers: z.number().int() });
export const followUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/followUser",
  auth: "member",
  request: FollowRequest,
  response: FollowResponse,
});
export const unfollowUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/unfollowUser",
  auth: "member",
  request: FollowRequest,
  response: FollowResponse,
});

/** A member's opinion as listed on their profile. */
/**
 * A member's opinion or reply as their profile lists it, with what it is on: a news article or a
 * community post, and its title (null when that is gone).
 */
export const ProfileComment = z.object({
  _id: z.string(),
  postId: z.string(),
  postKind: z.enum(["article", "communityPost"]),
  postTitle: z.string().nullable(),
  parentId: z.string().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export type ProfileComment = z.infer<typeof ProfileComment>;
/** A member's verified community post as listed on their profile. */
export const ProfilePost = z.object({
  _id: z.string(),
  communityId: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  totalComments: z.number().int(),
});
export const userPostsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/getPosts",
  request: z.object({ name: UsernameRef }),
  response: z.object({ posts: z.array(ProfilePost) }),
});
export const userCommentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/getComments",
  request: z.object({ name: UsernameRef }),
  response: z.object({ comments: z.array(ProfileComment) }),
});

export const UploadResponse = z.object({ url: z.string(), mimetype: z.string(), size: z.number().int() });
/** Multipart `file`; images are re-encoded. */
export const uploadEndpoint = defineEndpoint({ method: "POST", path: "/api/uploads", auth: "member", response: UploadResponse, form: true });
