import type { SiteRendererModule } from "@pnyx/contract/site-renderer";
import { describe, expect, it } from "vitest";
import * as entry from "./entry-server";
import { fakeFetch } from "./test/fakeApi";

// The module exactly as the server loads it (server/src/platform/site/site-renderer.ts): renaming the
// export or changing its shape fails this typecheck.
const asLoaded: SiteRendererModule = entry;

// No page is rendered whole here: in this project's one module graph (isolate: false), a server
// render leaves React's router context behind for the files after it. The built renderer is run by
// the server: e2e/server-rendering.e2e.ts.
const ORIGIN = "https://pnyx.example";
const TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Pnyx</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
const renderer = () => asLoaded.createSiteRenderer({ fetch: fakeFetch([]), origin: ORIGIN, template: TEMPLATE, manifest: {} });

describe("the site's server entry", () => {
  it("gives the server the shell: the template with the theme on <html>", () => {
    expect(renderer().shell).toMatch(/^<!doctype html>\n<html lang="en" class="[^"]+">/);
  });

  it("leaves a page only the browser renders to the browser (null: the server sends the shell)", async () => {
    expect(await renderer().render(new Request(`${ORIGIN}/login`))).toBeNull();
    expect(await renderer().render(new Request(`${ORIGIN}/admin/reports`))).toBeNull();
  });
});
