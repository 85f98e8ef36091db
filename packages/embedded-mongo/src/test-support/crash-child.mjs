// Child process for the crash test: runs the built engine on a dbPath until it is killed.
// Plain .mjs importing dist/ so it runs on Node without a TypeScript loader.
import { startEmbeddedMongo } from "../../dist/index.js";

const dbPath = process.argv[2];
const mongo = await startEmbeddedMongo({ dbPath, journalLimitBytes: 64 * 1024, snapshotIntervalMs: 200 });
process.stdout.write(`PORT ${mongo.port}\n`);
process.on("SIGTERM", () => mongo.stop().then(() => process.exit(0)));
