// The widget chunks (opinions.js, chat.js, count.js, account.js and what they share, signin.js, bridge.js), built for browsers with
// Preact's compat layer standing in for React: the widgets are written against React's API (so the
// server can render them with React), and ship at a fraction of react-dom's size.
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { zodWithoutJsonSchema } from "../../house/zod-without-json-schema";

const compat = resolve(import.meta.dirname, "node_modules/preact/compat");

export default defineConfig({
  plugins: [zodWithoutJsonSchema()],
  resolve: {
    // The packages' sources: their modules are tree-shaken one by one (count.js takes none of zod).
    conditions: ["@pnyx/source", "module", "browser", "import", "default"],
    alias: [
      { find: /^react-dom\/client$/, replacement: `${compat}/client.mjs` },
      { find: /^react\/jsx-runtime$/, replacement: `${compat}/jsx-runtime.mjs` },
      { find: /^react\/jsx-dev-runtime$/, replacement: `${compat}/jsx-dev-runtime.mjs` },
      { find: /^react-dom$/, replacement: `${compat}/dist/compat.mjs` },
      { find: /^react$/, replacement: `${compat}/dist/compat.mjs` },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: resolve(import.meta.dirname, "public"),
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    lib: {
      entry: {
        opinions: resolve(import.meta.dirname, "src/widgets/opinions.tsx"),
        count: resolve(import.meta.dirname, "src/count/count.ts"),
        account: resolve(import.meta.dirname, "src/widgets/account.ts"),
        chat: resolve(import.meta.dirname, "src/widgets/chat.tsx"),
        // Pnyx's own sign-in window and the bridge frame (native members' embed sign-in).
        signin: resolve(import.meta.dirname, "src/windows/signin.tsx"),
        bridge: resolve(import.meta.dirname, "src/windows/bridge.ts"),
      },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: "chunks/[name]-[hash].js",
        // What count.js shares with the widgets (the address rule, the strings helpers) in one chunk:
        // count.js then costs two small requests, not three.
        advancedChunks: { groups: [{ name: "light", test: /contract\/src\/article-url|embed\/src\/shared\/page/ }] },
      },
    },
  },
});
