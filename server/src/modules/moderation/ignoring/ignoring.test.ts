import { MODERATION_LIMITS, ignoredMembersEndpoint, ignoreMemberEndpoint, loginEndpoint, unignoreMemberEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../../../test-support/context";

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMITS: "relaxed" });
  for (const name of ["ivy", "jon", "kai", "lea"]) tokens[name] = await createMember(ctx, name);
});
afterAll(() => ctx.close());

const json = async <T = any>(res: Response) => (await res.json()) as T;
const ignore = (name: string, username: string) => ctx.call(ignoreMemberEndpoint, { body: { username }, token: tokens[name] });
const unignore = (name: string, username: string) => ctx.call(unignoreMemberEndpoint, { body: { username }, token: tokens[name] });
const ignored = async (name: string) => (await json(await ctx.call(ignoredMembersEndpoint, { token: tokens[name] }))).usernames as string[];

describe("ignoring members", () => {
  it("keeps a member's list (each name once, in order), which their session carries; unignoring takes a name off", async () => {
    expect(await ignored("ivy")).toEqual([]);
    expect(await json(await ignore("ivy", "JON"))).toEqual({ usernames: ["jon"] });
    expect(await json(await ignore("ivy", "jon"))).toEqual({ usernames: ["jon"] });
    expect(await json(await ignore("ivy", "kai"))).toEqual({ usernames: ["jon", "kai"] });
    expect(await ignored("jon")).toEqual([]);
    const session = await json(await ctx.call(loginEndpoint, { body: { username: "ivy", password: "correct horse battery" } }));
    expect(session.ignoring).toEqual(["jon", "kai"]);
    expect(await json(await unignore("ivy", "jon"))).toEqual({ usernames: ["kai"] });
    expect(await json(await unignore("ivy", "jon"))).toEqual({ usernames: ["kai"] });
  });

  it("refuses oneself, a name no member has, and visitors", async () => {
    expect(await json(await ignore("lea", "lea"))).toMatchObject({ code: "invalid_input" });
    expect((await ignore("lea", "nobody-at-all")).status).toBe(404);
    expect((await ctx.call(ignoreMemberEndpoint, { body: { username: "jon" } })).status).toBe(401);
    expect((await ctx.call(ignoredMembersEndpoint, {})).status).toBe(401);
    expect(await ignored("lea")).toEqual([]);
  });

  it(`holds at most ${MODERATION_LIMITS.ignoredMax} names, even when two are added at once`, async () => {
    const { User } = ctx.runtime.deps.models;
    const filler = Array.from({ length: MODERATION_LIMITS.ignoredMax - 1 }, (_, i) => `gone${i}`);
    await User.updateOne({ username: "kai" }, { $set: { ignoring: filler } });
    const answers = await Promise.all([ignore("kai", "jon"), ignore("kai", "lea")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const list = await ignored("kai");
    expect(list).toHaveLength(MODERATION_LIMITS.ignoredMax);
    expect((await ignore("kai", "ivy")).status).toBe(409);
    // One already on the list is no change, full or not.
    expect((await ignore("kai", list.at(-1)!)).status).toBe(200);
  });
});
