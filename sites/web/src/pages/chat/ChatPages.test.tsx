import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";

describe("chat routes", () => {
  it("/chatroom shows the statistics from 0 and is linked from the top bar", async () => {
    renderRoute("/chatroom");
    await screen.findByRole("heading", { level: 1, name: "Chat Rooms" });
    for (const label of ["Active Users", "Joined Today", "Total Users"]) expect(screen.getByText(label).nextElementSibling?.textContent).toBe("0");
    expect(screen.getAllByRole("link", { name: "Chatroom" })[0]!.getAttribute("href")).toBe("/chatroom");
  });

  it("/chatroom/:topicId asks visitors to log in", async () => {
    renderRoute("/chatroom/66a000000000000000000005");
    await screen.findByText("Please login to chat");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });

  it("an id that is no room shows Chat Room Not Found", async () => {
    renderRoute("/chatroom/not-a-room");
    await screen.findByRole("heading", { name: "Chat Room Not Found" });
    screen.getByRole("button", { name: "Go Back" });
  });
});
