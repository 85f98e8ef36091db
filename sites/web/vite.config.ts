import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { zodWithoutJsonSchema } from "../../house/zod-without-json-schema";
import { moduleSlices } from "./vite/module-slices";

/** The entry's own modules (the page, main.tsx, Vite's preload polyfill), kept out of the shared chunk. */
const ENTRY_MODULES = /(\/index\.html|\/src\/main\.tsx|modulepreload-polyfill\.js)$/;

// The site imports the built packages (dist), exactly as a publisher would. Two builds: the browser's
// (dist, with the manifest the server links page chunks from) and the server's renderer (dist-server).
export default defineConfig(({ isSsrBuild }) => ({
  // Short class names in every mode, so the server's and the browser's builds always agree.
  plugins: [react(), vanillaExtractPlugin({ identifiers: "short" }), ...(isSsrBuild ? [] : [moduleSlices(), zodWithoutJsonSchema()])],
  server: {
    port: 5173,
    proxy: {
      // Host kept as the page's (the shorthand rewrites it), or the server's origin check refuses writes.
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/socket.io": { target: "http://localhost:3000", ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: "dist-server", copyPublicDir: false, emptyOutDir: true }
    : {
        sourcemap: true,
        chunkSizeWarningLimit: 800,
        manifest: true,
        // One stylesheet (13 kB gzipped): a first paint waits for one request, not one per part of the page.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // What every page runs (the entry's static imports) in one chunk: a phone on a slow network
            // pays a round trip per request, and there were 70; one file also compresses better (the
            // first load of / went from 281 to 247 kB gzipped). Routes keep their own chunks. The entry
            // stays apart so the manifest still names it (the server links pages from it), and nothing
            // in the shared chunk imports the entry back (its top-level await would never end).
            codeSplitting: {
              groups: [{ name: "app", tags: ["$initial"], test: (id: string) => !ENTRY_MODULES.test(id) }],
            },
          },
        },
      },
}));
