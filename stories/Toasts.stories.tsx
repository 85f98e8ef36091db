import type { Meta, StoryObj } from "@storybook/react-vite";
import { useToast } from "@pnyx/react";
import { expect, screen, userEvent, within } from "storybook/test";

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <button type="button" onClick={() => toast.show("Comment Reported")}>
        Info
      </button>
      <button type="button" onClick={() => toast.show("Post submitted for review", { tone: "success" })}>
        Success
      </button>
      <button type="button" onClick={() => toast.show("Please write something.", { tone: "error" })}>
        Error
      </button>
      <button
        type="button"
        onClick={() => toast.show("New achievement unlocked - Lively Debater", { tone: "success", description: "You replied in 10 threads." })}
      >
        With description
      </button>
    </div>
  );
}

const meta = {
  title: "Feedback/Toasts",
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Error" }));
    await await screen.findByText("Please write something.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await expect(screen.queryByText("Please write something.")).toBeNull();
  },
};
