import {
  type AdminSession,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  type Session,
  adminLoginEndpoint,
  loginEndpoint,
  signupEndpoint,
  verifyEmailEndpoint,
} from "@pnyx/contract";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { readerAddress } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { linkFromOutbox } from "./outbox";

export const MEMBER_PASSWORD = "correct horse battery";

/** A name no other test run uses. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A JSON call to the e2e server, as the SDK would make it; throws on a refusal. */
export async function api<E extends Endpoint>(endpoint: E, body: EndpointRequest<E>, token?: string): Promise<EndpointResponse<E>> {
  const res = await fetch(`${inject("baseUrl")}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": readerAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${endpoint.path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as EndpointResponse<E>;
}

/** Signs a member up through the API, verifies them through the mailed link and logs them in. */
export async function verifiedMember(username: string): Promise<Session> {
  await api(signupEndpoint, { username, email: `${username}@example.com`, password: MEMBER_PASSWORD });
  const link = await linkFromOutbox(`${username}@example.com`, "/verify-email");
  const token = new URL(link, inject("baseUrl")).searchParams.get("token");
  const verified = await fetch(`${inject("baseUrl")}${verifyEmailEndpoint.path}?token=${token}`);
  if (!verified.ok) throw new Error(`verify-email answered ${verified.status}`);
  return api(loginEndpoint, { username, password: MEMBER_PASSWORD });
}

/** The e2e administrator's session. */
export const adminSession = () => api(adminLoginEndpoint, E2E_ADMIN);

/**
 * Puts sessions into the page's storage the way the site keeps them ('persist:a') and reloads, so
 * a test can start logged in without walking through the login form again.
 */
export async function useSessions(page: Page, sessions: { user?: Session | null; admin?: AdminSession | null }) {
  await page.evaluate((state) => localStorage.setItem("persist:a", JSON.stringify(state)), {
    user: sessions.user ?? null,
    admin: sessions.admin ?? null,
  });
  await page.reload();
}
