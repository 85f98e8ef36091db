import { MAX_COUNT_URLS, canonicalArticleUrl, embedCountsEndpoint, type EmbedCount } from "@pnyx/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageContext } from "../shared/page";
import { count } from "./count";

const BASE = "http://pnyx.test";
const page = (config: PageContext["config"] = {}): PageContext => ({ base: BASE, config });
/** count.js keeps what it filled for the page's life: each test counts addresses of its own. */
let test = 0;
const url = (n: number) => `https://news.example/t${test}/article-${n}`;

/** The server's side: each request is read as the contract's request and answered as its response (opinions = the article's number). */
const fetched: URL[] = [];
const server = vi.fn(async (input: RequestInfo | URL) => {
  const asked = new URL(String(input));
  fetched.push(asked);
  const { urls } = embedCountsEndpoint.request.parse({ urls: asked.searchParams.getAll("urls") });
  const counts: EmbedCount[] = urls.map((u) => ({ url: u, articleId: null, opinions: Number(u.split("-").at(-1)), upvotes: 0, downvotes: 0 }));
  return Response.json(embedCountsEndpoint.response.parse({ counts }));
});

function element(articleUrl: string, strings?: Record<string, string>): HTMLElement {
  const made = document.createElement("pnyx-count");
  made.setAttribute("article-url", articleUrl);
  if (strings) made.setAttribute("strings", JSON.stringify(strings));
  document.body.append(made);
  return made;
}

beforeEach(() => {
  test += 1;
  fetched.length = 0;
  server.mockClear();
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("count.js", () => {
  it("fills every element with its article's count, in the page's and the element's words", async () => {
    const [none, one, many, again] = [element(url(0)), element(url(1)), element(url(7), { other: "{count} comments" }), element(url(1))];
    count([none!, one!, many!, again!], page({ strings: { count: { one: "One opinion" } } }));
    await vi.waitFor(() => expect(many!.textContent).toBe("7 comments"));
    expect([none, one, again].map((e) => e!.textContent)).toEqual(["No opinions yet", "One opinion", "One opinion"]);
    expect(many!.getAttribute("data-count")).toBe("7");
    // The same address is asked once.
    expect(server).toHaveBeenCalledTimes(1);
    expect(fetched[0]!.origin + fetched[0]!.pathname).toBe(`${BASE}${embedCountsEndpoint.path}`);
    expect(fetched[0]!.searchParams.getAll("urls")).toEqual([url(0), url(1), url(7)].map(canonicalArticleUrl));
  });

  it("asks for at most 50 addresses a request, and never again for one already asked", async () => {
    const elements = Array.from({ length: 120 }, (_, n) => element(url(n + 1)));
    count(elements, page());
    await vi.waitFor(() => expect(elements.every((e) => e.hasAttribute("data-count"))).toBe(true));
    expect(fetched.map((asked) => asked.searchParams.getAll("urls").length)).toEqual([MAX_COUNT_URLS, MAX_COUNT_URLS, 20]);
    expect(elements[119]!.textContent).toBe("120 opinions");

    const later = element(url(3));
    count([later], page());
    expect(server).toHaveBeenCalledTimes(3);
  });

  it("follows a thread's pnyx:count announcements for the elements of its address", async () => {
    const [mine, other] = [element(url(2)), element(url(5))];
    count([mine!, other!], page());
    await vi.waitFor(() => expect(mine!.textContent).toBe("2 opinions"));
    document.dispatchEvent(new CustomEvent("pnyx:count", { detail: { url: canonicalArticleUrl(url(2)), opinions: 3 } }));
    expect([mine!.textContent, other!.textContent]).toEqual(["3 opinions", "5 opinions"]);
    expect(mine!.getAttribute("data-count")).toBe("3");
  });

  it("shows a count placed later for an address already filled at once, without asking again", async () => {
    const first = element(url(4));
    count([first], page());
    await vi.waitFor(() => expect(first.textContent).toBe("4 opinions"));
    const later = element(url(4));
    count([later], page());
    expect(later.textContent).toBe("4 opinions");
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("fills counts again in the page's texts as they are now (pnyx.configure after start)", async () => {
    const shown = [element(url(1)), element(url(6))];
    count(shown, page());
    await vi.waitFor(() => expect(shown[1]!.textContent).toBe("6 opinions"));
    count(shown, page({ strings: { count: { one: "Eine Meinung", other: "{count} Meinungen" } } }));
    expect(shown.map((e) => e.textContent)).toEqual(["Eine Meinung", "6 Meinungen"]);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("skips an element without an absolute address, saying why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    count([element("/relative")], page());
    expect(error).toHaveBeenCalledWith("pnyx: <pnyx-count> needs an absolute article-url", expect.any(HTMLElement));
    expect(server).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
