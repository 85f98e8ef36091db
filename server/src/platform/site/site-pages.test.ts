import { afterEach, describe, expect, it, setSystemTime } from "bun:test";
import type { SiteRenderer } from "@pnyx/contract/site-renderer";
import { CHANGE_VISIBLE_WITHIN_MS, PAGE_VISIBLE_WITHIN_MS } from "../../modules/freshness/changes";
import { PAGE_FRESH_MS, sitePages } from "./site-pages";

const ORIGIN = "https://pnyx.example";
const request = new Request("http://pnyx.test/category/World");
const renderer = (render: SiteRenderer["render"]) => async (): Promise<SiteRenderer> => ({ render, shell: "<html>shell</html>" });

describe("sitePages", () => {
  it("sends what the renderer made of a public page", async () => {
    const pages = sitePages(
      renderer(async () => ({ status: 404, html: "<html>missing</html>" })),
      () => {},
      { origin: ORIGIN },
    );
    expect(await pages(request)).toEqual({ status: 404, html: "<html>missing</html>" });
  });

  it("sends the shell for a page only the browser renders", async () => {
    const pages = sitePages(
      renderer(async () => null),
      () => {},
      { origin: ORIGIN },
    );
    expect(await pages(request)).toEqual({ status: 200, html: "<html>shell</html>" });
  });

  it("sends the shell, and reports, when rendering fails: the browser still renders the page", async () => {
    const errors: unknown[] = [];
    const pages = sitePages(
      renderer(async () => {
        throw new Error("boom");
      }),
      (error) => errors.push(error),
      { origin: ORIGIN },
    );
    expect(await pages(request)).toEqual({ status: 200, html: "<html>shell</html>" });
    expect(errors).toHaveLength(1);
  });

  it("answers nothing when the site's renderer is not built (index.html is sent)", async () => {
    expect(
      await sitePages(
        async () => null,
        () => {},
        { origin: ORIGIN },
      )(request),
    ).toBeNull();
  });
});

describe("sitePages under a flood", () => {
  it("renders two pages at once, keeps a few in line, and sends the shell past that without keeping it", async () => {
    const releases: Array<() => void> = [];
    let rendering = 0;
    let most = 0;
    const pages = sitePages(
      renderer(async (req) => {
        rendering++;
        most = Math.max(most, rendering);
        await new Promise<void>((resolve) => releases.push(resolve));
        rendering--;
        return { status: 200, html: `<html>${new URL(req.url).pathname}</html>` };
      }),
      () => {},
      { origin: ORIGIN },
    );
    const asks = Array.from({ length: 12 }, (_, i) => pages(new Request(`http://pnyx.test/details/${i}`)));
    // 2 rendering + 8 waiting; the last two get the shell at once.
    expect(await asks[10]).toEqual({ status: 200, html: "<html>shell</html>" });
    expect(await asks[11]).toEqual({ status: 200, html: "<html>shell</html>" });
    while (releases.length > 0 || rendering > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await asks[0])?.html).toBe("<html>/details/0</html>");
    expect((await asks[9])?.html).toBe("<html>/details/9</html>");
    expect(most).toBe(2);
    // The refused page was not kept as the shell: asked again, it is rendered.
    const again = pages(new Request("http://pnyx.test/details/11"));
    await new Promise((resolve) => setTimeout(resolve, 1));
    releases.shift()?.();
    expect((await again)?.html).toBe("<html>/details/11</html>");
  });
});

describe("sitePages and the request's Host", () => {
  /** What the site's head says of a page: its addresses come from the URL it is rendered at. */
  const head = renderer(async (req) => {
    const url = new URL(req.url);
    return { status: 200, html: `<link rel="canonical" href="${url.origin}${url.pathname}"><meta property="og:url" content="${url.href}">` };
  });

  it("renders at the public origin, so a foreign Host first in line changes nothing the next visitor gets", async () => {
    const pages = sitePages(head, () => {}, { origin: ORIGIN });
    const poisoned = await pages(new Request("http://evil.example/details/1?x=1"));
    expect(poisoned?.html).toBe(
      '<link rel="canonical" href="https://pnyx.example/details/1"><meta property="og:url" content="https://pnyx.example/details/1?x=1">',
    );
    // Kept for everyone (the same entry, not one per Host): what an ordinary visitor reads.
    expect(await pages(new Request("https://pnyx.example/details/1?x=1"))).toBe(poisoned);
  });

  it("keeps a path that starts with two slashes a path on the public origin", async () => {
    const pages = sitePages(head, () => {}, { origin: ORIGIN });
    expect((await pages(new Request("http://pnyx.test//evil.example/x")))?.html).toContain('href="https://pnyx.example//evil.example/x"');
  });
});

describe("how late a page shows a write", () => {
  afterEach(() => setSystemTime());

  it("shares one render for PAGE_FRESH_MS, then renders afresh", async () => {
    let renders = 0;
    const pages = sitePages(
      renderer(async () => ({ status: 200, html: `<html>render ${++renders}</html>` })),
      () => {},
      { origin: ORIGIN },
    );
    const start = Date.now();
    setSystemTime(start);
    expect((await pages(request))?.html).toBe("<html>render 1</html>");
    setSystemTime(start + PAGE_FRESH_MS - 1);
    expect((await pages(request))?.html).toBe("<html>render 1</html>");
    setSystemTime(start + PAGE_FRESH_MS);
    expect((await pages(request))?.html).toBe("<html>render 2</html>");
  });

  it("at most PAGE_VISIBLE_WITHIN_MS: a page made from an answer at the end of its bound is kept PAGE_FRESH_MS more", async () => {
    const written = Date.now();
    // The API's answers, as the response cache serves them: the write shows CHANGE_VISIBLE_WITHIN_MS after it.
    const pages = sitePages(
      renderer(async () => ({ status: 200, html: Date.now() < written + CHANGE_VISIBLE_WITHIN_MS ? "before" : "after" })),
      () => {},
      { origin: ORIGIN },
    );
    setSystemTime(written + CHANGE_VISIBLE_WITHIN_MS - 1);
    expect((await pages(request))?.html).toBe("before");
    // Every answer shows the write now; the page made a moment ago does not yet.
    setSystemTime(written + PAGE_VISIBLE_WITHIN_MS - 2);
    expect((await pages(request))?.html).toBe("before");
    setSystemTime(written + PAGE_VISIBLE_WITHIN_MS - 1);
    expect((await pages(request))?.html).toBe("after");
  });
});
