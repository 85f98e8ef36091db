import type { Meta, StoryObj } from "@storybook/react-vite";
import { LiveSessionCard } from "@pnyx/react";
import { expect, within } from "storybook/test";
import { liveLink } from "./community-handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Communities/LiveSessionCard",
  component: LiveSessionCard,
  parameters: { msw: { handlers: [liveLink.active] } },
  decorators: [withSession({})],
} satisfies Meta<typeof LiveSessionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const join = await within(canvasElement).findByRole("link", { name: /Join Now/ });
    await expect(join.getAttribute("href")).toBe("https://meet.example.org/j/123");
  },
};

export const ComingSoon: Story = {
  parameters: { msw: { handlers: [liveLink.inactive] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("button", { name: "Link Coming Soon" })).hasAttribute("disabled")).toBe(true);
  },
};

/** Nothing set up (or not loaded): the card is not shown at all. */
export const NotSetUp: Story = { parameters: { msw: { handlers: [liveLink.none] } } };
export const Loading: Story = { parameters: { msw: { handlers: [liveLink.slow] } } };
export const ServerDown: Story = { parameters: { msw: { handlers: [liveLink.down] } } };
export const LongText: Story = { parameters: { msw: { handlers: [liveLink.long] } } };
export const Narrow: Story = { decorators: [narrow] };
