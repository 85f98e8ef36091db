import { PnyxProvider } from "@pnyx/react";
import { createLocalStorageSessionStore, createPnyxClient } from "@pnyx/sdk";
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./router";

// Same origin: the server serves this site, the API and socket.io on one port. The session is kept
// in localStorage under 'persist:a', so it survives reloads and follows logins in other tabs.
const client = createPnyxClient({ baseUrl: "", sessionStore: createLocalStorageSessionStore() });
const router = createAppRouter();

export function App() {
  return (
    <PnyxProvider client={client} theme="light">
      <RouterProvider router={router} />
    </PnyxProvider>
  );
}
