import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { OutboxAttachment } from "../db/schema.ts";
import { headerValue, headerValues } from "./outbox.ts";

/** One message as the worker hands it to a transport; `id` is the outbox row's id. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  attachments?: OutboxAttachment[] | null;
}

/** Delivers one message or throws; the worker retries on throw. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A stable Message-ID per outbox row, so a receiver can recognise a redelivery after a crash. */
function messageId(mail: OutgoingMail, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${mail.id}@${domain}>`;
}

function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from,
    // Rows queued before the outbox cleaned header values are cleaned on the way out.
    to: headerValue(mail.to),
    subject: headerValue(mail.subject),
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers ? headerValues(mail.headers) : undefined,
    messageId: messageId(mail, from),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, "base64"),
    })),
  };
}

/**
 * nodemailer (about 5 MB resident) is loaded when the first message is sent, not when the server
 * starts (idle RSS target, docs/performance.md); each transport makes its transporter then.
 */
function lazyTransporter(make: (mailer: typeof import("nodemailer")["default"]) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import("nodemailer").then((module) => make(module.default))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

/** nodemailer's SMTP transport for SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = lazyTransporter((mailer) => mailer.createTransport(url));
  return {
    kind: "smtp",
    async send(mail) {
      await (await transporter.get()).sendMail(toNodemailer(mail, from));
    },
    close: transporter.close,
  };
}

/**
 * Without SMTP, each delivered message becomes an .eml file in `dir` (DATA_DIR/mail), listed at
 * /admin/outbox. Written to a temporary name first so a reader never sees half a file.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const composer = lazyTransporter((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    kind: "file",
    async send(mail) {
      const info = await (await composer.get()).sendMail(toNodemailer(mail, from));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`;
      const tmp = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, path.join(dir, name));
    },
    close: composer.close,
  };
}

export function mailDir(config: Config): string {
  return path.join(config.dataDir, "mail");
}

export function transportFor(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(mailDir(config), config.mailFrom);
}
