import { defineProject } from "vitest/config";
import { sourceConditions } from "../../vitest.shared";

export default defineProject({
  ...sourceConditions,
  test: {
    name: "sdk",
    // One module graph for all files: each file re-importing React, react-aria and the SDK cost most of
    // the run (react alone: 107 s isolated, 20 s not). Files clean up after themselves (msw, RTL).
    isolate: false,
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
