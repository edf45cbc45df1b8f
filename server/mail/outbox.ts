import type { Db } from "../db/client.ts";
import { type OutboxAttachment, outbox } from "../db/schema.ts";
import { sealLinkSecrets } from "./link-secrets.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
}

/**
 * A header value on one line: CR, LF and the other control characters become spaces, so no
 * value (a recipient, a subject with a name in it, a Reply-To) can start a header of its own.
 * The forms refuse such values already (issue 13, L5); this is the mail layer's own guard.
 */
export function headerValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

export function headerValues(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
}

/**
 * Queues a message in the durable outbox. Call it with the same transaction that writes the
 * record the message belongs to, so both are stored or neither is; the mail worker delivers it.
 * The link secrets in it are stored apart and dropped once it is delivered (./link-secrets.ts).
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<string> {
  const { mail, secrets } = sealLinkSecrets({
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ? headerValues(message.headers) : null,
    attachments: message.attachments ?? null,
  });
  const [row] = await db
    .insert(outbox)
    .values({
      to: headerValue(message.to),
      subject: headerValue(message.subject),
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      linkSecrets: secrets.length > 0 ? secrets : null,
      attachments: mail.attachments ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}
