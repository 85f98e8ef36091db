import { createPnyxClient } from "@pnyx/sdk";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { TEST_ORIGIN, useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { HealthStatus } from "./HealthStatus";

const server = useMswServer();
const client = createPnyxClient({ baseUrl: TEST_ORIGIN });
const health = (over: object = {}) =>
  HttpResponse.json({ status: "ok", version: "1.4.0", uptimeSeconds: 3, database: "connected", time: new Date().toISOString(), ...over });

describe("<HealthStatus>", () => {
  it("shows checking, then operational with the version", async () => {
    server.use(http.get(`${TEST_ORIGIN}/api/health`, () => health()));
    const { container } = renderWithPnyx(<HealthStatus />, client);
    expect(screen.getByRole("status").textContent).toContain("Checking service status…");
    expect(await screen.findByText("All systems operational")).toBeTruthy();
    expect(screen.getByText("v1.4.0")).toBeTruthy();
    expect(screen.getByRole("status").dataset.state).toBe("ok");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says degraded when the server reports it", async () => {
    server.use(http.get(`${TEST_ORIGIN}/api/health`, () => health({ status: "degraded", database: "disconnected" })));
    renderWithPnyx(<HealthStatus />, client);
    expect(await screen.findByText(/Service degraded/)).toBeTruthy();
  });

  it("says unreachable when the call fails, and takes string overrides", async () => {
    server.use(http.get(`${TEST_ORIGIN}/api/health`, () => HttpResponse.json({ code: "internal_error", message: "x" }, { status: 500 })));
    renderWithPnyx(<HealthStatus strings={{ unreachable: "Serveur injoignable" }} />, client);
    expect(await screen.findByText("Serveur injoignable")).toBeTruthy();
    expect(screen.queryByText(/^v/)).toBeNull();
  });
});
