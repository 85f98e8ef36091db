import { ERROR_CODES, type VoteState } from "@pnyx/contract";
import { FIXTURE_IDS, aSession, anId, anOpinion } from "@pnyx/contract/testing";
import { PnyxError, type Subscription } from "@pnyx/sdk";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageClient } from "../shared/client";
import type { PageContext } from "../shared/page";
import { mount } from "../widgets/opinions";
import { OpinionsEmbed } from "./OpinionsEmbed";
import { DEFAULT_OPINIONS_STRINGS } from "./strings";

const BASE = "http://pnyx.test";
const page: PageContext = { base: BASE, config: {} };
const ARTICLE = { url: "https://paper.example/2026/12/vote", title: "The vote" };
const THREAD = { articleId: FIXTURE_IDS.article, url: ARTICLE.url, created: false, listed: true };
/** Longer than the widget waits before it reads a changed count (COUNT_SETTLE_MS). */
const COUNT_SETTLED_MS = 400;

const client = pageClient(page);
let container: HTMLElement;
let view: Root | null = null;
const $ = (selector: string) => container.querySelector<HTMLElement>(selector);
const buttons = () => [...container.querySelectorAll("button")].map((button) => button.textContent);

function render() {
  view = createRoot(container);
  view.render(<OpinionsEmbed client={client} article={ARTICLE} strings={DEFAULT_OPINIONS_STRINGS} base={BASE} onCount={() => {}} />);
}

beforeEach(() => {
  client.session.set({ user: null, admin: null });
  vi.spyOn(client.live, "watchThread").mockReturnValue(Object.assign(() => {}, { ready: Promise.resolve() }) as Subscription);
  vi.spyOn(client.news, "byId").mockRejectedValue(new Error("not expected"));
  // A member's held opinions (OpinionsEmbed.moderation.test.tsx): none here.
  vi.spyOn(client.opinions, "ownHeld").mockResolvedValue({ comments: [] });
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  view?.unmount();
  view = null;
  container.remove();
  vi.restoreAllMocks();
});

describe("<pnyx-opinions>'s thread", () => {
  it("shows the count the thread's answer carries and asks for nothing more; counts say one and many apart", async () => {
    const thread = vi.spyOn(client.embed, "thread").mockResolvedValue({ ...THREAD, opinions: 3 });
    const list = vi.spyOn(client.opinions, "list").mockResolvedValue({
      comments: [anOpinion({ upvotes: 1, downvotes: 2, replyCount: 1 }), anOpinion({ _id: anId(), upvotes: 3, downvotes: 1 })],
      hasMore: false,
    });
    render();
    await vi.waitFor(() => expect($("h2")?.textContent).toBe("Opinions 3"));
    await vi.waitFor(() => expect(container.querySelectorAll("li")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, COUNT_SETTLED_MS));
    expect(thread).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(client.news.byId).not.toHaveBeenCalled();

    const labels = [...container.querySelectorAll(".pnyx-vote")].map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual(["Like (1 like)", "Dislike (2 dislikes)", "Like (3 likes)", "Dislike (1 dislike)"]);
    expect($(".pnyx-link")?.textContent).toBe("1 reply on Pnyx");
  });

  it("asks for the count apart when the server's answer has none (an older server)", async () => {
    vi.spyOn(client.embed, "thread").mockResolvedValue(THREAD);
    vi.spyOn(client.opinions, "list").mockResolvedValue({ comments: [], hasMore: false });
    const byId = vi.spyOn(client.news, "byId").mockResolvedValue({ totalComments: 4 } as Awaited<ReturnType<typeof client.news.byId>>);
    render();
    await vi.waitFor(() => expect($("h2")?.textContent).toBe("Opinions 4"), { timeout: 2000 });
    expect(byId).toHaveBeenCalledExactlyOnceWith({ id: THREAD.articleId });
  });

  it("shows a refusal of the page's configuration without Try again, which cannot help", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = "https://paper.example is not one of this publisher's registered origins";
    const thread = vi.spyOn(client.embed, "thread").mockRejectedValue(new PnyxError(403, ERROR_CODES.unregisteredOrigin, refusal));
    render();
    await vi.waitFor(() => expect($('[role="alert"]')?.textContent).toBe(refusal));
    expect(buttons()).toEqual([]);
    expect(thread).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(`pnyx: ${refusal}`);
  });

  it("offers Try again when the server could not be reached, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const thread = vi
      .spyOn(client.embed, "thread")
      .mockRejectedValueOnce(new PnyxError(0, "network_error", "The server could not be reached"))
      .mockResolvedValue({ ...THREAD, opinions: 0 });
    vi.spyOn(client.opinions, "list").mockResolvedValue({ comments: [], hasMore: false });
    render();
    await vi.waitFor(() => expect($('[role="alert"]')?.textContent).toBe("The server could not be reached"));
    expect(buttons()).toEqual(["Try again"]);
    container.querySelector("button")!.click();
    await vi.waitFor(() => expect($(".pnyx-empty")?.textContent).toBe(DEFAULT_OPINIONS_STRINGS.empty));
    expect(thread).toHaveBeenCalledTimes(2);
    expect($('[role="alert"]')).toBeNull();
  });
});

