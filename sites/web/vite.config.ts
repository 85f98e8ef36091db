import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The site imports the built packages (dist), exactly as a publisher would.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      // Host kept as the page's (the shorthand rewrites it), or the server's origin check refuses writes.
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/socket.io": { target: "http://localhost:3000", ws: true },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
