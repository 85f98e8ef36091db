import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MountWidget, PageContext } from "../shared/page";
import { COUNT_BATCH_MS, defineEmbeds, type PnyxGlobal } from "./define";

const page: PageContext = { base: "https://pnyx.example", config: {} };
/** What the loader imported, by chunk name, and the fakes it got. */
const imported: string[] = [];
const mounted: Array<{ host: HTMLElement; root: ShadowRoot; page: PageContext }> = [];
const stopped: HTMLElement[] = [];
/** The elements whose started widget was told to show new settings, in order. */
const updated: HTMLElement[] = [];
const counted: Element[][] = [];
let failNext = false;
/** Elements waiting to be near the viewport, and how to tell them they are. */
const waiting = new Map<Element, () => void>();
let pnyx: PnyxGlobal;

const mount: MountWidget = (host, root, context) => {
  mounted.push({ host, root, page: context });
  return { update: () => updated.push(host), stop: () => stopped.push(host) };
};

beforeAll(() => {
  pnyx = defineEmbeds({
    page,
    registry: customElements,
    async importChunk<T>(name: string) {
      imported.push(name);
      if (failNext) {
        failNext = false;
        throw new Error("offline");
      }
      if (name === "count") return { count: (elements: Element[]) => counted.push(elements) } as T;
      if (name === "account") return { login: vi.fn(), logout: vi.fn() } as T;
      return { mount } as T;
    },
    whenNear(element, near) {
      waiting.set(element, near);
      return () => waiting.delete(element);
    },
  });
});

