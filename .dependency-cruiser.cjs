// The house's one-way dependencies (docs/architecture.md), checked on every test run:
// contract ← sdk ← react ← sites/web, contract ← sdk ← embed (with preact), and contract ← server → embedded-mongo.
/** A package by name, whether the import resolved into node_modules or not (bun's isolated layout). */
const npm = (...names) => `(^|node_modules/)(${names.join("|")})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "contract-imports-nothing-of-ours",
      comment: "The contract is the vocabulary everyone shares: it depends on zod alone.",
      severity: "error",
      from: { path: "^packages/contract/src" },
      to: { path: ["^(packages/(sdk|react|embedded-mongo)|server|sites|stories|bench)/", "^@pnyx/(sdk|react|embedded-mongo|server|web)"] },
    },
    {
      name: "engine-imports-nothing-of-ours",
      comment: "The embedded engine is a standalone MongoDB-wire server.",
      severity: "error",
      from: { path: "^packages/embedded-mongo/src" },
      to: { path: ["^(packages/(contract|sdk|react)|server|sites|stories|bench)/", "^@pnyx/"] },
    },
    {
      name: "sdk-is-framework-neutral",
      comment: "The SDK knows the contract only: no React, no server, no database.",
      severity: "error",
      from: { path: "^packages/sdk/src" },
      to: {
        path: [
          "^(packages/(react|embedded-mongo)|server|sites)/",
          "^@pnyx/(react|embedded-mongo|server|web)",
          npm("react", "react-dom", "@tanstack/[^/]+", "mongoose"),
        ],
      },
    },
    {
      name: "widgets-never-touch-transport-or-database",
      comment: "Widgets and hooks reach the server through the SDK: never ofetch, socket.io-client or mongoose.",
      severity: "error",
      from: { path: "^packages/react/src" },
      to: {
        path: [
          "^(server|sites|packages/embedded-mongo)/",
          "^@pnyx/(embedded-mongo|server|web)",
          npm("ofetch", "socket\\.io-client", "mongoose", "socket\\.io", "elysia"),
        ],
      },
    },
    {
      name: "site-never-touches-transport-or-server",
      comment: "The site assembles widgets: never ofetch, socket.io-client, mongoose or server code.",
      severity: "error",
      from: { path: "^sites/web/src" },
      to: {
        path: [
          "^(server|packages/embedded-mongo)/",
          "^@pnyx/(embedded-mongo|server)",
          npm("ofetch", "socket\\.io-client", "mongoose", "socket\\.io", "elysia"),
        ],
      },
    },
    {
      name: "server-never-imports-clients",
      comment:
        "The server shares the contract with clients, never the SDK or the site. It renders React for crawlers with the embeds' pure views only (packages/embed/src/ui/snapshot.ts).",
      severity: "error",
      from: { path: "^server/src" },
      to: {
        path: [
          "^(packages/(sdk|react)|sites|stories)/",
          "^packages/embed/src/(?!ui/snapshot\\.ts$)",
          "^@pnyx/(sdk|react|web)",
          npm("@tanstack/[^/]+", "ofetch", "preact"),
        ],
      },
    },
    {
      name: "embed-imports-contract-sdk-and-preact-only",
      comment:
        "The script-tag embed is built from the contract, the SDK and preact (imported as react/react-dom, which its build aliases to preact/compat): never @pnyx/react's widgets, the site, the server or a transport of its own. Its tests may use vitest and the contract's test helpers.",
      severity: "error",
      from: { path: "^packages/embed/src" },
      to: {
        pathNot: ["^packages/(embed|contract|sdk)/src/", "^@pnyx/(contract|sdk)(/|$)", npm("preact", "react", "react-dom", "vitest")],
      },
    },
    {
      name: "embed-views-the-server-renders-are-pure",
      comment: "What the server renders (ui/snapshot.ts and what it reaches) needs no browser and no SDK.",
      severity: "error",
      from: { path: "^packages/embed/src/(ui/(snapshot|ThreadSnapshot|OpinionsView|strings|time)\\.tsx?|shared/fill\\.ts)$" },
      to: { path: ["^packages/sdk/", "^@pnyx/sdk", "^packages/embed/src/(shared/(client|page)|widgets|loader|count)", npm("react-dom", "preact")] },
    },
    {
      name: "domain-never-imports-seed",
      comment: "Seed prose and procedural art live in server/src/seed and build on the domain; domain code (server/src/modules) never reads them. Tests may.",
      severity: "error",
      from: { path: "^server/src/modules/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/src/seed/" },
    },
    {
      name: "no-module-cycles",
      comment:
        "Server modules, the embedded engine and the client packages depend one way; a cycle (through type imports too) means a concept is in the wrong place.",
      severity: "error",
      from: { path: "^(server/src|packages/(sdk|react|contract|embed|embedded-mongo)/src)" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules|storybook-static)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@pnyx/source", "import", "require", "default"],
      mainFields: ["module", "main", "types"],
    },
    preserveSymlinks: false,
  },
};
