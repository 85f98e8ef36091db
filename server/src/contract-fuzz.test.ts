import { adminLoginEndpoint, healthEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import * as contract from "@pnyx/contract";
import type { Endpoint } from "@pnyx/contract";
import fc from "fast-check";
import { z } from "zod";
import { createMember, createTestContext, type TestContext } from "./test-support/context";

// Every endpoint of the contract, fed malformed input: no answer may be a 5xx, every 4xx is the one
// error shape, and the server still answers its health check quickly afterwards.
const RUNS_PER_ENDPOINT = 200;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;
// Logout would end the shared member session partway through, leaving later endpoints only their 401 path.
const endpoints: Endpoint[] = (Object.values(contract) as unknown[]).filter(isEndpoint).filter((endpoint) => endpoint !== contract.logoutEndpoint);

let ctx: TestContext;
let member: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "admin-password-1" });
  member = await createMember(ctx, "fuzzer");
  const login = await ctx.call(adminLoginEndpoint, { body: { username: "root", password: "admin-password-1" }, ip: "10.9.9.9" });
  admin = ((await login.json()) as { token: string }).token;
});
afterAll(() => ctx.close());

/** The field names an endpoint's request schema knows, so wrong values land on real fields too. */
function fieldsOf(endpoint: Endpoint): string[] {
  const schema = endpoint.request as z.ZodType | undefined;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : ["id", "text"];
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\udfff\ud800", "(a+)+$", ".*", "$where", "__proto__", " ", "5EED0000000000000000006Z"),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => "x".repeat(n)),
);
const operator = fc.constantFrom({ $gt: "" }, { $ne: null }, { $where: "sleep(1000)" }, { $regex: ".*" }, { $in: [] }, { $expr: {} });
const leaf = fc.oneof(hostileString, operator, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
const deep = fc.integer({ min: 65, max: 5_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth));

/** A malformed body as raw bytes: structured junk on the real fields, deep nesting, prototype keys, bad UTF-8. */
function malformedBody(fields: string[]): fc.Arbitrary<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const onFields = fc
    .record({
      pick: fc.subarray(fields),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
      values: fc.array(leaf, { minLength: fields.length, maxLength: fields.length }),
    })
    .map(({ pick, extra, values }) => encode(JSON.stringify({ ...extra, ...Object.fromEntries(pick.map((f) => [f, values[fields.indexOf(f)]])) })));
  return fc.oneof(
    onFields,
    fc.jsonValue({ maxDepth: 4 }).map((value) => encode(JSON.stringify(value))),
    deep.map((nested) => encode(`{"${fields[0] ?? "x"}":${nested}}`)),
    fc.constantFrom(`{"__proto__":{"admin":true}}`, `{"constructor":{"prototype":{"admin":true}}}`, `{"${fields[0]}":"a","__proto__":[]}`).map(encode),
    fc.uint8Array({ maxLength: 64 }).map((junk) => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, ...junk, 0xff, 0xfe, 0x22, 0x7d])),
    fc.string({ maxLength: 30 }).map(encode),
  );
}

/** Percent-encodes every byte (lone surrogates arrive as U+FFFD, as a browser would send them). */
const percent = (text: string) => Array.from(new TextEncoder().encode(text), (b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/** A malformed query string for GET endpoints, sometimes ending in a broken escape. */
function malformedQuery(fields: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 6 }), fc.constant("__proto__")), hostileString), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${percent(k)}=${percent(v.slice(0, 2_000))}`).join("&") + (pairs.length % 2 ? "&%E0%A4%A=1" : ""));
}

async function expectWellFormedFailure(res: Response, label: string) {
  if (res.status >= 500) throw new Error(`${label} answered ${res.status}: ${await res.text()}`);
  if (res.status < 400) return;
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
}

describe("every contract endpoint under malformed input", () => {
  it("finds the endpoints", () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, every 4xx is {code, message}`, async () => {
      const fields = fieldsOf(endpoint);
      const token = fc.constantFrom(undefined, member, admin);
      const input =
        endpoint.method === "GET"
          ? malformedQuery(fields).map((q) => ({ query: q, body: undefined }))
          : malformedBody(fields).map((b) => ({ query: "", body: b }));
      await fc.assert(
        fc.asyncProperty(
          input,
          token,
          fc.constantFrom("application/json", "application/json", "text/plain", "multipart/form-data; boundary=x", ""),
          async ({ query, body }, bearer, type) => {
            const headers: Record<string, string> = { "x-forwarded-for": "10.7.7.7" };
            if (type) headers["content-type"] = type;
            if (bearer) headers.authorization = `Bearer ${bearer}`;
            const url = `http://localhost${endpoint.path}${query ? `?${query}` : ""}`;
            const res = await ctx.app.handle(new Request(url, { method: endpoint.method, headers, body: body as Uint8Array<ArrayBuffer> | undefined }));
            await expectWellFormedFailure(res, `${endpoint.method} ${endpoint.path}`);
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }, 30_000);
  }

  it("still answers the health check quickly afterwards", async () => {
    const started = performance.now();
    const res = await ctx.call(healthEndpoint);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
