import { signupEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../config";
import { createRuntime } from "../../runtime";
import { createMember, createTestContext, type TestContext } from "../../test-support/context";
import { ensureAdmin, setAdminPassword } from "../admins/service";

// Issue #8, item 11: members could register an administrator's username or staff-like names.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "chief", ADMIN_PASSWORD: "admin-password-1" });
});
afterAll(() => ctx.close());

const signup = (username: string, ip: string) =>
  ctx.call(signupEndpoint, { body: { username, email: `${username.replace(/[^a-z0-9]/gi, "")}-${ip}@example.com`, password: "12345678" }, ip });

describe("reserved usernames", () => {
  it("refuses reserved words and their variants with 422 'This username is reserved'", async () => {
    const names = ["admin", "Administrator", "moderator", "support", "root", "system", "deleted", "pnyx", "admin.", "admin_1", "pnyx-team", "support-team"];
    for (const [i, name] of names.entries()) {
      const res = await signup(name, `10.30.${i}.1`);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe("invalid_input");
      expect(body.message).toContain("This username is reserved");
    }
    expect(await ctx.runtime.deps.models.User.countDocuments({})).toBe(0);
  });

  it("refuses an existing administrator's username with 409, whatever the case", async () => {
    for (const name of ["chief", "CHIEF"]) {
      const res = await signup(name, "10.31.0.1");
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ code: "conflict", message: "This username is reserved" });
    }
  });

  it("still accepts ordinary names", async () => {
    expect((await signup("administrative", "10.32.0.1")).status).toBe(200);
  });

  it("does not create an administrator whose username a member already has (start-up and CLI)", async () => {
    await createMember(ctx, "carol");
    const { models } = ctx.runtime.deps;
    await expect(ensureAdmin(models, { username: "Carol", password: "admin-password-2" })).rejects.toThrow("carol");
    await expect(setAdminPassword(models, { username: "carol", password: "admin-password-2" })).rejects.toThrow("carol");
    expect(await models.Admin.exists({ username: "carol" })).toBeNull();
    // An existing administrator can still get a new password, and a free name can still be used.
    await setAdminPassword(models, { username: "chief", password: "admin-password-3" });
    expect(await ensureAdmin(models, { username: "deputy", password: "admin-password-4" })).toBe(true);
  });

  it("stops the start with a message naming ADMIN_USERNAME when a member has that name", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pnyx-admin-name-"));
    try {
      const first = await createRuntime(loadConfig({ DATA_DIR: dataDir }), { log: () => {} });
      await first.deps.models.User.create({ username: "dave", email: "dave@example.com", passwordHash: "x", verified: true });
      await first.close();
      const config = loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: "Dave", ADMIN_PASSWORD: "admin-password-5" });
      await expect(createRuntime(config, { log: () => {} })).rejects.toThrow("Invalid configuration: ADMIN_USERNAME: 'dave' is already a member's username");
      // The database was closed again: a corrected start works.
      const again = await createRuntime(loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "admin-password-5" }), { log: () => {} });
      expect(await again.deps.models.Admin.exists({ username: "boss" })).not.toBeNull();
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
