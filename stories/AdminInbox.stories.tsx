import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeedbackInbox, LiveLinkEditor } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { inbox, liveLink } from "./community-handlers";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Admin/FeedbackInbox",
  component: FeedbackInbox,
  args: { kind: "feedback" },
  parameters: { msw: { handlers: [inbox.feedbacks(), inbox.support()] } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof FeedbackInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Previews are cut at 40 characters and open the whole message. */
export const Feedbacks: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: "The review dialog is clear." });
    await expect(link.getAttribute("href")).toBe("/admin/feedback/67d000000000000000000001");
    await within(canvasElement).findByRole("link", { name: /^Supercalifragilistic\S*…$/ });
  },
};
export const SupportMails: Story = {
  args: { kind: "support" },
  play: async ({ canvasElement }) => {
    // The address wraps only at "@" and dots (<wbr>), so it is read as one line of text.
    const from = await within(canvasElement).findByText((_, element) => element?.tagName === "P" && element.textContent === "from Grace <grace@example.com>");
    await expect(from.querySelectorAll("wbr").length).toBeGreaterThan(0);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: [inbox.feedbacks([])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No feedback yet");
  },
};
export const Loading: Story = { parameters: { msw: { handlers: inbox.slow } } };
export const ServerDown: Story = { parameters: { msw: { handlers: inbox.down } } };
export const Narrow: Story = { decorators: [narrow] };

export const LinkEditor: Story = {
  render: () => <LiveLinkEditor />,
  parameters: { msw: { handlers: [liveLink.active, liveLink.update] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Saturday debate");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await within(document.body).findByText("Zoom link updated successfully!");
  },
};
export const LinkEditorSaveFails: Story = {
  render: () => <LiveLinkEditor />,
  parameters: { msw: { handlers: [liveLink.active, liveLink.updateFails] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Save" }));
    await within(document.body).findByText("Failed to update zoom link");
  },
};
export const LinkEditorMarksTheField: Story = {
  render: () => <LiveLinkEditor />,
  parameters: { msw: { handlers: [liveLink.active, liveLink.update] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = await canvas.findByRole("textbox", { name: "Meeting link" });
    await userEvent.clear(url);
    await userEvent.type(url, "https://meet.example.org/1 onclick=x");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await canvas.findByText("The link may not contain spaces or quotes");
    await expect(url.getAttribute("aria-invalid")).toBe("true");
  },
};
export const LinkEditorLoadFails: Story = {
  render: () => <LiveLinkEditor />,
  parameters: { msw: { handlers: [liveLink.down] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Failed to load zoom link data");
  },
};
