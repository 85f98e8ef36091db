import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

// The house rules of docs/architecture.md are checked, not just written down: the import rules by
// dependency-cruiser (.dependency-cruiser.cjs), the no-fetch rule and the format by Biome (biome.json).
// Each check is proven to bite by planting a violation and expecting the check to fail on it.
const root = resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const config = require(resolve(root, ".dependency-cruiser.cjs")) as { forbidden: unknown[]; options: Record<string, unknown> };
const SOURCES = [
  "packages/contract/src",
  "packages/sdk/src",
  "packages/react/src",
  "packages/embed/src",
  "packages/embedded-mongo/src",
  "server/src",
  "sites/web/src",
];

async function violations(paths: string[]): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } } as never);
    const output = result.output as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(previous);
  }
}

/** Writes files for the length of one check, then removes them whatever happens. */
async function planted<T>(files: Record<string, string>, check: () => Promise<T> | T): Promise<T> {
  try {
    for (const [path, text] of Object.entries(files)) writeFileSync(resolve(root, path), text);
    return await check();
  } finally {
    for (const path of Object.keys(files)) rmSync(resolve(root, path), { force: true });
  }
}

const biome = (...args: string[]) => biomeRun(...args).status;

function biomeRun(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(resolve(root, "node_modules/.bin/biome"), args, { cwd: root, stdio: "pipe" });
    return { status: 0, output: String(output) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: Buffer; stderr?: Buffer };
    return { status: failed.status ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** One planted file per lint rule the house turns on (biome.json), each breaking only that rule. */
const LINT_PLANTS: Record<string, string> = {
  noUnusedImports: 'import { join } from "node:path";\nexport const x = 1;\n',
  noUnusedVariables: "export function f() {\n  const unused = 1;\n  return 2;\n}\n",
  noUnusedFunctionParameters: "export function f(unused: number) {\n  return 2;\n}\n",
  noUnusedPrivateClassMembers: "export class C {\n  private unused = 1;\n}\n",
  noUnreachable: "export function f() {\n  return 1;\n  console.log(2);\n}\n",
  noConstantCondition: "export function f() {\n  if (true) return 1;\n  return 2;\n}\n",
  noDoubleEquals: "export const f = (a: unknown, b: unknown) => a == b;\n",
  noDebugger: "export function f() {\n  debugger;\n}\n",
  noDuplicateObjectKeys: "export const o = { a: 1, a: 2 };\n",
  noSelfCompare: "export const f = (a: number) => a === a;\n",
  noFallthroughSwitchClause:
    "export function f(a: number) {\n  let b = 0;\n  switch (a) {\n    case 1:\n      b = 1;\n    case 2:\n      b = 2;\n      break;\n  }\n  return b;\n}\n",
  useHookAtTopLevel: 'import { useState } from "react";\nexport function f(a: boolean) {\n  if (a) useState(0);\n}\n',
};

describe("import boundaries", () => {
  it("hold in the sources as they are", async () => {
    expect(await violations(SOURCES)).toEqual([]);
  }, 60_000);

  it("fail on a planted violation of each rule", async () => {
    const found = await planted(
      {
        "packages/contract/src/__planted-contract.ts": 'import { createPnyxClient } from "@pnyx/sdk";\nexport const p = createPnyxClient;\n',
        "packages/sdk/src/__planted-sdk.ts": 'import { useQuery } from "@tanstack/react-query";\nexport const p = useQuery;\n',
        "packages/react/src/__planted-react.ts": 'import { io } from "socket.io-client";\nexport const p = io;\n',
        "sites/web/src/__planted-site.ts": 'import { ofetch } from "ofetch";\nexport const p = ofetch;\n',
        "server/src/__planted-server.ts": 'import { PnyxProvider } from "@pnyx/react";\nexport const p = PnyxProvider;\n',
        "packages/embedded-mongo/src/__planted-engine.ts": 'import { POINTS } from "@pnyx/contract";\nexport const p = POINTS;\n',
        "server/src/modules/__planted-seed-reader.ts": 'import { SEED_ARTICLES } from "../seed/news/articles";\nexport const p = SEED_ARTICLES;\n',
        "server/src/__planted-cycle-a.ts": 'import { b } from "./__planted-cycle-b";\nexport const a = () => b;\n',
        "server/src/__planted-cycle-b.ts": 'import { a } from "./__planted-cycle-a";\nexport const b = () => a;\n',
        "packages/embed/src/__planted-embed.ts": 'import { PnyxProvider } from "@pnyx/react";\nexport const p = PnyxProvider;\n',
      },
      () => violations(SOURCES),
    );
    const rules = new Set(found.map((line) => line.split(":")[0]));
    expect([...rules].sort()).toEqual([
      "contract-imports-nothing-of-ours",
      "domain-never-imports-seed",
      "embed-imports-contract-sdk-and-preact-only",
      "engine-imports-nothing-of-ours",
      "no-module-cycles",
      "sdk-is-framework-neutral",
      "server-never-imports-clients",
      "site-never-touches-transport-or-server",
      "widgets-never-touch-transport-or-database",
    ]);
  }, 60_000);
});

describe("the embed's and the engine's boundaries", () => {
  it("hold the embed to the contract, the SDK and preact, and the engine free of cycles, type imports included", async () => {
    const found = await planted(
      {
        "packages/embed/src/__planted-widget.ts": 'import { PnyxProvider } from "../../react/src/provider";\nexport const p = PnyxProvider;\n',
        "packages/embed/src/__planted-server.ts": 'import { noRoute } from "../../../server/src/platform/errors";\nexport const p = noRoute;\n',
        "packages/embed/src/__planted-transport.ts": 'import { io } from "socket.io-client";\nexport const p = io;\n',
        "packages/embed/src/__planted-allowed.ts":
          'import { ERROR_CODES } from "@pnyx/contract";\nimport { createPnyxClient } from "@pnyx/sdk";\nexport const p = [ERROR_CODES, createPnyxClient];\n',
        "packages/embedded-mongo/src/__planted-cycle-a.ts": 'import type { B } from "./__planted-cycle-b.js";\nexport interface A {\n  b?: B;\n}\n',
        "packages/embedded-mongo/src/__planted-cycle-b.ts": 'import type { A } from "./__planted-cycle-a.js";\nexport interface B {\n  a?: A;\n}\n',
      },
      () => violations(["packages/embed/src", "packages/embedded-mongo/src"]),
    );
    const from = (file: string) => found.filter((line) => line.includes(`: ${file} →`)).map((line) => line.split(":")[0]);
    expect(from("packages/embed/src/__planted-widget.ts")).toEqual(["embed-imports-contract-sdk-and-preact-only"]);
    expect(from("packages/embed/src/__planted-server.ts")).toEqual(["embed-imports-contract-sdk-and-preact-only"]);
    expect(from("packages/embed/src/__planted-transport.ts")).toEqual(["embed-imports-contract-sdk-and-preact-only"]);
    expect(from("packages/embed/src/__planted-allowed.ts")).toEqual([]);
    // A cycle is told once, from whichever of its files is met first.
    expect([...from("packages/embedded-mongo/src/__planted-cycle-a.ts"), ...from("packages/embedded-mongo/src/__planted-cycle-b.ts")]).toEqual([
      "no-module-cycles",
    ]);
    expect(found).toHaveLength(4);
  }, 60_000);
});

/** Files under server/src/modules that look like content rather than domain code: named seed*, or long. */
function contentInModules(dir = resolve(root, "server/src/modules")): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /(^|\/)[^/]*seed[^/]*$/i.test(file) || readFileSync(resolve(dir, file), "utf8").split("\n").length > DOMAIN_FILE_MAX_LINES);
}
/** A domain file longer than this is prose or data that belongs in server/src/seed (votes/vote-batch.ts, the longest, is ~310). */
const DOMAIN_FILE_MAX_LINES = 800;

