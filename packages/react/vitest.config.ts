import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";
import { sourceConditions } from "../../vitest.shared";

export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "react",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
