import { uploadEndpoint } from "@pnyx/contract";
import { FIXTURE_IDS } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ChatComposer } from "./ChatComposer";

const server = useMswServer();
const ROOM = FIXTURE_IDS.community;
const STORED = "/uploads/0b7e2a4c-1f2d-4e5f-8a9b-0c1d2e3f4a5b.pdf";

const box = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
const sendButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Send" });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("<ChatComposer>", () => {
  it("counts what is typed, sends it with Enter or Send, says Sending… meanwhile, and clears once sent", async () => {
    // The first send waits, to look at the composer while it is on its way.
    let release!: () => void;
    const onSend = vi
      .fn<(text: string, attachment: unknown) => Promise<unknown>>()
      .mockImplementationOnce(() => new Promise<void>((done) => (release = done)))
      .mockResolvedValue(undefined);
    const { container } = renderWithPnyx(<ChatComposer topicId={ROOM} onSend={onSend} />, testClient({ user: session() }).client);
    const user = userEvent.setup();
    expect(screen.getByText("0/500")).toBeDefined();
    expect(sendButton().disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);

    // Blanks alone are no message, and are not counted.
    await user.type(box(), "  ");
    expect(sendButton().disabled).toBe(true);
    await user.type(box(), "Hello  ");
    expect(screen.getByText("5/500")).toBeDefined();
    await user.type(box(), "{Enter}");
    expect(onSend).toHaveBeenLastCalledWith("  Hello  ", null);
    const sending = screen.getByRole<HTMLButtonElement>("button", { name: "Sending…" });
    expect(sending.disabled).toBe(true);
    release();
    await screen.findByRole("button", { name: "Send" });
    expect(box().value).toBe("");

    await user.type(box(), "Second");
    await user.click(sendButton());
    expect(onSend).toHaveBeenLastCalledWith("Second", null);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("keeps the text and toasts why when sending fails; sends nothing while disconnected", async () => {
    const onSend = vi.fn(() => Promise.reject(new Error("You are sending messages too fast. Please wait a few seconds.")));
    const client = testClient({ user: session() }).client;
    const { unmount } = renderWithPnyx(<ChatComposer topicId={ROOM} onSend={onSend} />, client);
    const user = userEvent.setup();
    await user.type(box(), "Too quick{Enter}");
    await screen.findByText("You are sending messages too fast. Please wait a few seconds.");
    expect(box().value).toBe("Too quick");
    expect(sendButton().disabled).toBe(false);
    unmount();

    renderWithPnyx(<ChatComposer topicId={ROOM} onSend={onSend} isDisabled />, client);
    await user.type(box(), "Hello");
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Attach file" }).disabled).toBe(true);
    await user.type(box(), "{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("uploads an attachment first and sends it with the message; refuses a file it cannot carry", async () => {
    const uploaded: string[] = [];
    server.use(
      mockEndpoint(uploadEndpoint, async (_input, { request }) => {
        uploaded.push(((await request.formData()).get("file") as File).name);
        return { url: STORED, mimetype: "application/pdf", size: 3 };
      }),
    );
    const onSend = vi.fn(() => Promise.resolve());
    const { container } = renderWithPnyx(<ChatComposer topicId={ROOM} onSend={onSend} />, testClient({ user: session() }).client);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(container), new File(["zip"], "engine.zip", { type: "application/zip" }));
    await screen.findByText("Attach an image, video, audio, PDF, Word or text file");
    expect(uploaded).toEqual([]);

    await user.upload(fileInput(container), new File(["pdf"], "notes.pdf", { type: "application/pdf" }));
    await screen.findByText("Attached: notes.pdf");
    expect(uploaded).toEqual(["notes.pdf"]);
    // A file alone is a message.
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith("", { url: STORED, name: "notes.pdf" });
    await screen.findByRole("button", { name: "Send" });
    expect(screen.queryByText("Attached: notes.pdf")).toBeNull();

    await user.upload(fileInput(container), new File(["pdf"], "notes.pdf", { type: "application/pdf" }));
    await user.click(await screen.findByRole("button", { name: "Remove attachment" }));
    expect(screen.queryByText("Attached: notes.pdf")).toBeNull();
    expect(sendButton().disabled).toBe(true);
  });

  it("fills the box from the room's suggestions; Create poll and the text size buttons call back", async () => {
    const onCreatePoll = vi.fn();
    const onFontSizeChange = vi.fn();
    const props = { topicId: ROOM, onSend: () => Promise.resolve(), onCreatePoll, onFontSizeChange };
    const client = testClient({ user: session() }).client;
    const { unmount } = renderWithPnyx(<ChatComposer {...props} fontSize={14} />, client);
    const user = userEvent.setup();
    const suggestions = screen.getByRole("list", { name: "Suggestions" });
    // The room's own starters come first.
    expect(within(suggestions).getAllByRole("button")[0]!.textContent).toBe("What scientific discovery surprised you recently?");
    await user.type(box(), "study");
    await user.click(within(suggestions).getByRole("button", { name: "How do you check whether a study is sound?" }));
    expect(box().value).toBe("How do you check whether a study is sound?");

    await user.click(screen.getByRole("button", { name: "Create poll" }));
    expect(onCreatePoll).toHaveBeenCalledTimes(1);

    const sizes = screen.getByRole("group", { name: "Text size 14 px" });
    await user.click(within(sizes).getByRole("button", { name: "Smaller text" }));
    await user.click(within(sizes).getByRole("button", { name: "Larger text" }));
    expect(onFontSizeChange.mock.calls).toEqual([[12], [16]]);
    expect(box().style.fontSize).toBe("14px");

    // At the smallest size there is no smaller one.
    unmount();
    renderWithPnyx(<ChatComposer {...props} fontSize={10} />, client);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Smaller text" }).disabled).toBe(true);
  });
});
