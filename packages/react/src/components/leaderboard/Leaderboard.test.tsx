import { leaderboardEndpoint, type LeaderboardEntry } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { aLeaderboard } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { Leaderboard } from "./Leaderboard";

const server = useMswServer();

const top50: LeaderboardEntry[] = Array.from({ length: 50 }, (_, i) => ({ rank: i + 1, username: `member${i + 1}`, points: 5000 - i * 10 }));
/** The rows of the table as "rank name points" (the pinned one last). */
const rows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

describe("<Leaderboard>", () => {
  it("shows this week's top with rank, name leading to the profile, and points; the reader's row is marked", async () => {
    server.use(mockEndpoint(leaderboardEndpoint, ({ period }) => aLeaderboard({ period })));
    const { container } = renderWithPnyx(<Leaderboard />, testClient({ user: session() }).client);
    expect(screen.getByRole("status").textContent).toBe("Loading the leaderboard…");
    const table = await screen.findByRole("table", { name: "Most points this week" });
    expect(rows()).toEqual(["1grace320", "2ada (you)180"]);
    expect(within(table).getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    expect(within(table).getByRole("link", { name: "ada" }).closest("tr")?.getAttribute("aria-current")).toBe("true");
    expect(screen.queryByText("Your place")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("switches to all time", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(leaderboardEndpoint, ({ period }) => {
        asked.push(period);
        return aLeaderboard({ period, entries: [{ rank: 1, username: period === "all" ? "hedy" : "grace", points: 10 }], me: null });
      }),
    );
    renderWithPnyx(<Leaderboard />, testClient().client);
    await screen.findByRole("link", { name: "grace" });
    await userEvent.click(screen.getByRole("radio", { name: "All time" }));
    await screen.findByRole("table", { name: "Most points of all time" });
    expect(rows()).toEqual(["1hedy10"]);
    expect(asked).toEqual(["week", "all"]);
  });

  it("pins the reader's own row below the top when they are outside it", async () => {
    server.use(mockEndpoint(leaderboardEndpoint, aLeaderboard({ entries: top50, me: { rank: 73, username: "ada", points: 40 } })));
    const { container } = renderWithPnyx(<Leaderboard />, testClient({ user: session() }).client);
    await screen.findByRole("table");
    const all = rows();
    expect(all).toHaveLength(52);
    expect(all.slice(-2)).toEqual(["Your place", "73ada (you)40"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when nobody has points yet, and why it cannot load", async () => {
    server.use(mockEndpoint(leaderboardEndpoint, aLeaderboard({ entries: [], me: null })));
    const { unmount } = renderWithPnyx(<Leaderboard />, testClient().client);
    await screen.findByText("No points earned this week yet");
    unmount();
    server.use(mockEndpoint(leaderboardEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<Leaderboard defaultPeriod="all" />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the leaderboard");
    screen.getByRole("button", { name: "Try again" });
  });
});
