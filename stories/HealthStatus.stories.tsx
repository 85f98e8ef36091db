import type { Meta, StoryObj } from "@storybook/react-vite";
import { HealthStatus } from "@pnyx/react";
import { within } from "storybook/test";
import { health } from "./handlers";

const meta = {
  title: "Status/HealthStatus",
  component: HealthStatus,
  parameters: { msw: { handlers: [health.ok] } },
} satisfies Meta<typeof HealthStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Operational: Story = {
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("All systems operational");
  },
};

export const Degraded: Story = {
  parameters: { msw: { handlers: [health.degraded] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText(/Service degraded/);
  },
};

export const Unreachable: Story = {
  parameters: { msw: { handlers: [health.down] } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("Service unreachable");
  },
};

export const Checking: Story = { parameters: { msw: { handlers: [health.slow] } } };

export const Translated: Story = {
  args: { strings: { ok: "Tout fonctionne", version: (v: string) => `version ${v}` } },
  play: async ({ canvasElement }) => {
    await await within(canvasElement).findByText("Tout fonctionne");
  },
};
