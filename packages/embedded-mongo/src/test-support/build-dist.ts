// Vitest global setup: the crash test runs the engine in a plain Node child process, which
// cannot load TypeScript, so make sure dist/ is built from the current sources first.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export default function setup(): void {
  const built = path.join(root, "dist", "index.js");
  const fresh = fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestSource(path.join(root, "src"));
  if (fresh) return;
  const require = createRequire(import.meta.url);
  const tsupBin = path.join(path.dirname(require.resolve("tsup/package.json")), "dist", "cli-default.js");
  execFileSync(process.execPath, [tsupBin], { cwd: root, stdio: "ignore" });
}
