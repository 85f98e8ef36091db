import { type PublicProfile, followUserEndpoint, getDetailsEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay } from "msw";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { profile, session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ProfileHeader } from "./ProfileHeader";

const server = useMswServer();
const details = (body: PublicProfile) => mockEndpoint(getDetailsEndpoint, body);

describe("<ProfileHeader>", () => {
  it("shows loading, then picture, name, description, level, points and counts", async () => {
    server.use(
      mockEndpoint(getDetailsEndpoint, async () => {
        await delay(30);
        return profile();
      }),
    );
    const { container } = renderWithPnyx(<ProfileHeader username="grace" headingLevel={1} />, testClient().client);
    expect(screen.getByRole("status").textContent).toBe("Loading profile…");
    await screen.findByRole("heading", { level: 1, name: "grace" });
    expect(screen.getByRole("img", { name: "grace's profile picture" }).getAttribute("src")).toBe("/uploads/grace.png");
    screen.getByText("Compilers, ships and nanoseconds.");
    screen.getByText("Level 3 · Gold");
    const stats = [...container.querySelectorAll("dt")].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(stats).toEqual(["Points=1200", "Followers=1", "Following=2"]);
    screen.getByRole("button", { name: "Follow" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("draws the default avatar without a picture, and no follow button on your own profile", async () => {
    server.use(details(profile({ username: "ada", profilePicture: null, description: "" })));
    const { container } = renderWithPnyx(<ProfileHeader username="ada" />, testClient({ user: session() }).client);
    await screen.findByRole("img", { name: "ada has no profile picture" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts given actions in the card (e.g. the account menu on your own profile)", async () => {
    server.use(details(profile({ username: "ada" })));
    renderWithPnyx(
      <ProfileHeader username="ada" showFollowButton={false} actions={<button type="button">Account settings</button>} />,
      testClient({ user: session() }).client,
    );
    const card = await screen.findByRole("region", { name: "ada" });
    expect(card.contains(screen.getByRole("button", { name: "Account settings" }))).toBe(true);
  });

  it("counts the new follower at once when following", async () => {
    server.use(
      details(profile()),
      mockEndpoint(followUserEndpoint, async () => {
        await delay(50);
        return { message: "ok", following: ["grace"], followers: 2 };
      }),
    );
    const { container } = renderWithPnyx(<ProfileHeader username="grace" />, testClient({ user: session() }).client);
    await userEvent.click(await screen.findByRole("button", { name: "Follow" }));
    await waitFor(() => expect(container.querySelectorAll("dd")[1]?.textContent).toBe("2"));
  });

  it("says when the profile does not exist or cannot load", async () => {
    server.use(mockEndpoint(getDetailsEndpoint, () => errorResponse(404, "not_found", "x")));
    const { container, unmount } = renderWithPnyx(<ProfileHeader username="nobody" />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Profile not found");
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    server.use(mockEndpoint(getDetailsEndpoint, () => errorResponse(500, "internal_error", "x")));
    renderWithPnyx(<ProfileHeader username="grace" strings={{ failed: "Profil indisponible" }} />, testClient().client);
    expect((await screen.findByRole("alert")).textContent).toBe("Profil indisponible");
  });
});
