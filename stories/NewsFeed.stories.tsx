import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewsFeed } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { adaSession, articles, news } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "News/NewsFeed",
  component: NewsFeed,
  args: { category: "Science" },
  parameters: { msw: { handlers: [news.feed([[articles.engines, articles.looms, articles.tides]])] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next page loads as the end of the list comes into view (in a browser). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByRole("link", { name: articles.engines.title });
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

/** Trending mixes the member's categories. */
export const Trending: Story = { args: { category: "Trending" } };

/** The last page said so: 'No more articles available'. */
export const EndOfFeed: Story = {
  parameters: { msw: { handlers: [news.feed([[articles.engines, articles.looms]], { lastSaysSo: true })] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No more articles available");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [news.feed([])] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No more articles available");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [news.feedSlow] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status").textContent).toBe("Loading articles…");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [news.feedDown] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole("alert")).textContent).toBe("Could not load the articles");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await await screen.findByRole("alert");
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [news.feed([[articles.longText, articles.brokenImage]], { lastSaysSo: true })] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("The Extraordina…");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("link", { name: articles.looms.title });
  },
};
