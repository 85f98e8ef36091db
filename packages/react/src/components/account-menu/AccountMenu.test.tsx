import { deleteUserEndpoint } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { AccountMenu } from "./AccountMenu";

const server = useMswServer();

describe("<AccountMenu>", () => {
  it("renders nothing for visitors", () => {
    const { container } = renderWithPnyx(<AccountMenu />, testClient().client);
    expect(container.querySelector("button")).toBeNull();
  });

  it("asks Yes/No before deleting the account; No keeps it, Yes deletes it and tells", async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(deleteUserEndpoint, (input) => {
        asked.push(input);
        return { message: "ok" };
      }),
    );
    const me = session();
    const { client, store } = testClient({ user: me });
    const onAccountDeleted = vi.fn();
    renderWithPnyx(<AccountMenu onAccountDeleted={onAccountDeleted} />, client);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Account settings" }));
    expect(screen.getByRole("menuitem", { name: "Edit Profile" }).getAttribute("href")).toBe("/updateProfile");
    await user.click(screen.getByRole("menuitem", { name: "Delete Account" }));
    screen.getByRole("alertdialog", { name: "Delete your account?" });
    await user.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(asked).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Account settings" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete Account" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await screen.findByText("Account deleted successfully.");
    expect(asked).toEqual([{ email: me.email }]);
    expect(onAccountDeleted).toHaveBeenCalledOnce();
    expect(store.get().user).toBeNull();
  });

  it("takes strings, and carries its stable class", async () => {
    renderWithPnyx(<AccountMenu strings={{ settings: "Réglages du compte" }} />, testClient({ user: session() }).client);
    expect(screen.getByRole("button", { name: "Réglages du compte" }).classList.contains("pnyx-account-menu")).toBe(true);
  });
});
