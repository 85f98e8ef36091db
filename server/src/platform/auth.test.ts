import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../test-support/context";
import { createAuth } from "./auth";
import { HttpError } from "./errors";
import { createResponseCache } from "./response-cache";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createMember(ctx, "tess");
});
afterAll(() => ctx.close());

const withToken = (token: string) => new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } });

describe("member tokens", () => {
  it("stop working when they expire, though their verification was remembered", async () => {
    const auth = createAuth({ secret: "another-secret-another-secret-0123456", models: ctx.runtime.deps.models, accounts: createResponseCache(), ttl: "1s" });
    const user = (await ctx.runtime.deps.models.User.findOne({ username: "tess" }).lean())!;
    const token = await auth.signMember(user);
    expect(await auth.authenticate(withToken(token), "member")).toMatchObject({ kind: "member", username: "tess" });
    expect(await auth.authenticate(withToken(token), "member")).toMatchObject({ kind: "member", username: "tess" });
    // exp is in whole seconds: past it for sure after two.
    await Bun.sleep(2100);
    const refused = await auth.authenticate(withToken(token), "member").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(401);
  });

  it("are refused when signed with another secret, however they were used before", async () => {
    const user = (await ctx.runtime.deps.models.User.findOne({ username: "tess" }).lean())!;
    const mine = createAuth({ secret: "first-secret-first-secret-0123456789", models: ctx.runtime.deps.models, accounts: createResponseCache() });
    const theirs = createAuth({ secret: "second-secret-second-secret-01234567", models: ctx.runtime.deps.models, accounts: createResponseCache() });
    const token = await theirs.signMember(user);
    expect(await theirs.authenticate(withToken(token), "member")).toMatchObject({ username: "tess" });
    const refused = await mine.authenticate(withToken(token), "member").catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(401);
  });
});
