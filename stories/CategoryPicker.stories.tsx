import type { Meta, StoryObj } from "@storybook/react-vite";
import { CategoryPicker } from "@pnyx/react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { adaSession, users } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Accounts/CategoryPicker",
  component: CategoryPicker,
  args: { onSaved: fn() },
  parameters: { msw: { handlers: [users.addCategoriesOk] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Science" })).toHaveProperty("checked", true);
    await expect(canvas.getByRole("checkbox", { name: "Sports" })).toHaveProperty("checked", false);
  },
};

export const NoneChosenYet: Story = {
  decorators: [withSession({ user: adaSession({ selectedCategories: [] }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(canvas.getByRole("alert").textContent).toBe("Please select at least one category.");
  },
};

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "World" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(["Technology", "Science", "World"]));
    await await screen.findByText("Categories updated");
  },
};

export const ServerFails: Story = {
  parameters: { msw: { handlers: [users.addCategoriesFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect((await canvas.findByRole("alert")).textContent).toBe("Something went wrong on our side");
  },
};

export const LoggedOut: Story = { decorators: [withSession({})] };

export const Narrow: Story = { decorators: [narrow] };
