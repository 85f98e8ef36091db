// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every compressible file of
// a built folder, for the server to send by Accept-Encoding (server/src/platform/site/precompressed-file.ts):
// the best compression once at build time instead of a cheaper one on every request.
// Run after a build: bun ../../house/precompress.ts dist   (the build scripts of the site and the embeds)
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text formats the build writes; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".map", ".txt", ".xml", ".webmanifest"]);
/** Smaller files gain a few hundred bytes at most: a request's headers weigh as much. */
export const MIN_BYTES = 1024;
const TWINS = [".br", ".gz"] as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  /** Files that got twins. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * The compressible files under dir, dot-folders (Vite's .vite manifest) left out. Twins whose file
 * is gone (a folder the build does not empty) are removed on the way.
 */
async function compressibleFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    const suffix = TWINS.find((twin) => entry.name.endsWith(twin));
    const twinOf = suffix ? entry.name.slice(0, -suffix.length) : undefined;
    if (entry.isDirectory()) found.push(...(await compressibleFiles(path)));
    else if (twinOf && COMPRESSIBLE_EXTENSIONS.has(extname(twinOf))) {
      if (!names.has(twinOf)) await rm(path, { force: true });
    } else if (entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name))) found.push(path);
  }
  return found;
}

/**
 * Writes the twins of one file; a twin that would not be smaller is not written. Twins of an
 * earlier build are removed first, so none outlives the file it was made from.
 */
async function precompressFile(path: string): Promise<{ bytes: number; br?: number; gz?: number }> {
  await Promise.all(TWINS.map((suffix) => rm(path + suffix, { force: true })));
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return { bytes: source.length };
  const [br, gz] = await Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: { bytes: number; br?: number; gz?: number } = { bytes: source.length };
  if (br.length < source.length) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gz.length < source.length) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/** Precompresses every compressible file under dir, a few at a time (one per core). */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const files = await compressibleFiles(dir);
  const total: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const one = await precompressFile(file);
      if (one.br === undefined && one.gz === undefined) continue;
      total.files++;
      total.bytes += one.bytes;
      total.brotliBytes += one.br ?? one.bytes;
      total.gzipBytes += one.gz ?? one.bytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return total;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir || !(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error("usage: bun house/precompress.ts <built folder>");
    process.exit(1);
  }
  const started = performance.now();
  const result = await precompress(dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`precompressed ${result.files} files in ${dir}: ${kB(result.bytes)} → br ${kB(result.brotliBytes)}, gzip ${kB(result.gzipBytes)} (${seconds} s)`);
}
