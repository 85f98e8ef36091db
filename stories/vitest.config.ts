import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";
import { sourceConditions } from "../vitest.shared";

// Every story renders as a test (composeStories in happy-dom) and is checked with axe.
export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "stories",
    environment: "happy-dom",
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "storybook-static/**"],
    setupFiles: ["./test/setup.ts"],
  },
});
