import { levelEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { level, session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { LevelProgress } from "./LevelProgress";

const server = useMswServer();

describe("<LevelProgress>", () => {
  it("loads the member's level and shows it as a meter, current over goal", async () => {
    server.use(mockEndpoint(levelEndpoint, () => level));
    const { container } = renderWithPnyx(<LevelProgress />, testClient({ user: session() }).client);
    expect(screen.getByRole("status").textContent).toBe("Loading level…");
    const meter = await screen.findByRole("meter", { name: "Level 2 · Silver" });
    expect(meter.getAttribute("aria-valuenow")).toBe("740");
    expect(meter.getAttribute("aria-valuemax")).toBe("1000");
    expect(meter.getAttribute("aria-valuetext")).toBe("740 / 1000 points");
    screen.getByText("740 / 1000 points");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a given level without a call, full at the top level", async () => {
    const { container } = renderWithPnyx(<LevelProgress level={{ level: 7, badge: "Diamond", currentPoints: 4200, goalPoints: 4200 }} />, testClient().client);
    const meter = screen.getByRole("meter", { name: "Level 7 · Diamond" });
    expect(meter.getAttribute("aria-valuenow")).toBe("4200");
    expect(meter.getAttribute("aria-valuemax")).toBe("4200");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when it cannot load, and asks visitors to log in", async () => {
    server.use(mockEndpoint(levelEndpoint, () => errorResponse(500, "internal_error", "x")));
    const { unmount } = renderWithPnyx(<LevelProgress />, testClient({ user: session() }).client);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your level");
    unmount();
    const { container } = renderWithPnyx(<LevelProgress strings={{ loggedOut: "Connectez-vous" }} />, testClient().client);
    screen.getByText("Connectez-vous");
    expect(await axeViolations(container)).toEqual([]);
  });
});
