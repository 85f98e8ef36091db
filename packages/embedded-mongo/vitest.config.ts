import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "embedded-mongo",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // The crash test restarts a child engine 20+ times; give it room on a busy 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // One file at a time: the suites start servers and child processes of their own.
    fileParallelism: false,
    globalSetup: ["./src/test-support/build-dist.ts"],
  },
});
