// opinions.js, the chunk the loader runs for <pnyx-opinions>: which thread the element names, the
// server-rendered copy it takes over, settings that change while it runs, its end, and the count it
// tells the page's <pnyx-count>s. The network is the contract's endpoints, answered by msw.
import {
  addTopCommentEndpoint,
  articleByIdEndpoint,
  canonicalArticleUrl,
  embedSessionEndpoint,
  embedThreadEndpoint,
  getCommentsEndpoint,
  ownHeldOpinionsEndpoint,
  type Opinion,
} from "@pnyx/contract";
import { FIXTURE_IDS, aSession, anArticle, anId, anOpinion } from "@pnyx/contract/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageClient } from "../shared/client";
import type { PageContext } from "../shared/page";
import { answering, PNYX, silentRealtime, useMockServer } from "../test-support/msw";
import type { ThreadSnapshotData } from "../ui/ThreadSnapshot";
import { mount } from "./opinions";

const server = useMockServer(silentRealtime);
const PUBLISHER = "6650000000000000000000aa";
/** Single sign-on without getToken: a reader is signed in only by an element's `sso-token` (no bridge frame here). */
const page: PageContext = { base: PNYX, config: { sso: { publisher: PUBLISHER } } };
const ARTICLE_URL = "https://paper.example/2026/12/vote";

/** The thread as the server answers it: the article's address as it read it (canonical), with `opinions` in it. */
function answerThreads(opinions: number) {
  return answering(server, embedThreadEndpoint, (input) => ({
    articleId: FIXTURE_IDS.article,
    url: input.url,
    created: false,
    listed: input.token !== undefined,
    opinions,
  }));
}

function answerFirstPage(comments: Opinion[]) {
  return answering(server, getCommentsEndpoint, { comments, hasMore: false });
}

/** A <pnyx-opinions> on the page with `attributes`, its open shadow root holding `inside` (what the loader or the server put there). */
function element(attributes: Record<string, string>, inside = '<link rel="stylesheet" data-pnyx=""><p class="pnyx-waiting">…</p>') {
  const host = document.body.appendChild(document.createElement("pnyx-opinions"));
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = inside;
  return { host, root };
}

const text = (root: ShadowRoot, selector: string) => root.querySelector(selector)?.textContent ?? null;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
  document.head.replaceChildren();
  pageClient(page).session.set({ user: null, admin: null });
});

