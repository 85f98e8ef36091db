// The embeds' unit tests, in happy-dom, against what ships: the same aliases as the build (React's API
// served by Preact's compat layer) and the workspace packages' sources.
import { defineProject } from "vitest/config";
import widgets from "./vite.config.ts";

export default defineProject({
  resolve: widgets.resolve,
  test: {
    name: "embed",
    environment: "happy-dom",
    // The shadow roots link Pnyx's stylesheet: nothing to fetch in a unit test, and nothing to report.
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
