import { PnyxProvider } from "@pnyx/react";
import type { PnyxClient } from "@pnyx/sdk";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useReadyMark } from "./ssr/ready-mark";

/**
 * The providers every page sits in, the same in the browser and on the server (so the server's HTML
 * is what the browser's first render makes): the SDK client, the query cache, the light theme. It marks
 * the page ready once the browser has taken it over.
 */
export function App({ client, queryClient, children }: { client: PnyxClient; queryClient: QueryClient; children: ReactNode }) {
  useReadyMark();
  return (
    <PnyxProvider client={client} queryClient={queryClient} theme="light">
      {children}
    </PnyxProvider>
  );
}
