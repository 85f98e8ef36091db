import { loginEndpoint } from "@pnyx/contract";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { LoginForm } from "./LoginForm";

const server = useMswServer();

describe("<LoginForm>", () => {
  it("lower-cases the username as typed, logs in, stores the session and calls onSuccess", async () => {
    let body: unknown;
    server.use(
      mockEndpoint(loginEndpoint, async (_input, { request }) => {
        body = await request.json();
        return session();
      }),
    );
    const { client, store } = testClient();
    const onSuccess = vi.fn();
    const { container } = renderWithPnyx(<LoginForm onSuccess={onSuccess} />, client);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Username" }), "AdA");
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveProperty("value", "ada");
    await user.type(screen.getByLabelText("Password"), "secret pw");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(session()));
    expect(body).toEqual({ username: "ada", password: "secret pw" });
    expect(store.get().user).toEqual(session());
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses empty fields with the product's message, without calling the server", async () => {
    const { client } = testClient();
    const { container } = renderWithPnyx(<LoginForm />, client);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    await user.type(screen.getByRole("textbox", { name: "Username" }), "ada");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's message under the form", async () => {
    server.use(mockEndpoint(loginEndpoint, () => errorResponse(403, "forbidden", "Please verify your email first")));
    const { client, store } = testClient();
    renderWithPnyx(<LoginForm />, client);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Username" }), "ada");
    await user.type(screen.getByLabelText("Password"), "pw");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please verify your email first");
    expect(store.get().user).toBeNull();
  });

  it("links to signup and the forgot pages, with configurable hrefs and strings", () => {
    const { client } = testClient();
    renderWithPnyx(<LoginForm signupHref="/join" strings={{ forgotPassword: "Mot de passe oublié ?", username: "Identifiant" }} />, client);
    expect(screen.getByRole("link", { name: "Don't have an account? Sign up" }).getAttribute("href")).toBe("/join");
    expect(screen.getByRole("link", { name: "Forgot username?" }).getAttribute("href")).toBe("/forgotUsername");
    expect(screen.getByRole("link", { name: "Mot de passe oublié ?" }).getAttribute("href")).toBe("/forgotPassword");
    screen.getByRole("textbox", { name: "Identifiant" });
  });
});
