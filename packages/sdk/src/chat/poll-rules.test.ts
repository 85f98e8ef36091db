import type { Poll } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { choicesAfterPress, orderedChoices, pollResults } from "./poll-rules";

describe("poll rules", () => {
  const poll = (over: Partial<Poll> = {}): Poll => ({
    _id: "p",
    topicId: "t",
    question: "Q?",
    options: [
      { text: "Yes", votes: 2 },
      { text: "No", votes: 1 },
      { text: "Maybe", votes: 0 },
    ],
    allowMultiple: false,
    duration: 24,
    createdBy: "bob",
    createdAt: "2026-01-01T09:00:00.000Z",
    closesAt: "2026-01-02T10:00:00.000Z",
    closed: false,
    voters: 3,
    revision: 0,
    ...over,
  });

  it("shows shares in whole per cent of all votes, the member's choices marked", () => {
    const results = pollResults(poll(), [1], Date.parse("2026-01-01T10:00:00.000Z"));
    expect(results).toMatchObject({ closed: false, total: 3 });
    expect(results.options.map((o) => [o.share, o.chosen])).toEqual([
      [67, false],
      [33, true],
      [0, false],
    ]);
    expect(
      pollResults(
        poll({
          options: [
            { text: "A", votes: 0 },
            { text: "B", votes: 0 },
          ],
        }),
        [],
        0,
      ).options.map((o) => o.share),
    ).toEqual([0, 0]);
  });

  it("is closed when the server closed it or its time has passed", () => {
    expect(pollResults(poll(), [], Date.parse("2026-01-02T10:00:00.000Z")).closed).toBe(true);
    expect(pollResults(poll({ closed: true }), [], 0).closed).toBe(true);
  });

  it("a press on a one-choice poll takes the option or takes the vote back; on a many-choice poll it toggles the option", () => {
    expect(choicesAfterPress({ allowMultiple: false }, [], 2)).toEqual([2]);
    expect(choicesAfterPress({ allowMultiple: false }, [1], 2)).toEqual([2]);
    expect(choicesAfterPress({ allowMultiple: false }, [2], 2)).toEqual([]);
    expect(choicesAfterPress({ allowMultiple: true }, [2], 0)).toEqual([0, 2]);
    expect(choicesAfterPress({ allowMultiple: true }, [0, 2], 2)).toEqual([0]);
    expect(orderedChoices([2, 0, 2])).toEqual([0, 2]);
  });
});
