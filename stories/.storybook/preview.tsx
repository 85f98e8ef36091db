import type { Preview } from "@storybook/react-vite";
import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createPnyxClient } from "@pnyx/sdk";
import "@pnyx/react/styles.css";
import { startMockApi } from "../msw";

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Pnyx theme",
      toolbar: { title: "Theme", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: { layout: "padded", msw: { handlers: [] } },
  // Each story's data comes from its msw handlers (parameters.msw.handlers).
  loaders: [async ({ parameters }) => ({ mockApi: await startMockApi(parameters.msw?.handlers ?? []) })],
  decorators: [
    (Story, { globals }) => {
      const queryClient = createPnyxQueryClient();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      return (
        <PnyxProvider client={createPnyxClient({ baseUrl: "" })} queryClient={queryClient} theme={globals.theme === "dark" ? "dark" : "light"}>
          <Story />
        </PnyxProvider>
      );
    },
  ],
};

export default preview;
