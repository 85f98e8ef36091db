import { HealthResponse, healthEndpoint, type DatabaseState } from "@pnyx/contract";
import { Elysia } from "elysia";

export interface HealthDeps {
  version: string;
  startedAt: number;
  databaseState: () => DatabaseState;
}

/** GET /api/health: is the server up, which version, is the database reachable (503 "degraded" while it is not). */
export const healthRoutes = (deps: HealthDeps) =>
  new Elysia({ name: "pnyx/health" }).get(
    healthEndpoint.path,
    ({ set }) => {
      const database = deps.databaseState();
      set.headers["cache-control"] = "no-store";
      // Unreachable database: 503, so a load balancer sends the traffic to another instance.
      if (database === "disconnected") {
        set.status = 503;
        set.headers["retry-after"] = "5";
      }
      return {
        status: database === "disconnected" ? ("degraded" as const) : ("ok" as const),
        version: deps.version,
        uptimeSeconds: (Date.now() - deps.startedAt) / 1000,
        database,
        time: new Date().toISOString(),
      };
    },
    { response: HealthResponse },
  );
