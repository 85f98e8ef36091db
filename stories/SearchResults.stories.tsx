import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchResults } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { adaSession, articles, communityPost, search } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "News/SearchResults",
  component: SearchResults,
  args: { searchText: "engine" },
  parameters: { msw: { handlers: [search.results([articles.engines, articles.tides], [communityPost])] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole("heading", { level: 1 })).textContent).toBe('3 results for "engine"');
    await expect(canvas.getByRole("tab", { name: "News (2)" }).getAttribute("aria-selected")).toBe("true");
  },
};

export const CommunityTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Community (1)" }));
    await expect(canvas.getByRole("link", { name: communityPost.title }).getAttribute("href")).toBe(`/cpostdetails/${communityPost._id}`);
  },
};

/** Visitors are asked to log in before opening an article. */
export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: articles.engines.title }));
    await await screen.findByText("Please login to view details of this article.");
  },
};

export const Empty: Story = {
  args: { searchText: "zebra" },
  parameters: { msw: { handlers: [search.results([], [])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByText("No News Articles Found");
    await userEvent.click(canvas.getByRole("tab", { name: "Community (0)" }));
    await canvas.getByText("No Community Posts Found");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [search.slow] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [search.down] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not search right now");
  },
};

export const LongText: Story = {
  args: { searchText: "a remarkably long search text about engines and looms and tides" },
  parameters: { msw: { handlers: [search.results([articles.longText], [{ ...communityPost, title: "A".repeat(120), description: "B ".repeat(120) }])] } },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("heading", { level: 1 });
  },
};
