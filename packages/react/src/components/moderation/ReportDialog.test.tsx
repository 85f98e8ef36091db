import type { ReportDetails } from "@pnyx/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { ReportDialog } from "./ReportDialog";

/** Opens the dialog from a button, as a widget does, and keeps what it hands over. */
function Harness({ sent }: { sent: ReportDetails[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReportDialog
        isOpen={open}
        onOpenChange={setOpen}
        onReport={(details) => {
          sent.push(details);
          setOpen(false);
        }}
      />
    </>
  );
}

function open(sent: ReportDetails[] = []) {
  const rendered = renderWithPnyx(<Harness sent={sent} />, testClient().client);
  const user = userEvent.setup();
  return { ...rendered, user, sent, show: () => user.click(screen.getByRole("button", { name: "Open" })) };
}

describe("<ReportDialog>", () => {
  it("asks for a reason among five, each labelled; sends nothing without one", async () => {
    const { user, sent, show, baseElement } = open();
    await show();
    const dialog = await screen.findByRole("dialog", { name: "Report this" });
    const group = screen.getByRole("radiogroup", { name: "Why are you reporting it?" });
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "Spam",
      "Abuse or harassment",
      "Off-topic",
      "Illegal content",
      "Something else",
    ]);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(group.textContent).toContain("Please choose a reason");
    expect(sent).toEqual([]);
    expect(dialog.isConnected).toBe(true);
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it("a plain reason is sent as it is, and the dialog closes", async () => {
    const { user, sent, show } = open();
    await show();
    await user.click(await screen.findByRole("radio", { name: "Off-topic" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(sent).toEqual([{ reason: "offTopic" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("illegal content asks which law or rule it breaks, and needs it", async () => {
    const { user, sent, show } = open();
    await show();
    await user.click(await screen.findByRole("radio", { name: "Illegal content" }));
    const ground = screen.getByRole("textbox", { name: "Which law or rule does it break?" });
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Please name the law or rule it breaks");
    expect(ground.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    await user.type(ground, "  Criminal Code §130 ");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(sent).toEqual([{ reason: "illegal", legalGround: "Criminal Code §130" }]);
  });

  it("something else asks for a few words, and needs them; a new opening starts afresh", async () => {
    const { user, sent, show } = open();
    await show();
    await user.click(await screen.findByRole("radio", { name: "Something else" }));
    const words = screen.getByRole("textbox", { name: "In a few words, what is wrong?" });
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Please say in a few words what is wrong");
    expect(sent).toEqual([]);
    await user.type(words, "Copies another reader's text");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(sent).toEqual([{ reason: "other", text: "Copies another reader's text" }]);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await show();
    await screen.findByRole("dialog", { name: "Report this" });
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("Cancel closes without sending", async () => {
    const { user, sent, show } = open();
    await show();
    await user.click(await screen.findByRole("radio", { name: "Spam" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([]);
  });
});
