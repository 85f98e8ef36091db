import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // vanilla-extract compiles *.css.ts at build time into dist/index.css (exported as ./styles.css).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
});
