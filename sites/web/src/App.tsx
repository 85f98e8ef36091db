import { PnyxProvider } from "@pnyx/react";
import { createPnyxClient } from "@pnyx/sdk";
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./router";

// Same origin: the server serves this site, the API and socket.io on one port.
const client = createPnyxClient({ baseUrl: "" });
const router = createAppRouter();

export function App() {
  return (
    <PnyxProvider client={client} theme="light">
      <RouterProvider router={router} />
    </PnyxProvider>
  );
}
