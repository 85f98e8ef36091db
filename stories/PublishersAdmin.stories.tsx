import type { Meta, StoryObj } from "@storybook/react-vite";
import { PublishersAdmin } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";
import { sessions } from "./handlers";
import { longPublishers, publishers } from "./publisher-handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Admin/PublishersAdmin",
  component: PublishersAdmin,
  parameters: { msw: { handlers: publishers.register() } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof PublishersAdmin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "The Paper" });
    await canvas.findByText("Shared secret (2 active: rotation under way)");
    await canvas.findByText("Key set: https://gazette.example/.well-known/jwks.json");
  },
};

/** Each publisher's id, and the code its pages need (snippet, single sign-on) behind "Embed code", each with Copy. */
export const EmbedCode: Story = {
  args: { pnyxOrigin: "https://pnyx.example" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Embed code for The Paper" }));
    const snippet = await canvas.findByRole("group", { name: "Snippet for The Paper's pages" });
    await expect(within(snippet).getByText(/<script src="https:\/\/pnyx\.example\/embed\.js" async><\/script>/)).toBeTruthy();
    await canvas.findByRole("group", { name: "Single sign-on for The Paper (pnyxConfig)" });
  },
};

/** A publisher is added: its secret shows once, in the marked box, with Copy. */
export const AddPublisher: Story = {
  parameters: { msw: { handlers: publishers.register() } },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole("region", { name: "Add publisher" }));
    await userEvent.type(form.getByRole("textbox", { name: "Name" }), "Evening Post");
    await userEvent.type(form.getByRole("textbox", { name: "Origins" }), "https://evening.example");
    await userEvent.click(form.getByRole("button", { name: "Add publisher" }));
    await form.findByRole("button", { name: "Adding…" });
    const box = await form.findByRole("region", { name: "Shared secret for Evening Post" });
    await expect(within(box).getByText(/it will not be shown again/)).toBeTruthy();
  },
};

/** Rotate secret: the confirmation, then the new secret and what happens to the old one. */
export const RotateSecret: Story = {
  parameters: { msw: { handlers: publishers.register() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Rotate secret of The Paper" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Rotate the secret of The Paper?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Rotate secret" }));
    const box = await screen.findByRole("region", { name: "Shared secret for The Paper" });
    await expect(within(box).getByText(/The previous secret stays valid until you end the rotation/)).toBeTruthy();
  },
};

export const Remove: Story = {
  parameters: { msw: { handlers: publishers.register() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Remove Gazette" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Gazette?" });
    await within(dialog).findByText("Its origins can no longer embed Pnyx; its readers' accounts and threads stay.");
  },
};

/** The server refuses a new publisher: its message, which names the field, shows under the form. */
export const AddRefused: Story = {
  parameters: { msw: { handlers: [publishers.createRefused, ...publishers.register()] } },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole("region", { name: "Add publisher" }));
    await userEvent.type(form.getByRole("textbox", { name: "Name" }), "Copycat");
    await userEvent.type(form.getByRole("textbox", { name: "Origins" }), "https://copy.example");
    await userEvent.click(form.getByRole("button", { name: "Add publisher" }));
    await form.findByText("Invalid origins.0: Origins look like https://paper.example");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [publishers.slow] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: publishers.register([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No publishers yet");
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [publishers.down] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

export const LongText: Story = { parameters: { msw: { handlers: publishers.register(longPublishers) } } };

export const Narrow: Story = { decorators: [narrow] };

/** Without an administrator the register cannot be had (401): it says so. */
export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};
