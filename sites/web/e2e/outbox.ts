import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * Waits for the newest mail to `to` (file outbox under DATA_DIR) for which `pick` finds something,
 * and returns that; quoted-printable line breaks and '=' are undone first.
 */
async function waitForMail<T>(to: string, pick: (mail: string) => T | undefined, what: string, timeoutMs: number): Promise<T> {
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
      const found = pick(mail);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${what} mailed to ${to}`);
}

/** The newest link to `path` in the mail the server sent to `to`. */
export function linkFromOutbox(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`);
  return waitForMail(to, (mail) => pattern.exec(mail)?.[1], `${path} link`, timeoutMs);
}

/** The newest mail to `to` whose text contains `text`. */
export function mailFromOutbox(to: string, text: string, timeoutMs = 10_000): Promise<string> {
  return waitForMail(to, (mail) => (mail.includes(text) ? mail : undefined), JSON.stringify(text), timeoutMs);
}
