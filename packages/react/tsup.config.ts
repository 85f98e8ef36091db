import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig, type Options } from "tsup";

const shared: Options = {
  target: "es2022",
  sourcemap: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
  // vanilla-extract compiles *.css.ts at build time into dist/index.css (exported as ./styles.css).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
};

export default defineConfig([
  {
    ...shared,
    // ESM keeps one file per source module (shared code in chunks), so an app's bundler can put each
    // widget in the route that shows it instead of the whole package in its first load.
    entry: ["src/**/*.{ts,tsx}", "!src/**/*.{test,stories}.{ts,tsx}", "!src/**/*.css.ts", "!src/test/**"],
    format: ["esm"],
    splitting: true,
    clean: true,
    dts: { entry: "src/index.ts" },
  },
  { ...shared, entry: ["src/index.ts"], format: ["cjs"], dts: { entry: "src/index.ts" } },
]);
