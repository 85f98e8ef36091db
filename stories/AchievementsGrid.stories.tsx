import type { Meta, StoryObj } from "@storybook/react-vite";
import { AchievementsGrid } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { achievements } from "./gamification-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Gamification/AchievementsGrid",
  component: AchievementsGrid,
  parameters: { msw: { handlers: [achievements.some] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof AchievementsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(14);
    await within(canvas.getByRole("article", { name: "Lively Debater" })).findAllByText("Achieved");
    await userEvent.click(canvas.getByRole("button", { name: "What Mentor takes" }));
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [achievements.slow] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [achievements.down] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load your achievements");
  },
};

/** Top Community Member with long community names, turned over. */
export const LongText: Story = {
  parameters: { msw: { handlers: [achievements.long] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "What Top Community Member takes" }));
  },
};

export const Narrow: Story = { decorators: [narrow] };

export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Please login to view more!");
  },
};
