// The SDK client for hooks, set by <PnyxProvider>. Kept apart from the provider so hooks never import it.
import type { PnyxClient } from "@pnyx/sdk";
import { createContext, useContext } from "react";

export const PnyxClientContext = createContext<PnyxClient | null>(null);

export function usePnyxClient(): PnyxClient {
  const client = useContext(PnyxClientContext);
  if (!client) throw new Error("usePnyxClient: wrap your widgets in <PnyxProvider client={…}>");
  return client;
}
