import { createPnyxQueryClient, lightTheme } from "@pnyx/react";
import { createLocalStorageSessionStore, createPnyxClient } from "@pnyx/sdk";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import "@pnyx/react/styles.css";
import "./styles/global.css";
import { App } from "./App";
import { createAppRouter } from "./router";
import { readServerState } from "./ssr/server-state";

// Same origin: the server serves this site, the API and socket.io on one port. The session is kept
// in localStorage under 'persist:a', so it survives reloads and follows logins in other tabs.
// The page itself (body background, scrollbars) takes the theme too (the server's HTML has it already).
document.documentElement.classList.add(lightTheme);
const client = createPnyxClient({ baseUrl: "", sessionStore: createLocalStorageSessionStore() });
const queryClient = createPnyxQueryClient();
const serverState = readServerState(document);
if (serverState) hydrate(queryClient, serverState.queries);
const router = await createAppRouter(serverState?.router);

const page = (
  <StrictMode>
    <App client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
const root = document.getElementById("root")!;
// A transition lets React hydrate in slices, so the page answers taps while it takes over.
if (serverState) startTransition(() => void hydrateRoot(root, page));
else createRoot(root).render(page);
