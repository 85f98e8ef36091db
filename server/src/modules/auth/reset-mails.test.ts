import {
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  loginEndpoint,
  resetPasswordEndpoint,
  sendPasswordResetEndpoint,
  signupEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

// Issue #8, item 13: reset and username mails had no per-address cap, and every request killed the
// link mailed before it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SLOW = 30_000;
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const mailsTo = async (email: string, subject: string) =>
  (await ctx.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes(`Subject: ${subject}`)).length;
const linksTo = async (email: string, path: string) =>
  (await ctx.outbox())
    .filter((m) => m.includes(`To: ${email}`))
    .map((m) => new RegExp(`http://pnyx\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(m.replace(/=\r?\n/g, "").replace(/=3D/g, "="))?.[1])
    .filter((t): t is string => Boolean(t));
const forgot = (email: string, ip: string) => ctx.call(forgotPasswordEndpoint, { body: { email }, ip });
const reset = (token: string, password: string) => ctx.call(resetPasswordEndpoint, { body: { token, password }, ip: "10.70.9.9" });

describe("pending reset links", () => {
  it(
    "keeps an earlier link valid when another is asked for; using one consumes them all",
    async () => {
      await createMember(ctx, "twice", "first password");
      await forgot("twice@example.com", "10.70.0.1");
      await forgot("twice@example.com", "10.70.0.2");
      const [first, second] = await linksTo("twice@example.com", "/reset-password");
      expect(first && second && first !== second).toBe(true);

      expect((await reset(first!, "second password")).status).toBe(200); // the earlier one still works
      const spent = await reset(second!, "third password");
      expect(spent.status).toBe(400);
      expect(await json(spent)).toEqual({ code: "invalid_link", message: "This link is invalid or has expired" });
      expect((await ctx.call(loginEndpoint, { body: { username: "twice", password: "second password" }, ip: "10.70.9.9" })).status).toBe(200);
    },
    SLOW,
  );

  it(
    "lets the later link be used first, which consumes the earlier one",
    async () => {
      await createMember(ctx, "later", "first password");
      await forgot("later@example.com", "10.70.1.1");
      await forgot("later@example.com", "10.70.1.2");
      const [first, second] = await linksTo("later@example.com", "/reset-password");
      expect((await reset(second!, "second password")).status).toBe(200);
      expect((await reset(first!, "third password")).status).toBe(400);
    },
    SLOW,
  );
});

describe("mails per address", () => {
  it(
    "sends at most 3 reset mails an hour to one address, answering every request the same",
    async () => {
      await createMember(ctx, "flooded");
      const answers = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const res = await forgot("flooded@example.com", `10.71.0.${i}`); // many addresses: the per-IP limit does not help
        expect(res.status).toBe(200);
        answers.add(JSON.stringify(await json(res)));
      }
      answers.add(JSON.stringify(await json(await forgot("nobody-flooded@example.com", "10.71.1.1"))));
      expect(answers.size).toBe(1);
      expect(await mailsTo("flooded@example.com", "Reset your Pnyx password")).toBe(3);
    },
    SLOW,
  );

  it(
    "counts the logged-in 'change password' mail in the same budget",
    async () => {
      const token = await createMember(ctx, "changer");
      await forgot("changer@example.com", "10.72.0.1");
      await forgot("changer@example.com", "10.72.0.2");
      for (let i = 0; i < 3; i++) expect((await ctx.call(sendPasswordResetEndpoint, { token })).status).toBe(200);
      expect(await mailsTo("changer@example.com", "Reset your Pnyx password")).toBe(3);
    },
    SLOW,
  );

  it(
    "sends at most 3 username mails an hour to one address",
    async () => {
      await createMember(ctx, "forgetful");
      for (let i = 0; i < 10; i++)
        expect((await ctx.call(forgotUsernameEndpoint, { body: { email: "forgetful@example.com" }, ip: `10.73.0.${i}` })).status).toBe(200);
      expect(await mailsTo("forgetful@example.com", "Your Pnyx username")).toBe(3);
    },
    SLOW,
  );

  it(
    "sends at most 3 verification mails an hour to one address, even when signups keep replacing each other",
    async () => {
      for (let i = 0; i < 10; i++) {
        const res = await ctx.call(signupEndpoint, {
          body: { username: `replacer${i}`, email: "target@example.com", password: "12345678" },
          ip: `10.74.0.${i}`,
        });
        expect(res.status).toBe(200);
      }
      expect(await mailsTo("target@example.com", "Verify your Pnyx account")).toBe(3);
    },
    SLOW,
  );
});
