import type { Meta, StoryObj } from "@storybook/react-vite";
import { IgnoredMembers } from "@pnyx/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { adaSession, memberModeration } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Moderation/IgnoredMembers",
  component: IgnoredMembers,
  parameters: { msw: { handlers: memberModeration(["grace", "linus"]) } },
  decorators: [withSession({ user: adaSession({ ignoring: ["grace", "linus"] }) })],
} satisfies Meta<typeof IgnoredMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Members you ignore" with Unignore on each; Unignore takes one off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "grace" });
    await userEvent.click(canvas.getByRole("button", { name: "Unignore grace" }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "grace" })).toBeNull());
    await canvas.findByRole("link", { name: "linus" });
  },
};

export const Nobody: Story = {
  parameters: { msw: { handlers: memberModeration() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("You ignore nobody.");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("button", { name: "Unignore linus" });
  },
};
