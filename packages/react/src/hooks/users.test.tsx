import { followUserEndpoint, getDetailsEndpoint, unfollowUserEndpoint, userCommentsEndpoint, userPostsEndpoint } from "@pnyx/contract";
import type { PublicProfile } from "@pnyx/contract";
import { aFollowResponse } from "@pnyx/contract/testing";
import { type MockAnswer, mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { profile, session, testClient } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { hookWrapper } from "../test/render";
import { useFollow, useProfile, useUserComments, useUserPosts } from "./users";

const server = useMswServer();

describe("profile queries", () => {
  it("useProfile, useUserPosts and useUserComments load by name (lower-cased) and idle without one", async () => {
    const names: unknown[] = [];
    server.use(
      mockEndpoint(getDetailsEndpoint, async (_input, { request }) => {
        names.push(await request.json());
        return profile();
      }),
      mockEndpoint(userPostsEndpoint, () => ({ posts: [] })),
      mockEndpoint(userCommentsEndpoint, () => ({ comments: [] })),
    );
    const { client } = testClient();
    const { wrapper } = hookWrapper(client);
    const { result } = renderHook(
      () => ({ profile: useProfile("Grace"), posts: useUserPosts("grace"), comments: useUserComments("grace"), idle: useProfile("") }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.isSuccess && result.current.posts.isSuccess && result.current.comments.isSuccess).toBe(true));
    expect(result.current.profile.data?.username).toBe("grace");
    expect(names).toEqual([{ name: "grace" }]);
    expect(result.current.idle.fetchStatus).toBe("idle");
  });
});

describe("useFollow(username)", () => {
  function follows(answer: MockAnswer<typeof followUserEndpoint>) {
    server.use(
      mockEndpoint(getDetailsEndpoint, () => profile()),
      mockEndpoint(followUserEndpoint, answer),
      mockEndpoint(unfollowUserEndpoint, answer as MockAnswer<typeof unfollowUserEndpoint>),
    );
  }

  it("updates the profile's followers and the session's following at once, then keeps the answer", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    follows(async () => {
      await held;
      return aFollowResponse({ following: ["grace"], followers: 2 });
    });
    const { client, store } = testClient({ user: session() });
    const { queryClient, wrapper } = hookWrapper(client);
    const { result } = renderHook(() => ({ follow: useFollow("Grace"), profile: useProfile("grace") }), { wrapper });
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    expect(result.current.follow.isFollowing).toBe(false);

    act(() => result.current.follow.toggle());
    await waitFor(() => expect(result.current.follow.isFollowing).toBe(true));
    expect(store.get().user?.following).toEqual(["grace"]);
    expect(queryClient.getQueryData<PublicProfile>(pnyxKeys.users.profile("grace"))?.followers).toEqual(["linus", "ada"]);

    release();
    await waitFor(() => expect(result.current.follow.isSuccess).toBe(true));
    expect(store.get().user?.following).toEqual(["grace"]);
  });

  it("rolls both back when the server refuses", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    follows(async () => {
      await held;
      return errorResponse(429, "rate_limited", "Slow down");
    });
    const { client, store } = testClient({ user: session({ following: ["grace"] }) });
    const { queryClient, wrapper } = hookWrapper(client);
    queryClient.setQueryData(pnyxKeys.users.profile("grace"), profile({ followers: ["linus", "ada"] }));
    const { result } = renderHook(() => useFollow("grace"), { wrapper });
    expect(result.current.isFollowing).toBe(true);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.isFollowing).toBe(false));
    expect(queryClient.getQueryData<PublicProfile>(pnyxKeys.users.profile("grace"))?.followers).toEqual(["linus"]);
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe("Slow down");
    expect(result.current.isFollowing).toBe(true);
    expect(store.get().user?.following).toEqual(["grace"]);
    expect(queryClient.getQueryData<PublicProfile>(pnyxKeys.users.profile("grace"))?.followers).toEqual(["linus", "ada"]);
  });

  it("knows yourself and visitors", () => {
    const member = testClient({ user: session() });
    expect(renderHook(() => useFollow("ADA"), { wrapper: hookWrapper(member.client).wrapper }).result.current.isSelf).toBe(true);
    const visitor = testClient();
    const { result } = renderHook(() => useFollow("grace"), { wrapper: hookWrapper(visitor.client).wrapper });
    expect(result.current).toMatchObject({ isSelf: false, isLoggedIn: false, isFollowing: false });
  });
});
