import type { SiteBuildManifest as BuildManifest } from "@pnyx/contract/site-renderer";

/** The files a server-rendered page links beyond the shell's: its styles and the scripts it will run. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/**
 * The styles and chunks of the page modules a route shows, with everything they import, less what
 * the entry already loads. Linked in the HTML, the page is styled at first paint (no shift when its
 * module arrives) and its scripts download in parallel instead of one after another.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[]): PageAssets {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, entryFiles);
  const pageFiles = new Set<string>();
  for (const module of modules) collect(manifest, module, pageFiles);
  const shellStyles = entryStyles(manifest, entryFiles);
  const styles: string[] = [];
  const scripts: string[] = [];
  for (const key of pageFiles) {
    const chunk = manifest[key]!;
    if (!entryFiles.has(key)) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!shellStyles.has(css)) styles.push(`/${css}`);
  }
  return { styles: [...new Set(styles)], scripts };
}

function collect(manifest: BuildManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const next of manifest[key].imports ?? []) collect(manifest, next, into);
}

function entryStyles(manifest: BuildManifest, entryFiles: Set<string>): Set<string> {
  const styles = new Set<string>();
  for (const key of entryFiles) for (const css of manifest[key]?.css ?? []) styles.add(css);
  return styles;
}
