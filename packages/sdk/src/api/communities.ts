// The fifteen communities: lists, a community's page, the member's joins and leaves, their posts. Opinions on
// posts are in `opinions`, with `postKind: "communityPost"`.
import {
  allCommunitiesEndpoint,
  communityEndpoint,
  communityPostDetailsEndpoint,
  communityPostsEndpoint,
  createCommunityPostEndpoint,
  homeCommunitiesEndpoint,
  pendingCommunityPostsEndpoint,
  subcategoryPostsEndpoint,
  type CommunityPost,
  type CreateCommunityPostRequest,
  joinCommunityEndpoint,
  leaveCommunityEndpoint,
  type EndpointRequest,
  type EndpointResponse,
  type MembershipRequest,
  type MembershipState,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type CommunitiesResponse = EndpointResponse<typeof allCommunitiesEndpoint>;
export type CommunityInput = EndpointRequest<typeof communityEndpoint>;
export type CommunityPageResponse = EndpointResponse<typeof communityEndpoint>;
export type MembershipInput = MembershipRequest;
/**
 * A new post. `selectedSubcategory` is the sub-category's NAME (not its `_id`) and is required when
 * the community has sub-categories: only the server knows which do, and it answers 422 without one.
 */
export type CreatePostInput = CreateCommunityPostRequest;
/** `page` is 1-based (the first page is 1, the default). */
export type CommunityPostsInput = EndpointRequest<typeof communityPostsEndpoint>;
export type CommunityPostsPage = EndpointResponse<typeof communityPostsEndpoint>;
/** `page` is 1-based (the first page is 1, the default). */
export type SubcategoryPostsInput = EndpointRequest<typeof subcategoryPostsEndpoint>;
export type SubcategoryPostsPage = EndpointResponse<typeof subcategoryPostsEndpoint>;
export type CommunityPostInput = EndpointRequest<typeof communityPostDetailsEndpoint>;
export type PendingPostsInput = EndpointRequest<typeof pendingCommunityPostsEndpoint>;
export type PendingPostsResponse = EndpointResponse<typeof pendingCommunityPostsEndpoint>;

export interface CommunitiesApi {
  /** Every community, in the navigation's order: GET /api/community/. */
  all(): Promise<CommunitiesResponse>;
  /** Home's Top Communities, most subscribed first: GET /api/community/home. */
  home(): Promise<CommunitiesResponse>;
  /** One community with its top posts and post count: POST /api/community/individual. */
  get(input: CommunityInput): Promise<CommunityPageResponse>;
  /** Joins a community; the session's `joinedCommunities` follows the answer: POST /api/user/joinCommunity. */
  join(input: MembershipInput): Promise<MembershipState>;
  /** Leaves a community; the session's `joinedCommunities` follows the answer: POST /api/user/leaveCommunity. */
  leave(input: MembershipInput): Promise<MembershipState>;
  /** Submits a post for review (+50 points, which the session gets from the server's next answer): POST /api/community/post. */
  createPost(input: CreatePostInput): Promise<CommunityPost>;
  /** A community's verified posts, newest first: POST /api/community/communityPosts. */
  posts(input: CommunityPostsInput): Promise<CommunityPostsPage>;
  /** A sub-category's verified posts; its name as in /subcategory/{name-with-hyphens}: POST /api/community/subcategory. */
  subcategoryPosts(input: SubcategoryPostsInput): Promise<SubcategoryPostsPage>;
  /** One post (one awaiting review only for its author): POST /api/community/postDetails. */
  post(input: CommunityPostInput): Promise<CommunityPost>;
  /** The member's own posts awaiting review: POST /api/community/pendingPosts. */
  pendingPosts(input?: PendingPostsInput): Promise<PendingPostsResponse>;
}

export function createCommunitiesApi(transport: Transport, session: SessionEdits): CommunitiesApi {
  const membership = async (endpoint: typeof joinCommunityEndpoint | typeof leaveCommunityEndpoint, input: MembershipInput) => {
    const token = session.token();
    const answer = await transport.call(endpoint, { ...input, username: input.username ?? session.user()?.username });
    session.patchIfSameToken({ joinedCommunities: answer.joinedCommunities }, token);
    return answer;
  };
  return {
    all: () => transport.call(allCommunitiesEndpoint),
    home: () => transport.call(homeCommunitiesEndpoint),
    get: (input) => transport.call(communityEndpoint, input),
    join: (input) => membership(joinCommunityEndpoint, input),
    leave: (input) => membership(leaveCommunityEndpoint, input),
    createPost: (input) => transport.call(createCommunityPostEndpoint, { ...input, username: input.username ?? session.user()?.username }),
    posts: (input) => transport.call(communityPostsEndpoint, input),
    subcategoryPosts: (input) => transport.call(subcategoryPostsEndpoint, input),
    post: (input) => transport.call(communityPostDetailsEndpoint, input),
    pendingPosts: (input = {}) => transport.call(pendingCommunityPostsEndpoint, input),
  };
}
