import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The React package's two folder rules (docs/architecture.md, "Widgets and theme"), checked:
// every widget the package exports has a sibling <Widget>.test.tsx, and nothing under
// components/internal/ is exported. Each check is also run on a planted index that breaks it.
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
