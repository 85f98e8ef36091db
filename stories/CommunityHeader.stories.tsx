import type { Meta, StoryObj } from "@storybook/react-vite";
import { CommunityHeader, SubCategoryTiles } from "@pnyx/react";
import { aCommunity } from "@pnyx/contract/testing";
import { expect, userEvent, within } from "storybook/test";
import { communities, longCommunity } from "./community-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Communities/CommunityHeader",
  component: CommunityHeader,
  args: { community: aCommunity() },
  parameters: { msw: { handlers: [...communities.membership] } },
  decorators: [withSession({ user: adaSession({ joinedCommunities: [] }) })],
} satisfies Meta<typeof CommunityHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Science" });
    await userEvent.click(canvas.getByRole("button", { name: "Join Community" }));
    await canvas.findByRole("button", { name: "Leave Community" });
  },
};

export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Join Community" }));
    await within(document.body).findByText("Please login to join a community");
  },
};

/** The description is cut at 60 characters until See more. */
export const LongText: Story = {
  args: { community: longCommunity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "See more" }));
    await canvas.findByRole("button", { name: "See less" });
  },
};

export const Narrow: Story = { decorators: [narrow] };

/** Sub-category tiles: 5 from 768 px, 3 on phones. */
export const Tiles: Story = {
  render: () => <SubCategoryTiles subCategories={longCommunity.subCategories} limit={5} />,
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole("link");
    await expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/subcategory/Fiction",
      "/subcategory/Non-fiction",
      "/subcategory/Essays",
      "/subcategory/Poetry",
      "/subcategory/Journalism",
    ]);
  },
};