afterEach(() => {
  document.body.innerHTML = "";
  for (const list of [imported, mounted, stopped, updated, counted]) list.length = 0;
  waiting.clear();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => wait(5);
/** Longer than a count batch waits for others. */
const batchWait = () => wait(COUNT_BATCH_MS + 20);
function place(html: string): HTMLElement {
  document.body.insertAdjacentHTML("beforeend", html);
  return document.body.lastElementChild as HTMLElement;
}

describe("the loader", () => {
  it("gives a thread an open shadow root with Pnyx's stylesheet and a waiting line, and loads nothing yet", async () => {
    const element = place(`<pnyx-opinions article-url="https://paper.example/a"></pnyx-opinions>`);
    await settle();
    const root = element.shadowRoot!;
    expect(root.querySelector("link")?.getAttribute("href")).toBe("https://pnyx.example/embed/embed.css");
    expect(root.querySelector("[role=status]")).not.toBeNull();
    expect(imported).toEqual([]);
  });

  it("loads a thread's code when it nears the viewport, and mounts it in its shadow root", async () => {
    const element = place(`<pnyx-opinions></pnyx-opinions>`);
    waiting.get(element)!();
    await settle();
    expect(imported).toEqual(["opinions"]);
    expect(mounted).toEqual([{ host: element, root: element.shadowRoot, page }]);
  });

  it("loads eager elements at once, manual ones only on pnyx.load", async () => {
    place(`<pnyx-chat room="66a000000000000000000001" loading="eager"></pnyx-chat>`);
    const manual = place(`<pnyx-opinions loading="manual"></pnyx-opinions>`);
    await settle();
    expect(imported).toEqual(["chat"]);
    expect(waiting.has(manual)).toBe(false);
    pnyx.load(manual);
    await settle();
    expect(imported).toEqual(["chat", "opinions"]);
    expect(mounted.map((m) => m.host.tagName)).toEqual(["PNYX-CHAT", "PNYX-OPINIONS"]);
  });

  it("stops a widget taken off the page, and stops watching one that never started", async () => {
    const started = place(`<pnyx-opinions loading="eager"></pnyx-opinions>`);
    const never = place(`<pnyx-opinions></pnyx-opinions>`);
    await settle();
    started.remove();
    never.remove();
    expect(stopped).toEqual([started]);
    expect(waiting.has(never)).toBe(false);
  });

  it("keeps a server-rendered thread in place (no waiting line) until its code takes over", async () => {
    const element = document.createElement("pnyx-opinions");
    const root = element.attachShadow({ mode: "open" });
    root.innerHTML = `<div class="pnyx-root" data-pnyx-snapshot=""><p>An opinion</p></div>`;
    document.body.append(element);
    await settle();
    expect(root.querySelector("[role=status]")).toBeNull();
    expect(root.querySelector("link[data-pnyx]")).not.toBeNull();
  });

  it("fills every count placed at once with one batch", async () => {
    place(`<p><pnyx-count article-url="https://paper.example/a"></pnyx-count><pnyx-count article-url="https://paper.example/b"></pnyx-count></p>`);
    await batchWait();
    expect(imported).toEqual(["count"]);
    expect(counted).toHaveLength(1);
    expect(counted[0]!.map((e) => e.getAttribute("article-url"))).toEqual(["https://paper.example/a", "https://paper.example/b"]);
  });

  it("fills the counts of a loading page in one batch once it has loaded, whatever scripts ran between them", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    try {
      // Ten counts, then the page's own script (a later task), then ten more: still parsing.
      for (let n = 0; n < 10; n++) place(`<pnyx-count article-url="https://paper.example/first-${n}"></pnyx-count>`);
      await batchWait();
      for (let n = 0; n < 10; n++) place(`<pnyx-count article-url="https://paper.example/second-${n}"></pnyx-count>`);
      await batchWait();
      // Nothing is asked for before the document has loaded.
      expect(counted).toEqual([]);
      readyState.mockReturnValue("interactive");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      await settle();
      expect(counted.map((batch) => batch.length)).toEqual([20]);

      // Counts a script places later (a list of more articles) wait a moment for each other: one more batch.
      place(`<pnyx-count article-url="https://paper.example/later-1"></pnyx-count>`);
      await settle();
      place(`<pnyx-count article-url="https://paper.example/later-2"></pnyx-count>`);
      await settle();
      expect(counted).toHaveLength(1);
      await batchWait();
      expect(counted.map((batch) => batch.map((e) => e.getAttribute("article-url")))).toEqual([
        expect.any(Array),
        ["https://paper.example/later-1", "https://paper.example/later-2"],
      ]);
    } finally {
      readyState.mockRestore();
    }
  });

  it("tries again after a chunk failed to load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    failNext = true;
    const element = place(`<pnyx-opinions loading="manual"></pnyx-opinions>`);
    pnyx.load(element);
    await settle();
    expect(error).toHaveBeenCalledWith("pnyx: the opinions could not be loaded", expect.any(Error));
    pnyx.load(element);
    await settle();
    expect(mounted.map((m) => m.host)).toEqual([element]);
    error.mockRestore();
  });

  it("merges page settings that widgets started later see", async () => {
    pnyx.configure({ theme: "dark", sso: { publisher: "66a0000000000000000000aa" } });
    place(`<pnyx-opinions loading="eager"></pnyx-opinions>`);
    await settle();
    expect(mounted[0]!.page.config).toMatchObject({ theme: "dark", sso: { publisher: "66a0000000000000000000aa" } });
  });

  it("tells started widgets when the page's settings change, and never writes a theme on the element", async () => {
    const thread = place(`<pnyx-opinions loading="eager"></pnyx-opinions>`);
    const room = place(`<pnyx-chat room="66a000000000000000000001" loading="eager"></pnyx-chat>`);
    const waiting = place(`<pnyx-opinions loading="manual"></pnyx-opinions>`);
    await settle();
    pnyx.configure({ theme: "auto", strings: { opinions: { heading: "Meinungen" } } });
    expect(updated).toEqual([thread, room]);
    expect(page.config).toMatchObject({ theme: "auto", strings: { opinions: { heading: "Meinungen" } } });
    expect([thread, room, waiting].some((element) => element.hasAttribute("theme"))).toBe(false);

    // A widget taken off the page is not told any more.
    room.remove();
    updated.length = 0;
    pnyx.configure({ theme: "light" });
    expect(updated).toEqual([thread]);
  });

  it("fills the page's counts again when their texts change (pnyx.configure, a strings attribute)", async () => {
    const [first, second] = [
      place(`<pnyx-count article-url="https://paper.example/x"></pnyx-count>`),
      place(`<pnyx-count article-url="https://paper.example/y"></pnyx-count>`),
    ];
    await batchWait();
    expect(counted).toEqual([[first, second]]);
    pnyx.configure({ strings: { count: { other: "{count} Meinungen" } } });
    await batchWait();
    expect(counted).toEqual([
      [first, second],
      [first, second],
    ]);
    second.setAttribute("strings", '{"zero":"Sagen Sie es"}');
    await batchWait();
    expect(counted).toEqual([[first, second], [first, second], [second]]);
  });

  it("tells a started widget when its theme or strings attribute changes, and nothing else", async () => {
    const element = place(`<pnyx-opinions loading="eager" theme="light"></pnyx-opinions>`);
    await settle();
    expect(updated).toEqual([]);
    element.setAttribute("theme", "dark");
    element.setAttribute("strings", '{"heading":"Avis"}');
    element.setAttribute("article-title", "Not observed");
    expect(updated).toEqual([element, element]);
  });

  it("points a server-rendered thread's stylesheet at the loader's own address (the one the page's CSP allows)", async () => {
    const element = document.createElement("pnyx-opinions");
    const root = element.attachShadow({ mode: "open" });
    root.innerHTML = `<link rel="stylesheet" href="http://localhost:3000/embed/embed.css" data-pnyx=""><div class="pnyx-root" data-pnyx-snapshot=""></div>`;
    document.body.append(element);
    await settle();
    expect([...root.querySelectorAll("link")].map((link) => link.getAttribute("href"))).toEqual(["https://pnyx.example/embed/embed.css"]);
  });
});
