import { MESSAGES } from "@pnyx/contract";
import { anAdminSession } from "@pnyx/contract/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RootLayout } from "./layout/RootLayout";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { renderRoute } from "./test/renderRoute";

function Broken(): never {
  throw new Error("kaboom");
}

describe("routes", () => {
  it("shows the 404 page for an unknown path, with a link home", async () => {
    renderRoute("/this/does/not/exist");
    await screen.findByRole("heading", { level: 1, name: MESSAGES.pageNotFound });
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("offers a signed-in administrator their area in the admin area's bar and phone menu, not LOGIN / SIGNUP", async () => {
    const admin = { admin: anAdminSession() };
    const area = [{ path: "/admin", element: <RootLayout area="admin" />, children: [{ index: true, element: <p>Admin page</p> }] }];
    renderRoute("/admin", area, admin);
    await screen.findByText("Admin page");
    expect(screen.getAllByRole("link", { name: "ADMIN" })[0]!.getAttribute("href")).toBe("/admin/verifyPosts");
    expect(screen.queryByRole("link", { name: "LOGIN" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "ADMIN" }).getAttribute("href")).toBe("/admin/verifyPosts");
    expect(within(menu).queryByRole("link", { name: "LOGIN" })).toBeNull();
  });

  it("shows the router error element when a page throws", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      renderRoute("/", [{ element: <RootLayout />, errorElement: <RouteErrorPage />, children: [{ index: true, element: <Broken /> }] }]);
      await screen.findByRole("heading", { name: MESSAGES.routerError });
      screen.getByText("kaboom");
    } finally {
      console.error = original;
    }
  });

  it("renders the privacy policy with its effective date and governing law", async () => {
    renderRoute("/policy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    screen.getByText("Effective 24 October 2024");
    expect(screen.getByRole("main").textContent).toMatch(/laws of India/);
  });
});

describe("search box", () => {
  it("refuses an empty search with a toast and opens results for text", async () => {
    const { router } = renderRoute("/");
    fireEvent.click(screen.getByRole("button", { name: "Show search" }));
    const box = await screen.findByRole("searchbox", { name: "Search" });
    fireEvent.submit(box.closest("form")!);
    await screen.findByText(MESSAGES.enterSomething);
    expect(router.state.location.pathname).toBe("/");

    fireEvent.change(box, { target: { value: "  rate cut " } });
    fireEvent.submit(box.closest("form")!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/rate%20cut"));
  });

  it("opens under the bar and closes on Escape once the box is empty, back on its toggle", async () => {
    renderRoute("/");
    const toggle = screen.getByRole("button", { name: "Show search" });
    fireEvent.click(toggle);
    const box = await screen.findByRole("searchbox", { name: "Search" });
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)?.contains(box)).toBe(true);
    fireEvent.change(box, { target: { value: "rates" } });
    fireEvent.keyDown(box, { key: "Escape" });
    expect((box as HTMLInputElement).value).toBe("");
    fireEvent.keyDown(box, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("searchbox", { name: "Search" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show search" }));
  });
});
