// The examples' checks, so they cannot rot: the test command's "examples" stage, after "build" (each
// uses the BUILT packages, as a user of them would). One after another, each step's time printed.
//
//   bun house/examples.ts
//
// 1. examples/node-script runs in Node against a real server and exits by itself (server/src/examples.test.ts);
// 2. examples/node-types: a Node-only project (no DOM types, skipLibCheck off) compiles against the SDK's declarations;
// 3. examples/react-app type-checks and builds with Vite (into a temporary folder, removed after);
// 4. the packages' READMEs: each ```ts block type-checks as a Node module, each ```tsx block as a React page.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const bin = (name: string) => join(repo, "node_modules/.bin", name);
const out = mkdtempSync(join(tmpdir(), "pnyx-react-app-"));

/**
 * Writes the README blocks of `lang` as modules of their own beside `project` (inside its node_modules, so
 * they resolve its packages; nothing lands in the work tree) with a tsconfig extending the project's;
 * answers that tsconfig. A block that uses `client` without making one gets it declared.
 */
function snippets(lang: "ts" | "tsx", project: string, readmes: string[]): string {
  const dir = join(repo, project, "node_modules/.readme-snippets");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const readme of readmes) {
    const text = readFileSync(join(repo, readme), "utf8");
    let n = 0;
    for (const [, code] of text.matchAll(new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```", "gm"))) {
      const prelude =
        /\bclient\b/.test(code!) && !/\bconst client\b/.test(code!) ? 'import type { PnyxClient } from "@pnyx/sdk";\ndeclare const client: PnyxClient;\n' : "";
      const name = `${readme.replaceAll("/", "_")}_${++n}.${lang === "ts" ? "mts" : "tsx"}`;
      writeFileSync(join(dir, name), `${prelude}${code}\nexport {};\n`);
      files.push(name);
    }
  }
  const config = { extends: "../../tsconfig.json", compilerOptions: { skipLibCheck: true, noUnusedLocals: false }, include: [], files };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
  return join(dir, "tsconfig.json");
}

const steps: [string, string[]][] = [
  ["node-script (server/src/examples.test.ts)", ["bun", "--conditions=@pnyx/source", "test", "--timeout", "30000", "./server/src/examples.test.ts"]],
  ["node-types (tsc)", [bin("tsc"), "-p", "examples/node-types"]],
  ["react-app (tsc)", [bin("tsc"), "-p", "examples/react-app"]],
  ["react-app (vite build)", [bin("vite"), "build", "examples/react-app", "--outDir", out, "--emptyOutDir", "--logLevel", "warn"]],
  ["README ts blocks (tsc)", [bin("tsc"), "-p", snippets("ts", "examples/node-types", ["packages/sdk/README.md", "packages/contract/README.md"])]],
  ["README tsx blocks (tsc)", [bin("tsc"), "-p", snippets("tsx", "examples/react-app", ["packages/react/README.md"])]],
];

let failed = 0;
try {
  for (const [name, [command, ...args]] of steps) {
    const started = performance.now();
    const run = spawnSync(command!, args, { cwd: repo, stdio: "inherit" });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const code = run.status ?? 1;
    process.stdout.write(`-- ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s\n`);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exitCode = failed;
