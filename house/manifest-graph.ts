/** One chunk of a Vite build, as its manifest (.vite/manifest.json) lists it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunks the given manifest keys bring, themselves included, each once: key → file. Static
 * imports always; dynamic ones too when `dynamic` is set (a widget that opens them at once).
 */
export function chunkGraph(manifest: BuildManifest, keys: readonly string[], { dynamic = false } = {}): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}
