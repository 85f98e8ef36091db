import type { Poll } from "@pnyx/contract";
import { FIXTURE_IDS, anId } from "@pnyx/contract/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { PollCard } from "./PollCard";

const HOUR = 3_600_000;
/** Times are relative to now, so "Closes in" reads the same whenever the test runs. */
const poll = (over: Partial<Poll> = {}): Poll => ({
  _id: anId("67f0"),
  topicId: FIXTURE_IDS.community,
  question: "Where should we look for life?",
  options: [
    { text: "Europa", votes: 3 },
    { text: "Mars", votes: 1 },
    { text: "Enceladus", votes: 0 },
  ],
  allowMultiple: false,
  duration: 6,
  createdBy: "grace",
  createdAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + 5 * HOUR).toISOString(),
  closed: false,
  voters: 4,
  revision: 3,
  ...over,
});

const optionTexts = () => screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
const footer = (container: HTMLElement) => container.querySelector(".pnyx-poll-card__footer")?.textContent;

describe("<PollCard>", () => {
  it("shows who asked, the question, each option's votes and share, the voters and the time left; choosing an option votes", async () => {
    const onVote = vi.fn();
    const { container } = renderWithPnyx(<PollCard poll={poll()} onVote={onVote} />, testClient().client);
    const card = screen.getByRole("article", { name: "Poll: Where should we look for life?" });
    expect(within(card).getByText("Poll by grace")).toBeDefined();
    expect(screen.getByRole("radiogroup", { name: "Where should we look for life?" })).toBeDefined();
    expect(screen.getByText("Choose one")).toBeDefined();
    expect(optionTexts()).toEqual(["Europa3 votes · 75%", "Mars1 vote · 25%", "Enceladus0 votes · 0%"]);
    expect(footer(container)).toBe("4 votersCloses in 5 h");
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole("radio", { name: /Mars/ }));
    expect(onVote).toHaveBeenCalledWith([1]);
  });

  it("marks the member's vote, which can be changed or taken back", async () => {
    const onVote = vi.fn();
    renderWithPnyx(<PollCard poll={poll()} myChoices={[0]} onVote={onVote} />, testClient().client);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Europa/ }).checked).toBe(true);
    expect(optionTexts()[0]).toBe("Europa (your vote)3 votes · 75%");
    await userEvent.click(screen.getByRole("radio", { name: /Enceladus/ }));
    await userEvent.click(screen.getByRole("button", { name: "Take back my vote" }));
    expect(onVote.mock.calls).toEqual([[[2]], [[]]]);
  });

  it("takes several choices when the poll allows them, in option order; minutes are shown in the last hour", async () => {
    const onVote = vi.fn();
    const { container } = renderWithPnyx(
      <PollCard poll={poll({ allowMultiple: true, closesAt: new Date(Date.now() + 30 * 60_000).toISOString() })} myChoices={[2]} onVote={onVote} />,
      testClient().client,
    );
    expect(screen.getByText("Choose any")).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Enceladus/ }).checked).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: /Europa/ }));
    expect(onVote).toHaveBeenCalledWith([0, 2]);
    expect(footer(container)).toBe("4 votersCloses in 30 minTake back my vote");
  });

  it("shows results only once closed, once past its time, or without onVote", () => {
    const { container, unmount } = renderWithPnyx(<PollCard poll={poll({ closed: true })} myChoices={[1]} onVote={vi.fn()} />, testClient().client);
    expect(footer(container)).toBe("4 votersClosed");
    expect(screen.getAllByRole<HTMLInputElement>("radio").map((radio) => radio.disabled)).toEqual([true, true, true]);
    expect(screen.queryByRole("button", { name: "Take back my vote" })).toBeNull();
    unmount();

    const past = renderWithPnyx(<PollCard poll={poll({ closesAt: new Date(Date.now() - 1000).toISOString() })} onVote={vi.fn()} />, testClient().client);
    expect(footer(past.container)).toBe("4 votersClosed");
    past.unmount();

    renderWithPnyx(<PollCard poll={poll()} myChoices={[0]} />, testClient().client);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Mars/ }).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Take back my vote" })).toBeNull();
  });
});
