import type { Db } from "../db/client.ts";
import { type OutboxAttachment, outbox } from "../db/schema.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
}

/**
 * Queues a message in the durable outbox. Call it with the same transaction that writes the
 * record the message belongs to, so both are stored or neither is; the mail worker delivers it.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}
