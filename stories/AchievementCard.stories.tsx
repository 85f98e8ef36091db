import type { Meta, StoryObj } from "@storybook/react-vite";
import { AchievementCard } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { narrow } from "./session";

const meta = {
  title: "Gamification/AchievementCard",
  component: AchievementCard,
  args: { name: "Mentor", achievement: { Message: false, Current: 40, Goal: 101 } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AchievementCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};

export const Achieved: Story = { args: { name: "Lively Debater", achievement: { Message: true, Current: 12, Goal: 10 } } };

/** A tap turns the card to what it takes, Current and Goal; the turn is announced. */
export const Flipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "What Mentor takes" }));
    await expect(canvas.getByRole("button", { name: "What Mentor takes" }).getAttribute("aria-expanded")).toBe("true");
    await expect(canvas.getByRole("status").textContent).toBe("Showing what Mentor takes");
  },
};

/** Top Community Member's Current is the communities that count. */
export const Communities: Story = {
  args: { name: "Top Community Member", achievement: { Message: false, Current: ["Science Circle", "Book Club"], Goal: 51 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "What Top Community Member takes" }));
    await within(canvasElement).findByText("Science Circle, Book Club");
  },
};

export const LongText: Story = {
  args: {
    name: "Knowledge Contributor",
    achievement: { Message: false, Current: 1234567, Goal: 100 },
    strings: { takes: () => "Get one hundred posts verified in Educational Resources or in Book & Article Reviews, over any length of time" },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "What Knowledge Contributor takes" }));
  },
};

export const Narrow: Story = { decorators: [narrow] };
