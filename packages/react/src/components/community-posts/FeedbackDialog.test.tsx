import { addFeedbackEndpoint } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { FeedbackDialog } from "./FeedbackDialog";

const server = useMswServer();
const member = () => testClient({ user: session() }).client;

describe("<FeedbackDialog>", () => {
  it("asks for a reply when empty, then sends the feedback, thanks and closes", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(addFeedbackEndpoint, async (_input, { request }) => {
        sent.push(await request.json());
        return { message: "ok" };
      }),
    );
    const onOpenChange = vi.fn();
    renderWithPnyx(<FeedbackDialog isOpen onOpenChange={onOpenChange} />, member());
    const dialog = screen.getByRole("dialog", { name: "How was posting?" });
    const box = within(dialog).getByRole("textbox", { name: "Your feedback" });
    expect(box.getAttribute("placeholder")).toBe("Tell us what worked and what did not");
    expect(await axeViolations(document.body)).toEqual([]);

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    await screen.findByText("Please write a reply");
    expect(sent).toEqual([]);

    await user.type(box, "Smooth, but the image upload was slow.");
    await user.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    await screen.findByText("Thanks a lot for your valuable feedback");
    expect(sent).toEqual([{ feedbackText: "Smooth, but the image upload was slow.", username: "ada" }]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the server's refusal and stays open with the text", async () => {
    server.use(mockEndpoint(addFeedbackEndpoint, errorResponse(429, "rate_limited", "Slow down")));
    const onOpenChange = vi.fn();
    renderWithPnyx(<FeedbackDialog isOpen onOpenChange={onOpenChange} />, member());
    const dialog = screen.getByRole("dialog");
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole("textbox", { name: "Your feedback" }), "Great");
    await user.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    await screen.findByText("Slow down");
    expect((within(dialog).getByRole("textbox", { name: "Your feedback" }) as HTMLTextAreaElement).value).toBe("Great");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("Close closes it without sending; closed, it shows nothing", async () => {
    const onOpenChange = vi.fn();
    const { unmount } = renderWithPnyx(<FeedbackDialog isOpen onOpenChange={onOpenChange} strings={{ close: "Fermer" }} />, member());
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Fermer" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();

    renderWithPnyx(<FeedbackDialog isOpen={false} onOpenChange={onOpenChange} />, member());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
