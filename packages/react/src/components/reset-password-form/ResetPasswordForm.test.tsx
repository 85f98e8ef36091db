import { resetPasswordEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ResetPasswordForm } from "./ResetPasswordForm";

const server = useMswServer();
const token = "r".repeat(40);

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText("New password"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("<ResetPasswordForm>", () => {
  it("sends the token and the new password, then confirms and calls onSuccess", async () => {
    let body: unknown;
    server.use(
      mockEndpoint(resetPasswordEndpoint, async (_input, { request }) => {
        body = await request.json();
        return { message: "Password updated" };
      }),
    );
    const onSuccess = vi.fn();
    const { container } = renderWithPnyx(<ResetPasswordForm token={token} onSuccess={onSuccess} />, testClient().client);
    await submit("new password", "new password");
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ token, password: "new password" });
    expect(screen.getByRole("status").textContent).toBe("Your password has been reset. You can now log in.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("needs both fields, and both the same", async () => {
    const { container } = renderWithPnyx(<ResetPasswordForm token={token} />, testClient().client);
    await submit("new password", "");
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "other password");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(screen.getByLabelText("Confirm new password").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows an expired link, or a short password, under the form", async () => {
    server.use(mockEndpoint(resetPasswordEndpoint, () => errorResponse(400, "invalid_input", "This link is invalid or has expired")));
    renderWithPnyx(<ResetPasswordForm token={token} />, testClient().client);
    await submit("short", "short");
    expect((await screen.findByRole("alert")).textContent).toBe("Password must be at least 8 characters");
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await submit("long enough", "long enough");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This link is invalid or has expired"));
  });
});
