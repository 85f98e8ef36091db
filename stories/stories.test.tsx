import { composeStories } from "@storybook/react-vite";
import axe from "axe-core";
import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

type ComposedStory = {
  parameters: { msw?: { handlers?: RequestHandler[] } };
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

// Every story of every *.stories.tsx file runs as a test: rendered, its play function run, axe-checked.
const modules = import.meta.glob<Record<string, unknown>>("./*.stories.tsx", { eager: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = "";
});
afterAll(() => server.close());

for (const [file, module] of Object.entries(modules)) {
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<string, ComposedStory>;
  describe(file.replace("./", ""), () => {
    for (const [name, story] of Object.entries(stories)) {
      it(name, async () => {
        const handlers = story.parameters.msw?.handlers ?? [];
        server.use(...handlers);
        const canvasElement = document.createElement("div");
        document.body.appendChild(canvasElement);
        await story.run({ canvasElement });
        const result = await axe.run(document.body, {
          rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
        });
        expect(result.violations.map((v) => v.id)).toEqual([]);
      });
    }
  });
}
