import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemberActivity } from "@pnyx/react";
import { userCommentsEndpoint, userPostsEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { userEvent, within } from "storybook/test";
import { fullArticle, ids } from "./handlers";

const comment = (over: object) => ({
  _id: "66c0000000000000000000c1",
  postId: ids.engines,
  postKind: "article" as const,
  postTitle: fullArticle().title,
  parentId: null,
  text: "It weaves algebraic patterns as the Jacquard loom weaves flowers.",
  createdAt: "2026-11-22T10:00:00.000Z",
  upvotes: 4,
  downvotes: 0,
  ...over,
});

const meta = {
  title: "Accounts/MemberActivity",
  component: MemberActivity,
  args: { username: "ada" },
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(userPostsEndpoint, { posts: [] }),
        mockEndpoint(userCommentsEndpoint, {
          comments: [
            comment({}),
            comment({ _id: "66c0000000000000000000c2", parentId: "66c0000000000000000000c1", text: "And a reply." }),
            comment({ _id: "66c0000000000000000000c3", postKind: "communityPost", postTitle: "Looms, engines and poetry", text: "On a community post." }),
          ],
        }),
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No posts yet.");
  },
};

export const Opinions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Opinions" }));
    await await canvas.findByText("And a reply.");
  },
};
