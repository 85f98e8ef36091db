import { leaderboardEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pnyxKeys } from "../../query-keys";
import { session, testClient } from "../../test/fixtures";
import { aLeaderboard } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { hookWrapper } from "../../test/render";
import { useLeaderboard } from "./leaderboard";

const server = useMswServer();

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
