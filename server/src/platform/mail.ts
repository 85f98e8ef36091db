import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link worth printing in the log when mail goes to the outbox (verification, reset). */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** Real delivery through SMTP when set. */
  smtpUrl?: string | undefined;
  /** Otherwise each message is written as an .eml file here. */
  outboxDir: string;
  log?: (line: string) => void;
  /** Print mailed links in the log (development); never in production, where logs are widely read. */
  logLinks?: boolean;
}

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, else .eml files in the outbox folder and one
 * log line with the link, so a single machine needs no mail server and tests can read what was sent.
 */
export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      const link = message.link && options.logLinks !== false ? ` — ${message.link}` : "";
      log(`mail to ${message.to}: ${message.subject}${link} (${file})`);
    },
  };
}
