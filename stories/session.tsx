import type { Decorator } from "@storybook/react-vite";
import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type PersistedState, type SocketFactory } from "@pnyx/sdk";
import { useState, type ReactNode } from "react";
import { storySocket } from "./live";

/**
 * Renders the story with its own client whose in-memory session starts as given (logged in, admin…),
 * inside the preview's theme. Each story gets a fresh session, so stories never leak logins.
 * Live widgets get a socket without network (`storySocket`); pass one with a script to play events.
 */
export function withSession(state: Partial<PersistedState>, options: { socket?: SocketFactory } = {}): Decorator {
  return (Story) => (
    <SessionScope state={state} socket={options.socket ?? storySocket()}>
      <Story />
    </SessionScope>
  );
}

function SessionScope({ state, socket, children }: { state: Partial<PersistedState>; socket: SocketFactory; children: ReactNode }) {
  const [client] = useState(() => createPnyxClient({ baseUrl: "", sessionStore: createMemorySessionStore(structuredClone(state)), socket }));
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