describe("votes in the embed (issue 46: optimistic, as the site's)", () => {
  it("shows a like at once, settles on the server's answer, and takes it back when refused", async () => {
    const opinion = anOpinion({ upvotes: 2, downvotes: 1 });
    client.session.set({ user: aSession({ username: "ada" }), admin: null });
    vi.spyOn(client.embed, "thread").mockResolvedValue({ ...THREAD, opinions: 1 });
    vi.spyOn(client.opinions, "list").mockResolvedValue({ comments: [opinion], hasMore: false });
    let answer: (state: VoteState) => void = () => {};
    let refuse: (error: Error) => void = () => {};
    const call = vi.spyOn(client.votes, "set").mockImplementation(() => new Promise((resolve, reject) => ((answer = resolve), (refuse = reject))));
    render();
    const like = () => container.querySelector<HTMLButtonElement>(".pnyx-vote")!;
    await vi.waitFor(() => expect(like().getAttribute("aria-label")).toBe("Like (2 likes)"));

    like().click();
    // Before the server answers.
    await vi.waitFor(() => expect(like().getAttribute("aria-label")).toBe("Like (3 likes)"));
    expect(call).toHaveBeenCalledWith({ target: "comment", id: opinion._id, from: 0, to: 1 });
    answer({ targetId: opinion._id, upvotes: 5, downvotes: 1, vote: 1, points: 5 });
    await vi.waitFor(() => expect(like().getAttribute("aria-label")).toBe("Like (5 likes)"));

    vi.spyOn(console, "error").mockImplementation(() => {});
    like().click();
    await vi.waitFor(() => expect(like().getAttribute("aria-label")).toBe("Like (6 likes)"));
    refuse(new PnyxError(429, ERROR_CODES.rateLimited, "Too many votes"));
    await vi.waitFor(() => expect(like().getAttribute("aria-label")).toBe("Like (5 likes)"));
    expect($('[role="alert"]')?.textContent).toBe("Too many votes");
  });
});

