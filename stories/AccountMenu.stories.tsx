import type { Meta, StoryObj } from "@storybook/react-vite";
import { AccountMenu } from "@pnyx/react";
import { deleteUserEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, userEvent, within } from "storybook/test";
import { adaSession } from "./handlers";
import { withSession } from "./session";

const meta = {
  title: "Accounts/AccountMenu",
  component: AccountMenu,
  parameters: { msw: { handlers: [mockEndpoint(deleteUserEndpoint, { message: "ok" })] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Delete Account asks Yes/No first; No leaves everything as it was. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Account settings" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete Account" }));
    await await screen.findByRole("alertdialog", { name: "Delete your account?" });
    await userEvent.click(screen.getByRole("button", { name: "No" }));
  },
};
