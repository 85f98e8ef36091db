import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";
import { sourceConditions } from "../vitest.shared";

// Every story renders as a test (composeStories in happy-dom) and is checked with axe.
export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "stories",
    // One module graph for all files: each file re-importing React, react-aria and the SDK cost most of
    // the run (react alone: 107 s isolated, 20 s not). Files clean up after themselves (msw, RTL).
    isolate: false,
    environment: "happy-dom",
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "storybook-static/**"],
    setupFiles: ["./test/setup.ts"],
  },
});
