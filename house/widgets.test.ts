import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import embedWidgets from "../packages/embed/vite.config";
import embedLoader from "../packages/embed/vite.loader.config";

// The React package's two folder rules (docs/architecture.md, "Widgets and theme"), checked:
// every widget the package exports has a sibling <Widget>.test.tsx, and nothing under
// components/internal/ is exported. The embed's rule is the same: every file its build ships as an
// entry (the widget chunks and the loader) has a sibling test. Each check is also run on a planted
// input that breaks it.
const SRC = resolve(import.meta.dirname, "../packages/react/src");
const INDEX = readFileSync(resolve(SRC, "index.ts"), "utf8");

/** The modules index.ts exports from, relative to src/ ("components/vote-buttons/VoteButtons"). */
function exportedModules(index: string): string[] {
  return [...new Set([...index.matchAll(/from "\.\/([^"]+)"/g)].map((m) => m[1]!))];
}

/** A module is a widget when it is a component file under components/ (PascalCase, .tsx). */
const isWidget = (module: string) => /^components\/(?!internal\/).*\/[A-Z][A-Za-z]*$/.test(module) && existsSync(resolve(SRC, `${module}.tsx`));

/** Exported widgets without a sibling test. */
function untestedWidgets(index: string, exists = (path: string) => existsSync(resolve(SRC, path))): string[] {
  return exportedModules(index).filter((m) => isWidget(m) && !exists(`${m}.test.tsx`));
}

/** Exports of internal parts. */
const exportedInternals = (index: string) => exportedModules(index).filter((m) => m.startsWith("components/internal/"));

describe("@pnyx/react's widget rules", () => {
  it("every exported widget has a sibling <Widget>.test.tsx", () => {
    expect(exportedModules(INDEX).filter(isWidget).length).toBeGreaterThan(50);
    expect(untestedWidgets(INDEX)).toEqual([]);
  });

  it("nothing under components/internal/ is exported", () => {
    expect(exportedInternals(INDEX)).toEqual([]);
  });

  it("fail on a planted index that breaks them", () => {
    const planted = `${INDEX}\nexport { ListStatus } from "./components/internal/ListStatus";\n`;
    expect(exportedInternals(planted)).toEqual(["components/internal/ListStatus"]);
    // VoteButtons exists; pretend its test does not.
    expect(untestedWidgets(INDEX, (path) => path !== "components/vote-buttons/VoteButtons.test.tsx" && existsSync(resolve(SRC, path)))).toEqual([
      "components/vote-buttons/VoteButtons",
    ]);
  });
});

const EMBED_SRC = resolve(import.meta.dirname, "../packages/embed/src");

/** The files a build config ships as entries, relative to the embed's src/ ("widgets/opinions.tsx"). */
function entriesOf(config: UserConfig): string[] {
  const entry = config.build?.lib ? config.build.lib.entry : undefined;
  if (!entry) return [];
  const paths = typeof entry === "string" ? [entry] : Array.isArray(entry) ? entry : Object.values(entry);
  return paths.map((path) => relative(EMBED_SRC, path));
}

/** What the embed ships: the widget chunks (vite.config.ts) and the loader, embed.js (vite.loader.config.ts). */
const EMBED_ENTRIES = [...entriesOf(embedWidgets), ...entriesOf(embedLoader)];

/**
 * Entries without a sibling test: `count/count.ts` needs `count/count.test.ts` or `.test.tsx`. The
 * loader is no exception: `loader/embed.test.ts` runs embed.js itself (define.test.ts tests the logic it runs).
 */
function untestedEntries(entries: string[], exists = (path: string) => existsSync(resolve(EMBED_SRC, path))): string[] {
  return entries.filter((entry) => {
    const stem = entry.replace(/\.tsx?$/, "");
    return !exists(`${stem}.test.ts`) && !exists(`${stem}.test.tsx`);
  });
}

describe("the embed's entry rule", () => {
  it("reads every entry the embed's builds ship, each a file of its src/", () => {
    expect(EMBED_ENTRIES).toEqual(expect.arrayContaining(["widgets/opinions.tsx", "widgets/chat.tsx", "windows/signin.tsx", "loader/embed.ts"]));
    expect(EMBED_ENTRIES.length).toBeGreaterThanOrEqual(7);
    expect(EMBED_ENTRIES.filter((entry) => entry.startsWith("..") || !existsSync(resolve(EMBED_SRC, entry)))).toEqual([]);
  });

  it("every entry has a sibling <entry>.test.ts(x)", () => {
    expect(untestedEntries(EMBED_ENTRIES)).toEqual([]);
  });

  it("fails on a planted entry without a test, and on a test taken away", () => {
    // A new chunk added to the build with no test beside it.
    const planted = entriesOf({ build: { lib: { entry: resolve(EMBED_SRC, "widgets/poll.tsx") } } });
    expect(untestedEntries([...EMBED_ENTRIES, ...planted])).toEqual(["widgets/poll.tsx"]);
    // opinions.tsx's test exists; pretend it does not.
    expect(untestedEntries(EMBED_ENTRIES, (path) => path !== "widgets/opinions.test.tsx" && existsSync(resolve(EMBED_SRC, path)))).toEqual([
      "widgets/opinions.tsx",
    ]);
  });
});