describe("opinions.js mount", () => {
  it("asks for the thread the element's attributes name: address, title, category, picture and signature", async () => {
    const threads = answerThreads(0);
    answerFirstPage([]);
    const { host, root } = element({
      "article-url": ARTICLE_URL,
      "article-title": "The vote",
      "article-category": "Science",
      "article-image": "https://paper.example/vote.jpg",
      "thread-token": "h.p.s",
    });
    stop = mount(host, root, page).stop;
    await vi.waitFor(() => expect(threads).toHaveLength(1));
    expect(threads[0]!.input).toEqual({ url: ARTICLE_URL, title: "The vote", category: "Science", image: "https://paper.example/vote.jpg", token: "h.p.s" });
    await vi.waitFor(() => expect(text(root, "h2")).toBe("Opinions 0"));
  });

  it("without those attributes, names the page's canonical address and its title; a category Pnyx does not list is left out", async () => {
    const threads = answerThreads(0);
    answerFirstPage([]);
    document.head.innerHTML = '<link rel="canonical" href="https://paper.example/2026/12/canonical">';
    document.title = "The page's own title";
    const { host, root } = element({ "article-category": "Gossip" });
    stop = mount(host, root, page).stop;
    await vi.waitFor(() => expect(threads).toHaveLength(1));
    // The server reads a category left out as General.
    expect(threads[0]!.input).toEqual({ url: "https://paper.example/2026/12/canonical", title: "The page's own title", category: "General" });
  });

  it("takes over the server-rendered thread: its first page is shown, not asked again, and what stood in is removed", async () => {
    const firstPages = answerFirstPage([]);
    answerThreads(1);
    const snapshot: ThreadSnapshotData = {
      articleId: FIXTURE_IDS.article,
      url: ARTICLE_URL,
      opinions: [anOpinion({ text: "Rendered by the server" })],
      total: 7,
      hasMore: false,
    };
    const { host, root } = element(
      { "article-url": ARTICLE_URL, "article-title": "The vote" },
      '<link rel="stylesheet" data-pnyx=""><div class="pnyx-root" data-pnyx-snapshot="">The server\'s copy</div>' +
        `<script type="application/json" data-pnyx-thread="">${JSON.stringify(snapshot)}</script>`,
    );
    stop = mount(host, root, page).stop;
    // Shown at once, from the server's data: the heading carries its total.
    expect(text(root, "h2")).toBe("Opinions 7");
    expect(text(root, "li")).toContain("Rendered by the server");
    expect([...root.children].map((child) => `${child.tagName}.${child.className}`)).toEqual(["LINK.", "DIV.pnyx-root"]);
    expect(root.querySelector("[data-pnyx-snapshot], script")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstPages).toEqual([]);
  });

  it("re-applies the page's and the element's theme and texts on update, keeping the thread it shows", async () => {
    const threads = answerThreads(1);
    const firstPages = answerFirstPage([anOpinion({ text: "Still here" })]);
    const { host, root } = element({ "article-url": ARTICLE_URL, "article-title": "The vote" });
    const settings: PageContext = { base: PNYX, config: { ...page.config } };
    const widget = mount(host, root, settings);
    stop = widget.stop;
    await vi.waitFor(() => expect(text(root, "li")).toContain("Still here"));
    const container = root.querySelector<HTMLElement>(".pnyx-root")!;
    expect([container.dataset.theme, text(root, "h2")]).toEqual(["light", "Opinions 1"]);

    // pnyx.configure({...}) changes the page's settings, then tells started widgets.
    Object.assign(settings.config, { theme: "dark", strings: { opinions: { heading: "Meinungen" } } });
    widget.update();
    await vi.waitFor(() => expect(text(root, "h2")).toBe("Meinungen 1"));
    expect(container.dataset.theme).toBe("dark");
    // The element's own attributes win over the page's.
    host.setAttribute("theme", "auto");
    host.setAttribute("strings", JSON.stringify({ heading: "Avis" }));
    widget.update();
    await vi.waitFor(() => expect(text(root, "h2")).toBe("Avis 1"));
    expect(container.dataset.theme).toBe("auto");

    // Redrawn in place: the same container, the opinions it had, nothing asked again.
    expect(root.querySelector(".pnyx-root")).toBe(container);
    expect(text(root, "li")).toContain("Still here");
    expect([threads.length, firstPages.length]).toEqual([1, 1]);
  });

  it("takes the thread off its shadow root on stop", async () => {
    answerThreads(0);
    answerFirstPage([]);
    const { host, root } = element({ "article-url": ARTICLE_URL, "article-title": "The vote" });
    const widget = mount(host, root, page);
    await vi.waitFor(() => expect(text(root, "h2")).toBe("Opinions 0"));
    widget.stop();
    expect(root.querySelector(".pnyx-root")!.childElementCount).toBe(0);
    expect(root.querySelector("h2")).toBeNull();
  });

  it("tells the page (a pnyx:count event on the document) when the thread's count changes", async () => {
    const sessions = answering(server, embedSessionEndpoint, { ...aSession({ username: "ada", token: "embed-token" }), ignoring: [], expiresIn: 600 });
    answerThreads(2);
    answerFirstPage([anOpinion(), anOpinion({ _id: anId() })]);
    const posted = answering(server, addTopCommentEndpoint, (input) => ({ ...anOpinion({ _id: anId(), text: input.text }), earned: 1 }));
    answering(server, articleByIdEndpoint, anArticle({ totalComments: 3 }));
    const held = answering(server, ownHeldOpinionsEndpoint, { comments: [] });
    const counts: unknown[] = [];
    const heard = (event: Event) => counts.push((event as CustomEvent).detail);
    document.addEventListener("pnyx:count", heard);

    // The publisher signs its reader in with the element's sso-token.
    const { host, root } = element({ "article-url": ARTICLE_URL, "article-title": "The vote", "sso-token": "signed-by-the-paper" });
    stop = mount(host, root, page).stop;
    await vi.waitFor(() => expect(root.querySelector("textarea")).not.toBeNull());
    expect(sessions[0]!.input).toEqual({ publisher: PUBLISHER, token: "signed-by-the-paper" });
    expect(counts).toEqual([]);

    const box = root.querySelector("textarea")!;
    box.value = "A third opinion";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false));
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.auth).toBe("Bearer embed-token");
    // The member's held opinions were asked for with their token (none here).
    expect(held.map((asked) => asked.auth)).toEqual(["Bearer embed-token"]);
    await vi.waitFor(() => expect(counts).toEqual([{ url: canonicalArticleUrl(ARTICLE_URL), opinions: 3 }]), { timeout: 2000 });
    document.removeEventListener("pnyx:count", heard);
  });
});
