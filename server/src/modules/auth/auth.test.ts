import {
  MESSAGES,
  adminLoginEndpoint,
  deleteUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  levelEndpoint,
  loginEndpoint,
  logoutEndpoint,
  newsletterEmailsEndpoint,
  resetPasswordEndpoint,
  sendPasswordResetEndpoint,
  signupEndpoint,
  verifyEmailEndpoint,
} from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
});
afterAll(() => ctx.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("signup and verification", () => {
  it("creates an unverified account, mails a single-use link, and the link logs in", async () => {
    const res = await ctx.call(signupEndpoint, { body: { username: "Ada", email: "Ada@Example.com", password: "analytical engine" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Verification link sent to email. Please verify." });

    const login = await ctx.call(loginEndpoint, { body: { username: "ada", password: "analytical engine" }, ip: "10.9.0.1" });
    expect(login.status).toBe(403);
    // The signup's link went out moments ago: the answer says so rather than promising a new one.
    expect(await json(login)).toMatchObject({ code: "email_not_verified", message: MESSAGES.verifyEmailRecent });
    const mailsBefore = (await ctx.outbox()).length;
    // Ten minutes later a login sends a new link, and says that it did.
    await ctx.runtime.deps.models.User.updateOne({ username: "ada" }, { $set: { verifyMailSentAt: new Date(Date.now() - 11 * 60_000) } });
    const later = await ctx.call(loginEndpoint, { body: { username: "ada", password: "analytical engine" }, ip: "10.9.0.1" });
    expect(await json(later)).toMatchObject({ code: "email_not_verified", message: MESSAGES.verifyEmailResent });
    expect(await ctx.outbox()).toHaveLength(mailsBefore + 1);

    const token = await ctx.linkFrom("ada@example.com", "/verify-email");
    const verified = await ctx.call(verifyEmailEndpoint, { body: { token } });
    expect(verified.status).toBe(200);
    const session = await json(verified);
    expect(session).toMatchObject({ username: "ada", email: "ada@example.com", points: 0, selectedCategories: [], profilePicture: null });
    expect(typeof session.token).toBe("string");

    const again = await ctx.call(verifyEmailEndpoint, { body: { token } });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ code: "invalid_link", message: "This link is invalid or has expired" });
  });

  it("refuses duplicate usernames and emails with 409", async () => {
    const dupName = await ctx.call(signupEndpoint, { body: { username: "ada", email: "other@example.com", password: "12345678" }, ip: "10.2.0.1" });
    expect(dupName.status).toBe(409);
    expect((await json(dupName)).message).toBe("Username already taken");
    const dupMail = await ctx.call(signupEndpoint, { body: { username: "other", email: "ADA@example.com", password: "12345678" }, ip: "10.2.0.1" });
    expect(dupMail.status).toBe(409);
    expect((await json(dupMail)).message).toBe("Email already registered");
  });

  it("refuses usernames with spaces and short passwords with the contract's messages", async () => {
    const spaced = await ctx.call(signupEndpoint, { body: { username: "ada love", email: "x@example.com", password: "12345678" }, ip: "10.2.0.2" });
    expect(spaced.status).toBe(422);
    expect((await json(spaced)).message).toContain("Username can't contain spaces");
    const short = await ctx.call(signupEndpoint, { body: { username: "bob", email: "bob@example.com", password: "short" }, ip: "10.2.0.2" });
    expect(short.status).toBe(422);
    expect((await json(short)).message).toContain("at least 8 characters");
  });

  it("re-sends the verification link on login at most once per 10 minutes", async () => {
    await ctx.call(signupEndpoint, { body: { username: "late", email: "late@example.com", password: "12345678" }, ip: "10.2.0.3" });
    const before = (await ctx.outbox()).length;
    await ctx.call(loginEndpoint, { body: { username: "late", password: "12345678" }, ip: "10.2.0.3" });
    expect((await ctx.outbox()).length).toBe(before); // sent moments ago at signup
    await ctx.runtime.deps.models.User.updateOne({ username: "late" }, { $set: { verifyMailSentAt: new Date(Date.now() - 11 * 60_000) } });
    await ctx.call(loginEndpoint, { body: { username: "late", password: "12345678" }, ip: "10.2.0.3" });
    expect((await ctx.outbox()).length).toBe(before + 1);
  });
});

describe("login", () => {
  it("returns the session for the right password and one error for a wrong password or unknown user", async () => {
    await createMember(ctx, "grace", "cobol forever");
    const ok = await ctx.call(loginEndpoint, { body: { username: "GRACE", password: "cobol forever" }, ip: "10.3.0.1" });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ username: "grace", likedPosts: [], followers: [], following: [] });
    const wrong = await ctx.call(loginEndpoint, { body: { username: "grace", password: "nope nope" }, ip: "10.3.0.1" });
    const unknown = await ctx.call(loginEndpoint, { body: { username: "nobody", password: "nope nope" }, ip: "10.3.0.1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it("refuses operator objects in any field with 422 before anything is looked up", async () => {
    for (const body of [
      { username: { $ne: null }, password: "x" },
      { username: "grace", password: { $gt: "" } },
      { username: ["grace"], password: "x" },
    ]) {
      const res = await ctx.call(loginEndpoint, { body, ip: "10.3.0.2" });
      expect(res.status).toBe(422);
      expect(JSON.stringify(await json(res))).not.toContain("$");
    }
  });

  it("limits login attempts to 10 a minute per address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.call(loginEndpoint, { body: { username: `guess${i}`, password: "whatever1" }, ip: "10.4.0.1" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("limits login attempts to 10 a minute per username across addresses", async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await ctx.call(loginEndpoint, { body: { username: "grace", password: "wrong pass" }, ip: `10.5.0.${i}` })).status;
    }
    expect(last).toBe(429);
  });

  it("limits sign-ups to 5 an hour per address", async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await ctx.call(signupEndpoint, { body: { username: `spam${i}`, email: `spam${i}@example.com`, password: "12345678" }, ip: "10.6.0.1" })).status;
    }
    expect(last).toBe(429);
  });
});

