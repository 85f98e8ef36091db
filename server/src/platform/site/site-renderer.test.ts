import { afterAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lazySiteRenderer } from "./site-renderer";

const ORIGIN = "https://pnyx.example";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A built site in a temp folder: its shell, its manifest and a server entry with `entrySource`. */
function builtSite(entrySource: string | null): { siteDir: string; entry: string } {
  const siteDir = mkdtempSync(join(tmpdir(), "pnyx-renderer-"));
  folders.push(siteDir);
  mkdirSync(join(siteDir, ".vite"));
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Pnyx</title>");
  writeFileSync(join(siteDir, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "assets/index-1.js", isEntry: true } }));
  const entry = join(siteDir, "entry-server.mjs");
  if (entrySource !== null) writeFileSync(entry, entrySource);
  return { siteDir, entry };
}

/** An entry that shows what the server handed it, and asks the API once per page. */
const ECHO_ENTRY = `export function createSiteRenderer({ fetch, origin, template, manifest }) {
  return {
    shell: template,
    async render(request) {
      const answer = await fetch(origin + "/api/echo?path=" + new URL(request.url).pathname);
      return { status: 200, html: JSON.stringify({ origin, entry: manifest["index.html"].file, api: await answer.text() }) };
    },
  };
}
`;

describe("lazySiteRenderer", () => {
  it("hands the built entry the template, the manifest, the origin and a fetch answered in process", async () => {
    const asked: string[] = [];
    const { siteDir, entry } = builtSite(ECHO_ENTRY);
    const renderer = await lazySiteRenderer({
      entry,
      siteDir,
      origin: ORIGIN,
      handle: async (request) => {
        asked.push(request.url);
        return new Response("answered");
      },
    })();
    expect(renderer?.shell).toBe("<!doctype html><title>Pnyx</title>");
    const page = await renderer?.render(new Request(`${ORIGIN}/category/World`));
    expect(page).toEqual({ status: 200, html: JSON.stringify({ origin: ORIGIN, entry: "assets/index-1.js", api: "answered" }) });
    expect(asked).toEqual([`${ORIGIN}/api/echo?path=/category/World`]);
  });

  it("loads the entry once, whoever asks", async () => {
    const { siteDir, entry } = builtSite(ECHO_ENTRY);
    const load = lazySiteRenderer({ entry, siteDir, origin: ORIGIN, handle: async () => new Response("") });
    expect(await load()).toBe(await load());
  });

  it("is null when the server entry is not built (the browser renders every page)", async () => {
    const { siteDir, entry } = builtSite(null);
    expect(await lazySiteRenderer({ entry, siteDir, origin: ORIGIN, handle: async () => new Response("") })()).toBeNull();
  });

  it("says so when a stale build lacks the seam's export, rather than failing on a call", async () => {
    const { siteDir, entry } = builtSite("export function makeRenderer() {}\n");
    await expect(lazySiteRenderer({ entry, siteDir, origin: ORIGIN, handle: async () => new Response("") })()).rejects.toThrow(
      "exports no createSiteRenderer: rebuild the site",
    );
  });
});
