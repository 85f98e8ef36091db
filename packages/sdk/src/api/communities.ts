// The fifteen communities: lists, a community's page, and the member's joins and leaves.
import {
  allCommunitiesEndpoint,
  communityEndpoint,
  homeCommunitiesEndpoint,
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

export interface CommunitiesApi {
  /** Every community, in the navigation's order: GET /api/community/. */
  all(): Promise<CommunitiesResponse>;
  /** Home's Top Communities, most subscribed first: GET /api/community/home. */
  home(): Promise<CommunitiesResponse>;
  /** One community with its top posts and post count: POST /api/community/individual. */
  get(input: CommunityInput): Promise<CommunityPageResponse>;
  /** Joins a community; the session's `joinedCommunities` follows the answer. */
  join(input: MembershipInput): Promise<MembershipState>;
  /** Leaves a community; the session's `joinedCommunities` follows the answer. */
  leave(input: MembershipInput): Promise<MembershipState>;
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
  };
}
