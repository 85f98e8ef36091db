import type { Meta, StoryObj } from "@storybook/react-vite";
import { AuditLog, PostReview, ReportedComments, ReviewQueue } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { moderation, pendingPost } from "./community-handlers";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Admin/ReviewQueue",
  component: ReviewQueue,
  parameters: { msw: { handlers: [moderation.queue()] } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: "Awaiting a moderator" });
    await expect(link.getAttribute("href")).toBe(`/admin/post/${pendingPost._id}`);
  },
};
export const QueueEmpty: Story = {
  parameters: { msw: { handlers: [moderation.queue([])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No posts awaiting review");
  },
};
export const QueueLoading: Story = { parameters: { msw: { handlers: [moderation.queueSlow] } } };
export const QueueDown: Story = {
  parameters: { msw: { handlers: [moderation.queueDown] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};
export const QueueNarrow: Story = { decorators: [narrow] };

/** 'Verifying...' disables Discard too, then 'Post Verified Successfully'. */
export const Review: Story = {
  render: () => <PostReview postId={pendingPost._id} />,
  parameters: { msw: { handlers: moderation.review() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Verify" }));
    await expect((await canvas.findByRole("button", { name: "Verifying..." })).hasAttribute("disabled")).toBe(true);
    await expect(canvas.getByRole("button", { name: "Discard" }).hasAttribute("disabled")).toBe(true);
    await within(document.body).findByText("Post Verified Successfully");
  },
};
export const ReviewDiscardAllByAuthor: Story = {
  render: () => <PostReview postId={pendingPost._id} />,
  parameters: { msw: { handlers: moderation.review() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Discard all by ${pendingPost.author}` }));
    await userEvent.click(await canvas.findByRole("button", { name: "Discard all" }));
    await within(document.body).findByText(`Discarded 3 posts by ${pendingPost.author}`);
  },
};
export const ReviewGone: Story = {
  render: () => <PostReview postId={pendingPost._id} />,
  parameters: { msw: { handlers: [moderation.reviewMissing] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("This post no longer exists (it may have been discarded).");
  },
};

export const Reports: Story = {
  render: () => <ReportedComments />,
  parameters: { msw: { handlers: moderation.reports() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("2 reports");
    await userEvent.click(canvas.getAllByRole("button", { name: /^Delete the comment by/ })[0]!);
    await within(document.body).findByText("Comment deleted successfully");
    await expect(canvas.queryByText("2 reports")).toBeNull();
  },
};
export const ReportsDismissed: Story = {
  render: () => <ReportedComments />,
  parameters: { msw: { handlers: moderation.reports() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("2 reports");
    await userEvent.click(canvas.getAllByRole("button", { name: /^Dismiss the reports of the comment by/ })[0]!);
    await within(document.body).findByText("Reports dismissed");
    await expect(canvas.queryByText("2 reports")).toBeNull();
  },
};
export const ReportsEmpty: Story = {
  render: () => <ReportedComments />,
  parameters: { msw: { handlers: moderation.reports([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No reported comments");
  },
};
export const ReportsLoading: Story = { render: () => <ReportedComments />, parameters: { msw: { handlers: [moderation.reportsSlow] } } };
export const ReportsDown: Story = { render: () => <ReportedComments />, parameters: { msw: { handlers: [moderation.reportsDown] } } };
export const ReportsNarrow: Story = { render: () => <ReportedComments />, parameters: { msw: { handlers: moderation.reports() } }, decorators: [narrow] };

export const Audit: Story = {
  render: () => <AuditLog />,
  parameters: { msw: { handlers: [moderation.audit()] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Verified post");
  },
};
export const AuditEmpty: Story = {
  render: () => <AuditLog />,
  parameters: { msw: { handlers: [moderation.audit([])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No moderation actions yet");
  },
};
export const AuditLoading: Story = { render: () => <AuditLog />, parameters: { msw: { handlers: [moderation.auditSlow] } } };
export const AuditDown: Story = { render: () => <AuditLog />, parameters: { msw: { handlers: [moderation.auditDown] } } };
