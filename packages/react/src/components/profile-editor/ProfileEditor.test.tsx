import { updateProfileEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ProfileEditor } from "./ProfileEditor";

const server = useMswServer();
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("<ProfileEditor>", () => {
  it("shows username and email read-only, the default avatar, and the description", async () => {
    const { container } = renderWithPnyx(<ProfileEditor />, testClient({ user: session() }).client);
    const username = screen.getByRole("textbox", { name: "Username" }) as HTMLInputElement;
    expect(username.value).toBe("ada");
    expect(username.readOnly).toBe(true);
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveProperty("value", "Counting engines and poetry.");
    screen.getByRole("img", { name: "No profile picture yet" });
    const input = fileInput(container);
    expect(input.accept).toBe("image/*");
    expect(input.multiple).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("previews a picked image and saves description and image as multipart", async () => {
    let fields: Record<string, unknown> = {};
    server.use(
      mockEndpoint(updateProfileEndpoint, async (_input, { request }) => {
        const form = await request.formData();
        const image = form.get("image") as File;
        fields = { username: form.get("username"), description: form.get("description"), image: image.name };
        return session({ description: "Engines.", profilePicture: { url: "/uploads/ada.png", mimetype: "image/png" } });
      }),
    );
    const { client, store } = testClient({ user: session() });
    const onSaved = vi.fn();
    const { container } = renderWithPnyx(<ProfileEditor onSaved={onSaved} />, client);
    const user = userEvent.setup();
    await user.upload(fileInput(container), new File(["png"], "me.png", { type: "image/png" }));
    await screen.findByRole("img", { name: "New profile picture preview" });
    screen.getByText("me.png");
    const description = screen.getByRole("textbox", { name: "Description" });
    await user.clear(description);
    await user.type(description, "Engines.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fields).toEqual({ username: "ada", description: "Engines.", image: "me.png" });
    await screen.findByText("Profile updated");
    expect(store.get().user?.profilePicture?.url).toBe("/uploads/ada.png");
    expect(screen.getByRole("img", { name: "Your profile picture" }).getAttribute("src")).toBe("/uploads/ada.png");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses images over 10,240,000 bytes and non-images, keeping the current picture", async () => {
    const { container } = renderWithPnyx(<ProfileEditor />, testClient({ user: session() }).client);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File([new Uint8Array(10_240_001)], "huge.png", { type: "image/png" }));
    expect(screen.getByRole("alert").textContent).toBe("File size exceeds 10 MB");
    expect(screen.queryByRole("img", { name: "New profile picture preview" })).toBeNull();
    await user.upload(fileInput(container), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose an image file");
    await user.upload(fileInput(container), new File([new Uint8Array(10_240_000)], "ok.png", { type: "image/png" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByText("ok.png")).toBeNull();
  });

  it("says a refused picture at the picture field, where it was chosen, before the Save button", async () => {
    const { container } = renderWithPnyx(<ProfileEditor />, testClient({ user: session() }).client);
    const user = userEvent.setup();
    await user.upload(fileInput(container), new File([new Uint8Array(10_240_001)], "huge.png", { type: "image/png" }));
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe("File size exceeds 10 MB");
    expect(screen.getByRole("group", { name: "Profile picture" }).contains(error)).toBe(true);
    expect(screen.getByRole("button", { name: "Choose image" }).getAttribute("aria-describedby")).toBe(error.id);
    expect(error.compareDocumentPosition(screen.getByRole("button", { name: "Save" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    // A good picture clears it.
    await user.upload(fileInput(container), new File(["png"], "me.png", { type: "image/png" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Choose image" }).getAttribute("aria-describedby")).toBeNull();
  });

  it("takes the same image again after Remove", async () => {
    const { container } = renderWithPnyx(<ProfileEditor />, testClient({ user: session() }).client);
    const user = userEvent.setup();
    // One file, picked again: the browser reports no change unless the input was cleared.
    const me = new File(["png"], "me.png", { type: "image/png" });
    await user.upload(fileInput(container), me);
    screen.getByText("me.png");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByText("me.png")).toBeNull();
    await user.upload(fileInput(container), me);
    screen.getByText("me.png");
  });

  it("shows the server's refusal under the form", async () => {
    server.use(mockEndpoint(updateProfileEndpoint, () => errorResponse(415, "unsupported_media_type", "Only images are allowed")));
    renderWithPnyx(<ProfileEditor />, testClient({ user: session() }).client);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Only images are allowed");
  });

  it("asks visitors to log in", async () => {
    const { container } = renderWithPnyx(<ProfileEditor strings={{ loggedOut: "Log in first" }} />, testClient().client);
    screen.getByText("Log in first");
    expect(await axeViolations(container)).toEqual([]);
  });
});
