import { defaultClientConditions, defaultServerConditions } from "vite";

/**
 * Tests import workspace packages from their TypeScript source through the "@pnyx/source" export
 * condition, so a test run needs no build (the site, Storybook and e2e use the built dist). The name
 * is scoped: a plain "source" would also pick other libraries' unbuilt sources (react-aria has one).
 */
export const sourceConditions = {
  resolve: { conditions: ["@pnyx/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@pnyx/source", ...defaultServerConditions] } },
};
