import type { Meta, StoryObj } from "@storybook/react-vite";
import { decideEndpoint, decisionReasonsEndpoint, moderationQueueEndpoint, type QueueItem } from "@pnyx/contract";
import { aDecisionReason, aQueueItem, anId } from "@pnyx/contract/testing";
import { ModerationQueue } from "@pnyx/react";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { expect, userEvent, within } from "storybook/test";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

// The administrators' moderation queue (issue 47), from the contract's endpoints.
const items: QueueItem[] = [
  aQueueItem({
    _id: anId("67e0"),
    text: "Buy my book at a discount, link in my profile. Buy my book at a discount, link in my profile.",
    hidden: true,
    reports: { count: 4, weight: 4.25, reasons: { spam: 3, illegal: 1 }, details: [{ reason: "illegal", legalGround: "Consumer law §5", text: "Fake offer" }] },
  }),
  aQueueItem({
    _id: anId("67e0"),
    cause: "heldNewMember",
    targetType: "communityPost",
    text: "My first post here.",
    author: { ...aQueueItem().author, username: "hedy", points: 3 },
    context: { postId: anId("67b0"), postTitle: "Notes on engines", communityId: anId("67c0"), publisherId: null },
    reports: { count: 0, weight: 0, reasons: {}, details: [] },
    lastReportedAt: null,
  }),
];

const queue = (list: QueueItem[]) => [
  mockEndpoint(moderationQueueEndpoint, ({ status, page }) => ({
    items: list.filter((i) => i.status === status),
    page,
    hasMore: false,
    pending: list.filter((i) => i.status === "pending").length,
  })),
  mockEndpoint(decisionReasonsEndpoint, { reasons: [aDecisionReason(), aDecisionReason({ id: "abuse", label: "Abuse", rule: "Be kind to others." })] }),
  mockEndpoint(decideEndpoint, ({ itemIds }) => ({ results: itemIds.map((itemId) => ({ itemId, outcome: "decided" as const })) })),
];

const meta = {
  title: "Admin/ModerationQueue",
  component: ModerationQueue,
  parameters: { msw: { handlers: queue(items) } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof ModerationQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("4 reports");
    await canvas.findByText("2 pending");
  },
};
export const Rejecting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Select all shown" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reject…" }));
    await expect(await canvas.findByRole("form", { name: "Reject 2 items" })).toBeTruthy();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: queue([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Nothing to review here");
  },
};
export const Narrow: Story = { decorators: [narrow] };
