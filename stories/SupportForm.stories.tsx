import type { Meta, StoryObj } from "@storybook/react-vite";
import { SupportForm } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { support } from "./handlers";

const meta = {
  title: "Forms/SupportForm",
  component: SupportForm,
  parameters: { msw: { handlers: [support.ok] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Ada Lovelace");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "The search box ignores my second word.");
  await userEvent.click(canvas.getByRole("button", { name: "Send" }));
  return canvas;
}

export const Default: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await await screen.findByText("Message sent successfully");
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "");
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [support.rateLimited] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await await screen.findByText("Too many messages: try again in a minute");
    // Nothing typed is lost when sending fails.
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Ada Lovelace");
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await await canvas.findByText("Please enter your name");
    await canvas.getByText("Please write a message");
    // Typing clears that field's error.
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Ada");
    await expect(canvas.queryByText("Please enter your name")).toBeNull();
  },
};

export const Translated: Story = {
  args: { strings: { name: "Nom", email: "Courriel", message: "Votre message", submit: "Envoyer" } },
};
