import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Elysia } from "elysia";
import { embedAssets } from "./embed-assets";
import { errorHandler } from "../errors";
import { staticSite } from "./static-site";

// Built folders as the build leaves them (house/precompress.ts writes the .br and .gz twins).
const script = `export const answer = ${JSON.stringify("forty-two ".repeat(300))};\n`;
const page = `<!doctype html><title>Pnyx</title>${"<p>news</p>".repeat(200)}`;
let dir: string;
let app: { handle(request: Request): Promise<Response> };

function withTwins(file: string, text: string, twins: Array<"br" | "gz"> = ["br", "gz"]) {
  writeFileSync(file, text);
  if (twins.includes("br")) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (twins.includes("gz")) writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pnyx-precompressed-"));
  const site = join(dir, "site");
  mkdirSync(join(site, "assets"), { recursive: true });
  withTwins(join(site, "index.html"), page);
  withTwins(join(site, "assets", "app-abc123.js"), script);
  withTwins(join(site, "assets", "only-gzip-abc123.css"), `body{color:red}${".a{margin:0}".repeat(200)}`, ["gz"]);
  writeFileSync(join(site, "assets", "tiny-abc123.js"), "console.log(1)");
  // A twin left from an earlier build: older than the file it stood for.
  withTwins(join(site, "assets", "stale-abc123.js"), "old", ["br"]);
  writeFileSync(join(site, "assets", "stale-abc123.js"), script);
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(site, "assets", "stale-abc123.js.br"), earlier, earlier);
  const embeds = join(dir, "embeds");
  mkdirSync(join(embeds, "embed", "chunks"), { recursive: true });
  withTwins(join(embeds, "embed.js"), script);
  withTwins(join(embeds, "embed", "chunks", "thread-abc123.js"), script);
  app = new Elysia().use(errorHandler).use(embedAssets(embeds)).use(staticSite(site));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("built files by Accept-Encoding", () => {
  it("sends the brotli twin when brotli is accepted, with the original's type and caching", async () => {
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(script);
  });

  it("falls back to the gzip twin, or to gzip where there is no brotli twin", async () => {
    const gzipOnly = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzipOnly)).toString()).toBe(script);
    const noBrotliTwin = await get("/assets/only-gzip-abc123.css", { "accept-encoding": "br, gzip" });
    expect(noBrotliTwin.headers.get("content-encoding")).toBe("gzip");
    expect(noBrotliTwin.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("sends the file itself when no coding is accepted, or brotli and gzip are refused with q=0", async () => {
    for (const accept of [undefined, "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"]) {
      const res = await get("/assets/app-abc123.js", accept === undefined ? {} : { "accept-encoding": accept });
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.text()).toBe(script);
    }
    const gzipRefused = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(gzipRefused.headers.get("content-encoding")).toBe("gzip");
  });

  it("negotiates index.html for the client's routes too, keeping its headers", async () => {
    const res = await get("/details/abc", { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page);
  });

  it("answers a range request from the file itself, so offsets keep their meaning", async () => {
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "br, gzip", range: "bytes=0-9" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-range")).toBe(`bytes 0-9/${script.length}`);
    expect(await res.text()).toBe(script.slice(0, 10));
  });

  it("sends small files as they are, without Vary, and ignores a twin older than its file", async () => {
    const tiny = await get("/assets/tiny-abc123.js", { "accept-encoding": "br" });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(tiny.headers.get("vary")).toBeNull();
    const stale = await get("/assets/stale-abc123.js", { "accept-encoding": "br" });
    expect(stale.headers.get("content-encoding")).toBeNull();
    expect(await stale.text()).toBe(script);
  });

  it("serves the embeds the same way, with their CORS and cache headers", async () => {
    const loader = await get("/embed.js", { "accept-encoding": "br" });
    expect(loader.headers.get("content-encoding")).toBe("br");
    expect(loader.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(loader.headers.get("access-control-allow-origin")).toBe("*");
    expect(loader.headers.get("cache-control")).toBe("public, max-age=300");
    expect(brotliDecompressSync(await bytes(loader)).toString()).toBe(script);
    const chunk = await get("/embed/chunks/thread-abc123.js", { "accept-encoding": "gzip" });
    expect(chunk.headers.get("content-encoding")).toBe("gzip");
    expect(chunk.headers.get("cache-control")).toContain("immutable");
    expect(gunzipSync(await bytes(chunk)).toString()).toBe(script);
  });

  it("does not serve a twin for a file that does not exist", async () => {
    expect((await get("/assets/missing.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await get("/embed/chunks/missing.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
