import { CHAT_MESSAGES, type PollDraft } from "@pnyx/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { renderWithPnyx } from "../../test/render";
import { CreatePollDialog } from "./CreatePollDialog";

function renderDialog(onCreate: (draft: PollDraft) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  renderWithPnyx(<CreatePollDialog isOpen onOpenChange={onOpenChange} onCreate={onCreate} />, testClient().client);
  const dialog = within(screen.getByRole("dialog", { name: "Create a poll" }));
  return { dialog, onOpenChange };
}

const optionBoxes = () => within(screen.getByRole("dialog")).getAllByRole<HTMLInputElement>("textbox", { name: /^Option/ });

describe("<CreatePollDialog>", () => {
  it("starts with a question, two options, 24 hours and one choice; refuses a draft without a question and two options", async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    const { dialog } = renderDialog(onCreate);
    expect(optionBoxes()).toEqual([dialog.getByRole("textbox", { name: "Option 1" }), dialog.getByRole("textbox", { name: "Option 2" })]);
    expect(dialog.getByRole<HTMLInputElement>("radio", { name: "24 hours" }).checked).toBe(true);
    expect(dialog.getByRole<HTMLInputElement>("radio", { name: "One choice" }).checked).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.type(dialog.getByRole("textbox", { name: "Question" }), "Tea or coffee?");
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 1" }), "Tea");
    await userEvent.click(dialog.getByRole("button", { name: "Create poll" }));
    expect(dialog.getByRole("alert").textContent).toBe("Please provide a question and at least 2 options");
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("holds 2 to 6 options: Add option up to six, a remove button on each only above two", async () => {
    const { dialog } = renderDialog(() => Promise.resolve());
    expect(dialog.queryByRole("button", { name: /Remove option/ })).toBeNull();
    for (let i = 0; i < 4; i++) await userEvent.click(dialog.getByRole("button", { name: "Add option" }));
    expect(optionBoxes()).toHaveLength(6);
    expect(dialog.queryByRole("button", { name: "Add option" })).toBeNull();
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 3" }), "Cocoa");
    await userEvent.click(dialog.getByRole("button", { name: "Remove option 2" }));
    expect(optionBoxes().map((box) => box.value)).toEqual(["", "Cocoa", "", "", ""]);
    expect(dialog.getByRole("button", { name: "Add option" })).toBeDefined();
  });

  it("sends the trimmed draft with the filled options, says Creating… meanwhile, then clears and closes", async () => {
    let release!: () => void;
    const onCreate = vi.fn((_draft: PollDraft) => new Promise<void>((done) => (release = done)));
    const { dialog, onOpenChange } = renderDialog(onCreate);
    await userEvent.type(dialog.getByRole("textbox", { name: "Question" }), "  Tea or coffee?  ");
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 1" }), "Tea");
    await userEvent.click(dialog.getByRole("button", { name: "Add option" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 3" }), " Coffee ");
    await userEvent.click(dialog.getByRole("radio", { name: "72 hours" }));
    await userEvent.click(dialog.getByRole("radio", { name: "Several choices" }));
    await userEvent.click(dialog.getByRole("button", { name: "Create poll" }));
    expect(onCreate).toHaveBeenCalledWith({ question: "Tea or coffee?", options: ["Tea", "Coffee"], allowMultiple: true, duration: 72 });
    expect(dialog.getByRole<HTMLButtonElement>("button", { name: "Creating…" }).disabled).toBe(true);
    release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(dialog.getByRole<HTMLInputElement>("textbox", { name: "Question" }).value).toBe("");
    expect(optionBoxes()).toHaveLength(2);
    expect(dialog.getByRole<HTMLInputElement>("radio", { name: "24 hours" }).checked).toBe(true);
  });

  it("shows why the poll was refused and stays open; Cancel clears and closes", async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error(CHAT_MESSAGES.optionsDiffer)));
    const { dialog, onOpenChange } = renderDialog(onCreate);
    await userEvent.type(dialog.getByRole("textbox", { name: "Question" }), "Tea or tea?");
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 1" }), "Tea");
    await userEvent.type(dialog.getByRole("textbox", { name: "Option 2" }), "tea");
    await userEvent.click(dialog.getByRole("button", { name: "Create poll" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("Each option must be different");
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog.getByRole<HTMLInputElement>("textbox", { name: "Question" }).value).toBe("");
    expect(dialog.queryByRole("alert")).toBeNull();
  });
});