describe("the thread kept by the SDK's thread store (issue 46)", () => {
  it("pages in more without repeats, shows live and own opinions once, and tells the page the new count", async () => {
    const [first, second, third, mine] = [
      anOpinion({ text: "first" }),
      anOpinion({ _id: anId(), text: "second" }),
      anOpinion({ _id: anId(), text: "third" }),
      anOpinion({ _id: anId(), text: "mine" }),
    ];
    client.session.set({ user: aSession({ username: "ada" }), admin: null });
    vi.spyOn(client.embed, "thread").mockResolvedValue({ ...THREAD, opinions: 3 });
    vi.spyOn(client.opinions, "list")
      .mockResolvedValueOnce({ comments: [first, second], hasMore: true })
      .mockResolvedValueOnce({ comments: [second, third], hasMore: false });
    let live: Parameters<typeof client.live.watchThread>[1] = {};
    vi.spyOn(client.live, "watchThread").mockImplementation(
      (_id, handlers) => ((live = handlers), Object.assign(() => {}, { ready: Promise.resolve() }) as Subscription),
    );
    vi.spyOn(client.opinions, "add").mockResolvedValue({ ...mine, earned: 5 });
    const byId = vi.spyOn(client.news, "byId").mockResolvedValue({ totalComments: 4 } as Awaited<ReturnType<typeof client.news.byId>>);
    const counts: number[] = [];
    view = createRoot(container);
    view.render(<OpinionsEmbed client={client} article={ARTICLE} strings={DEFAULT_OPINIONS_STRINGS} base={BASE} onCount={(_url, n) => counts.push(n)} />);
    const texts = () => [...container.querySelectorAll(".pnyx-opinion__text")].map((p) => p.textContent);
    await vi.waitFor(() => expect(texts()).toEqual(["first", "second"]));

    container.querySelector<HTMLButtonElement>(".pnyx-more")!.click();
    await vi.waitFor(() => expect(texts()).toEqual(["first", "second", "third"]));
    expect(container.querySelector(".pnyx-more")).toBeNull();

    // The member's own opinion, then its live echo: shown once, first.
    const box = container.querySelector("textarea")!;
    box.value = "mine";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    const post = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await vi.waitFor(() => expect(post.disabled).toBe(false));
    post.click();
    await vi.waitFor(() => expect(texts()[0]).toBe("mine"));
    live.onOpinionAdded?.({ postId: THREAD.articleId, opinion: mine });
    await vi.waitFor(() => expect($("h2")?.textContent).toBe("Opinions 4"));
    expect(texts()).toEqual(["mine", "first", "second", "third"]);
    await vi.waitFor(() => expect(counts).toEqual([4]), { timeout: 2000 });
    expect(byId).toHaveBeenCalledTimes(1);
  });
});

describe("opinions.js mount", () => {
  it("follows new page settings and a changed element on update, keeping the thread (nothing asked again)", async () => {
    const thread = vi.spyOn(client.embed, "thread").mockResolvedValue({ ...THREAD, opinions: 0 });
    vi.spyOn(client.opinions, "list").mockResolvedValue({ comments: [], hasMore: false });
    const host = document.createElement("pnyx-opinions-test");
    host.setAttribute("article-url", ARTICLE.url);
    document.body.append(host);
    const root = host.attachShadow({ mode: "open" });
    const settings: PageContext = { base: BASE, config: {} };
    const widget = mount(host, root, settings);
    const drawn = root.querySelector<HTMLElement>(".pnyx-root")!;
    await vi.waitFor(() => expect(root.querySelector(".pnyx-empty")).not.toBeNull());
    expect(root.querySelector("h2")?.textContent).toBe("Opinions 0");
    expect(drawn.dataset.theme).toBe("light");

    // pnyx.configure({...}) changes the page's settings, then tells started widgets.
    Object.assign(settings.config, { theme: "dark", strings: { opinions: { heading: "Meinungen", empty: "Noch keine Meinungen" } } });
    widget.update();
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Meinungen 0"));
    expect(root.querySelector(".pnyx-empty")?.textContent).toBe("Noch keine Meinungen");
    expect(drawn.dataset.theme).toBe("dark");
    expect(host.hasAttribute("theme")).toBe(false);

    // The element's own attributes win over the page's.
    host.setAttribute("theme", "auto");
    host.setAttribute("strings", JSON.stringify({ heading: "Avis" }));
    widget.update();
    await vi.waitFor(() => expect(root.querySelector("h2")?.textContent).toBe("Avis 0"));
    expect(drawn.dataset.theme).toBe("auto");
    expect(thread).toHaveBeenCalledTimes(1);
    widget.stop();
    host.remove();
  });
});
