import type { Meta, StoryObj } from "@storybook/react-vite";
import { TRUNCATE } from "@pnyx/contract";
import { RecentActivity } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { recents } from "./gamification-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Gamification/RecentActivity",
  component: RecentActivity,
  parameters: { msw: { handlers: [recents.mine, recents.home] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof RecentActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile's latest five, with 'See all'. */
export const Profile: Story = {
  args: { limit: 5, seeAllHref: "/recents" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await canvas.findByRole("list")).getAllByRole("listitem")).toHaveLength(5);
    await expect(canvas.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/recents");
  },
};

/** The recents page: titles cut at 25, 'Show more' pages back, filters by kind. */
export const FullPage: Story = {
  args: { pageSize: 3, titleLength: TRUNCATE.activityTitleFullPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Show more" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Opinions" }));
    await canvas.findByRole("link", { name: /^Small steps to a reading/ });
  },
};

/** Everyone's activity, for the home page: who did it is said. */
export const Home: Story = {
  args: { source: "home", limit: 5 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Reply by grace/);
  },
};

export const Loading: Story = { parameters: { msw: { handlers: recents.slow } } };

export const Empty: Story = {
  parameters: { msw: { handlers: recents.none } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No recents");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: recents.down } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

export const LongText: Story = { parameters: { msw: { handlers: recents.long } } };

export const Narrow: Story = { args: { limit: 5, seeAllHref: "/recents" }, decorators: [narrow] };

/** A visitor on the home feed: pressing an item asks them to log in. */
export const Visitor: Story = {
  args: { source: "home", limit: 5 },
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole("button", { name: /^Engines that count/ });
    await userEvent.click(first!);
    await screen.findByText("Please login to perform action!");
  },
};
