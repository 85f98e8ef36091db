import type { Meta, StoryObj } from "@storybook/react-vite";
import { RewardsTable } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { rewards } from "./gamification-handlers";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Admin/RewardsTable",
  component: RewardsTable,
  parameters: { msw: { handlers: [rewards.some(), rewards.sendOk] } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof RewardsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("grid", { name: "Rewards" });
  },
};

/** Send opens the prefilled mail; 'Sending…' while it goes, then the toast, and the row leaves. */
export const SendReward: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Send ada the reward for Mentor" }));
    const dialog = await screen.findByRole("dialog", { name: "Reward ada for Mentor" });
    await expect((within(dialog).getByRole("textbox", { name: "Subject" }) as HTMLInputElement).value).toBe("Congratulations on your Mentor badge!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send email" }));
    await within(dialog).findByRole("button", { name: "Sending…" });
    await screen.findByText("Email sent to ada for achieving Mentor!");
    await expect(canvas.queryByRole("rowheader", { name: "ada" })).toBeNull();
  },
};

/** The server refuses: its message shows in the form. */
export const SendRefused: Story = {
  parameters: { msw: { handlers: [rewards.some(), rewards.sendRefused] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Send ada the reward for Mentor" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send email" }));
    await within(dialog).findByText("This badge was already rewarded");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [rewards.slow] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [rewards.some([])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No rewards to send");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [rewards.down] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

export const LongText: Story = { parameters: { msw: { handlers: [rewards.long] } } };

export const Narrow: Story = { decorators: [narrow] };

/** Without an administrator the list cannot be had (401): it says so. */
export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};
