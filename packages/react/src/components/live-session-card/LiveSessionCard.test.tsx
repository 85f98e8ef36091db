import { liveLinkEndpoint } from "@pnyx/contract";
import { aLiveLink } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLiveLink } from "../../hooks/live-link";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { LiveSessionCard } from "./LiveSessionCard";

const server = useMswServer();

/** The card, and beside it how its query ended (the card alone shows nothing either way). */
function CardAndStatus() {
  const link = useLiveLink();
  return (
    <>
      <LiveSessionCard />
      <p>query: {link.status}</p>
    </>
  );
}

describe("<LiveSessionCard>", () => {
  it("shows the discussion and Join Now, opening the meeting in a new tab, when the link is active", async () => {
    server.use(mockEndpoint(liveLinkEndpoint, aLiveLink()));
    const { container } = renderWithPnyx(<LiveSessionCard />, testClient().client);
    const join = await screen.findByRole("link", { name: "Join Now (opens in a new tab)" });
    expect(join.getAttribute("href")).toBe("https://meet.example.org/j/123");
    expect(join.getAttribute("target")).toBe("_blank");
    expect(join.getAttribute("rel")).toBe("noopener noreferrer");
    const card = screen.getByRole("region", { name: "Live discussion" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Friday debate");
    expect(card.textContent).toContain("Media and trust, with the editors");
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a disabled Link Coming Soon while the link is not active, in the host's words", async () => {
    server.use(mockEndpoint(liveLinkEndpoint, aLiveLink({ isActive: false })));
    renderWithPnyx(<LiveSessionCard strings={{ heading: "Débat en direct", comingSoon: "Lien bientôt disponible" }} />, testClient().client);
    const soon = await screen.findByRole("button", { name: "Lien bientôt disponible" });
    expect(soon.hasAttribute("disabled")).toBe(true);
    screen.getByRole("region", { name: "Débat en direct" });
    // Though a link is stored, it is not offered until it is made active.
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows nothing until a discussion is set up, or when the link cannot be loaded", async () => {
    server.use(mockEndpoint(liveLinkEndpoint, aLiveLink({ title: "", description: "", zoomUrl: "", isActive: false })));
    const { unmount } = renderWithPnyx(<CardAndStatus />, testClient().client);
    await screen.findByText("query: success");
    expect(screen.queryByRole("region")).toBeNull();
    unmount();
    server.use(mockEndpoint(liveLinkEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<CardAndStatus />, testClient().client);
    await screen.findByText("query: error");
    expect(screen.queryByRole("region")).toBeNull();
  });
});
