import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "./precompress";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pnyx-precompress-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (kind: string) => `/* ${kind} */ ${"export const value = 'the same words again';\n".repeat(100)}`;

describe("precompress", () => {
  it("writes brotli and gzip twins of every compressible file above the threshold, in subfolders too", async () => {
    mkdirSync(join(dir, "assets"));
    const files = {
      "index.html": text("html"),
      "assets/app-1.js": text("js"),
      "assets/app-1.css": text("css"),
      "assets/app-1.js.map": text("map"),
      "site.webmanifest": text("manifest"),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const result = await precompress(dir);
    expect(result.files).toBe(5);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 5);
    for (const [name, content] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(content);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(content);
    }
  });

  it("leaves small files, pictures and Vite's manifest folder alone", async () => {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite", "manifest.json"), text("manifest"));
    writeFileSync(join(dir, "small.js"), "x".repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, "photo.webp"), text("not really a picture"));
    expect((await precompress(dir)).files).toBe(0);
    for (const name of [".vite/manifest.json", "small.js", "photo.webp"]) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it("replaces the twins of an earlier build and removes those whose file is gone", async () => {
    writeFileSync(join(dir, "embed.js"), text("old"));
    await precompress(dir);
    writeFileSync(join(dir, "embed.js"), text("new"));
    writeFileSync(join(dir, "gone.js.br"), "stale");
    writeFileSync(join(dir, "gone.js.gz"), "stale");
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, "embed.js.br"))).toString()).toBe(text("new"));
    expect(existsSync(join(dir, "gone.js.br"))).toBe(false);
    expect(existsSync(join(dir, "gone.js.gz"))).toBe(false);
    // A file that shrank below the threshold loses its twins.
    writeFileSync(join(dir, "embed.js"), "tiny");
    await precompress(dir);
    expect(existsSync(join(dir, "embed.js.br"))).toBe(false);
  });
});
