import type { AdminSession, Session } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { readerAddress } from "./browser";
import { E2E_ADMIN } from "./global-setup";
import { linkFromOutbox } from "./outbox";

export const MEMBER_PASSWORD = "correct horse battery";

/** A name no other test run uses. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A JSON call to the e2e server, as the SDK would make it; throws on a refusal. */
export async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": readerAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs a member up through the API, verifies them through the mailed link and logs them in. */
export async function verifiedMember(username: string): Promise<Session> {
  await api("/api/auth/signup", { username, email: `${username}@example.com`, password: MEMBER_PASSWORD });
  const link = await linkFromOutbox(`${username}@example.com`, "/verify-email");
  const token = new URL(link, inject("baseUrl")).searchParams.get("token");
  const verified = await fetch(`${inject("baseUrl")}/api/auth/verify-email?token=${token}`);
  if (!verified.ok) throw new Error(`verify-email answered ${verified.status}`);
  return api<Session>("/api/auth/login", { username, password: MEMBER_PASSWORD });
}

/** The e2e administrator's session. */
export const adminSession = () => api<AdminSession>("/api/auth/adminLogin", E2E_ADMIN);

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
