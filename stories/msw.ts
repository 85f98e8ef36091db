import type { RequestHandler } from "msw";

let worker: { use: (...h: RequestHandler[]) => void; resetHandlers: () => void } | null = null;

/**
 * In the Storybook UI the handlers run in msw's service worker (public/mockServiceWorker.js is
 * written by `msw init` when Storybook starts); in story tests the test file's msw/node server
 * applies them, and this does nothing.
 */
export async function startMockApi(handlers: RequestHandler[]): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || import.meta.env?.MODE === "test") return false;
  if (!worker) {
    const { setupWorker } = await import("msw/browser");
    const instance = setupWorker();
    await instance.start({ onUnhandledRequest: "bypass", quiet: true });
    worker = instance;
  }
  worker.resetHandlers();
  worker.use(...handlers);
  return true;
}
