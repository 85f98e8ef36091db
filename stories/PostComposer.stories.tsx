import type { Meta, StoryObj } from "@storybook/react-vite";
import { PostComposer } from "@pnyx/react";
import { aCommunity } from "@pnyx/contract/testing";
import { expect, userEvent, within } from "storybook/test";
import { communities } from "./community-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Communities/PostComposer",
  component: PostComposer,
  args: { community: aCommunity() },
  parameters: { msw: { handlers: communities.create } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof PostComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting: 'Post submitted for review', then the feedback dialog ('Please write a reply' when empty). */
export const SubmitAndFeedback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Submit for review" }));
    await body.findByText("Please fill all the fields");
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Engines that count");
    await userEvent.type(canvas.getByRole("textbox", { name: "Description" }), "Line one");
    await userEvent.click(canvas.getByRole("radio", { name: "Physics" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit for review" }));
    await body.findByText("Post submitted for review");
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    await body.findByText("Please write a reply");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Your feedback" }), "Smooth");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    await body.findByText("Thanks a lot for your valuable feedback");
    await expect((canvas.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("");
  },
};

export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Submit for review" }));
    await within(document.body).findByText("Please login to add a post!");
  },
};

/** A community without sub-categories asks for none. */
export const NoSubcategories: Story = {
  args: { community: aCommunity({ subCategories: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("radiogroup")).toBeNull();
  },
};

export const Narrow: Story = { decorators: [narrow] };
