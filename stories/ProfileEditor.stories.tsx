import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileEditor } from "@pnyx/react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { adaSession, users } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Accounts/ProfileEditor",
  component: ProfileEditor,
  args: { onSaved: fn() },
  parameters: { msw: { handlers: [users.updateProfileOk] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const WithPicture: Story = {};

export const WithoutPicture: Story = {
  decorators: [withSession({ user: adaSession({ profilePicture: null, description: "" }) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).getByRole("img", { name: "No profile picture yet" });
  },
};

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(["<svg/>"], "portrait.png", { type: "image/png" }));
    await await canvas.findByRole("img", { name: "New profile picture preview" });
    const description = canvas.getByRole("textbox", { name: "Description" });
    await userEvent.clear(description);
    await userEvent.type(description, "Poetical science.");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await await screen.findByText("Profile updated");
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new File([new Uint8Array(10_240_001)], "huge.png", { type: "image/png" });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(canvas.getByRole("alert").textContent).toBe("File size exceeds 10 MB");
  },
};

export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [users.updateProfileRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect((await canvas.findByRole("alert")).textContent).toBe("Only images are allowed");
  },
};

export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await within(canvasElement).getByText("Please login to perform action!");
  },
};

export const Narrow: Story = { decorators: [narrow] };
