import { liveLinkEndpoint, updateLiveLinkEndpoint, type LiveLink, type UpdateLiveLinkRequest } from "@pnyx/contract";
import { aLiveLink } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { LiveLinkEditor } from "./LiveLinkEditor";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

/** Serves the link as the server keeps it: an update is what the next read answers. Returns the updates sent. */
function serveLink(link: LiveLink = aLiveLink()) {
  let stored = link;
  const sent: UpdateLiveLinkRequest[] = [];
  server.use(
    mockEndpoint(liveLinkEndpoint, () => stored),
    mockEndpoint(updateLiveLinkEndpoint, (update) => {
      sent.push(update);
      stored = { ...stored, ...update };
      return { message: "Zoom link updated successfully!" };
    }),
  );
  return sent;
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const active = () => screen.getByRole("switch", { name: "Active (members see Join Now)" }) as HTMLInputElement;

describe("<LiveLinkEditor>", () => {
  it("starts from the current link; Save sends the edited link and toasts", async () => {
    const sent = serveLink();
    const { container } = renderWithPnyx(<LiveLinkEditor />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const title = (await screen.findByRole("textbox", { name: "Title" })) as HTMLInputElement;
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Live Discussion");
    expect(title.value).toBe("Friday debate");
    expect(field("Description").value).toBe("Media and trust, with the editors");
    expect(field("Meeting link").value).toBe("https://meet.example.org/j/123");
    expect(active().checked).toBe(true);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(title);
    await userEvent.type(title, "Saturday debate");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Zoom link updated successfully!");
    expect(sent).toEqual([
      { title: "Saturday debate", description: "Media and trust, with the editors", zoomUrl: "https://meet.example.org/j/123", isActive: true },
    ]);
    // The form starts again from what the server now holds.
    await waitFor(() => expect(field("Title").value).toBe("Saturday debate"));
  });

  it("checks the server's rules first, marking the field at fault and sending nothing", async () => {
    const sent = serveLink(aLiveLink({ zoomUrl: "", isActive: false }));
    renderWithPnyx(<LiveLinkEditor />, admin());
    const title = (await screen.findByRole("textbox", { name: "Title" })) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.click(active());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Please enter a title");
    screen.getByText("Add the meeting link before making it active");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(field("Meeting link").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);

    // Fixed: inactive without a link is fine.
    await userEvent.type(title, "Saturday debate");
    await userEvent.click(active());
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Zoom link updated successfully!");
    expect(sent).toEqual([{ title: "Saturday debate", description: "Media and trust, with the editors", zoomUrl: "", isActive: false }]);
  });

  it("toasts the server's reason for a refused link, or a general failure", async () => {
    serveLink();
    server.use(mockEndpoint(updateLiveLinkEndpoint, errorResponse(422, "invalid_input", "This meeting host is not allowed")));
    const { unmount } = renderWithPnyx(<LiveLinkEditor />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await screen.findByText("This meeting host is not allowed");
    unmount();
    server.use(mockEndpoint(updateLiveLinkEndpoint, errorResponse(500, "internal_error", "Down")));
    renderWithPnyx(<LiveLinkEditor />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await screen.findByText("Failed to update zoom link");
  });

  it("says when the link cannot be loaded", async () => {
    server.use(mockEndpoint(liveLinkEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<LiveLinkEditor />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load zoom link data");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
