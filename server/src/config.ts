import { resolve } from "node:path";
import { z } from "zod";

const repoRoot = resolve(import.meta.dir, "../..");

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SITE_DIR: z.string().min(1).default(resolve(repoRoot, "sites/web/dist")),
  MONGODB_URI: z.string().url().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for the embedded database, mail outbox and uploads. */
  dataDir: string;
  /** Absolute folder of the built site; served with an SPA fallback when it exists. */
  siteDir: string;
  mongodbUri: string | undefined;
  env: "development" | "production" | "test";
  version: string;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    siteDir: resolve(e.SITE_DIR),
    mongodbUri: e.MONGODB_URI,
    env: e.NODE_ENV,
    version: serverVersion(),
  };
}

function serverVersion(): string {
  return (require(resolve(repoRoot, "server/package.json")) as { version: string }).version;
}
