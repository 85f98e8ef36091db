import type { Meta, StoryObj } from "@storybook/react-vite";
import { CommunityPostList } from "@pnyx/react";
import { aCommunity } from "@pnyx/contract/testing";
import { expect, within } from "storybook/test";
import { communities, longPost, posts } from "./community-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Communities/CommunityPostList",
  component: CommunityPostList,
  args: { source: { communityId: aCommunity()._id } },
  parameters: { msw: { handlers: [...communities.posts(), ...communities.votes] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof CommunityPostList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(posts.length);
    await expect(canvas.getByRole("link", { name: "Notes on engines" }).getAttribute("href")).toBe("/cpostdetails/67b000000000000000000001");
    await canvas.findByText("No more posts");
  },
};

export const Subcategory: Story = { args: { source: { subcategory: "Physics" } } };

export const EmptyCommunity: Story = {
  parameters: { msw: { handlers: communities.posts([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No posts to display in this community");
  },
};

export const EmptySubcategory: Story = {
  args: { source: { subcategory: "Physics" } },
  parameters: { msw: { handlers: communities.posts([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No posts to show here");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: communities.postsSlow } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: communities.postsDown } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load the posts");
  },
};

export const LongText: Story = { parameters: { msw: { handlers: [...communities.posts([longPost]), ...communities.votes] } } };

export const Narrow: Story = { decorators: [narrow] };
