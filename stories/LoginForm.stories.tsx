import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoginForm } from "@pnyx/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { auth } from "./handlers";
import { narrow } from "./session";

const meta = {
  title: "Accounts/LoginForm",
  component: LoginForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [auth.loginOk] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
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
    const canvas = await logIn(canvasElement, "Ada", "correct horse");
    await expect(canvas.getByRole("textbox", { name: "Username" })).toHaveProperty("value", "ada");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: "ada" })));
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, "ada", "");
    await expect(canvas.getByRole("alert").textContent).toBe("Please fill in all fields.");
  },
};

export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [auth.loginUnverified] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, "ada", "correct horse");
    await expect((await canvas.findByRole("alert")).textContent).toBe("Please verify your email first");
  },
};

export const LoggingIn: Story = {
  parameters: { msw: { handlers: [auth.loginSlow] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, "ada", "correct horse");
    await await canvas.findByRole("button", { name: "Logging in…" });
  },
};

export const Narrow: Story = { decorators: [narrow] };

export const Translated: Story = {
  args: {
    strings: {
      username: "Nom d'utilisateur",
      password: "Mot de passe",
      submit: "Connexion",
      signup: "Pas encore de compte ? Inscrivez-vous",
      forgotUsername: "Nom d'utilisateur oublié ?",
      forgotPassword: "Mot de passe oublié ?",
    },
  },
};
