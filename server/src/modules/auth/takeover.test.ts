import { forgotPasswordEndpoint, loginEndpoint, resetPasswordEndpoint, signupEndpoint, verifyEmailEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

// Issue #8, item 12: an unverified signup held an address for 7 days; its owner got 409, no reset
// mail, and the verification mail logged them into the squatter's account.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SLOW = 30_000;
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const signup = (username: string, email: string, ip: string, password = "12345678") => ctx.call(signupEndpoint, { body: { username, email, password }, ip });

describe("the owner of an address takes it back from an unverified signup", () => {
  it(
    "by signing up: the unverified account is replaced and its verification link dies",
    async () => {
      const { User } = ctx.runtime.deps.models;
      expect((await signup("squatter", "owner@example.com", "10.60.0.1")).status).toBe(200);
      const squatterLink = await ctx.linkFrom("owner@example.com", "/verify-email");

      const fresh = await signup("someone-new", "nobody-yet@example.com", "10.60.0.3");
      const owner = await signup("rightful", "Owner@Example.com", "10.60.0.2", "owner password");
      expect(owner.status).toBe(200);
      expect(await json(owner)).toEqual(await json(fresh)); // the same answer as any new signup

      expect(await User.exists({ username: "squatter" })).toBeNull();
      const dead = await ctx.call(verifyEmailEndpoint, { body: { token: squatterLink } });
      expect(dead.status).toBe(400);
      expect(await json(dead)).toEqual({ code: "invalid_link", message: "This link is invalid or has expired" });

      const ownerLink = await ctx.linkFrom("owner@example.com", "/verify-email");
      const verified = await ctx.call(verifyEmailEndpoint, { body: { token: ownerLink } });
      expect(verified.status).toBe(200);
      expect(await json(verified)).toMatchObject({ username: "rightful", email: "owner@example.com" });
      expect((await ctx.call(loginEndpoint, { body: { username: "rightful", password: "owner password" }, ip: "10.60.0.2" })).status).toBe(200);

      // The squatter's name is free again; a verified address still cannot be taken.
      expect((await signup("squatter", "squatter@example.com", "10.60.0.4")).status).toBe(200);
      const taken = await signup("squatter2", "owner@example.com", "10.60.0.5");
      expect(taken.status).toBe(409);
      expect((await json(taken)).message).toBe("Email already registered");
    },
    SLOW,
  );

  it(
    "by signing up again under the same username (a second try of one's own signup)",
    async () => {
      expect((await signup("retry", "retry@example.com", "10.61.0.1")).status).toBe(200);
      expect((await signup("retry", "retry@example.com", "10.61.0.2", "second password")).status).toBe(200);
      const link = await ctx.linkFrom("retry@example.com", "/verify-email");
      expect((await ctx.call(verifyEmailEndpoint, { body: { token: link } })).status).toBe(200);
      expect((await ctx.call(loginEndpoint, { body: { username: "retry", password: "second password" }, ip: "10.61.0.2" })).status).toBe(200);
    },
    SLOW,
  );

  it(
    "does not replace an unverified account under another address (username still taken)",
    async () => {
      expect((await signup("holder", "holder@example.com", "10.62.0.1")).status).toBe(200);
      const res = await signup("holder", "other-holder@example.com", "10.62.0.2");
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe("Username already taken");
    },
    SLOW,
  );

  it(
    "by forgot-password: the reset mail comes, and completing it takes the account over",
    async () => {
      const { User } = ctx.runtime.deps.models;
      expect((await signup("squat2", "victim@example.com", "10.63.0.1", "squatter password")).status).toBe(200);
      const squatterLink = await ctx.linkFrom("victim@example.com", "/verify-email");

      const known = await ctx.call(forgotPasswordEndpoint, { body: { email: "victim@example.com" }, ip: "10.63.0.2" });
      const unknown = await ctx.call(forgotPasswordEndpoint, { body: { email: "ghost-victim@example.com" }, ip: "10.63.0.2" });
      expect(known.status).toBe(200);
      expect(await json(known)).toEqual(await json(unknown));
      const token = await ctx.linkFrom("victim@example.com", "/reset-password");

      const reset = await ctx.call(resetPasswordEndpoint, { body: { token, password: "victim password" }, ip: "10.63.0.2" });
      expect(reset.status).toBe(200);
      expect((await User.findOne({ username: "squat2" }).lean())?.verified).toBe(true);

      expect((await ctx.call(loginEndpoint, { body: { username: "squat2", password: "squatter password" }, ip: "10.63.0.1" })).status).toBe(401);
      expect((await ctx.call(verifyEmailEndpoint, { body: { token: squatterLink } })).status).toBe(400);
      expect((await ctx.call(loginEndpoint, { body: { username: "squat2", password: "victim password" }, ip: "10.63.0.2" })).status).toBe(200);
    },
    SLOW,
  );

  it(
    "forgot-password still mails nothing for an unknown address, and the answer is the same",
    async () => {
      await createMember(ctx, "settled");
      const before = (await ctx.outbox()).length;
      await ctx.call(forgotPasswordEndpoint, { body: { email: "no-such-person@example.com" }, ip: "10.64.0.1" });
      expect((await ctx.outbox()).length).toBe(before);
    },
    SLOW,
  );
});
