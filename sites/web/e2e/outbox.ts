import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/** The newest link to `path` in the mail the server sent to `to` (file outbox under DATA_DIR). */
export async function linkFromOutbox(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(inject("dataDir"), "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = readFileSync(join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!mail.includes(`To: ${to}`)) continue;
      const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}
