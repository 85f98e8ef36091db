// Tests that fail on a non-event assertion because of the Node.js driver, not the server. Each entry was
// checked by hand against the driver's source; they are skipped with the reason printed, so that total (a)
// measures the engine. Driver deviations that only show in expectEvents are not listed: total (b) forgives them.
import type { TestCase } from "./format.js";

interface Deviation {
  file: string;
  /** Test descriptions concerned (all tests of the file when omitted). */
  descriptions?: RegExp;
  reason: string;
}

const DEVIATIONS: Deviation[] = [
  {
    file: "create-null-ids.json",
    descriptions: /via (insertOne|insertMany|bulkWrite)$/,
    // mongodb 7.x lib/utils.js maybeAddIdToDocuments: `if (document._id == null) document._id = pkFactory.createPk()`.
    reason: "the driver replaces an explicit null _id with a new ObjectId before sending the insert",
  },
];

/** Why the driver, not the engine, makes `test` in `file` fail; undefined for other tests. */
export function driverDeviation(file: string, test: TestCase): string | undefined {
  const deviation = DEVIATIONS.find((d) => d.file === file && (!d.descriptions || d.descriptions.test(test.description)));
  return deviation?.reason;
}
