import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";
import { sourceConditions } from "../../vitest.shared";

export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "react",
    // One module graph for all files: each file re-importing React, react-aria and the SDK cost most of
    // the run (react alone: 107 s isolated, 20 s not). Files clean up after themselves (msw, RTL).
    isolate: false,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    // A test typing through a whole form takes ~2 s alone and more than the default 5 s on a loaded
    // 2-core CI machine (PublishersAdmin's key-set form did); the assertions still decide.
    testTimeout: 20_000,
    setupFiles: ["./src/test/setup.ts"],
  },
});
