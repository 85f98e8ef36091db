import { homeActivityEndpoint, recentEndpoint } from "@pnyx/contract";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session, testClient } from "../../test/fixtures";
import { activityItems, serveActivity } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { hookWrapper } from "../../test/render";
import { useHomeActivity, useRecentActivity } from "./activity";

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
