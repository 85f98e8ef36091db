import { loadConfig } from "./config";
import { createAuthService } from "./modules/auth/service";
import { startAchievementJob } from "./modules/gamification/achievement-job";
import { parseNewsFeedsConfig } from "./modules/news/feeds/config";
import { startFeedPolling } from "./modules/news/feeds/polling";
import { seedNewsIfEmpty } from "./seed/news/seeder";
import { UPLOAD_SWEEP_EVERY_MS, createUploadsService } from "./modules/uploads/service";
import { createRuntime } from "./runtime";
import { startServer } from "./server";

const config = loadConfig();
const feeds = parseNewsFeedsConfig(config.newsFeeds);
const runtime = await createRuntime(config);
// The single-machine default starts with news to read; a database that has articles is left alone.
const seeded = await seedNewsIfEmpty(runtime.deps);
if (seeded > 0) console.log(`seeded ${seeded} news articles`);
const stopFeeds = startFeedPolling(runtime.deps, feeds);
const server = startServer({ ...runtime.deps, port: config.port, host: config.host });
console.log(`Pnyx ${config.version} listening on ${server.url} (${config.mongodbUri ? "MongoDB" : "embedded database"}, data: ${config.dataDir})`);

// Unverified accounts expire after 7 days; every instance may run the sweep, it is idempotent.
const auth = createAuthService(runtime.deps);
const sweep = setInterval(() => void auth.sweepUnverified().catch((e) => console.error("sweep failed", e)), 3_600_000);
// Uploads nothing references a day after they were stored are removed; idempotent on every instance too.
const uploads = createUploadsService(runtime.deps);
const uploadSweep = setInterval(
  () =>
    void uploads
      .sweep()
      .then((removed) => removed > 0 && console.log(`removed ${removed} unused uploads`))
      .catch((e) => console.error("uploads sweep failed", e)),
  UPLOAD_SWEEP_EVERY_MS,
);

// Sanctioned members' writing whose removal is due (the settling pass, or one a restart cut short); each pass is claimed by one instance.
// Authors whose writing a pass removes have their badges measured again (their figures fell).
const stopRemovals = server.writingRemoval.schedule();

// Decisions on the moderation queue a crash cut short: their pieces removed or told of, their audit
// line and notices sent, once each (by the server's own services: the removal paths, the holds).
const stopFollowUps = server.decisionFollowUps.schedule();

// Achievements that time completes (Anniversary, Top Contributor); catches up on days it missed.
const stopAchievementJob = startAchievementJob(runtime.deps);

async function shutdown() {
  stopAchievementJob();
  stopRemovals();
  stopFollowUps();
  clearInterval(sweep);
  clearInterval(uploadSweep);
  stopFeeds();
  await server.stop();
  await runtime.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
