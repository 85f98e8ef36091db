import {
  LIVE_EVENTS,
  homeActivityEndpoint,
  leaderboardEndpoint,
  levelEndpoint,
  peopleWithBadgesEndpoint,
  recentEndpoint,
  sendAchievementMailEndpoint,
  type LevelInfo,
} from "@pnyx/contract";
import { aLevelInfo } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pnyxKeys } from "../../query-keys";
import { adminSession, session, testClient } from "../../test/fixtures";
import { aLeaderboard, aRewardCandidate, activityItems, serveActivity } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { hookWrapper } from "../../test/render";
import { useHomeActivity, useRecentActivity } from "./activity";
import { useLevel, useLiveLevelUps } from "./level";
import { useLeaderboard } from "./leaderboard";
import { useRewardCandidates, useSendReward } from "./rewards";

const server = useMswServer();

describe("useRecentActivity() / useHomeActivity()", () => {
  it("pages back from the last item's time, and a page shorter than asked ends the list", async () => {
    const items = activityItems(5);
    const asked = serveActivity(server, recentEndpoint, items);
    const { wrapper } = hookWrapper(testClient({ user: session() }).client);
    const { result } = renderHook(() => useRecentActivity({ pageSize: 2 }), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.data?.pages.flat().map((item) => item.title)).toEqual(["Activity 1", "Activity 2", "Activity 3", "Activity 4", "Activity 5"]);
    expect(asked).toEqual([undefined, items[1]!.at, items[3]!.at]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it("asks nothing for visitors; the home feed is public", async () => {
    const asked = serveActivity(server, homeActivityEndpoint, activityItems(1));
    const { wrapper } = hookWrapper(testClient().client);
    const { result } = renderHook(() => ({ mine: useRecentActivity(), home: useHomeActivity() }), { wrapper });
    await waitFor(() => expect(result.current.home.data?.pages[0]).toHaveLength(1));
    expect(result.current.mine.fetchStatus).toBe("idle");
    expect(result.current.home.hasNextPage).toBe(false);
    expect(asked).toEqual([undefined]);
  });
});

describe("useLeaderboard()", () => {
  it("asks for the period, and keeps one board per viewer (the answer carries their own place)", async () => {
    const periods: string[] = [];
    server.use(
      mockEndpoint(leaderboardEndpoint, ({ period }) => {
        periods.push(period);
        return aLeaderboard({ period });
      }),
    );
    const { client } = testClient({ user: session() });
    const { wrapper, queryClient } = hookWrapper(client);
    const { result, rerender } = renderHook(({ period }: { period: "week" | "all" }) => useLeaderboard(period), { wrapper, initialProps: { period: "week" } });
    await waitFor(() => expect(result.current.data?.period).toBe("week"));
    rerender({ period: "all" });
    await waitFor(() => expect(result.current.data?.period).toBe("all"));
    expect(periods).toEqual(["week", "all"]);
    expect(queryClient.getQueryData(pnyxKeys.leaderboard("all", "ada"))).toMatchObject({ period: "all" });
  });
});

describe("useSendReward()", () => {
  it("takes the rewarded member's row out of the candidates once the mail is sent", async () => {
    const mentor = aRewardCandidate();
    const ada = aRewardCandidate({ badge: { name: "Anniversary" } });
    const grace = aRewardCandidate({ name: "grace", email: "grace@example.com" });
    server.use(mockEndpoint(peopleWithBadgesEndpoint, [mentor, ada, grace]), mockEndpoint(sendAchievementMailEndpoint, { message: "Email sent" }));
    const { wrapper } = hookWrapper(testClient({ admin: adminSession }).client);
    const { result } = renderHook(() => ({ rows: useRewardCandidates(), send: useSendReward() }), { wrapper });
    await waitFor(() => expect(result.current.rows.data).toHaveLength(3));
    await act(() => result.current.send.mutateAsync({ email: "ADA@example.com", badge: "Mentor", subject: "Congratulations", body: "Well done." }));
    expect(result.current.rows.data).toEqual([ada, grace]);
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