describe("logout", () => {
  it("ends the calling session on the server; the member's other sessions stay", async () => {
    const first = await createMember(ctx, "hedy", "frequency hopping");
    const login = await ctx.call(loginEndpoint, { body: { username: "hedy", password: "frequency hopping" }, ip: "10.10.0.1" });
    const second = ((await json(login)) as { token: string }).token;
    expect(second).not.toBe(first);
    // Both in use (their account lookups cached) when one logs out.
    for (const token of [first, second]) expect((await ctx.call(levelEndpoint, { body: { username: "hedy" }, token })).status).toBe(200);
    const heard: Array<[string, string | undefined]> = [];
    ctx.runtime.deps.auth.onRevoke((userId, token) => heard.push([userId, token]));

    const out = await ctx.call(logoutEndpoint, { token: first });
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ message: "You have been logged out." });

    const stale = await ctx.call(levelEndpoint, { body: { username: "hedy" }, token: first });
    expect(stale.status).toBe(401);
    expect(await json(stale)).toMatchObject({ code: "unauthorized" });
    expect(await ctx.runtime.deps.auth.memberOfToken(first)).toBeNull(); // sockets ask this way
    expect((await ctx.call(logoutEndpoint, { token: first })).status).toBe(401);
    expect((await ctx.call(levelEndpoint, { body: { username: "hedy" }, token: second })).status).toBe(200);
    // The sockets' listeners hear which session ended.
    expect(heard).toHaveLength(1);
    expect(heard[0]?.[1]).toBe(first);
    // The deny-list drops the session when its token would have expired anyway.
    const EndedSession = ctx.runtime.deps.models.User.db.models.EndedSession!;
    const [ended] = await EndedSession.find({}).lean<Array<{ _id: string; expiresAt: Date }>>();
    expect(ended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    expect(await EndedSession.listIndexes()).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }));
  });

  it("never ends a login made in the same second as the one that logged out", async () => {
    await createMember(ctx, "radia", "spanning tree");
    const tokens: string[] = [];
    for (const ip of ["10.10.0.2", "10.10.0.3"]) {
      const res = await ctx.call(loginEndpoint, { body: { username: "radia", password: "spanning tree" }, ip });
      tokens.push(((await json(res)) as { token: string }).token);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    await ctx.call(logoutEndpoint, { token: tokens[0] });
    expect((await ctx.call(levelEndpoint, { body: { username: "radia" }, token: tokens[1] })).status).toBe(200);
  });

  it("needs a member session (401 without one)", async () => {
    expect((await ctx.call(logoutEndpoint)).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers forgot-password the same way for unknown emails (no enumeration)", async () => {
    await createMember(ctx, "linus");
    const before = (await ctx.outbox()).length;
    const known = await ctx.call(forgotPasswordEndpoint, { body: { email: "linus@example.com" }, ip: "10.7.0.1" });
    const unknown = await ctx.call(forgotPasswordEndpoint, { body: { email: "ghost@example.com" }, ip: "10.7.0.1" });
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect((await ctx.outbox()).length).toBe(before + 1);
  });

  it("resets with the mailed token once, revokes older sessions, and refuses reuse", async () => {
    const oldToken = await createMember(ctx, "margaret", "apollo eleven");
    // The session is in use (its account lookup is cached) when the reset revokes it.
    expect((await ctx.call(levelEndpoint, { body: { username: "margaret" }, token: oldToken })).status).toBe(200);
    await ctx.call(forgotPasswordEndpoint, { body: { email: "margaret@example.com" }, ip: "10.7.0.2" });
    const token = await ctx.linkFrom("margaret@example.com", "/reset-password");
    const reset = await ctx.call(resetPasswordEndpoint, { body: { token, password: "new password 42" } });
    expect(reset.status).toBe(200);

    const reuse = await ctx.call(resetPasswordEndpoint, { body: { token, password: "another one 43" } });
    expect(reuse.status).toBe(400);

    const stale = await ctx.call(levelEndpoint, { body: { username: "margaret" }, token: oldToken });
    expect(stale.status).toBe(401);

    expect((await ctx.call(loginEndpoint, { body: { username: "margaret", password: "apollo eleven" }, ip: "10.7.0.3" })).status).toBe(401);
    expect((await ctx.call(loginEndpoint, { body: { username: "margaret", password: "new password 42" }, ip: "10.7.0.3" })).status).toBe(200);
  });

  it("refuses an expired reset token", async () => {
    await createMember(ctx, "ken");
    await ctx.call(forgotPasswordEndpoint, { body: { email: "ken@example.com" }, ip: "10.7.0.4" });
    const token = await ctx.linkFrom("ken@example.com", "/reset-password");
    const { User } = ctx.runtime.deps.models;
    const { resetTokens } = (await User.findOne({ username: "ken" }).lean())!;
    await User.updateOne({ username: "ken" }, { $set: { resetTokens: resetTokens.map((t) => ({ hash: t.hash, expires: new Date(Date.now() - 1000) })) } });
    const res = await ctx.call(resetPasswordEndpoint, { body: { token, password: "new password 42" } });
    expect(res.status).toBe(400);
  });

  it("mails a reset link to a logged-in member who asks to change the password", async () => {
    const token = await createMember(ctx, "barbara");
    const res = await ctx.call(sendPasswordResetEndpoint, { token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Password reset email sent." });
    expect(await ctx.linkFrom("barbara@example.com", "/reset-password")).toBeTruthy();
  });

  it("mails the username on forgot-username", async () => {
    await createMember(ctx, "dennis");
    const res = await ctx.call(forgotUsernameEndpoint, { body: { email: "DENNIS@example.com" }, ip: "10.7.0.5" });
    expect(await json(res)).toEqual({ message: "Username reset email sent." });
    const mail = (await ctx.outbox()).reverse().find((m) => m.includes("To: dennis@example.com"))!;
    expect(mail).toContain("Your Pnyx username is: dennis");
  });

  it("answers malformed email input with 422", async () => {
    const res = await ctx.call(forgotPasswordEndpoint, { body: { email: "not an email" }, ip: "10.7.0.6" });
    expect(res.status).toBe(422);
  });
});

describe("administrators", () => {
  it("logs in the administrator from ADMIN_USERNAME/ADMIN_PASSWORD with an admin token", async () => {
    const res = await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" }, ip: "10.8.0.1" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ message: "Admin login successful", username: "root" });

    const list = await ctx.call(newsletterEmailsEndpoint, { token: body.token as string });
    expect(list.status).toBe(200);
  });

  it("refuses admin calls without a token (401) and with a member token (403)", async () => {
    expect((await ctx.call(newsletterEmailsEndpoint)).status).toBe(401);
    const member = await createMember(ctx, "eve");
    expect((await ctx.call(newsletterEmailsEndpoint, { token: member })).status).toBe(403);
  });

  it("refuses a member login for the admin name and an admin token on member calls", async () => {
    expect((await ctx.call(loginEndpoint, { body: { username: "root", password: "admin-password-1" }, ip: "10.8.0.2" })).status).toBe(401);
    const admin = (await json(await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" }, ip: "10.8.0.3" })))
      .token as string;
    expect((await ctx.call(levelEndpoint, { body: { username: "root" }, token: admin })).status).toBe(403);
  });

  it("refuses a forged or garbage token with 401", async () => {
    for (const token of ["not-a-token-at-all", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwidmVyIjowfQ.invalidsignature"]) {
      expect((await ctx.call(newsletterEmailsEndpoint, { token })).status).toBe(401);
    }
  });
});

describe("unverified accounts", () => {
  it("are removed after 7 days; verified and newer ones stay", async () => {
    const { User } = ctx.runtime.deps.models;
    await ctx.call(signupEndpoint, { body: { username: "stale", email: "stale@example.com", password: "12345678" }, ip: "10.9.1.1" });
    await ctx.call(signupEndpoint, { body: { username: "fresh", email: "fresh@example.com", password: "12345678" }, ip: "10.9.1.2" });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    await User.collection.updateOne({ username: "stale" }, { $set: { createdAt: eightDaysAgo } });
    await User.collection.updateOne({ username: "grace" }, { $set: { createdAt: eightDaysAgo } });
    const { createAuthService } = await import("./service");
    const removed = await createAuthService(ctx.runtime.deps).sweepUnverified();
    expect(removed).toBe(1);
    expect(await User.exists({ username: "stale" })).toBeNull();
    expect(await User.exists({ username: "fresh" })).not.toBeNull();
    expect(await User.exists({ username: "grace" })).not.toBeNull();
  });
});

describe("hardening", () => {
  it("answers forgot-password the same way when the mail server fails", async () => {
    await createMember(ctx, "mailfail");
    const original = ctx.runtime.deps.mailer.send;
    ctx.runtime.deps.mailer.send = async () => {
      throw new Error("smtp down");
    };
    try {
      const known = await ctx.call(forgotPasswordEndpoint, { body: { email: "mailfail@example.com" }, ip: "10.9.2.1" });
      const unknown = await ctx.call(forgotPasswordEndpoint, { body: { email: "nobody@example.com" }, ip: "10.9.2.1" });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      await ctx.runtime.deps.background.idle();
    } finally {
      ctx.runtime.deps.mailer.send = original;
    }
  });

  it("keeps a signup whose verification mail failed retryable: the next login sends a new link", async () => {
    const original = ctx.runtime.deps.mailer.send;
    ctx.runtime.deps.mailer.send = async () => {
      throw new Error("smtp down");
    };
    const res = await ctx.call(signupEndpoint, { body: { username: "unlucky", email: "unlucky@example.com", password: "12345678" }, ip: "10.9.2.2" });
    expect(res.status).toBe(200);
    await ctx.runtime.deps.background.idle();
    ctx.runtime.deps.mailer.send = original;
    await ctx.call(loginEndpoint, { body: { username: "unlucky", password: "12345678" }, ip: "10.9.2.2" });
    expect(await ctx.linkFrom("unlucky@example.com", "/verify-email")).toBeTruthy();
  });

  it("limits reset-password attempts and spends no hashing on unknown tokens", async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await ctx.call(resetPasswordEndpoint, { body: { token: `bogus-token-${i}-xxxxxxxxxxxx`, password: "whatever1" }, ip: "10.9.2.3" })).status;
    }
    expect(last).toBe(429);
  });

  it("never gives a deleted member's username to someone else", async () => {
    const token = await createMember(ctx, "leaver");
    expect((await ctx.call(deleteUserEndpoint, { body: { email: "leaver@example.com" }, token })).status).toBe(200);
    const again = await ctx.call(signupEndpoint, { body: { username: "leaver", email: "newleaver@example.com", password: "12345678" }, ip: "10.9.2.4" });
    expect(again.status).toBe(409);
  });

  it("sends Retry-After with 429 answers", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 11; i++) res = await ctx.call(loginEndpoint, { body: { username: `ra${i}`, password: "whatever1" }, ip: "10.9.2.5" });
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
