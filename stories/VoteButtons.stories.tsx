import type { Meta, StoryObj } from "@storybook/react-vite";
import { VoteButtons } from "@pnyx/react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { adaSession, articles, ids, storyOpinion, votes } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "News/VoteButtons",
  component: VoteButtons,
  args: { article: articles.engines },
  parameters: { msw: { handlers: votes.ok } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof VoteButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const like = (el: HTMLElement) => within(el).getByRole("button", { name: /^Like/ });
const dislike = (el: HTMLElement) => within(el).getByRole("button", { name: /^Dislike/ });

export const NotVoted: Story = {};

export const Liked: Story = {
  decorators: [withSession({ user: adaSession({ likedPosts: [ids.engines] }) })],
  play: async ({ canvasElement }) => {
    await expect(like(canvasElement).getAttribute("aria-pressed")).toBe("true");
  },
};

/** Like, then dislike: the like moves over (exclusive). */
export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await waitFor(() => expect(dislike(canvasElement).hasAttribute("disabled")).toBe(false));
    await expect(like(canvasElement).textContent).toBe("Like129");
    await userEvent.click(dislike(canvasElement));
    await waitFor(() => expect(dislike(canvasElement).getAttribute("aria-pressed")).toBe("true"));
    await expect(like(canvasElement).getAttribute("aria-pressed")).toBe("false");
  },
};

/** While the like is on its way, dislike shows a spinner and is disabled ("loading"). */
export const Pending: Story = {
  parameters: { msw: { handlers: votes.pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await expect(like(canvasElement).getAttribute("aria-pressed")).toBe("true");
    await expect(dislike(canvasElement).hasAttribute("disabled")).toBe(true);
  },
};

/** The server refuses: the vote rolls back and its message shows ("error"). */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: votes.fails } },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await await screen.findByText("Too many actions: slow down a little");
    await waitFor(() => expect(like(canvasElement).getAttribute("aria-pressed")).toBe("false"));
  },
};

export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(dislike(canvasElement));
    await await screen.findByText("Please login to like/dislike!");
  },
};

export const CommentLoggedOut: Story = {
  args: { comment: storyOpinion(), article: undefined },
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await await screen.findByText("Please login to like/dislike this comment.");
  },
};

/** "Empty": nobody has voted yet. */
export const NoVotes: Story = { args: { article: { ...articles.engines, upvotes: 0, downvotes: 0 } } };

/** Long text: big counts and translated labels. */
export const LongText: Story = {
  args: { article: { ...articles.engines, upvotes: 1234567, downvotes: 98765 }, strings: { like: "J'aime beaucoup", dislike: "Je n'aime pas du tout" } },
};

export const Narrow: Story = { decorators: [narrow] };
