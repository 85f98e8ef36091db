import type { Meta, StoryObj } from "@storybook/react-vite";
import { SignupForm } from "@pnyx/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { auth } from "./handlers";
import { narrow } from "./session";

const meta = {
  title: "Accounts/SignupForm",
  component: SignupForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [auth.signupOk] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signUp(canvasElement: HTMLElement, values: { username?: string; email?: string; password?: string }) {
  const canvas = within(canvasElement);
  if (values.username) await userEvent.type(canvas.getByRole("textbox", { name: "Username" }), values.username);
  if (values.email) await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), values.email);
  if (values.password) await userEvent.type(canvas.getByLabelText("Password"), values.password);
  await userEvent.click(canvas.getByRole("button", { name: "Sign up" }));
  return canvas;
}

export const Default: Story = {};

export const SignsUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signUp(canvasElement, { username: "Grace", email: "Grace@Example.com", password: "long enough" });
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(canvas.getByRole("status").textContent).toBe("Verification link sent to email. Please verify.");
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, { username: "grace" });
    await expect(canvas.getByRole("alert").textContent).toBe("Please fill in all fields.");
  },
};

export const UsernameWithSpace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, { username: "grace hopper", email: "grace@example.com", password: "long enough" });
    await expect(canvas.getByRole("alert").textContent).toBe("Username can't contain spaces");
  },
};

export const UsernameTaken: Story = {
  parameters: { msw: { handlers: [auth.signupTaken] } },
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, { username: "ada", email: "ada@example.com", password: "long enough" });
    await expect((await canvas.findByRole("alert")).textContent).toBe("Username already taken");
  },
};

export const Narrow: Story = { decorators: [narrow] };
