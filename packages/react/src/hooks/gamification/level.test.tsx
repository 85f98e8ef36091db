import { LIVE_EVENTS, levelEndpoint, type LevelInfo } from "@pnyx/contract";
import { aLevelInfo } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { level, session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { hookWrapper } from "../../test/render";
import { useLevel, useLiveLevelUps } from "./level";

const server = useMswServer();

describe("useLevel()", () => {
  it("useLevel loads the member's level and idles while logged out", async () => {
    server.use(mockEndpoint(levelEndpoint, () => level));
    const member = testClient({ user: session() });
    const { result } = renderHook(() => useLevel(), { wrapper: hookWrapper(member.client).wrapper });
    await waitFor(() => expect(result.current.data).toEqual(level));
    const visitor = testClient();
    const idle = renderHook(() => useLevel(), { wrapper: hookWrapper(visitor.client).wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
  });
});

describe("useLiveLevelUps()", () => {
  it("hears each new level once however many listeners are mounted, and reloads the level", async () => {
    let served: LevelInfo = aLevelInfo();
    server.use(mockEndpoint(levelEndpoint, () => served));
    const live = liveTestClient({ user: session() });
    const { wrapper } = hookWrapper(live.client);
    const heard = vi.fn();
    const { result } = renderHook(
      () => {
        useLiveLevelUps(heard);
        useLiveLevelUps(heard);
        return useLevel();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.badge).toBe("Silver"));
    act(() => live.sockets[0]!.serverConnect());
    await waitFor(() => expect(live.sockets[0]!.sent.some(([event]) => event === LIVE_EVENTS.watchNotifications)).toBe(true));
    served = aLevelInfo({ level: 3, badge: "Gold", currentPoints: 1000, goalPoints: 1500 });
    act(() => live.sockets[0]!.serverEmit(LIVE_EVENTS.levelUp, { level: served }));
    act(() => live.sockets[0]!.serverEmit(LIVE_EVENTS.levelUp, { level: served }));
    expect(heard).toHaveBeenCalledExactlyOnceWith(served);
    await waitFor(() => expect(result.current.data?.badge).toBe("Gold"));
  });
});
