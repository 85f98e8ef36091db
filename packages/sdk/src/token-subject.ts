// The member id a session token names. The product's clients send it with their user data (§7);
// the server never trusts it (identity comes from the verified token), so an unverified read is enough.

/** The `sub` claim of a JWT, or undefined when the token is not one. */
export function tokenSubject(token: string | null | undefined): string | undefined {
  const payload = token?.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" ? sub : undefined;
  } catch {
    return undefined;
  }
}
