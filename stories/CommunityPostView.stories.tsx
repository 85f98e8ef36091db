import type { Meta, StoryObj } from "@storybook/react-vite";
import { CommunityPostView } from "@pnyx/react";
import { aCommunityPost } from "@pnyx/contract/testing";
import { expect, screen, userEvent, within } from "storybook/test";
import { communities, longPost, pendingPost } from "./community-handlers";
import { adaSession, memberModeration, votes } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Communities/CommunityPostView",
  component: CommunityPostView,
  args: { postId: aCommunityPost()._id },
  parameters: { msw: { handlers: [...communities.post(), ...communities.votes, ...votes.ok] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof CommunityPostView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: aCommunityPost().title });
    await canvas.findByRole("heading", { name: "Replies :" });
    await canvas.findByPlaceholderText("Give your opinion");
    await expect(canvas.getByRole("link", { name: /See more \(1\)/ }).getAttribute("href")).toMatch(/^\/cpostdetails\/.+\/reply\//);
  },
};

export const NoReplies: Story = {
  parameters: { msw: { handlers: communities.postNoComments } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No opinions available");
  },
};

/** The author's own post awaiting review: marked, no votes, no replies yet. */
export const AwaitingReview: Story = {
  parameters: { msw: { handlers: communities.post(pendingPost) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Awaiting review");
    await expect(canvas.queryByRole("heading", { name: "Replies :" })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [communities.postMissing] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("This post does not exist or is awaiting review.");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [communities.postSlow] } } };

export const LongText: Story = { parameters: { msw: { handlers: [...communities.post(longPost), ...communities.votes] } } };

export const Narrow: Story = { decorators: [narrow] };

/** Issue 47: Report another's post with a reason; the answer is a thank-you toast. */
export const Report: Story = {
  parameters: { msw: { handlers: [...communities.post(), ...communities.votes, ...votes.ok, ...memberModeration()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: aCommunityPost().title });
    await userEvent.click(canvas.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Off-topic" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await screen.findByText("Thank you: a moderator will look at it.");
  },
};
