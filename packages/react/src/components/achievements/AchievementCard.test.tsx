import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { anAchievement } from "../../test/gamification-fixtures";
import { renderWithPnyx } from "../../test/render";
import { AchievementCard } from "./AchievementCard";

const flipButton = () => screen.getByRole("button", { name: "What Mentor takes" });
const back = (card: HTMLElement) => card.querySelector<HTMLElement>(".pnyx-achievement-card__back")!;

describe("<AchievementCard>", () => {
  it("shows a locked badge drawn locked, and flips with a click to what it takes, Current and Goal", async () => {
    const { container } = renderWithPnyx(<AchievementCard name="Mentor" achievement={anAchievement({ Current: 40, Goal: 101 })} />, testClient().client);
    const card = screen.getByRole("article", { name: "Mentor" });
    // On both faces: the back says it too.
    expect(within(card).getAllByText("Locked")).toHaveLength(2);
    expect(card.querySelector("[data-badge='Mentor']")?.getAttribute("data-locked")).toBe("true");
    expect(flipButton().getAttribute("aria-expanded")).toBe("false");
    expect(back(card).getAttribute("aria-hidden")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(flipButton());
    expect(card.dataset.flipped).toBe("");
    expect(flipButton().getAttribute("aria-expanded")).toBe("true");
    expect(flipButton().getAttribute("aria-controls")).toBe(back(card).id);
    expect(back(card).getAttribute("aria-hidden")).toBe("false");
    expect(back(card).textContent).toContain("Give more than 100 opinions in Expert Opinions");
    expect([...back(card).querySelectorAll("dt, dd")].map((node) => node.textContent)).toEqual(["Current", "40", "Goal", "101"]);
    expect(screen.getByRole("status").textContent).toBe("Showing what Mentor takes");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("flips with Enter and with Space from the keyboard, and back, announcing each turn", async () => {
    renderWithPnyx(<AchievementCard name="Mentor" achievement={anAchievement({ Message: true })} />, testClient().client);
    const card = screen.getByRole("article", { name: "Mentor" });
    expect(within(card).getAllByText("Achieved")).toHaveLength(2);
    expect(card.dataset.achieved).toBe("");
    expect(screen.getByRole("status").textContent).toBe("");
    await userEvent.tab();
    expect(document.activeElement).toBe(flipButton());
    await userEvent.keyboard("{Enter}");
    expect(card.dataset.flipped).toBe("");
    expect(screen.getByRole("status").textContent).toBe("Showing what Mentor takes");
    await userEvent.keyboard(" ");
    expect(card.dataset.flipped).toBeUndefined();
    expect(flipButton().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("Showing the Mentor badge");
  });

  it("lists Top Community Member's communities as its Current", async () => {
    const { unmount } = renderWithPnyx(
      <AchievementCard name="Top Community Member" achievement={anAchievement({ Current: ["Science Circle", "Book Club"], Goal: 51 })} />,
      testClient().client,
    );
    await userEvent.click(screen.getByRole("button", { name: "What Top Community Member takes" }));
    screen.getByText("Science Circle, Book Club");
    unmount();
    renderWithPnyx(
      <AchievementCard name="Top Community Member" achievement={anAchievement({ Current: [], Goal: 51 })} strings={{ noCommunities: "Aucune" }} />,
      testClient().client,
    );
    screen.getByText("Aucune");
  });
});
