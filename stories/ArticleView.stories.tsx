import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArticleView } from "@pnyx/react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { adaSession, fullArticle, ids, news, votes } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "News/ArticleView",
  component: ArticleView,
  args: { id: ids.engines, onNavigate: fn() },
  parameters: { msw: { handlers: [news.article(fullArticle()), news.neighbour, ...votes.ok] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByRole("heading", { level: 1 });
    await canvas.getByText("22 November 2026");
  },
};

/** Previous goes to the older article; Next has none: 'No new articles yet!'. */
export const PreviousAndNext: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Previous" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(ids.looms));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await await screen.findByText("No new articles yet!");
  },
};

export const Votes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = await canvas.findByRole("button", { name: /^Like/ });
    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("true"));
    await expect(like.textContent).toBe("Like129");
  },
};

export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /^Like/ }));
    await await screen.findByText("Please login to like/dislike!");
  },
};

/** Long text is collapsed until 'See more'; runs of blank lines are collapsed to one. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: [
        news.article(
          fullArticle({
            title: "An extraordinarily long headline about analytical engines, Jacquard looms, poetical science and the future of computation",
            content: Array.from(
              { length: 12 },
              (_, i) =>
                `Paragraph ${i + 1}. The engine can arrange and combine its numerical quantities exactly as if they were letters or any other general symbols.`,
            ).join("\n\n\n\n"),
            image: null,
          }),
        ),
        news.neighbour,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("button", { name: "See more" });
    await userEvent.click(more);
    await expect(canvas.getByRole("button", { name: "See less" }).getAttribute("aria-expanded")).toBe("true");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [news.articleSlow] } } };

/** 'Empty': the article does not exist. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [news.articleMissing] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("This article does not exist");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [news.articleDown] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load this article");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("heading", { level: 1 });
  },
};
