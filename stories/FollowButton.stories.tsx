import type { Meta, StoryObj } from "@storybook/react-vite";
import { FollowButton } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { adaSession, profiles, users } from "./handlers";
import { withSession } from "./session";

const meta = {
  title: "Accounts/FollowButton",
  component: FollowButton,
  args: { username: "newcomer" },
  parameters: { msw: { handlers: [users.followOk, users.unfollowOk, users.profile(profiles.newcomer)] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {};

export const Follows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Follow" }));
    await await canvas.findByRole("button", { name: "Unfollow" });
  },
};

export const Following: Story = {
  args: { username: "alan" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).getByRole("button", { name: "Unfollow" });
  },
};

/** Nothing renders on your own profile. */
export const Yourself: Story = {
  args: { username: "ada" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Follow" }));
    await await screen.findByText("Please login to perform action!");
  },
};

export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [users.followFails, users.profile(profiles.newcomer)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Follow" }));
    await await screen.findByText("Too many actions: slow down a little");
    await await canvas.findByRole("button", { name: "Follow" });
  },
};
