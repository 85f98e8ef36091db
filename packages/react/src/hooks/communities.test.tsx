import { allCommunitiesEndpoint, communityEndpoint, joinCommunityEndpoint, leaveCommunityEndpoint } from "@pnyx/contract";
import { aCommunity, aCommunityPostSummary } from "@pnyx/contract/testing";
import type { PnyxClient } from "@pnyx/sdk";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PnyxProvider, createPnyxQueryClient } from "../provider";
import { session, testClient } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { useCommunities, useCommunity, useMembership } from "./communities";

const server = useMswServer();
const community = aCommunity({ subscriberCount: 12 });
const ID = community._id;

function wrapperFor(client: PnyxClient) {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return ({ children }: { children: ReactNode }) => (
    <PnyxProvider client={client} queryClient={queryClient} toasts={false}>
      {children}
    </PnyxProvider>
  );
}

describe("community hooks", () => {
  it("a join shows at once, then the answer's count reaches the cached list and page", async () => {
    server.use(
      mockEndpoint(allCommunitiesEndpoint, () => ({ communities: [community] })),
      mockEndpoint(communityEndpoint, () => ({ community, topPosts: [aCommunityPostSummary()], postCount: 4 })),
      mockEndpoint(joinCommunityEndpoint, () => ({ communityId: ID, joinedCommunities: [ID], subscriberCount: 13 })),
    );
    const { client, store } = testClient({ user: session({ joinedCommunities: [] }) });
    const { result } = renderHook(() => ({ list: useCommunities(), page: useCommunity(ID), membership: useMembership(ID) }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.page.data?.community.subscriberCount).toBe(12));
    expect(result.current.membership.isMember).toBe(false);
    act(() => result.current.membership.toggle());
    await waitFor(() => expect(result.current.membership.isMember).toBe(true));
    await waitFor(() => expect(result.current.page.data?.community.subscriberCount).toBe(13));
    expect(result.current.list.data?.communities[0]?.subscriberCount).toBe(13);
    expect(store.get().user?.joinedCommunities).toEqual([ID]);
  });

  it("a refused leave keeps the member in", async () => {
    server.use(mockEndpoint(leaveCommunityEndpoint, () => errorResponse(429, "rate_limited", "You are doing that too often. Please wait a minute.")));
    const { client } = testClient({ user: session({ joinedCommunities: [ID] }) });
    const { result } = renderHook(() => useMembership(ID), { wrapper: wrapperFor(client) });
    expect(result.current.isMember).toBe(true);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isMember).toBe(true);
    expect(result.current.error?.message).toBe("You are doing that too often. Please wait a minute.");
  });
});
