// Conformance measurement: runs MongoDB's CRUD spec tests (unified test format, mongodb/specifications
// source/crud/tests/unified/*.json) with the real driver against an in-memory embedded engine.
// Usage: bun --conditions=@pnyx/source packages/embedded-mongo/conformance/crud-unified.ts <dir-of-json> [--filter <text>]
// See README.md beside this file. Always exits 0: it measures, it does not gate.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedMongo } from "@pnyx/embedded-mongo";
import { EJSON, mongo } from "./unified/driver.js";
import type { TestFile } from "./unified/format.js";
import { formatLine, formatSummary, type TestRecord } from "./unified/report.js";
import { EMBEDDED_ENGINE } from "./unified/requirements.js";
import { runTest } from "./unified/run-test.js";

const TEST_TIMEOUT_MS = 30_000;

function parseArgs(argv: string[]): { dir: string; filter?: string } | undefined {
  const [dir, ...rest] = argv;
  if (!dir || dir.startsWith("-")) return undefined;
  const filterAt = rest.indexOf("--filter");
  return { dir, filter: filterAt >= 0 ? rest[filterAt + 1] : undefined };
}

/**
 * Test files are Extended JSON. Parsed in relaxed mode, so numbers stay JS numbers the driver accepts as
 * options (canonical mode would wrap every integer in Int32). Each test gets its own parse, so nothing a
 * driver call mutates (e.g. `_id` added to an inserted document) leaks into the next test.
 */
function parseTestFile(text: string): TestFile {
  return EJSON.parse(text, { relaxed: true }) as TestFile;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error("usage: crud-unified.ts <dir-of-unified-json-files> [--filter <substring of file name>]");
    process.exitCode = 2;
    return;
  }
  const files = readdirSync(args.dir)
    .filter((name) => name.endsWith(".json") && (!args.filter || name.includes(args.filter)))
    .sort();

  const engine = await startEmbeddedMongo();
  const internalClient = await new mongo.MongoClient(engine.uri, { serverSelectionTimeoutMS: 5000 }).connect();
  const env = { uri: engine.uri, internalClient, deployment: EMBEDDED_ENGINE, timeoutMs: TEST_TIMEOUT_MS };
  const records: TestRecord[] = [];
  try {
    for (const file of files) {
      const text = readFileSync(path.join(args.dir, file), "utf8");
      const count = parseTestFile(text).tests.length;
      for (let index = 0; index < count; index++) {
        const spec = parseTestFile(text);
        const test = spec.tests[index];
        if (!test) continue;
        const record = { file, description: test.description, result: await runTest(file, spec, test, env) };
        records.push(record);
        console.log(formatLine(record));
      }
    }
  } finally {
    await internalClient.close();
    await engine.stop();
  }
  console.log(formatSummary(records));
}

await main();
process.exit(process.exitCode ?? 0);
