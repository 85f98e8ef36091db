import {
  deleteUserEndpoint,
  followUserEndpoint,
  getDetailsEndpoint,
  levelEndpoint,
  loginEndpoint,
  logoutEndpoint,
  unfollowUserEndpoint,
  userCommentsEndpoint,
  userPostsEndpoint,
  verifyEmailEndpoint,
} from "@pnyx/contract";
import { aFollowResponse } from "@pnyx/contract/testing";
import { type MockAnswer, mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import type { PublicProfile } from "@pnyx/contract";
import type { PnyxClient } from "@pnyx/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";

import { StrictMode, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PnyxProvider, createPnyxQueryClient } from "../provider";
import { pnyxKeys } from "../query-keys";
import { adminSession, level, profile, session, testClient } from "../test/fixtures";
import { useMswServer } from "../test/msw";
import { useAdminLogout, useDeleteAccount, useLogin, useLogout, useVerifyEmail } from "./auth";
import { useFollow } from "./users";
import { useLevel } from "./gamification/level";
import { useProfile, useUserComments, useUserPosts } from "./users";
import { useSession } from "./session";

const server = useMswServer();

function setup(client: PnyxClient, strict = false) {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <PnyxProvider client={client} queryClient={queryClient} toasts={false}>
        {children}
      </PnyxProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { queryClient, wrapper };
}

const seedMemberData = (queryClient: QueryClient) => {
  queryClient.setQueryData(pnyxKeys.member.levelAt("ada", 740), level);
  queryClient.setQueryData(pnyxKeys.users.profile("grace"), profile());
  queryClient.setQueryData(pnyxKeys.admin.newsletter(), { subscribers: [] });
};

describe("useSession()", () => {
  it("follows the store: login, logout and outside changes re-render", async () => {
    server.use(mockEndpoint(loginEndpoint, () => session()));
    const { client, store } = testClient();
    const { wrapper } = setup(client);
    const { result } = renderHook(() => ({ state: useSession(), login: useLogin() }), { wrapper });
    expect(result.current.state).toEqual({ user: null, admin: null });
    await act(() => result.current.login.mutateAsync({ username: "ada", password: "pw" }));
    expect(result.current.state.user?.username).toBe("ada");
    act(() => store.set({ user: null, admin: adminSession }));
    expect(result.current.state).toEqual({ user: null, admin: adminSession });
  });
});

describe("useLogout() / useAdminLogout() / useDeleteAccount()", () => {
  it("logout clears the member session and member data; public data is kept, the admin session stays", () => {
    server.use(mockEndpoint(logoutEndpoint, { message: "Logged out" }));
    const { client, store } = testClient({ user: session(), admin: adminSession });
    const { queryClient, wrapper } = setup(client);
    seedMemberData(queryClient);
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current());
    expect(store.get()).toEqual({ user: null, admin: adminSession });
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toBeUndefined();
    expect(queryClient.getQueryData(pnyxKeys.users.profile("grace"))).toBeTruthy();
    expect(queryClient.getQueryData(pnyxKeys.admin.newsletter())).toBeTruthy();
  });

  it("adminLogout clears the admin session and admin data only", () => {
    const { client, store } = testClient({ user: session(), admin: adminSession });
    const { queryClient, wrapper } = setup(client);
    seedMemberData(queryClient);
    const { result } = renderHook(() => useAdminLogout(), { wrapper });
    act(() => result.current());
    expect(store.get()).toEqual({ user: session(), admin: null });
    expect(queryClient.getQueryData(pnyxKeys.admin.newsletter())).toBeUndefined();
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toEqual(level);
  });

  it("a session ended elsewhere (a 401 that revoked the token) also drops member data", async () => {
    server.use(mockEndpoint(levelEndpoint, () => errorResponse(401, "unauthorized", "Your session has expired.")));
    const { client, store } = testClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    seedMemberData(queryClient);
    renderHook(() => useSession(), { wrapper });
    await expect(client.gamification.level()).rejects.toMatchObject({ status: 401 });
    expect(store.get().user).toBeNull();
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toBeUndefined();
  });

  it("deleting the account clears the session and member data", async () => {
    server.use(mockEndpoint(deleteUserEndpoint, () => ({ message: "Account deleted successfully." })));
    const { client, store } = testClient({ user: session() });
    const { queryClient, wrapper } = setup(client);
    seedMemberData(queryClient);
    const { result } = renderHook(() => useDeleteAccount(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(store.get().user).toBeNull();
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toBeUndefined();
  });
});

describe("useVerifyEmail(token)", () => {
  it("verifies once, even under StrictMode and re-renders, and stores the session", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(verifyEmailEndpoint, () => {
        calls += 1;
        return session();
      }),
    );
    const { client, store } = testClient();
    const { wrapper } = setup(client, true);
    const token = "v".repeat(32);
    const { result, rerender } = renderHook(() => useVerifyEmail(token), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender();
    expect(calls).toBe(1);
    expect(store.get().user).toEqual(session());
  });

  it("does nothing without a token and reports a bad link as an error", async () => {
    const { client } = testClient();
    const { wrapper } = setup(client);
    const idle = renderHook(() => useVerifyEmail(null), { wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
    const bad = renderHook(() => useVerifyEmail("short"), { wrapper });
    await waitFor(() => expect(bad.result.current.isError).toBe(true));
    expect(bad.result.current.error?.message).toBe("This link is invalid or has expired");
  });
});

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
    const { wrapper } = setup(client);
    const { result } = renderHook(
      () => ({ profile: useProfile("Grace"), posts: useUserPosts("grace"), comments: useUserComments("grace"), idle: useProfile("") }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.isSuccess && result.current.posts.isSuccess && result.current.comments.isSuccess).toBe(true));
    expect(result.current.profile.data?.username).toBe("grace");
    expect(names).toEqual([{ name: "grace" }]);
    expect(result.current.idle.fetchStatus).toBe("idle");
  });

  it("useLevel loads the member's level and idles while logged out", async () => {
    server.use(mockEndpoint(levelEndpoint, () => level));
    const member = testClient({ user: session() });
    const { result } = renderHook(() => useLevel(), { wrapper: setup(member.client).wrapper });
    await waitFor(() => expect(result.current.data).toEqual(level));
    const visitor = testClient();
    const idle = renderHook(() => useLevel(), { wrapper: setup(visitor.client).wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
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
    const { queryClient, wrapper } = setup(client);
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
    const { queryClient, wrapper } = setup(client);
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
    expect(renderHook(() => useFollow("ADA"), { wrapper: setup(member.client).wrapper }).result.current.isSelf).toBe(true);
    const visitor = testClient();
    const { result } = renderHook(() => useFollow("grace"), { wrapper: setup(visitor.client).wrapper });
    expect(result.current).toMatchObject({ isSelf: false, isLoggedIn: false, isFollowing: false });
  });
});