describe("server/src/modules holds domain code only", () => {
  it("has no seed files and no file longer than a domain file", () => {
    expect(contentInModules()).toEqual([]);
  });

  it("fails on a planted seed file and a planted wall of prose", async () => {
    const prose = `export const PROSE = [\n${'  "A long paragraph of seed prose.",\n'.repeat(DOMAIN_FILE_MAX_LINES)}];\n`;
    const found = await planted(
      { "server/src/modules/news/__planted-seed-data.ts": "export const S = [];\n", "server/src/modules/news/__planted-prose.ts": prose },
      () => contentInModules(),
    );
    expect(found.sort()).toEqual(["news/__planted-prose.ts", "news/__planted-seed-data.ts"]);
  });
});

describe("Biome", () => {
  it("refuses fetch in the site and in widgets, and allows it elsewhere", async () => {
    const code = 'export const load = () => fetch("/api/health");\n';
    await planted({ "sites/web/src/__planted-fetch.ts": code, "packages/react/src/__planted-fetch.ts": code }, () => {
      expect(biome("lint", "sites/web/src/__planted-fetch.ts")).not.toBe(0);
      expect(biome("lint", "packages/react/src/__planted-fetch.ts")).not.toBe(0);
    });
    await planted({ "packages/sdk/src/__planted-fetch.ts": code }, () => expect(biome("lint", "packages/sdk/src/__planted-fetch.ts")).toBe(0));
  }, 60_000);

  it.each(Object.entries(LINT_PLANTS))(
    "refuses a planted violation of %s",
    async (rule, code) => {
      const path = `packages/contract/src/__planted-${rule}.ts`;
      await planted({ [path]: code }, () => {
        const { status, output } = biomeRun("lint", path);
        expect(status).not.toBe(0);
        expect(output).toContain(`/${rule}`);
      });
    },
    60_000,
  );

  it("refuses a focused test", async () => {
    const path = "packages/contract/src/__planted-focused.test.ts";
    await planted({ [path]: 'import { it } from "vitest";\nit.only("x", () => {});\n' }, () => {
      expect(biomeRun("lint", path).output).toContain("/noFocusedTests");
    });
  }, 60_000);

  it("refuses a badly formatted file", async () => {
    await planted({ "packages/contract/src/__planted-format.ts": "export const   x={a:1}\n" }, () => {
      expect(biome("format", "packages/contract/src/__planted-format.ts")).not.toBe(0);
    });
  }, 60_000);
});
