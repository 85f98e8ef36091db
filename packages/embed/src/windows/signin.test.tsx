// signin.js, Pnyx's sign-in window for publishers' embeds (issue 45). It starts when it loads: each
// test sets the window's address, its opener and its page up, then imports the module afresh. The
// window believes the origin its address names only once the opener there has echoed its nonce; it
// logs in on Pnyx's own origin, then hands a grant to the opener's bridge frames (to Pnyx's origin)
// and a first session to the opener (to that origin). The network is the contract's endpoints, by msw.
import { EMBED_WINDOWS, ERROR_CODES, embedGrantEndpoint, loginEndpoint, type EmbedWindowMessage } from "@pnyx/contract";
import { aSession } from "@pnyx/contract/testing";
import { createLocalStorageSessionStore } from "@pnyx/sdk";
import { errorResponse } from "@pnyx/sdk/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fill } from "../shared/fill";
import { answering, PNYX, useMockServer } from "../test-support/msw";
// Its texts only: importing it here starts nothing (this test's page is not the sign-in window yet).
import { SIGN_IN_STRINGS } from "./signin";

const server = useMockServer();
const PAGE = "https://paper.example";
const member = aSession({ username: "ada", token: "site-token" });
const embedSession = { ...aSession({ username: "ada", token: "embed-token" }), expiresIn: 600 };

/** The publisher's page that opened the window, and its frames (the embed's bridge among them). */
function anOpener() {
  const frames = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
  return { postMessage: vi.fn(), frames };
}
type Opener = ReturnType<typeof anOpener>;

/** Opens the window: its address (`?origin=` the page's origin by default), its opener, then the module runs. */
async function open({ origin = PAGE, opener = anOpener() as Opener | null } = {}) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${PNYX}${EMBED_WINDOWS.signIn}?${new URLSearchParams({ origin })}`);
  Object.defineProperty(window, "opener", { value: opener, configurable: true, writable: true });
  document.body.innerHTML = '<div id="pnyx-signin"></div>';
  vi.resetModules();
  await import("./signin");
  return opener;
}

/** The nonce the window sent its opener (to the page's origin only). */
function helloOf(opener: Opener): string {
  expect(opener.postMessage).toHaveBeenCalledTimes(1);
  const [message, target] = opener.postMessage.mock.calls[0] as [EmbedWindowMessage, string];
  expect(target).toBe(PAGE);
  if (message.pnyx !== "hello") throw new Error(`expected a hello, got ${message.pnyx}`);
  return message.nonce;
}

/** A message as the browser delivers it: its data, the sender's origin and window. */
const deliver = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }));

const shown = () => document.getElementById("pnyx-signin")!;
const text = (selector: string) => shown().querySelector(selector)?.textContent ?? null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let closed: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  closed = vi.spyOn(window, "close").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Opens the window and answers its hello as the opener does. */
async function openedBy(opener = anOpener()) {
  await open({ opener });
  deliver({ pnyx: "hello", nonce: helloOf(opener) }, PAGE, opener);
  await vi.waitFor(() => expect(text("h1")).toBe(SIGN_IN_STRINGS.title));
  return opener;
}

describe("the sign-in window's opener", () => {
  it("is believed only once it echoes the nonce from the origin the address names; then the window shows that site's name", async () => {
    const opener = (await open())!;
    const nonce = helloOf(opener);
    deliver({ pnyx: "hello", nonce }, "https://evil.example", opener);
    deliver({ pnyx: "hello", nonce: "another-nonce" }, PAGE, opener);
    deliver({ pnyx: "hello", nonce }, PAGE, anOpener());
    await settle();
    expect(shown().childElementCount).toBe(0);

    deliver({ pnyx: "hello", nonce }, PAGE, opener);
    await vi.waitFor(() => expect(text("h1")).toBe(SIGN_IN_STRINGS.title));
    expect(shown().textContent).toContain(fill(SIGN_IN_STRINGS.forPage, { site: "paper.example" }));
    expect(shown().textContent).toContain(fill(SIGN_IN_STRINGS.privacy, { site: "paper.example" }));
  });

  it("is missing: the window says where to open it from, and offers no login", async () => {
    await open({ opener: null });
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe(SIGN_IN_STRINGS.noPage));
    expect(shown().querySelector("form")).toBeNull();
  });

  it("is not asked when the address names no page origin", async () => {
    const opener = (await open({ origin: `${PAGE}/a/path` }))!;
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe(SIGN_IN_STRINGS.noPage));
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe("logging in in the sign-in window", () => {
  it("logs in on Pnyx, then hands the grant to the opener's frames (Pnyx's origin) and the session to the opener (its origin), and closes", async () => {
    const logins = answering(server, loginEndpoint, member);
    const grants = answering(server, embedGrantEndpoint, { grant: "the-grant", session: embedSession });
    const opener = await openedBy();
    const form = shown().querySelector("form")!;
    form.querySelector<HTMLInputElement>('[name="username"]')!.value = "ada";
    form.querySelector<HTMLInputElement>('[name="password"]')!.value = "correct horse";
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

    await vi.waitFor(() => expect(text('[role="status"]')).toBe(SIGN_IN_STRINGS.done));
    expect(logins.map((one) => one.input)).toEqual([{ username: "ada", password: "correct horse" }]);
    // The grant is asked with the session the login made, for the page's origin.
    expect(grants).toEqual([{ input: { origin: PAGE }, auth: "Bearer site-token" }]);
    for (const frame of opener.frames) expect(frame.postMessage).toHaveBeenCalledExactlyOnceWith({ pnyx: "grant", origin: PAGE, grant: "the-grant" }, PNYX);
    expect(opener.postMessage).toHaveBeenLastCalledWith({ pnyx: "signedIn", session: embedSession }, PAGE);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, and hands nothing over", async () => {
    answering(server, loginEndpoint, errorResponse(401, ERROR_CODES.invalidCredentials, "Invalid username or password"));
    const opener = await openedBy();
    const form = shown().querySelector("form")!;
    form.querySelector<HTMLInputElement>('[name="username"]')!.value = "ada";
    form.querySelector<HTMLInputElement>('[name="password"]')!.value = "wrong";
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(text('[role="alert"]')).toBe("Invalid username or password"));
    // No grant was asked (a request no handler answers fails the test), and the opener heard only the hello.
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    for (const frame of opener.frames) expect(frame.postMessage).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
  });

  it("lets a member signed in on the site continue as that member", async () => {
    createLocalStorageSessionStore().set({ user: member, admin: null });
    const grants = answering(server, embedGrantEndpoint, { grant: "the-grant", session: embedSession });
    const opener = await openedBy();
    expect(shown().querySelector("form")).toBeNull();
    const proceed = [...shown().querySelectorAll("button")].find((button) => button.textContent === fill(SIGN_IN_STRINGS.continueAs, { name: "ada" }))!;
    proceed.click();
    await vi.waitFor(() => expect(opener.postMessage).toHaveBeenLastCalledWith({ pnyx: "signedIn", session: embedSession }, PAGE));
    expect(grants).toEqual([{ input: { origin: PAGE }, auth: "Bearer site-token" }]);
  });
});
