import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "house", include: ["*.test.ts"], environment: "node", fileParallelism: false },
});
