// embed.js, the loader: one classic script (a publisher adds it with <script async>), no imports.
import { resolve } from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2020",
    sourcemap: true,
    lib: { entry: resolve(import.meta.dirname, "src/loader/embed.ts"), formats: ["iife"], name: "pnyxEmbed", fileName: () => "embed.js" },
  },
});
