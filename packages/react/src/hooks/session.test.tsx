import { levelEndpoint, loginEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../query-keys";
import { adminSession, session, testClient } from "../test/fixtures";
import { seedMemberData } from "../test/hook-fixtures";
import { useMswServer } from "../test/msw";
import { hookWrapper } from "../test/render";
import { useLogin } from "./auth";
import { useSession } from "./session";

const server = useMswServer();

describe("useSession()", () => {
  it("follows the store: login, logout and outside changes re-render", async () => {
    server.use(mockEndpoint(loginEndpoint, () => session()));
    const { client, store } = testClient();
    const { wrapper } = hookWrapper(client);
    const { result } = renderHook(() => ({ state: useSession(), login: useLogin() }), { wrapper });
    expect(result.current.state).toEqual({ user: null, admin: null });
    await act(() => result.current.login.mutateAsync({ username: "ada", password: "pw" }));
    expect(result.current.state.user?.username).toBe("ada");
    act(() => store.set({ user: null, admin: adminSession }));
    expect(result.current.state).toEqual({ user: null, admin: adminSession });
  });

  it("a session ended elsewhere (a 401 that revoked the token) also drops member data", async () => {
    server.use(mockEndpoint(levelEndpoint, () => errorResponse(401, "unauthorized", "Your session has expired.")));
    const { client, store } = testClient({ user: session() });
    const { queryClient, wrapper } = hookWrapper(client);
    seedMemberData(queryClient);
    renderHook(() => useSession(), { wrapper });
    await expect(client.gamification.level()).rejects.toMatchObject({ status: 401 });
    expect(store.get().user).toBeNull();
    expect(queryClient.getQueryData(pnyxKeys.member.levelAt("ada", 740))).toBeUndefined();
  });
});
