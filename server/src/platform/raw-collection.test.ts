import { afterAll, beforeAll, expect, it } from "bun:test";
import { createTestContext, type TestContext } from "../test-support/context";
import { rawCollection } from "./raw-collection";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("is the collection the model writes through, typed by its documents (a string _id needs no cast)", async () => {
  const { MemberStats } = ctx.runtime.deps.models;
  expect<unknown>(rawCollection(MemberStats)).toBe(MemberStats.collection);
  await rawCollection(MemberStats).updateOne({ _id: "ann" }, { $inc: { opinions: 2 } }, { upsert: true });
  expect(await MemberStats.findById("ann").lean()).toMatchObject({ _id: "ann", opinions: 2 });
});
