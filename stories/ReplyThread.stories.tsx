import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReplyThread } from "@pnyx/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { adaSession, ids, opinionSets, opinions, replies, storyOpinion, votes } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Opinions/ReplyThread",
  component: ReplyThread,
  args: { commentId: ids.graceOpinion },
  parameters: { msw: { handlers: [opinions.thread(storyOpinion(), replies), opinions.reply, opinions.report, ...votes.ok] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReplyThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole("link", { name: "Go to original post" })).getAttribute("href")).toBe(`/details/${ids.engines}`);
    await canvas.getByRole("article", { name: "Opinion by hedy" });
  },
};

export const Replying: Story = {
  parameters: { msw: { handlers: [...opinions.conversation(storyOpinion(), replies), ...votes.ok] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("textbox", { name: "Your reply" });
    await userEvent.type(box, "Looms think in threads.");
    await userEvent.click(canvas.getByRole("button", { name: "Reply" }));
    await await canvas.findByText("Looms think in threads.");
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [opinions.thread(storyOpinion(), []), ...votes.ok] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No opinions available");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [opinions.threadSlow] } } };

export const NotFound: Story = {
  parameters: { msw: { handlers: [opinions.threadMissing] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("This opinion does not exist any more");
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [opinions.thread(opinionSets.long[0]!, [opinionSets.long[1]!]), ...votes.ok] } },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("article", { name: "Opinion by alan" });
  },
};
