// account.js, the chunk behind `pnyx.login(token)` and `pnyx.logout()` (the publisher's own buttons,
// under single sign-on): the token goes to Pnyx's embed sign-in and its session is the page's; logout
// ends that session on the server and on the page. The network is the contract's endpoints, by msw.
import { ERROR_CODES, embedSessionEndpoint, logoutEndpoint } from "@pnyx/contract";
import { aSession } from "@pnyx/contract/testing";
import { errorResponse } from "@pnyx/sdk/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageClient } from "../shared/client";
import type { PageContext } from "../shared/page";
import { answering, PNYX, useMockServer } from "../test-support/msw";
import { login, logout } from "./account";

const server = useMockServer();
const PUBLISHER = "6650000000000000000000aa";
const onLogoutRequest = vi.fn();
const page: PageContext = { base: PNYX, config: { sso: { publisher: PUBLISHER, onLogoutRequest } } };
/** The page's one session, which every widget of the page reads. */
const session = () => pageClient(page).session.get().user;
// The server says whom the member ignores (else the page asks: GET /api/moderation/ignored).
const embedSession = { ...aSession({ username: "reader", token: "embed-token" }), ignoring: [], expiresIn: 600 };

afterEach(() => {
  pageClient(page).session.set({ user: null, admin: null });
  onLogoutRequest.mockClear();
  vi.restoreAllMocks();
});

describe("account.js login", () => {
  it("hands the publisher's token to Pnyx's embed sign-in, and the session it answers is the page's", async () => {
    const asked = answering(server, embedSessionEndpoint, embedSession);
    await login("signed-by-the-paper", page);
    expect(asked.map((one) => one.input)).toEqual([{ publisher: PUBLISHER, token: "signed-by-the-paper" }]);
    expect(session()).toMatchObject({ username: "reader", token: "embed-token" });
  });

  it("rejects with the server's reason when the token is refused, and nobody is signed in", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answering(server, embedSessionEndpoint, errorResponse(401, ERROR_CODES.invalidSsoToken, "The sign-in token has expired"));
    await expect(login("stale", page)).rejects.toMatchObject({ status: 401, code: ERROR_CODES.invalidSsoToken, message: "The sign-in token has expired" });
    expect(session()).toBeNull();
    expect(logged).toHaveBeenCalledWith("pnyx: sign-in failed: The sign-in token has expired");
  });
});

describe("account.js logout", () => {
  it("ends the reader's session on the server (with its own token) and on the page, asking nothing of the publisher", async () => {
    answering(server, embedSessionEndpoint, embedSession);
    await login("signed-by-the-paper", page);
    const ended = answering(server, logoutEndpoint, { message: "Logged out" });
    await logout(page);
    expect(ended.map((one) => one.auth)).toEqual(["Bearer embed-token"]);
    expect(session()).toBeNull();
    // The publisher logged its reader out itself: unlike the embed's own Log out button, it is not asked to.
    expect(onLogoutRequest).not.toHaveBeenCalled();
  });
});
