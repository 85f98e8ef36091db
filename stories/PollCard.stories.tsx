import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Poll } from "@pnyx/contract";
import { PollCard } from "@pnyx/react";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { LONG_WORD, storyPoll } from "./chat-handlers";
import { narrow, withSession } from "./session";

/** A poll with its own vote state, as a room would keep it. */
function VotablePoll({ poll, choices = [], closed }: { poll: Poll; choices?: number[]; closed?: boolean }) {
  const [mine, setMine] = useState<readonly number[]>(choices);
  return <PollCard poll={closed ? { ...poll, closed: true } : poll} myChoices={mine} onVote={setMine} />;
}

const meta = {
  title: "Chat/PollCard",
  component: VotablePoll,
  args: { poll: storyPoll() },
  decorators: [withSession({})],
} satisfies Meta<typeof VotablePoll>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Closes in 5 h");
    await userEvent.click(canvas.getByRole("radio", { name: /Europa/ }));
    await canvas.findByText("(your vote)", { exact: false });
    await userEvent.click(canvas.getByRole("button", { name: "Take back my vote" }));
    await expect(canvas.queryByText("(your vote)", { exact: false })).toBeNull();
  },
};

export const Voted: Story = { args: { choices: [0] } };

export const Multiple: Story = {
  args: { poll: storyPoll({ allowMultiple: true }), choices: [0, 2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("checkbox", { checked: true })).toHaveLength(2);
  },
};

export const Closed: Story = {
  args: { closed: true, choices: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Closed");
    await expect(canvas.getByRole("radio", { name: /Mars/ })).toBeDisabled();
  },
};

export const NoVotesYet: Story = { args: { poll: storyPoll({ options: storyPoll().options.map((o) => ({ ...o, votes: 0 })), voters: 0 }) } };

export const LongText: Story = {
  args: {
    poll: storyPoll({
      question: `Long ${LONG_WORD}`,
      options: [
        { text: LONG_WORD, votes: 2 },
        { text: "Short", votes: 1 },
      ],
    }),
  },
};

export const Narrow: Story = { decorators: [narrow] };
