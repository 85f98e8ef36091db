import { deleteUserEndpoint, logoutEndpoint, verifyEmailEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { adminSession, level, session, testClient } from "../test/fixtures";
import { seedMemberData } from "../test/hook-fixtures";
import { useMswServer } from "../test/msw";
import { hookWrapper } from "../test/render";
import { useAdminLogout, useDeleteAccount, useLogout, useVerifyEmail } from "./auth";

const server = useMswServer();

describe("useLogout() / useAdminLogout() / useDeleteAccount()", () => {
  it("logout clears the member session and member data; public data is kept, the admin session stays", () => {
    server.use(mockEndpoint(logoutEndpoint, { message: "Logged out" }));
    const { client, store } = testClient({ user: session(), admin: adminSession });
    const { queryClient, wrapper } = hookWrapper(client);
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
    const { queryClient, wrapper } = hookWrapper(client);
    seedMemberData(queryClient);
    const { result } = renderHook(() => useAdminLogout(), { wrapper });
    act(() => result.current());
    expect(store.get()).toEqual({ user: session(), admin: null });
    expect(queryClient.getQueryData(pnyxKeys.admin.newsletter())).toBeUndefined();
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toEqual(level);
  });

  it("deleting the account clears the session and member data", async () => {
    server.use(mockEndpoint(deleteUserEndpoint, () => ({ message: "Account deleted successfully." })));
    const { client, store } = testClient({ user: session() });
    const { queryClient, wrapper } = hookWrapper(client);
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
    const { wrapper } = hookWrapper(client, { strict: true });
    const token = "v".repeat(32);
    const { result, rerender } = renderHook(() => useVerifyEmail(token), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender();
    expect(calls).toBe(1);
    expect(store.get().user).toEqual(session());
  });

  it("does nothing without a token and reports a bad link as an error", async () => {
    const { client } = testClient();
    const { wrapper } = hookWrapper(client);
    const idle = renderHook(() => useVerifyEmail(null), { wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
    const bad = renderHook(() => useVerifyEmail("short"), { wrapper });
    await waitFor(() => expect(bad.result.current.isError).toBe(true));
    expect(bad.result.current.error?.message).toBe("This link is invalid or has expired");
  });
});
