import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdminLoginForm } from "@pnyx/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { auth } from "./handlers";
import { narrow } from "./session";

const meta = {
  title: "Admin/AdminLoginForm",
  component: AdminLoginForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [auth.adminLoginOk] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByRole("textbox", { name: "Username" }), username);
  if (password) await userEvent.type(canvas.getByLabelText("Password"), password);
  await userEvent.click(canvas.getByRole("button", { name: "Login" }));
  return canvas;
}

export const Default: Story = {};

export const LogsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, "root", "admin password");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ message: "Admin login successful" })));
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, "", "admin password");
    await expect(canvas.getByRole("alert").textContent).toBe("Please fill in all fields.");
  },
};

export const Refused: Story = {
  parameters: { msw: { handlers: [auth.adminLoginRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, "root", "wrong");
    await expect((await canvas.findByRole("alert")).textContent).toBe("Invalid username or password");
  },
};

export const Narrow: Story = { decorators: [narrow] };
