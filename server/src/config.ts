import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const repoRoot = resolve(import.meta.dir, "../..");

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SITE_DIR: z.string().min(1).default(resolve(repoRoot, "sites/web/dist")),
  EMBED_DIR: z.string().min(1).default(resolve(repoRoot, "packages/embed/dist")),
  SITE_RENDERER: z.string().min(1).default(resolve(repoRoot, "sites/web/dist-server/entry-server.js")),
  MONGODB_URI: optional.pipe(z.string().url().optional()),
  JWT_SECRET: optional.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  SMTP_URL: optional.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default("Pnyx <no-reply@pnyx.local>"),
  PUBLIC_URL: optional.pipe(z.string().url().optional()),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  NEWS_FEEDS: optional,
  REDIS_URL: optional.pipe(z.string().url().optional()),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).default(100),
  RATE_LIMITS: z.enum(["standard", "relaxed"]).default("standard"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for the embedded database, mail outbox, uploads and the generated JWT secret. */
  dataDir: string;
  /** Absolute folder of the built site; served with an SPA fallback when it exists. */
  siteDir: string;
  /** The built server entry of the site (renders public pages); the browser renders alone without it. */
  siteRenderer: string;
  /** Absolute folder of the built publisher embeds (embed.js and embed/…), served to any page. */
  embedDir: string;
  mongodbUri: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin used in e-mailed links; defaults to http://localhost:PORT. */
  publicUrl: string;
  admin: { username: string; password: string } | undefined;
  newsFeeds: string | undefined;
  redisUrl: string | undefined;
  /** Take the client address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** What one member may upload per UTC day, in MB of 1,024,000 bytes. */
  uploadDailyMb: number;
  /**
   * "standard" (default): RATE_RULES as they are. "relaxed": every limit RATE_LIMIT_SCALE.relaxed
   * times higher, for development servers that seeding scripts or load tests fill; refused in production.
   */
  rateLimits: "standard" | "relaxed";
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
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error("Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither");
  }
  if (e.RATE_LIMITS === "relaxed" && e.NODE_ENV === "production") {
    throw new Error("Invalid configuration: RATE_LIMITS=relaxed is for development only; unset it when NODE_ENV=production");
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    siteDir: resolve(e.SITE_DIR),
    embedDir: resolve(e.EMBED_DIR),
    siteRenderer: resolve(e.SITE_RENDERER),
    mongodbUri: e.MONGODB_URI,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    newsFeeds: e.NEWS_FEEDS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === "true",
    uploadDailyMb: e.UPLOAD_DAILY_MB,
    rateLimits: e.RATE_LIMITS,
    env: e.NODE_ENV,
    version: serverVersion(),
  };
}

/** Without JWT_SECRET, a random secret is made once and kept under DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function serverVersion(): string {
  return (JSON.parse(readFileSync(resolve(repoRoot, "server/package.json"), "utf8")) as { version: string }).version;
}
