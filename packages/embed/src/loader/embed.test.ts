// embed.js, the loader a publisher adds with one script tag, run as a page runs it: its surroundings
// for define.ts (tested in define.test.ts) are Pnyx's address taken from the script's own, the page's
// window.pnyxConfig, chunks imported from that address, and "near the viewport" by an
// IntersectionObserver 800px around it. The chunks are stood in for at their addresses.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MountWidget, PageContext } from "../shared/page";

const PNYX = "https://pnyx.example";
const mount = vi.fn<MountWidget>(() => ({ update() {}, stop() {} }));
const login = vi.fn(async (_token: string, _page: PageContext) => {});
vi.mock("https://pnyx.example/embed/opinions.js", () => ({ mount }));
vi.mock("https://pnyx.example/embed/account.js", () => ({ login, logout: vi.fn() }));

/** The page's IntersectionObserver, as the loader made it: its options, what it watches, and how to report. */
const observer = {
  options: undefined as IntersectionObserverInit | undefined,
  watched: new Set<Element>(),
  report: (_target: Element, _near: boolean) => {},
};

beforeAll(async () => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        observer.options = options;
        observer.report = (target, near) => callback([{ target, isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe = (element: Element) => observer.watched.add(element);
      unobserve = (element: Element) => observer.watched.delete(element);
      disconnect() {}
    },
  );
  // The publisher's page: the script tag (served by Pnyx) and its settings, set before the script runs.
  document.head.innerHTML = `<script async src="${PNYX}/embed.js"></script>`;
  window.pnyxConfig = { theme: "dark" };
  await import("./embed");
});
afterEach(() => {
  document.body.replaceChildren();
  mount.mockClear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("embed.js", () => {
  it("gives a thread Pnyx's stylesheet from the address the script was loaded from", () => {
    const thread = document.body.appendChild(document.createElement("pnyx-opinions"));
    expect(thread.shadowRoot!.querySelector<HTMLLinkElement>("link[data-pnyx]")!.href).toBe(`${PNYX}/embed/embed.css`);
  });

  it("loads a thread's code from there once it comes within 800px of the viewport, and mounts it with the page's settings", async () => {
    const thread = document.body.appendChild(document.createElement("pnyx-opinions"));
    expect(observer.options).toEqual({ rootMargin: "800px 0px" });
    expect(observer.watched.has(thread)).toBe(true);
    observer.report(thread, false);
    await settle();
    expect(mount).not.toHaveBeenCalled();

    observer.report(thread, true);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledOnce());
    expect(mount).toHaveBeenCalledWith(thread, thread.shadowRoot, { base: PNYX, config: { theme: "dark" } });
    expect(observer.watched.has(thread)).toBe(false);
  });

  it("stops watching an element taken off the page before it came near", async () => {
    const thread = document.body.appendChild(document.createElement("pnyx-opinions"));
    thread.remove();
    expect(observer.watched.has(thread)).toBe(false);
    observer.report(thread, true);
    await settle();
    expect(mount).not.toHaveBeenCalled();
  });

  it("answers pnyx.login from the account code at the same address", async () => {
    await window.pnyx!.login("signed-by-the-paper");
    expect(login).toHaveBeenCalledExactlyOnceWith("signed-by-the-paper", { base: PNYX, config: { theme: "dark" } });
  });
});
