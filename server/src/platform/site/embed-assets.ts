import { existsSync } from "node:fs";
import { extname, normalize, sep } from "node:path";
import { Elysia } from "elysia";
import { notFound } from "../errors";
import { sendBuiltFile } from "./precompressed-file";
import { resolveInside } from "./static-site";

/** How long a page may reuse the loader and the widgets' entry files (their names never change). */
const ENTRY_MAX_AGE_SECONDS = 300;
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/**
 * Serves the publisher embeds to any page: /embed.js (the loader a publisher adds) and /embed/… (the
 * widget chunks it imports and their stylesheet). They are public code, fetched cross-origin as
 * module scripts, so every origin may read them (CORS `*`, no credentials). Chunks carry a hash in
 * their names and are cached for a year; the fixed names for five minutes. Sent precompressed when
 * the request accepts it (precompressed-file.ts).
 */
export const embedAssets = (embedDir: string) => {
  const root = normalize(embedDir + sep);
  const serve = (path: string, request: Request, set: { headers: Record<string, string | number> }) => {
    const file = resolveInside(root, path);
    const type = file ? TYPES[extname(file)] : undefined;
    if (!file || !type) throw notFound(existsSync(root) ? `No file ${path}` : "The embeds are not built: run `bun run build`");
    set.headers["access-control-allow-origin"] = "*";
    set.headers["cross-origin-resource-policy"] = "cross-origin";
    set.headers["x-content-type-options"] = "nosniff";
    set.headers["cache-control"] = path.startsWith("/embed/chunks/") ? "public, max-age=31536000, immutable" : `public, max-age=${ENTRY_MAX_AGE_SECONDS}`;
    return sendBuiltFile(file, request, set, type);
  };
  return new Elysia({ name: "pnyx/embed-assets" })
    .get("/embed.js", ({ request, set }) => serve("/embed.js", request, set))
    .get("/embed.js.map", ({ request, set }) => serve("/embed.js.map", request, set))
    .get("/embed/*", ({ path, request, set }) => serve(path, request, set));
};
