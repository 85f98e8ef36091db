import { LIVE_EVENTS, badgesEndpoint, updateBadgesEndpoint, type AchievementName, type Badge } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../test/fixtures";
import { badgeList } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { hookWrapper } from "../../test/render";
import { useBadgeFlow } from "./badge-flow";

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

/** Serves `badges` and records every list saved back (answering it as saved). */
function badgeServer(badges: () => Badge[]) {
  const saved: { name: AchievementName; displayed: boolean }[][] = [];
  const fetches = { count: 0 };
  server.use(
    mockEndpoint(badgesEndpoint, () => {
      fetches.count++;
      return badges();
    }),
    mockEndpoint(updateBadgesEndpoint, ({ achievements }) => {
      saved.push(achievements.map(({ name, displayed }) => ({ name, displayed })));
      return badges().map((badge) => ({ ...badge, displayed: badge.displayed || achievements.some((a) => a.name === badge.name && a.displayed) }));
    }),
  );
  return { saved, fetches };
}

/** Mounts the flow `hosts` times on one client; `present` records the badges in the order they are shown. */
function mountFlow(hosts = 1, points = 740) {
  const live = liveTestClient({ user: session({ points }) });
  const { wrapper, queryClient } = hookWrapper(live.client);
  const shown: AchievementName[] = [];
  const present = vi.fn(async (badge: AchievementName) => {
    shown.push(badge);
  });
  renderHook(
    () => {
      for (let i = 0; i < hosts; i++) useBadgeFlow({ present });
    },
    { wrapper },
  );
  const socket = () => live.sockets[0]!;
  const connect = async () => {
    act(() => socket().serverConnect());
    await waitFor(() => expect(socket().sent.some(([event]) => event === LIVE_EVENTS.watchNotifications)).toBe(true));
  };
  const setPoints = (to: number) => act(() => live.store.set({ ...live.store.get(), user: { ...live.store.get().user!, points: to } }));
  return { ...live, queryClient, shown, present, socket, connect, setPoints };
}

const displayedIn = (list: { name: AchievementName; displayed: boolean }[]) => list.filter((b) => b.displayed).map((b) => b.name);

describe("useBadgeFlow()", () => {
  it("on badge:unlocked, presents each unlocked badge not yet displayed in order, then saves them displayed", async () => {
    const { saved, fetches } = badgeServer(() =>
      badgeList({ Mentor: { unlocked: true }, "Century Posts": { unlocked: true }, Anniversary: { unlocked: true, displayed: true } }),
    );
    const flow = mountFlow();
    await flow.connect();
    expect(fetches.count).toBe(0);
    act(() => flow.socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Century Posts" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(flow.shown).toEqual(["Mentor", "Century Posts"]);
    expect(displayedIn(saved[0]!)).toEqual(["Mentor", "Century Posts", "Anniversary"]);
    expect(saved[0]).toHaveLength(14);
  });

  it("waits for one badge's toasts to close before presenting the next, and saves only after the last", async () => {
    const { saved } = badgeServer(() => badgeList({ Mentor: { unlocked: true }, Anniversary: { unlocked: true } }));
    const closes: (() => void)[] = [];
    const flow = mountFlow();
    flow.present.mockImplementation((badge) => {
      flow.shown.push(badge);
      return new Promise<void>((resolve) => closes.push(resolve));
    });
    await flow.connect();
    act(() => flow.socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" }));
    await waitFor(() => expect(flow.shown).toEqual(["Mentor"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flow.shown).toEqual(["Mentor"]);
    act(() => closes[0]!());
    await waitFor(() => expect(flow.shown).toEqual(["Mentor", "Anniversary"]));
    expect(saved).toEqual([]);
    act(() => closes[1]!());
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("runs when the points pass a multiple of 10, not on the first sighting nor within the same ten", async () => {
    const { fetches, saved } = badgeServer(() => badgeList({ Mentor: { unlocked: true } }));
    const flow = mountFlow(1, 740);
    await flow.connect();
    flow.setPoints(745);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches.count).toBe(0);
    flow.setPoints(750);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(flow.shown).toEqual(["Mentor"]);
  });

  it("plays a badge once however many hosts are mounted", async () => {
    const { saved } = badgeServer(() => badgeList({ Mentor: { unlocked: true } }));
    const flow = mountFlow(2);
    await flow.connect();
    act(() => flow.socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" }));
    flow.setPoints(760);
    await waitFor(() => expect(saved).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(flow.shown).toEqual(["Mentor"]);
    expect(saved).toHaveLength(1);
  });

  it("only logs a failing save, and does not play the badge again in this visit", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(
      mockEndpoint(badgesEndpoint, badgeList({ Mentor: { unlocked: true } })),
      mockEndpoint(updateBadgesEndpoint, errorResponse(500, "internal_error", "Something went wrong on our side")),
    );
    const flow = mountFlow();
    await flow.connect();
    act(() => flow.socket().serverEmit(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" }));
    await waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(errors.mock.calls[0]![0]).toMatchObject({ status: 500, message: "Something went wrong on our side" });
    flow.setPoints(800);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(flow.shown).toEqual(["Mentor"]);
  });

  it("only logs a failing badge list, presenting nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mockEndpoint(badgesEndpoint, errorResponse(503, "internal_error", "Down")));
    const flow = mountFlow();
    await flow.connect();
    flow.setPoints(760);
    await waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(flow.present).not.toHaveBeenCalled();
  });
});
