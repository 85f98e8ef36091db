import type { EmbedThreadRequest } from "@pnyx/contract";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageClient, type EmbedClient } from "../shared/client";
import { mount } from "../widgets/opinions";
import { OpinionsEmbed } from "./OpinionsEmbed";
import { DEFAULT_OPINIONS_STRINGS } from "./strings";
import type { ThreadSnapshotData } from "./ThreadSnapshot";

const URL_OF_ARTICLE = "https://paper.example/2026/11/vote";
const ARTICLE_ID = "66a000000000000000000002";

/** The few calls a thread makes, each recorded; the thread answers as the server would. */
function fakeClient() {
  const thread = vi.fn(async (input: EmbedThreadRequest) => ({ articleId: ARTICLE_ID, url: input.url, created: false, listed: Boolean(input.token) }));
  const client = {
    session: { subscribe: () => () => {}, get: () => ({ user: null }) },
    embed: { thread },
    news: { byId: vi.fn(async () => ({ totalComments: 0 })) },
    opinions: { list: vi.fn(async () => ({ comments: [], hasMore: false })) },
    live: { watchThread: () => () => {} },
  };
  return { client: client as unknown as EmbedClient, thread };
}

let view: Root | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function render(client: EmbedClient, article: EmbedThreadRequest, initial?: ThreadSnapshotData) {
  view = createRoot(document.body.appendChild(document.createElement("div")));
  view.render(
    <OpinionsEmbed client={client} article={article} strings={DEFAULT_OPINIONS_STRINGS} base="http://pnyx.test" onCount={() => {}} initial={initial} />,
  );
}

const snapshot: ThreadSnapshotData = { articleId: ARTICLE_ID, url: URL_OF_ARTICLE, opinions: [], total: 0, hasMore: false };

describe("the thread's signature (thread-token)", () => {
  it("goes with the request that names the thread", async () => {
    const { client, thread } = fakeClient();
    render(client, { url: URL_OF_ARTICLE, title: "The vote", token: "h.p.s" });
    await vi.waitFor(() => expect(thread).toHaveBeenCalledOnce());
    expect(thread.mock.calls[0]![0]).toMatchObject({ url: URL_OF_ARTICLE, token: "h.p.s" });
  });

  it("is still handed over when a server-rendered copy named the thread already, and nothing is asked without one", async () => {
    const signed = fakeClient();
    render(signed.client, { url: URL_OF_ARTICLE, title: "The vote", token: "h.p.s" }, snapshot);
    await vi.waitFor(() => expect(signed.thread).toHaveBeenCalledOnce());
    expect(signed.thread.mock.calls[0]![0]).toMatchObject({ token: "h.p.s" });
    view?.unmount();
    const unsigned = fakeClient();
    render(unsigned.client, { url: URL_OF_ARTICLE, title: "The vote" }, snapshot);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unsigned.thread).not.toHaveBeenCalled();
  });
});

describe("<pnyx-opinions thread-token>", () => {
  it("is what the element's thread is asked with", async () => {
    const page = { base: "http://pnyx.test", config: {} };
    // The page's one client: its thread call answered here (nothing reaches a network).
    const thread = vi.spyOn(pageClient(page).embed, "thread").mockRejectedValue(new Error("answered by the test"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement("pnyx-opinions"));
    host.setAttribute("article-url", URL_OF_ARTICLE);
    host.setAttribute("article-title", "The vote");
    host.setAttribute("thread-token", "h.p.s");
    const widget = mount(host, host.attachShadow({ mode: "open" }), page);
    await vi.waitFor(() => expect(thread).toHaveBeenCalledOnce());
    expect(thread.mock.calls[0]![0]).toEqual({ url: URL_OF_ARTICLE, title: "The vote", token: "h.p.s" });
    widget.stop();
    errors.mockRestore();
  });
});
