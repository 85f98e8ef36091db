import { adminLoginEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { AdminLoginForm } from "./AdminLoginForm";

const server = useMswServer();

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByRole("textbox", { name: "Username" }), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("<AdminLoginForm>", () => {
  it("stores the admin session beside the member's and calls onSuccess", async () => {
    server.use(mockEndpoint(adminLoginEndpoint, () => adminSession));
    const { client, store } = testClient({ user: session() });
    const onSuccess = vi.fn();
    const { container } = renderWithPnyx(<AdminLoginForm onSuccess={onSuccess} />, client);
    await submit("root", "admin pw");
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(adminSession));
    expect(store.get()).toEqual({ user: session(), admin: adminSession });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("needs both fields", async () => {
    const { container } = renderWithPnyx(<AdminLoginForm />, testClient().client);
    await submit("", "pw");
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's message under the form", async () => {
    server.use(mockEndpoint(adminLoginEndpoint, () => errorResponse(401, "unauthorized", "Invalid admin credentials")));
    const { client, store } = testClient();
    renderWithPnyx(<AdminLoginForm />, client);
    await submit("root", "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid admin credentials");
    expect(store.get().admin).toBeNull();
  });
});
