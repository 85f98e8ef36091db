import type { Meta, StoryObj } from "@storybook/react-vite";
import { LIVE_EVENTS } from "@pnyx/contract";
import { OpinionThread } from "@pnyx/react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { adaSession, ids, memberModeration, opinionSets, opinions, storyOpinion, uploads, votes } from "./handlers";
import { storySocket } from "./live";
import { narrow, withSession } from "./session";

const meta = {
  title: "Opinions/OpinionThread",
  component: OpinionThread,
  args: { postId: ids.engines },
  parameters: {
    msw: {
      handlers: [opinions.list(opinionSets.thread), opinions.held(), opinions.add, opinions.report, opinions.edit, opinions.deleteOwn, uploads.ok, ...votes.ok],
    },
  },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpinionThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type="file"]')!;

export const WithOpinions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grace = await canvas.findByRole("article", { name: "Opinion by grace" });
    await expect(within(grace).getByRole("link", { name: "See more (2)" }).getAttribute("href")).toBe(`/details/${ids.engines}/reply/${ids.graceOpinion}`);
    await expect(within(grace).getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
  },
};

/** Write, attach an image, post: the box clears and the opinion shows first. */
export const Posting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("article", { name: "Opinion by grace" });
    await userEvent.click(canvas.getByRole("button", { name: "Post" }));
    await await screen.findByText("Please write something.");
    await userEvent.upload(fileInput(canvasElement), new File(["png"], "loom.png", { type: "image/png" }));
    await await screen.findByText("Image Attached");
    const box = canvas.getByRole("textbox", { name: "Your opinion" });
    await userEvent.type(box, "The engine weaves algebra.");
    await userEvent.click(canvas.getByRole("button", { name: "Post" }));
    await await canvas.findByText("The engine weaves algebra.");
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  },
};

export const ImageRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("article", { name: "Opinion by grace" });
    await userEvent.upload(fileInput(canvasElement), new File(["png"], "loom.png", { type: "image/png" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Remove image" }));
    await await screen.findByText("Image removed");
  },
};

export const Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linus = await canvas.findByRole("article", { name: "Opinion by linus" });
    await userEvent.click(within(linus).getByRole("button", { name: "Report" }));
    // Issue 47: the reporter says why (the dialog loads on the first press).
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spam" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await await screen.findByText("Comment Reported");
  },
};

/** Ada's own fresh opinion can be edited or deleted for 15 minutes. */
export const OwnOpinion: Story = {
  parameters: { msw: { handlers: [opinions.list(opinionSets.own), opinions.held(), opinions.edit, opinions.deleteOwn, ...votes.ok] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole("article", { name: "Opinion by ada" });
    await userEvent.click(within(mine).getByRole("button", { name: "Edit" }));
    const editor = within(mine).getByRole("textbox", { name: "Edit your opinion" });
    await userEvent.clear(editor);
    await userEvent.type(editor, "Edited: the engine might act upon other things.");
    await userEvent.click(within(mine).getByRole("button", { name: "Save" }));
    await await canvas.findByText("Edited: the engine might act upon other things.");
    await userEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(mine).getByRole("button", { name: "Yes, delete" }));
    await await screen.findByText("Comment deleted successfully");
  },
};

/** A new opinion from someone else arrives over the socket. */
export const Live: Story = {
  args: { defaultSort: "newest" },
  decorators: [
    withSession(
      { user: adaSession() },
      {
        socket: storySocket((server) =>
          server.emit(LIVE_EVENTS.opinionAdded, {
            postId: ids.engines,
            opinion: storyOpinion({
              _id: "6650000000000000000000e1",
              author: "hedy",
              profilePicture: null,
              text: "Arrived live!",
              createdAt: new Date().toISOString(),
              upvotes: 0,
              downvotes: 0,
              replyCount: 0,
            }),
          }),
        ),
      },
    ),
  ],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("Arrived live!");
  },
};

export const LoggedOut: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("article", { name: "Opinion by grace" });
    await expect(canvas.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    await userEvent.click(canvas.getByRole("button", { name: "See more (2)" }));
    await waitFor(() => expect(screen.getAllByText("Please login to view more!")).toHaveLength(2));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [opinions.list([]), opinions.held()] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("No opinions available");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [opinions.listSlow, opinions.held()] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [opinions.listDown, opinions.held()] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load the opinions");
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [opinions.list(opinionSets.long), opinions.held()] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("link", { name: "See more (128)" });
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByRole("article", { name: "Opinion by linus" });
  },
};

/** Issue 47: Ada's own opinion held for review first, marked; linus, whom she ignores, folded until Show. */
const heldOpinion = storyOpinion({
  _id: "6650000000000000000000d1",
  author: "ada",
  profilePicture: null,
  text: "My first opinion here waits for a moderator.",
  createdAt: new Date().toISOString(),
  upvotes: 0,
  downvotes: 0,
  replyCount: 0,
  awaitingReview: true,
});
export const HeldAndIgnored: Story = {
  parameters: { msw: { handlers: [opinions.list(opinionSets.thread), opinions.held([heldOpinion]), ...memberModeration(["linus"]), ...votes.ok] } },
  decorators: [withSession({ user: adaSession({ ignoring: ["linus"] }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole("article", { name: "Opinion by ada" });
    await expect(within(mine).getByText("Awaiting review")).toBeVisible();
    await within(mine).findByText("This opinion is awaiting review: replies open once it is approved.");
    const linus = canvas.getByRole("article", { name: "Opinion by linus" });
    await expect(linus.textContent).toBe("You ignore linus. Show");
    await expect(canvas.getAllByRole("article")[0]).toBe(mine);
  },
};

/** Ignore on grace's card folds her opinions at once. */
export const Ignore: Story = {
  parameters: { msw: { handlers: [opinions.list(opinionSets.thread), opinions.held(), ...memberModeration(), ...votes.ok] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grace = await canvas.findByRole("article", { name: "Opinion by grace" });
    await userEvent.click(within(grace).getByRole("button", { name: "Ignore grace" }));
    await waitFor(() => expect(canvas.getByRole("article", { name: "Opinion by grace" }).textContent).toBe("You ignore grace. Show"));
  },
};
