import { adminLoginEndpoint, forgotPasswordEndpoint, loginEndpoint, resetPasswordEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

// Issue #8, item 6: eleven wrong passwords a minute from anywhere made the right password answer 429,
// so a stranger could lock a member, or the administrator, out of their account.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "chief", ADMIN_PASSWORD: "admin-password-1" });
});
afterAll(() => ctx.close());

// Each case checks a dozen argon2 passwords: give it room on a busy machine.
const SLOW = 60_000;

const login = (username: string, password: string, ip: string) => ctx.call(loginEndpoint, { body: { username, password }, ip });
const adminLogin = (username: string, password: string, ip: string) => ctx.call(adminLoginEndpoint, { body: { username, password }, ip });

/** Wrong passwords from one address until its own limit answers 429; returns the statuses. */
async function attack(send: (ip: string) => Promise<Response>, ip: string, times = 11): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send(ip)).status);
  return statuses;
}

describe("member login under attack", () => {
  it(
    "lets the owner in from an address they used before, and keeps strangers out even with the right password",
    async () => {
      await createMember(ctx, "owner", "owner password 1");
      expect((await login("owner", "owner password 1", "10.40.0.2")).status).toBe(200); // the owner's usual address B

      const statuses = await attack((ip) => login("owner", "wrong password", ip), "10.40.0.1"); // attacker A
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);

      const owner = await login("owner", "owner password 1", "10.40.0.2");
      expect(owner.status).toBe(200);
      expect(((await owner.json()) as { username: string }).username).toBe("owner");

      // A stranger (attacker C) gets 429 before the password is looked at: right or wrong, same answer.
      const right = await login("owner", "owner password 1", "10.40.0.3");
      const wrong = await login("owner", "wrong password", "10.40.0.4");
      expect([right.status, wrong.status]).toEqual([429, 429]);
      const body = await right.json();
      expect(body).toEqual(await wrong.json());
      expect(body).toMatchObject({ code: "rate_limited" });
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);

      // The owner's known address still gets a normal password check.
      expect((await login("owner", "wrong password", "10.40.0.2")).status).toBe(401);
      expect((await login("owner", "owner password 1", "10.40.0.2")).status).toBe(200);
    },
    SLOW,
  );

  it(
    "counts failures, not successes: many good logins from new addresses are never refused",
    async () => {
      await createMember(ctx, "traveller", "traveller pass 1");
      for (let i = 0; i < 12; i++) expect((await login("traveller", "traveller pass 1", `10.41.0.${i}`)).status).toBe(200);
      // Each became a known address, kept hashed, the last 10 only.
      const { knownAddresses } = (await ctx.runtime.deps.models.User.findOne({ username: "traveller" }).lean())!;
      expect(knownAddresses).toHaveLength(10);
      expect(knownAddresses.join(" ")).not.toContain("10.41");
    },
    SLOW,
  );

  it(
    "answers a name that does not exist the same way under attack (no account enumeration)",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await login("nobody-here", "wrong password", `10.42.0.${i}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    },
    SLOW,
  );

  it(
    "a password reset clears the failures and trusts the address that completed it",
    async () => {
      await createMember(ctx, "resetter", "resetter pass 1");
      for (let i = 0; i < 10; i++) await login("resetter", "wrong password", `10.43.0.${i}`);
      expect((await login("resetter", "resetter pass 1", "10.43.1.1")).status).toBe(429);

      await ctx.call(forgotPasswordEndpoint, { body: { email: "resetter@example.com" }, ip: "10.43.2.1" });
      const token = await ctx.linkFrom("resetter@example.com", "/reset-password");
      expect((await ctx.call(resetPasswordEndpoint, { body: { token, password: "resetter pass 2" }, ip: "10.43.2.1" })).status).toBe(200);

      expect((await login("resetter", "resetter pass 2", "10.43.1.1")).status).toBe(200);
    },
    SLOW,
  );
});

describe("administrator login under attack", () => {
  it(
    "lets the administrator in from a known address and keeps strangers out",
    async () => {
      expect((await adminLogin("chief", "admin-password-1", "10.44.0.2")).status).toBe(200);

      const statuses = await attack((ip) => adminLogin("chief", "wrong password", ip), "10.44.0.1");
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);

      const admin = await adminLogin("chief", "admin-password-1", "10.44.0.2");
      expect(admin.status).toBe(200);
      expect(await admin.json()).toMatchObject({ message: "Admin login successful", username: "chief" });

      expect((await adminLogin("chief", "admin-password-1", "10.44.0.3")).status).toBe(429);
      expect((await adminLogin("chief", "wrong password", "10.44.0.2")).status).toBe(401);
    },
    SLOW,
  );

  it(
    "keeps member and administrator budgets apart",
    async () => {
      // 'chief' is under attack as an administrator; a member-login failure count of the same name is another key.
      expect((await login("chief", "admin-password-1", "10.44.1.1")).status).toBe(401);
    },
    SLOW,
  );
});
