import { describe, expect, it } from "vitest";
import { pageDocument, shellDocument } from "./page-document";
import { SERVER_STATE_ID } from "./server-state";

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="old" />
    <title>Old</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  head: {
    title: `Tom's "best" </title> $&`,
    description: "A <b>day</b>",
    canonical: "https://pnyx.example/x",
    image: null,
    type: "website" as const,
    structuredData: { name: "</script><script>alert(1)</script>" },
  },
  assets: { styles: ["/assets/a.css"], scripts: ["/assets/a.js"] },
  body: "<main>Hello</main>",
  state: { queries: { queries: [], mutations: [] }, router: { loaderData: { note: "</script>" } } },
  htmlClass: "theme_1",
};

describe("pageDocument", () => {
  it("puts the page's head, body and state into the shell, every text escaped", () => {
    const html = pageDocument(template, parts);
    expect(html).toContain('<html lang="en" class="theme_1">');
    expect(html).toContain("<title>Tom&#39;s &quot;best&quot; &lt;/title&gt; $&amp;</title>");
    expect(html).not.toContain("<title>Old</title>");
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;day&lt;/b&gt;" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css" />');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    // Nothing in the data can close its script element (the boot script, JSON-LD, state).
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const state = html.slice(html.indexOf(`id="${SERVER_STATE_ID}">`) + SERVER_STATE_ID.length + 6).split("</script>")[0]!;
    expect(JSON.parse(state)).toEqual(parts.state);
  });

  it("starts the scripts from /boot.js after the first paint, with the page's chunks among the preloads", () => {
    const html = pageDocument(template, parts);
    expect(html).toContain('<script src="/boot.js" async data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/a.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
  });

  it("asks search engines not to index a page whose head says so, and only then", () => {
    expect(pageDocument(template, { ...parts, head: { ...parts.head, noindex: true } })).toContain('<meta name="robots" content="noindex" />');
    expect(pageDocument(template, parts)).not.toContain('name="robots"');
  });

  it("sends no state when the browser must render the page anew", () => {
    expect(pageDocument(template, { ...parts, state: null })).not.toContain(SERVER_STATE_ID);
  });

  it("themes the shell", () => {
    expect(shellDocument(template, "theme_1")).toContain('<html lang="en" class="theme_1">');
  });
});
