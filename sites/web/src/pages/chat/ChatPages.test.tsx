import { aSession } from "@pnyx/contract/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";

describe("chat routes", () => {
  it("/chatroom shows the statistics from 0 and is linked from the top bar", async () => {
    renderRoute("/chatroom", undefined, { user: aSession() });
    await screen.findByRole("heading", { level: 1, name: "Chat Rooms" });
    for (const label of ["Active Users", "Joined Today", "Total Users"]) expect(screen.getByText(label).nextElementSibling?.textContent).toBe("0");
    expect(screen.getAllByRole("link", { name: "Chatroom" })[0]!.getAttribute("href")).toBe("/chatroom");
  });

  it("sends visitors to log in, saying why, from the list and from a room", async () => {
    for (const path of ["/chatroom", "/chatroom/66a000000000000000000005"]) {
      const { unmount } = renderRoute(path);
      await screen.findByRole("heading", { level: 1, name: "Login" });
      screen.getByText("Please login to view more");
      unmount();
    }
  });

  it("an id that is no room shows Chat Room Not Found", async () => {
    renderRoute("/chatroom/not-a-room", undefined, { user: aSession() });
    await screen.findByRole("heading", { name: "Chat Room Not Found" });
    screen.getByRole("button", { name: "Go Back" });
  });
});
