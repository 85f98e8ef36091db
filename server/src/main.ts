import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
const server = startServer({ config, port: config.port, host: config.host });
console.log(`Pnyx ${config.version} listening on ${server.url} (data: ${config.dataDir})`);

async function shutdown() {
  await server.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
