import { anAdminSession } from "@pnyx/contract/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";

const admin = { admin: anAdminSession() };

describe("the moderation pages", () => {
  it("/admin/moderation links to the settings and looks a member up by name, opening their standing", async () => {
    const { router } = renderRoute("/admin/moderation", undefined, admin);
    await screen.findByRole("heading", { level: 1, name: "Moderation queue" });
    expect(screen.getByRole("link", { name: "Moderation settings" }).getAttribute("href")).toBe("/admin/moderation/settings");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show standing" }));
    screen.getByText("Please enter a username");
    expect(router.state.location.pathname).toBe("/admin/moderation");
    await user.type(screen.getByRole("textbox", { name: "Username" }), " Grace ");
    await user.click(screen.getByRole("button", { name: "Show standing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/members/grace"));
    await screen.findByRole("heading", { level: 1, name: "grace's standing" });
    expect(document.title).toContain("grace's standing");
  });

  it("/admin/moderation/settings and /admin/members are admin pages linked back to the queue", async () => {
    for (const [path, heading] of [
      ["/admin/moderation/settings", "Moderation settings"],
      ["/admin/members", "Find a member"],
    ] as const) {
      const { unmount } = renderRoute(path, undefined, admin);
      await screen.findByRole("heading", { name: heading });
      expect(screen.getByRole("navigation", { name: "Moderation" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Moderation queue" }).getAttribute("href")).toBe("/admin/moderation");
      unmount();
    }
  });

  it("a visitor is sent to the admin login", async () => {
    const { router } = renderRoute("/admin/members/grace");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });
});
