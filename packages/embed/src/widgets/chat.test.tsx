// chat.js, the chunk the loader runs for <pnyx-chat>: the room its `room` attribute names, drawn in
// the element's shadow root in place of what stood in, settings that change while it runs, and its end.
import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageContext } from "../shared/page";
import { PNYX, silentRealtime, useMockServer } from "../test-support/msw";
import { mount } from "./chat";

// A visitor's room asks nothing of the server; anything it did ask would fail the test.
useMockServer(silentRealtime);
/** Single sign-on without getToken: the page's reader stays a visitor (no bridge frame here). */
const page = (config: PageContext["config"] = {}): PageContext => ({ base: PNYX, config: { sso: { publisher: "6650000000000000000000aa" }, ...config } });
const [WORLD, SCIENCE] = [FIXED_COMMUNITIES[0], FIXED_COMMUNITIES[4]];

/** A <pnyx-chat> as the loader leaves it: an open shadow root with Pnyx's stylesheet and a waiting line. */
function element(attributes: Record<string, string>) {
  const host = document.body.appendChild(document.createElement("pnyx-chat"));
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = '<link rel="stylesheet" data-pnyx=""><p class="pnyx-waiting" part="waiting">…</p>';
  return { host, root };
}

const heading = (root: ShadowRoot) => root.querySelector("h2")?.textContent ?? null;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

describe("chat.js mount", () => {
  it("draws the room its element's `room` attribute names, in place of what stood in", async () => {
    const world = element({ room: WORLD.id });
    const science = element({ room: SCIENCE.id });
    stops.push(mount(world.host, world.root, page()).stop, mount(science.host, science.root, page()).stop);
    await vi.waitFor(() => expect([heading(world.root), heading(science.root)]).toEqual(["World News", "Science"]));
    // The waiting line gave way; Pnyx's stylesheet stays.
    expect([...world.root.children].map((child) => `${child.tagName}.${child.className}`)).toEqual(["LINK.", "DIV.pnyx-root"]);
    expect(world.root.querySelector(".pnyx-waiting")).toBeNull();
  });

  it("draws with the page's and the element's theme and texts, and again as they are on update, in the same container", async () => {
    const { host, root } = element({ room: WORLD.id, strings: JSON.stringify({ heading: "Live: {room}" }) });
    const settings = page({ theme: "dark", strings: { chat: { heading: "ignored", loginPrompt: "Sign in to talk." } } });
    const widget = mount(host, root, settings);
    stops.push(widget.stop);
    await vi.waitFor(() => expect(heading(root)).toBe("Live: World News"));
    const container = root.querySelector<HTMLElement>(".pnyx-root")!;
    expect(root.querySelector('[part="account"]')!.textContent).toContain("Sign in to talk.");
    expect(container.dataset.theme).toBe("dark");

    Object.assign(settings.config, { theme: "auto", strings: { chat: { loginPrompt: "Connectez-vous." } } });
    host.removeAttribute("strings");
    widget.update();
    await vi.waitFor(() => expect(heading(root)).toBe("World News"));
    expect(root.querySelector('[part="account"]')!.textContent).toContain("Connectez-vous.");
    expect(container.dataset.theme).toBe("auto");
    expect(root.querySelector(".pnyx-root")).toBe(container);
  });

  it("leaves its shadow root as the loader gave it on stop: the room unmounted and its container gone", async () => {
    const { host, root } = element({ room: WORLD.id });
    const widget = mount(host, root, page());
    await vi.waitFor(() => expect(heading(root)).toBe("World News"));
    const container = root.querySelector(".pnyx-root")!;
    widget.stop();
    expect([...root.children].map((child) => child.tagName)).toEqual(["LINK"]);
    // Unmounted, not only detached: nothing is drawn in the container any more.
    expect(container.childElementCount).toBe(0);
  });
});
