import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MountWidget, PageContext } from "../shared/page";
import { defineEmbeds, type PnyxGlobal } from "./define";

const page: PageContext = { base: "https://pnyx.example", config: {} };
/** What the loader imported, by chunk name, and the fakes it got. */
const imported: string[] = [];
const mounted: Array<{ host: HTMLElement; root: ShadowRoot; page: PageContext }> = [];
const stopped: HTMLElement[] = [];
const counted: Element[][] = [];
let failNext = false;
/** Elements waiting to be near the viewport, and how to tell them they are. */
const waiting = new Map<Element, () => void>();
let pnyx: PnyxGlobal;

const mount: MountWidget = (host, root, context) => {
  mounted.push({ host, root, page: context });
  return () => stopped.push(host);
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
  for (const list of [imported, mounted, stopped, counted]) list.length = 0;
  waiting.clear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
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
    await settle();
    expect(imported).toEqual(["count"]);
    expect(counted).toHaveLength(1);
    expect(counted[0]!.map((e) => e.getAttribute("article-url"))).toEqual(["https://paper.example/a", "https://paper.example/b"]);
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
});
