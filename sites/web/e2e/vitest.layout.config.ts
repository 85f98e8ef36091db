import { defineProject } from "vitest/config";

// The layout sweep (every route at seven widths, logged in and out) on its own server, so the suite
// can run it beside the other browser tests' stage (house/suite.ts) instead of after them.
export default defineProject({
  test: {
    name: "e2e-layout",
    environment: "node",
    include: ["layout.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
