import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewsletterSubscribersTable } from "@pnyx/react";
import { newsletterEmailsEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { within } from "storybook/test";
import { sessions } from "./handlers";
import { withSession } from "./session";

const subscribers = [
  { _id: "66d000000000000000000001", email: "grace.hopper@navy.example", createdAt: "2026-11-22T10:05:00.000Z" },
  { _id: "66d000000000000000000002", email: "ada@example.com", createdAt: "2026-11-20T08:30:00.000Z" },
];

const meta = {
  title: "Admin/NewsletterSubscribersTable",
  component: NewsletterSubscribersTable,
  parameters: { msw: { handlers: [mockEndpoint(newsletterEmailsEndpoint, { subscribers, page: 1, hasMore: false, total: subscribers.length })] } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof NewsletterSubscribersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await await canvas.findByRole("heading", { name: "Newsletter subscribers (2)" });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockEndpoint(newsletterEmailsEndpoint, { subscribers: [], page: 1, hasMore: false, total: 0 })] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No subscribers yet.");
  },
};
