import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewsCard } from "@pnyx/react";
import { expect, fireEvent, waitFor, within } from "storybook/test";
import { articles, ids } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "News/NewsCard",
  component: NewsCard,
  args: { article: articles.engines },
  decorators: [
    withSession({}),
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Compact below 768 px, large above (resize the viewport to see both). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: articles.engines.title }).getAttribute("href")).toBe(`/details/${ids.engines}`);
    await canvas.getByRole("link", { name: "See/give opinions" });
    await canvas.getByText("about 1 hour ago");
    await canvas.getByText(articles.engines.opinion!);
  },
};

export const Large: Story = { args: { layout: "large" } };

export const Compact: Story = { args: { layout: "compact" } };

/** No top opinion yet, and no picture: a placeholder takes its place. */
export const Empty: Story = {
  args: { article: { ...articles.looms, image: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-placeholder]")).toBeTruthy();
    await expect(canvasElement.querySelector("figure")).toBeNull();
  },
};

/** The picture fails to load: the placeholder shows instead. */
export const BrokenImage: Story = {
  args: { article: articles.brokenImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img[loading]");
    if (image) fireEvent.error(image);
    await waitFor(() => expect(canvasElement.querySelector("[data-placeholder]")).toBeTruthy());
  },
};

/** Title cut at 70 characters, source at 15. */
export const LongText: Story = {
  args: { article: articles.longText },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading").textContent).toBe(`${articles.longText.title.slice(0, 70).trimEnd()}…`);
    await canvas.getByText("The Extraordina…");
  },
};

export const Narrow: Story = { decorators: [narrow] };
