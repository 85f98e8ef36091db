import { statSync } from "node:fs";
import type { BunFile } from "bun";
import { chooseCoding, type ContentCoding, VARY_ENCODING, withVary } from "../content-encoding";

/** The file names of each coding's twin, written by the build (house/precompress.ts). */
const SUFFIXES: ReadonlyArray<readonly [ContentCoding, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

interface ResponseSet {
  headers: Record<string, string | number>;
}

/**
 * A built file as the request accepts it: its brotli or gzip twin (written at build time) when
 * Accept-Encoding allows one, else the file itself, with the original's content type either way.
 * A range request always gets the file itself, so byte offsets mean what they meant before.
 * A twin older than the file does not count: a build that rewrote the file without precompressing
 * never serves the old bytes.
 */
export function sendBuiltFile(file: string, request: Request, set: ResponseSet, contentType?: string): BunFile {
  const original = Bun.file(file);
  set.headers["content-type"] = contentType ?? original.type;
  const twins = freshTwins(file);
  if (twins.size === 0) return original;
  set.headers.vary = withVary(set.headers.vary, VARY_ENCODING);
  if (request.headers.has("range")) return original;
  const coding = chooseCoding(request.headers.get("accept-encoding"), [...twins.keys()]);
  if (!coding) return original;
  set.headers["content-encoding"] = coding;
  return Bun.file(twins.get(coding)!);
}

/**
 * Copies made without keeping times (`cp -r`) may write a twin a moment before its file: a twin
 * counts unless it is older by more than this. A stale twin predates its file by a whole build.
 */
const COPY_SLACK_MS = 2000;

/** The file's twins that exist and are not older than it, in the server's order of preference. */
function freshTwins(file: string): Map<ContentCoding, string> {
  const twins = new Map<ContentCoding, string>();
  const built = statSync(file, { throwIfNoEntry: false });
  if (!built) return twins;
  for (const [coding, suffix] of SUFFIXES) {
    const twin = statSync(file + suffix, { throwIfNoEntry: false });
    if (twin?.isFile() && twin.mtimeMs >= built.mtimeMs - COPY_SLACK_MS) twins.set(coding, file + suffix);
  }
  return twins;
}
