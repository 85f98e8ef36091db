import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileHeader } from "@pnyx/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { adaSession, profiles, users } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Accounts/ProfileHeader",
  component: ProfileHeader,
  args: { username: "grace" },
  parameters: { msw: { handlers: [users.profile(profiles.grace), users.followOk, users.unfollowOk] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByRole("heading", { name: "grace" });
    await canvas.getByText("Level 3 · Gold");
  },
};

/** The follower count changes as soon as Follow is pressed (the answer is held back here). */
export const FollowsAtOnce: Story = {
  parameters: { msw: { handlers: [users.profile(profiles.grace), users.followPending] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Follow" }));
    await waitFor(() => expect(canvasElement.querySelectorAll("dd")[1]?.textContent).toBe("4"));
    await canvas.getByRole("button", { name: "Unfollow" });
  },
};

export const NoPictureYet: Story = {
  args: { username: "newcomer" },
  parameters: { msw: { handlers: [users.profile(profiles.newcomer)] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("img", { name: "newcomer has no profile picture" });
  },
};

export const OwnProfile: Story = {
  args: { username: "ada" },
  parameters: {
    msw: {
      handlers: [
        users.profile({
          ...profiles.grace,
          username: "ada",
          description: "Counting engines and poetical science.",
          profilePicture: adaSession().profilePicture,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByRole("heading", { name: "ada" });
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [users.profileSlow] } } };

export const NotFound: Story = {
  parameters: { msw: { handlers: [users.profileMissing] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Profile not found");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [users.profileDown] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load this profile");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("heading", { name: "grace" });
  },
};
