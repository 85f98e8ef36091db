import type { Decorator } from "@storybook/react-vite";
import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type PersistedState } from "@pnyx/sdk";
import { useState, type ReactNode } from "react";

/**
 * Renders the story with its own client whose in-memory session starts as given (logged in, admin…),
 * inside the preview's theme. Each story gets a fresh session, so stories never leak logins.
 */
export function withSession(state: Partial<PersistedState>): Decorator {
  return (Story) => (
    <SessionScope state={state}>
      <Story />
    </SessionScope>
  );
}

function SessionScope({ state, children }: { state: Partial<PersistedState>; children: ReactNode }) {
  const [client] = useState(() => createPnyxClient({ baseUrl: "", sessionStore: createMemorySessionStore(structuredClone(state)) }));
  const [queryClient] = useState(() => {
    const queryClient = createPnyxQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    return queryClient;
  });
  return (
    <PnyxProvider client={client} queryClient={queryClient} theme={false}>
      {children}
    </PnyxProvider>
  );
}

/** A phone-width frame (375 px), as the e2e screenshots use. */
export const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 375 }}>
    <Story />
  </div>
);
