import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResetPasswordForm } from "@pnyx/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { auth } from "./handlers";
import { narrow } from "./session";

const meta = {
  title: "Accounts/ResetPasswordForm",
  component: ResetPasswordForm,
  args: { token: "Zm9yLXN0b3JpZXMtb25seS10b2tlbg", onSuccess: fn() },
  parameters: { msw: { handlers: [auth.resetOk] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function reset(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText("New password"), password);
  if (confirm) await userEvent.type(canvas.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "Reset password" }));
  return canvas;
}

export const Default: Story = {};

export const Resets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await reset(canvasElement, "a new password", "a new password");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(canvas.getByRole("status").textContent).toBe("Your password has been reset. You can now log in.");
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, "a new password", "another password");
    await expect(canvas.getByRole("alert").textContent).toBe("Passwords do not match");
  },
};

export const ExpiredLink: Story = {
  parameters: { msw: { handlers: [auth.resetExpired] } },
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, "a new password", "a new password");
    await expect((await canvas.findByRole("alert")).textContent).toBe("This link is invalid or has expired");
  },
};

export const Narrow: Story = { decorators: [narrow] };
