import { followUserEndpoint, getDetailsEndpoint, unfollowUserEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { FollowButton } from "./FollowButton";

const server = useMswServer();

describe("<FollowButton>", () => {
  it("follows and unfollows, updating the session", async () => {
    server.use(
      mockEndpoint(getDetailsEndpoint, () => errorResponse(404, "not_found", "x")),
      mockEndpoint(followUserEndpoint, () => ({ message: "ok", following: ["grace"], followers: 2 })),
      mockEndpoint(unfollowUserEndpoint, () => ({ message: "ok", following: [], followers: 1 })),
    );
    const { client, store } = testClient({ user: session() });
    const { container } = renderWithPnyx(<FollowButton username="grace" />, client);
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));
    const unfollow = await screen.findByRole("button", { name: "Unfollow" });
    await waitFor(() => expect(unfollow.hasAttribute("data-disabled")).toBe(false));
    expect(store.get().user?.following).toEqual(["grace"]);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(unfollow);
    await screen.findByRole("button", { name: "Follow" });
    await waitFor(() => expect(store.get().user?.following).toEqual([]));
  });

  it("is hidden on your own profile", () => {
    renderWithPnyx(<FollowButton username="Ada" />, testClient({ user: session() }).client);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks visitors to log in", async () => {
    const { container } = renderWithPnyx(<FollowButton username="grace" />, testClient().client);
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));
    await screen.findByText("Please login to perform action!");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("toasts the server's refusal and goes back to Follow", async () => {
    server.use(
      mockEndpoint(getDetailsEndpoint, () => errorResponse(404, "not_found", "x")),
      mockEndpoint(followUserEndpoint, () => errorResponse(404, "not_found", "No such member")),
    );
    const { client, store } = testClient({ user: session() });
    renderWithPnyx(<FollowButton username="ghost" strings={{ follow: "Suivre" }} />, client);
    await userEvent.click(screen.getByRole("button", { name: "Suivre" }));
    await screen.findByText("No such member");
    screen.getByRole("button", { name: "Suivre" });
    expect(store.get().user?.following).toEqual([]);
  });
});
