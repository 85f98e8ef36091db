// The browser builds' zod (house/zod-without-json-schema.ts): a bundle built through the plugin still
// parses and still reads a schema's bounds, leaves the JSON Schema converters out, and says so if
// anything ever asks it for JSON Schema.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { exportedNames, zodWithoutJsonSchema } from "./zod-without-json-schema";

const root = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "zod-browser-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENTRY = `import { z } from "zod";
const Name = z.string().min(2).max(12);
const Member = z.object({ name: Name, age: z.number().int().min(0) });
export const parsed = Member.parse({ name: "ada", age: 36 });
export const refused = Member.safeParse({ name: "a", age: -1 }).success;
export const maxLength = Name.maxLength;
export function asJsonSchema() { return Member.toJSONSchema(); }
`;

async function bundle(withPlugin: boolean): Promise<{ code: string; file: string }> {
  const dir = join(work, withPlugin ? "with" : "without");
  // Beside the contract, whose zod the browser builds take.
  const entry = join(root, "packages/contract", `.zod-entry-${withPlugin ? "with" : "without"}.ts`);
  writeFileSync(entry, ENTRY);
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      root,
      plugins: withPlugin ? [zodWithoutJsonSchema()] : [],
      build: { outDir: dir, emptyOutDir: true, minify: true, lib: { entry, formats: ["es"], fileName: () => "out.js" } },
    });
  } finally {
    rmSync(entry, { force: true });
  }
  const file = join(dir, "out.js");
  return { code: readFileSync(file, "utf8"), file };
}

describe("zodWithoutJsonSchema", () => {
  it("reads every export of a module, as zod writes them", () => {
    expect(exportedNames("export const a = 1;\nexport function b() {}\nexport { c, d as e };\nexport class F {}").sort()).toEqual(["F", "a", "b", "c", "e"]);
  });

  it("keeps parsing and bounds, drops the converters, and throws a clear error if JSON Schema is asked for", async () => {
    const [plain, browser] = [await bundle(false), await bundle(true)];
    expect(browser.code.length).toBeLessThan(plain.code.length - 10_000);
    const made = await import(browser.file);
    expect(made.parsed).toEqual({ name: "ada", age: 36 });
    expect(made.refused).toBe(false);
    expect(made.maxLength).toBe(12);
    expect(() => made.asJsonSchema()).toThrow(/not part of this browser bundle/);
    // The plain bundle still converts: the stand-ins come from the plugin alone.
    expect((await import(plain.file)).asJsonSchema()).toMatchObject({ type: "object" });
  }, 60_000);
});
