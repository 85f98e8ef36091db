import { defineProject } from "vitest/config";

// Real browser tests: the server started as the README starts it, Debian Chromium via playwright-core.
export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.ts"],
    // The layout sweep is its own project (vitest.layout.config.ts): the suite runs it as a stage of its own.
    exclude: ["layout.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
