// Creates an administrator, or sets a new password for an existing one (its old tokens stop working).
//   bun run admin:create <username>            password read from ADMIN_PASSWORD, else asked for
// With the embedded database, stop the server first: the engine allows one process per data folder.
import { loadConfig } from "../config";
import { registerModels, syncIndexes } from "../models";
import { AdminNameTakenError, setAdminPassword } from "../modules/admins/service";
import { openDatabase } from "../platform/db";
import { createRateLimiter, RATE_RULES } from "../platform/rate-limit";

const username = process.argv[2]?.trim().toLowerCase();
if (!username || !/^[a-z0-9_.-]{3,30}$/.test(username)) {
  console.error("usage: bun run admin:create <username>   (3-30 of a-z 0-9 _ . -)");
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? prompt(`Password for administrator '${username}':`) ?? "";
if (password.length < 8) {
  console.error("The password must be at least 8 characters.");
  process.exit(2);
}

const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const db = await openDatabase({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
try {
  const models = registerModels(db.connection);
  await syncIndexes(db.connection);
  try {
    await setAdminPassword(models, { username, password });
    // A new password also lifts a lock that failed logins put on the name.
    await createRateLimiter(db.connection).clear(RATE_RULES.adminLoginFailuresByUsername, username);
  } catch (error) {
    if (!(error instanceof AdminNameTakenError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
  if (!process.exitCode) console.log(`Administrator '${username}' is ready.`);
} finally {
  await db.close();
}
