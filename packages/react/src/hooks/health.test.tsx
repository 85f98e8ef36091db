import { healthEndpoint } from "@pnyx/contract";
import { aHealth } from "@pnyx/contract/testing";
import { mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { createPnyxClient, PnyxError } from "@pnyx/sdk";
import { renderHook, waitFor } from "@testing-library/react";

import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PnyxProvider, createPnyxQueryClient } from "../provider";
import { TEST_ORIGIN, useMswServer } from "../test/msw";
import { useHealth } from "./health";

const server = useMswServer();

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return (
    <PnyxProvider client={createPnyxClient({ baseUrl: TEST_ORIGIN })} queryClient={queryClient} toasts={false}>
      {children}
    </PnyxProvider>
  );
}

describe("useHealth()", () => {
  it("loads health through the SDK", async () => {
    server.use(mockEndpoint(healthEndpoint, () => aHealth({ version: "2.0.0", uptimeSeconds: 1, database: "none", time: new Date().toISOString() })));
    const { result } = renderHook(() => useHealth(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.version).toBe("2.0.0");
  });

  it("exposes the typed PnyxError on failure", async () => {
    server.use(mockEndpoint(healthEndpoint, () => errorResponse(404, "not_found", "gone")));
    const { result } = renderHook(() => useHealth(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PnyxError);
    expect(result.current.error?.code).toBe("not_found");
  });

  it("explains a missing provider", () => {
    expect(() => renderHook(() => useHealth())).toThrow(/PnyxProvider/);
  });
});
