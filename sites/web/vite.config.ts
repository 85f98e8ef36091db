import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The site imports the built packages (dist), exactly as a publisher would. Two builds: the browser's
// (dist, with the manifest the server links page chunks from) and the server's renderer (dist-server).
export default defineConfig(({ isSsrBuild }) => ({
  // Short class names in every mode, so the server's and the browser's builds always agree.
  plugins: [react(), vanillaExtractPlugin({ identifiers: "short" })],
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
      },
}));
