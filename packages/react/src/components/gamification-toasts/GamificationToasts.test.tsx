import { LIVE_EVENTS, badgesEndpoint, updateBadgesEndpoint, type AchievementName, type Badge } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { badgeList } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { GamificationToasts } from "./GamificationToasts";

const server = useMswServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Serves `badges`; records the names saved back as displayed. */
function serveBadges(badges: Badge[]) {
  const saved: AchievementName[][] = [];
  server.use(
    mockEndpoint(badgesEndpoint, badges),
    mockEndpoint(updateBadgesEndpoint, ({ achievements }) => {
      saved.push(achievements.filter((a) => a.displayed).map((a) => a.name));
      return badges.map((badge) => ({ ...badge, displayed: badge.displayed || achievements.some((a) => a.name === badge.name && a.displayed) }));
    }),
  );
  return saved;
}

/** Renders the host (twice with `hosts: 2`) for a member and connects the live socket. */
async function mountToasts(hosts = 1) {
  const live = liveTestClient({ user: session() });
  renderWithPnyx(
    <>
      {Array.from({ length: hosts }, (_, i) => (
        <GamificationToasts key={i} />
      ))}
    </>,
    live.client,
  );
  const socket = live.sockets[0]!;
  act(() => socket.serverConnect());
  await waitFor(() => expect(socket.sent.some(([event]) => event === LIVE_EVENTS.watchNotifications)).toBe(true));
  return { push: (event: string, payload: unknown) => act(() => socket.serverEmit(event, payload)) };
}

/** The titles of the toasts on screen now. */
const toastTitles = () => [...document.querySelectorAll(".pnyx-gamification-toast [slot='title']")].map((node) => node.textContent);
const closeToast = () => fireEvent.click(screen.getByRole("button", { name: "Close" }));

describe("<GamificationToasts>", () => {
  it("plays a badge: the unlock toast, then on its close the achievement toast, then saves it displayed", async () => {
    const saved = serveBadges(badgeList({ Mentor: { unlocked: true }, Anniversary: { unlocked: true, displayed: true } }));
    const { push } = await mountToasts();
    push(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    const unlocked = await screen.findByText("Unlocked!");
    expect(unlocked.closest(".pnyx-gamification-toast")?.querySelector(".pnyx-unlocked-art")).not.toBeNull();
    expect(toastTitles()).toEqual(["Unlocked!"]);
    expect(await axeViolations(document.body)).toEqual([]);
    closeToast();
    const achievement = await screen.findByText("New achievement unlocked - Mentor");
    expect(achievement.closest(".pnyx-gamification-toast")?.querySelector("[data-badge='Mentor']")).not.toBeNull();
    expect(saved).toEqual([]);
    closeToast();
    await waitFor(() => expect(saved).toEqual([["Mentor", "Anniversary"]]));
  });

  it("plays two new badges one after the other, in the badges' order", async () => {
    serveBadges(badgeList({ Mentor: { unlocked: true }, "Lively Debater": { unlocked: true } }));
    const { push } = await mountToasts();
    push(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    const seen: string[] = [];
    for (const title of ["Unlocked!", "New achievement unlocked - Lively Debater", "Unlocked!", "New achievement unlocked - Mentor"]) {
      await screen.findByText(title);
      seen.push(...toastTitles().map(String));
      closeToast();
    }
    expect(seen).toEqual(["Unlocked!", "New achievement unlocked - Lively Debater", "Unlocked!", "New achievement unlocked - Mentor"]);
  });

  it("plays once however many hosts are mounted", async () => {
    const saved = serveBadges(badgeList({ Mentor: { unlocked: true } }));
    const { push } = await mountToasts(2);
    push(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    await screen.findByText("Unlocked!");
    expect(toastTitles()).toEqual(["Unlocked!"]);
    closeToast();
    await screen.findByText("New achievement unlocked - Mentor");
    expect(toastTitles()).toEqual(["New achievement unlocked - Mentor"]);
    closeToast();
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("only logs a failing save: no error is shown", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(
      mockEndpoint(badgesEndpoint, badgeList({ Mentor: { unlocked: true } })),
      mockEndpoint(updateBadgesEndpoint, errorResponse(500, "internal_error", "Something went wrong on our side")),
    );
    const { push } = await mountToasts();
    push(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" });
    await screen.findByText("Unlocked!");
    closeToast();
    await screen.findByText("New achievement unlocked - Mentor");
    closeToast();
    await waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(toastTitles()).toEqual([]);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it("shows a Silver level at once, with its badge and no 'unlocked' toast before it", async () => {
    const { push } = await mountToasts();
    push(LIVE_EVENTS.levelUp, { level: { level: 2, badge: "Silver", currentPoints: 500, goalPoints: 1000 } });
    const title = await screen.findByText("Congrats! level upgraded to Silver");
    expect(toastTitles()).toEqual(["Congrats! level upgraded to Silver"]);
    expect(title.closest(".pnyx-gamification-toast")?.querySelector("[data-badge='Silver']")).not.toBeNull();
  });

  it("from Gold up, shows the 'unlocked' toast first; each closes by itself after 3000 ms", async () => {
    const { push } = await mountToasts();
    vi.useFakeTimers();
    push(LIVE_EVENTS.levelUp, { level: { level: 3, badge: "Gold", currentPoints: 1000, goalPoints: 1500 } });
    expect(toastTitles()).toEqual(["Unlocked!"]);
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(toastTitles()).toEqual(["Unlocked!"]);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(toastTitles()).toEqual(["Congrats! level upgraded to Gold"]);
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(toastTitles()).toEqual([]);
  });

  it("does nothing for visitors: no socket is opened", () => {
    const live = liveTestClient();
    renderWithPnyx(<GamificationToasts />, live.client);
    expect(live.sockets).toEqual([]);
  });
});
