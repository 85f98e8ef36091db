// Members: public profiles, the caller's own profile, categories and follows.
import {
  UpdateProfileFields,
  addCategoriesEndpoint,
  followUserEndpoint,
  getDetailsEndpoint,
  unfollowUserEndpoint,
  updateProfileEndpoint,
  userCommentsEndpoint,
  userPostsEndpoint,
  type AddCategoriesRequest,
  type EndpointRequest,
  type EndpointResponse,
  type FollowRequest,
  type PublicProfile,
  type Session,
} from "@pnyx/contract";
import type { z } from "zod";
import { checkImage, fileName } from "../files";
import type { SessionEdits } from "../session-edits";
import { validateInput, type Transport } from "../transport";

/** Inputs whose `username` names the caller fill it from the stored session when it is left out. */
export type AddCategoriesInput = AddCategoriesRequest;
export type FollowInput = FollowRequest;
export type UserNameInput = EndpointRequest<typeof getDetailsEndpoint>;
export type UpdateProfileInput = z.input<typeof UpdateProfileFields> & {
  /** A new profile picture (image, at most 10,240,000 bytes). */
  image?: Blob | File;
};
export type AddCategoriesResponse = EndpointResponse<typeof addCategoriesEndpoint>;
export type FollowResponse = EndpointResponse<typeof followUserEndpoint>;
export type UserPostsResponse = EndpointResponse<typeof userPostsEndpoint>;
export type UserCommentsResponse = EndpointResponse<typeof userCommentsEndpoint>;

export interface UsersApi {
  /** A member's public profile: POST /api/user/getDetails. */
  getDetails(input: UserNameInput): Promise<PublicProfile>;
  /** Changes the caller's description and picture (multipart); replaces the stored session with the answer: POST /api/user/updateProfile. */
  updateProfile(input: UpdateProfileInput): Promise<Session>;
  /** Replaces the news categories and updates `user.selectedCategories`: POST /api/user/addCategories. */
  addCategories(input: AddCategoriesInput): Promise<AddCategoriesResponse>;
  /** Follows `name` (`user.following` changes at once, settles from the answer, is put back if refused): POST /api/user/followUser. */
  followUser(input: FollowInput): Promise<FollowResponse>;
  /** Unfollows `name` (the session changes as for followUser): POST /api/user/unfollowUser. */
  unfollowUser(input: FollowInput): Promise<FollowResponse>;
  /** A member's verified community posts: POST /api/user/getPosts. */
  getPosts(input: UserNameInput): Promise<UserPostsResponse>;
  /** A member's opinions and replies: POST /api/user/getComments. */
  getComments(input: UserNameInput): Promise<UserCommentsResponse>;
}

export function createUsersApi(transport: Transport, session: SessionEdits): UsersApi {
  const withCaller = <T extends { username?: string }>(input: T): T & { username: string } =>
    ({ ...input, username: input.username ?? session.user()?.username }) as T & { username: string };

  const follow = async (endpoint: typeof followUserEndpoint | typeof unfollowUserEndpoint, input: FollowInput, on: boolean) => {
    const token = session.token();
    const body = withCaller(input);
    const undo = session.markFollowing(validateInput(endpoint.request, body).name, on);
    try {
      const answer = await transport.call(endpoint, body);
      session.setFollowing(answer.following, token);
      return answer;
    } catch (error) {
      undo();
      throw error;
    }
  };

  return {
    getDetails: (input) => transport.call(getDetailsEndpoint, input),
    async updateProfile(input) {
      const fields = validateInput(UpdateProfileFields, { description: input.description, username: input.username ?? session.user()?.username });
      if (input.image !== undefined) checkImage(input.image);
      const form = new FormData();
      if (fields.username) form.append("username", fields.username);
      if (fields.description !== undefined) form.append("description", fields.description);
      if (input.image) form.append("image", input.image, fileName(input.image, "image"));
      // The answer is the whole session; an empty token means "unchanged".
      return session.takeProfile(await transport.callForm(updateProfileEndpoint, form));
    },
    async addCategories(input) {
      const token = session.token();
      const answer = await transport.call(addCategoriesEndpoint, withCaller(input));
      session.setCategories(answer.selectedCategories, token);
      return answer;
    },
    followUser: (input) => follow(followUserEndpoint, input, true),
    unfollowUser: (input) => follow(unfollowUserEndpoint, input, false),
    getPosts: (input) => transport.call(userPostsEndpoint, input),
    getComments: (input) => transport.call(userCommentsEndpoint, input),
  };
}
