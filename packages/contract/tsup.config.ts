import { readdirSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

const shared: Options = { sourcemap: true, target: "es2022" };
const entries = { index: "src/index.ts", testing: "src/testing/index.ts", "site-renderer": "src/site-renderer.ts" };
/** Every source module by its output name; src/testing/index.ts is dist/testing.js, as package.json exports it. */
const modules = Object.fromEntries(
  readdirSync("src", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => [file === "testing/index.ts" ? "testing" : file.replace(/\.ts$/, ""), `src/${file}`]),
);

export default defineConfig([
  {
    ...shared,
    // ESM keeps one file per source module (shared code in chunks): an app's bundler can leave out
    // what it does not use, and a browser evaluates the schemas module by module rather than in one
    // long step (the site's build lets the page in between modules).
    entry: modules,
    format: ["esm"],
    splitting: true,
    clean: true,
    dts: { entry: entries },
  },
  { ...shared, entry: entries, format: ["cjs"], dts: { entry: entries } },
]);
