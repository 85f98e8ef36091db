import { type HealthResponse, healthEndpoint } from "@pnyx/contract";
import { aHealth } from "@pnyx/contract/testing";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { createPnyxClient } from "@pnyx/sdk";
import { screen } from "@testing-library/react";

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { TEST_ORIGIN, useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { HealthStatus } from "./HealthStatus";

const server = useMswServer();
const client = createPnyxClient({ baseUrl: TEST_ORIGIN });
const health = (over: Partial<HealthResponse> = {}) =>
  aHealth({ version: "1.4.0", uptimeSeconds: 3, database: "connected", time: new Date().toISOString(), ...over });

describe("<HealthStatus>", () => {
  it("shows checking, then operational with the version", async () => {
    server.use(mockEndpoint(healthEndpoint, () => health()));
    const { container } = renderWithPnyx(<HealthStatus />, client);
    expect(screen.getByRole("status").textContent).toContain("Checking service status…");
    await screen.findByText("All systems operational");
    screen.getByText("v1.4.0");
    expect(screen.getByRole("status").dataset.state).toBe("ok");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says degraded when the server reports it", async () => {
    server.use(mockEndpoint(healthEndpoint, () => health({ status: "degraded", database: "disconnected" })));
    renderWithPnyx(<HealthStatus />, client);
    await screen.findByText(/Service degraded/);
  });

  it("says unreachable when the call fails, and takes string overrides", async () => {
    server.use(mockEndpoint(healthEndpoint, () => errorResponse(500, "internal_error", "x")));
    renderWithPnyx(<HealthStatus strings={{ unreachable: "Serveur injoignable" }} />, client);
    await screen.findByText("Serveur injoignable");
    expect(screen.queryByText(/^v/)).toBeNull();
  });
});
