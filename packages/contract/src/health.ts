import { z } from "./zod";
import { defineEndpoint } from "./endpoint";

export const DatabaseState = z.enum(["none", "connecting", "connected", "disconnected"]);
export type DatabaseState = z.infer<typeof DatabaseState>;

export const HealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: DatabaseState,
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/health",
  response: HealthResponse,
});
