import { PnyxProvider } from "@pnyx/react";
import type { PnyxClient } from "@pnyx/sdk";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * The providers every page sits in, the same in the browser and on the server (so the server's HTML
 * is what the browser's first render makes): the SDK client, the query cache, the light theme.
 */
export function App({ client, queryClient, children }: { client: PnyxClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <PnyxProvider client={client} queryClient={queryClient} theme="light">
      {children}
    </PnyxProvider>
  );
}
