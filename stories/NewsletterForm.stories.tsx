import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewsletterForm } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { newsletter } from "./handlers";

const meta = {
  title: "Forms/NewsletterForm",
  component: NewsletterForm,
  parameters: { msw: { handlers: [newsletter.ok] } },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Subscribes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email address" }), "Ada@Example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await await screen.findByText("Subscribed to newsletter : ada@example.com");
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveProperty("value", "");
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Subscribe" }));
    await await screen.findByText("Please enter an email");
  },
};

export const ServerFails: Story = {
  parameters: { msw: { handlers: [newsletter.fails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await await screen.findByText("Error subscribing to newsletter");
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
