import {
  adminLoginEndpoint,
  deleteUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  loginEndpoint,
  logoutEndpoint,
  resetPasswordEndpoint,
  sendPasswordResetEndpoint,
  signupEndpoint,
  verifyEmailEndpoint,
} from "@pnyx/contract";
import { aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();
const admin = anAdminSession();
const session = aSession;

describe("client.auth", () => {
  it("login validates, lower-cases the username, and stores the session", async () => {
    const seen = record(server, loginEndpoint, session());
    const { client, store } = clientWith({ admin });
    await expect(client.auth.login({ username: " Ada ", password: "pw" })).resolves.toEqual(session());
    expect(seen[0]?.body).toEqual({ username: "ada", password: "pw" });
    expect(store.get()).toEqual({ user: session(), admin });
  });

  it("login refuses empty fields before sending, as the server would (422), with the product's message", async () => {
    const { client } = clientWith({});
    await expect(client.auth.login({ username: "", password: "x" })).rejects.toMatchObject({
      status: 422,
      code: "invalid_input",
      kind: "local",
      message: "Please fill in all fields.",
    });
  });

  it("a failed login leaves the stored session alone", async () => {
    server.use(mockEndpoint(loginEndpoint, errorResponse(401, "unauthorized", "Invalid username or password")));
    const { client, store } = clientWith({ user: session({ username: "old" }) });
    await expect(client.auth.login({ username: "ada", password: "bad" })).rejects.toMatchObject({ message: "Invalid username or password" });
    expect(store.get().user?.username).toBe("old");
  });

  it("signup validates the username with the product's message and sends lower-cased values", async () => {
    const { client } = clientWith({});
    await expect(client.auth.signup({ username: "ada love", email: "a@example.com", password: "long enough" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "Username can't contain spaces",
    });
    const seen = record(server, signupEndpoint, { message: "Verification link sent to email. Please verify." });
    await client.auth.signup({ username: "Ada", email: "Ada@Example.com", password: "long enough" });
    expect(seen[0]?.body).toEqual({ username: "ada", email: "ada@example.com", password: "long enough" });
  });

  it("verifyEmail sends the token as a query parameter and stores the session", async () => {
    let token: string | null = null;
    server.use(
      mockEndpoint(verifyEmailEndpoint, (_input, { request }) => {
        token = new URL(request.url).searchParams.get("token");
        return session();
      }),
    );
    const { client, store } = clientWith({});
    await client.auth.verifyEmail({ token: "a".repeat(32) });
    expect(token).toBe("a".repeat(32));
    expect(store.get().user).toEqual(session());
  });

  it("verifyEmail refuses a malformed link before sending", async () => {
    await expect(clientWith({}).client.auth.verifyEmail({ token: "short" })).rejects.toMatchObject({
      code: "invalid_input",
      message: "This link is invalid or has expired",
    });
  });

  it("forgot password / username, reset and send-password-reset reach their endpoints", async () => {
    const calls: { path: string; body: unknown; auth: string | null }[] = [];
    for (const endpoint of [forgotPasswordEndpoint, forgotUsernameEndpoint, resetPasswordEndpoint, sendPasswordResetEndpoint]) {
      const path = endpoint.path.split("/").at(-1)!;
      server.use(
        mockEndpoint(endpoint, async (_input, { request }) => {
          const text = await request.text();
          calls.push({ path, body: text ? JSON.parse(text) : null, auth: request.headers.get("authorization") });
          return { message: "ok" };
        }),
      );
    }
    const { client } = clientWith({ user: session() });
    await client.auth.forgotPassword({ email: "Ada@Example.com" });
    await client.auth.forgotUsername({ email: "ada@example.com" });
    await client.auth.resetPassword({ token: "t".repeat(40), password: "new password" });
    await client.auth.sendPasswordReset();
    expect(calls).toEqual([
      { path: "forgot-password", body: { email: "ada@example.com" }, auth: null },
      { path: "forgot-username", body: { email: "ada@example.com" }, auth: null },
      { path: "reset-password", body: { token: "t".repeat(40), password: "new password" }, auth: null },
      { path: "send-password-reset", body: null, auth: "Bearer member-token" },
    ]);
  });

  it("resetPassword refuses a short password before sending", async () => {
    await expect(clientWith({}).client.auth.resetPassword({ token: "t".repeat(40), password: "short" })).rejects.toMatchObject({
      message: "Password must be at least 8 characters",
    });
  });

  it("deleteAccount sends the session's email with the token, then clears the member session", async () => {
    const seen = record(server, deleteUserEndpoint, { message: "Account deleted successfully." });
    const { client, store } = clientWith({ user: session(), admin });
    await client.auth.deleteAccount();
    expect(seen[0]?.body).toEqual({ email: "ada@example.com" });
    expect(store.get()).toEqual({ user: null, admin });
  });

  it("a failed deleteAccount keeps the session", async () => {
    server.use(mockEndpoint(deleteUserEndpoint, errorResponse(500, "internal_error", "x")));
    const { client, store } = clientWith({ user: session() });
    await expect(client.auth.deleteAccount()).rejects.toMatchObject({ status: 500 });
    expect(store.get().user).not.toBeNull();
  });

  it("adminLogin stores the admin slice; adminLogout and logout each clear only their own", async () => {
    server.use(mockEndpoint(adminLoginEndpoint, admin), mockEndpoint(logoutEndpoint, { message: "You have been logged out." }));
    const { client, store } = clientWith({ user: session() });
    await expect(client.auth.adminLogin({ username: "Root", password: "pw" })).resolves.toEqual(admin);
    expect(store.get()).toEqual({ user: session(), admin });
    await client.auth.logout();
    expect(store.get()).toEqual({ user: null, admin });
    client.auth.adminLogout();
    expect(store.get()).toEqual({ user: null, admin: null });
  });

  describe("logout", () => {
    it("forgets the member session at once, then ends it on the server with its token", async () => {
      const seen = record(server, logoutEndpoint, { message: "You have been logged out." });
      const { client, store } = clientWith({ user: session(), admin });
      const done = client.auth.logout();
      expect(store.get()).toEqual({ user: null, admin });
      await expect(done).resolves.toBe(true);
      expect(seen).toEqual([{ body: null, auth: "Bearer member-token" }]);
    });

    it("still logs out locally when the server cannot be reached, and does not reject", async () => {
      server.use(mockEndpoint(logoutEndpoint, Response.error()));
      const { client, store } = clientWith({ user: session() });
      await expect(client.auth.logout()).resolves.toBe(false);
      expect(store.get().user).toBeNull();
    });

    it("counts a token the server already refused (401) as ended", async () => {
      server.use(mockEndpoint(logoutEndpoint, errorResponse(401, "unauthorized", "Your session has expired. Please log in again.")));
      await expect(clientWith({ user: session() }).client.auth.logout()).resolves.toBe(true);
    });

    it("sends nothing without a member session", async () => {
      // No handler: a request would fail the test (useMockServer refuses unhandled requests).
      const { client, store } = clientWith({ admin });
      await expect(client.auth.logout()).resolves.toBe(false);
      expect(store.get()).toEqual({ user: null, admin });
    });
  });
});
