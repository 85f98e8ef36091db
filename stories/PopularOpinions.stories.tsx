import type { Meta, StoryObj } from "@storybook/react-vite";
import { PopularOpinions } from "@pnyx/react";
import { expect, within } from "storybook/test";
import { adaSession, ids, opinionSets, opinions, popularOpinions, votes } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Opinions/PopularOpinions",
  component: PopularOpinions,
  args: { pageSize: 3 },
  parameters: { msw: { handlers: [opinions.popular(popularOpinions), ...votes.ok] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopularOpinions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page: three, page 1. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(3);
    await expect(canvas.getAllByRole("link", { name: /Analytical engines/ })[0]?.getAttribute("href")).toBe(`/details/${ids.engines}`);
  },
};

/** /topOpinions: 9 a page with infinite scroll; here everything fits, so the end shows at once. */
export const Infinite: Story = {
  args: { pageSize: 9, infinite: true },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No more opinions available");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [opinions.popular([])] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No opinions available");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [opinions.popularSlow] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [opinions.popularDown] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load the opinions");
  },
};

export const LongText: Story = {
  parameters: {
    msw: {
      handlers: [
        opinions.popular([
          {
            ...opinionSets.long[0]!,
            post: {
              _id: ids.engines,
              title: "An extraordinarily long headline about analytical engines, Jacquard looms and poetical science",
              category: "Science",
              image: null,
            },
          },
        ]),
        ...votes.ok,
      ],
    },
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("article")).toHaveLength(3);
  },
};
