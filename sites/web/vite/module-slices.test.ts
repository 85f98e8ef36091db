import { describe, expect, it } from "vitest";
import { pause, SLICE_MS } from "./module-pause";
import { canPause, PAUSE_MODULE, PAUSE_PRELUDE } from "./module-slices";

describe("canPause", () => {
  it("takes ECMAScript modules, whatever they were written in", () => {
    expect(canPause("/x/node_modules/zod/v4/classic/schemas.js", 'import * as core from "../core/index.js";\nexport const a = 1;')).toBe(true);
    expect(canPause("/x/react-aria/dist/private/utils/keyboard.mjs", "export function f() {}")).toBe(true);
    expect(canPause("/x/sites/web/src/App.tsx", 'import { useEffect } from "react";')).toBe(true);
  });

  it("leaves CommonJS, virtual and query modules, stylesheets and the pause itself whole", () => {
    expect(canPause("/x/react-dom/cjs/react-dom-client.production.js", "'use strict'; var React = require('react'); exports.createRoot = f;")).toBe(false);
    expect(canPause("/x/scheduler/index.js", "module.exports = require('./cjs/scheduler.production.js');")).toBe(false);
    expect(canPause("\0vite/preload-helper.js", "export const x = 1;")).toBe(false);
    expect(canPause("/x/src/styles/layout.css.ts?used", "export const x = 1;")).toBe(false);
    expect(canPause("/x/packages/react/dist/index.css", "@import url(x);")).toBe(false);
    expect(canPause(PAUSE_MODULE, "export function pause() {}")).toBe(false);
  });

  it("puts the pause on the module's first line, so its source map still holds below it", () => {
    expect(PAUSE_PRELUDE).not.toContain("\n");
    expect(PAUSE_PRELUDE).toContain("await");
  });
});

describe("pause", () => {
  const spin = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
  };

  it("lets evaluation run on while the slice is short", async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await (pause() ?? Promise.resolve());
    expect(pause()).toBeNull();
  });

  it("waits a task once the slice has run its time, then starts a new slice", async () => {
    spin(SLICE_MS + 1);
    const slice = pause();
    expect(slice).toBeInstanceOf(Promise);
    let settled = false;
    void slice!.then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false); // not in this task's microtasks
    await slice;
    expect(pause()).toBeNull();
  });
});
