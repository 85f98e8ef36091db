import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaderboard } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { leaderboard } from "./gamification-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Gamification/Leaderboard",
  component: Leaderboard,
  parameters: { msw: { handlers: [leaderboard.withMe] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Most points this week" });
    await expect(within(table).getByRole("link", { name: "ada" }).closest("tr")?.getAttribute("aria-current")).toBe("true");
  },
};

export const AllTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("table");
    await userEvent.click(canvas.getByRole("radio", { name: "All time" }));
    await canvas.findByRole("table", { name: "Most points of all time" });
  },
};

/** Ada is outside the top 50: her row is pinned below it. */
export const PinnedOwnRow: Story = {
  parameters: { msw: { handlers: [leaderboard.pinned] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Your place");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [leaderboard.slow] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [leaderboard.none] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No points earned this week yet");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [leaderboard.down] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

export const LongText: Story = { parameters: { msw: { handlers: [leaderboard.long] } } };

export const Narrow: Story = { parameters: { msw: { handlers: [leaderboard.pinned] } }, decorators: [narrow] };

export const Visitor: Story = { parameters: { msw: { handlers: [leaderboard.visitor] } }, decorators: [withSession({})] };
