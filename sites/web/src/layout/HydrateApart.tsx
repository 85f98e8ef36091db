import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that the browser takes over in a step of its own. React hydrates
 * each Suspense boundary in the server's HTML after the parts around it, in its own task, so no single
 * task holds a phone's main thread for the whole page. Nothing inside suspends: the fallback is never
 * shown (lazy parts inside have their own).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
