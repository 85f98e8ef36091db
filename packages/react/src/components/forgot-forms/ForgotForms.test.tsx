import { forgotPasswordEndpoint, forgotUsernameEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ForgotPasswordForm, ForgotUsernameForm } from "./ForgotForms";

const server = useMswServer();

describe.each([
  ["ForgotUsernameForm", ForgotUsernameForm, forgotUsernameEndpoint, "Username reset email sent."],
  ["ForgotPasswordForm", ForgotPasswordForm, forgotPasswordEndpoint, "Password reset email sent."],
] as const)("<%s>", (_name, Form, endpoint, sentText) => {
  it("sends the email and confirms under the form", async () => {
    let body: unknown;
    server.use(
      mockEndpoint(endpoint, async (_input, { request }) => {
        body = await request.json();
        return { message: "If that address has an account, a mail is on its way." };
      }),
    );
    const onSuccess = vi.fn();
    const { container } = renderWithPnyx(<Form onSuccess={onSuccess} />, testClient().client);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(sentText));
    expect(body).toEqual({ email: "ada@example.com" });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("toasts 'Please fill in all fields.' for an empty email", async () => {
    const { container } = renderWithPnyx(<Form />, testClient().client);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Please fill in all fields.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("toasts the server's message on failure", async () => {
    server.use(mockEndpoint(endpoint, () => errorResponse(429, "rate_limited", "Too many requests, try again later")));
    renderWithPnyx(<Form strings={{ submit: "Envoyer" }} />, testClient().client);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await screen.findByText("Too many requests, try again later");
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
