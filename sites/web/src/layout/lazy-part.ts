import { lazy, type ComponentType } from "react";

/**
 * A part of the page whose code loads apart from the entry, when it is first shown: what only
 * members see (the bell, the account menu, the badge toasts). Render it in a Suspense boundary.
 * Only for parts a visitor's server-rendered page never holds: hydrating a boundary whose code is
 * still loading would miss what a tap meanwhile changed.
 */
export function lazyPart<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never> }));
}
