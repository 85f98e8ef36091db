// The list of vitest projects. vitest 4 ignores this file by itself; vitest.config.ts imports it.
// Server tests are not here: they need the Bun runtime and run with `bun test` (bunfig.toml).
export const projects = [
  "packages/contract/vitest.config.ts",
  "packages/sdk/vitest.config.ts",
  "packages/react/vitest.config.ts",
  "packages/embed/vitest.config.ts",
  "packages/embedded-mongo/vitest.config.ts",
  "sites/web/vitest.config.ts",
  "stories/vitest.config.ts",
  "sites/web/e2e/vitest.config.ts",
  "sites/web/e2e/vitest.layout.config.ts",
  "house/vitest.config.ts",
];
