import { ACHIEVEMENTS, achievementsEndpoint } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { achievementMap } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { AchievementsGrid } from "./AchievementsGrid";

const server = useMswServer();
const member = () => testClient({ user: session() }).client;

describe("<AchievementsGrid>", () => {
  it("shows every achievement in the product's order, Achieved or Locked", async () => {
    server.use(mockEndpoint(achievementsEndpoint, achievementMap({ Mentor: { Message: true, Current: 120, Goal: 101 } })));
    const { container } = renderWithPnyx(<AchievementsGrid />, member());
    expect(screen.getByRole("status").textContent).toBe("Loading achievements…");
    const list = await screen.findByRole("list");
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([...ACHIEVEMENTS]);
    within(screen.getByRole("article", { name: "Mentor" })).getAllByText("Achieved");
    within(screen.getByRole("article", { name: "Anniversary" })).getAllByText("Locked");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when it cannot load, and tries again on request", async () => {
    let fail = true;
    server.use(mockEndpoint(achievementsEndpoint, () => (fail ? errorResponse(500, "internal_error", "x") : achievementMap())));
    const { container } = renderWithPnyx(<AchievementsGrid />, member());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your achievements");
    expect(await axeViolations(container)).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByRole("article")).toHaveLength(14);
  });

  it("asks visitors to log in, without a call", () => {
    renderWithPnyx(<AchievementsGrid strings={{ loggedOut: "Connectez-vous !" }} />, testClient().client);
    screen.getByText("Connectez-vous !");
  });
});
