import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";
import { sourceConditions } from "../../vitest.shared";

export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "web",
    // One module graph for all files: each file re-importing React, react-aria and the SDK cost most of
    // the run (react alone: 107 s isolated, 20 s not). Files clean up after themselves (msw, RTL).
    isolate: false,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
