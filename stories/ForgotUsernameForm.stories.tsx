import type { Meta, StoryObj } from "@storybook/react-vite";
import { ForgotUsernameForm } from "@pnyx/react";
import { screen, userEvent, within } from "storybook/test";
import { auth } from "./handlers";
import { narrow } from "./session";

const meta = {
  title: "Accounts/ForgotUsernameForm",
  component: ForgotUsernameForm,
  parameters: { msw: { handlers: [auth.forgotUsernameOk] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotUsernameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), email);
  await userEvent.click(canvas.getByRole("button", { name: "Send" }));
  return canvas;
}

export const Default: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, "ada@example.com");
    await await canvas.findByText("Username reset email sent.");
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, "");
    await await screen.findByText("Please fill in all fields.");
  },
};

export const ServerFails: Story = {
  parameters: { msw: { handlers: [auth.forgotUsernameFails] } },
  play: async ({ canvasElement }) => {
    await send(canvasElement, "ada@example.com");
    await await screen.findByText("Too many requests: try again in a minute");
  },
};

export const Narrow: Story = { decorators: [narrow] };
