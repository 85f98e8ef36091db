import { signupEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { SignupForm } from "./SignupForm";

const server = useMswServer();

async function fill(values: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByRole("textbox", { name: "Username" }), values.username);
  if (values.email) await user.type(screen.getByRole("textbox", { name: "Email" }), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  await user.click(screen.getByRole("button", { name: "Sign up" }));
}

describe("<SignupForm>", () => {
  it("lower-cases username and email, signs up, says a verification link was sent and calls onSuccess", async () => {
    let body: unknown;
    server.use(
      mockEndpoint(signupEndpoint, async (_input, { request }) => {
        body = await request.json();
        return { message: "ok" };
      }),
    );
    const onSuccess = vi.fn();
    const { container } = renderWithPnyx(<SignupForm onSuccess={onSuccess} />, testClient().client);
    await fill({ username: "AdaL", email: "Ada@Example.com", password: "long enough" });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ username: "adal", email: "ada@example.com", password: "long enough" });
    expect(screen.getByRole("status").textContent).toBe("Verification link sent to email. Please verify.");
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveProperty("value", "");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("needs all three fields", async () => {
    const { container } = renderWithPnyx(<SignupForm />, testClient().client);
    await fill({ username: "ada", password: "long enough" });
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses a space in the username", async () => {
    renderWithPnyx(<SignupForm />, testClient().client);
    await fill({ username: "ada love", email: "ada@example.com", password: "long enough" });
    expect(screen.getByRole("alert").textContent).toBe("Username can't contain spaces");
  });

  it("shows the contract's validation and the server's message under the form", async () => {
    server.use(mockEndpoint(signupEndpoint, () => errorResponse(409, "conflict", "Username already taken")));
    renderWithPnyx(<SignupForm />, testClient().client);
    await fill({ username: "ada", email: "ada@example.com", password: "short" });
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 8 characters");
    await userEvent.type(screen.getByLabelText("Password"), " but longer now");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Username already taken"));
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveProperty("value", "ada");
  });
});
