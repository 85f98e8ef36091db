import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The widgets call the API and the realtime socket on the page's own origin: in development (and
// `vite preview`) Vite passes both on to the Pnyx server (PNYX_URL, http://localhost:3000 by default).
// The Host header stays the page's (no changeOrigin), so the server sees a same-site request.
const target = process.env.PNYX_URL ?? "http://localhost:3000";
const pass = { target, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/api": pass, "/uploads": pass, "/socket.io": { ...pass, ws: true } } },
  build: { chunkSizeWarningLimit: 1000 },
});
