import { describe, expect, it } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMailer } from "./mail";

describe("file outbox mailer", () => {
  it("writes a real MIME message per mail and logs the link", async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), "pnyx-mail-")), "outbox");
    const lines: string[] = [];
    const mailer = createMailer({ from: "Pnyx <no-reply@pnyx.test>", outboxDir, log: (l) => lines.push(l) });
    await mailer.send({ to: "ada@example.com", subject: "Verify your email", text: "Open http://x/verify?token=abc", link: "http://x/verify?token=abc" });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxDir, files[0]!), "utf8");
    expect(eml).toContain("To: ada@example.com");
    expect(eml).toContain("Subject: Verify your email");
    expect(eml).toContain("From: Pnyx <no-reply@pnyx.test>");
    expect(eml).toContain("http://x/verify?token=abc");
    expect(lines[0]).toContain("http://x/verify?token=abc");
  });
});
