import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { openLinkSecrets } from "#server/mail/link-secrets.ts";

/**
 * The outbox keeps a message's one-time links without their secrets (server/mail/link-secrets.ts);
 * a test that follows a mailed link reads the message as its recipient will get it.
 */
export function asDelivered<T extends { text: string; html?: string | null; linkSecrets?: string[] | null }>(
  row: T,
): T {
  return openLinkSecrets(row, row.linkSecrets ?? null);
}

export interface DeliveredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: Date;
}

/** Every message queued for `to` (exact address), oldest first, as its recipient gets it. */
export async function mailTo(db: Db, to: string): Promise<DeliveredMail[]> {
  const result = await db.execute(sql`select id, "to", subject, text, html, headers, status, created_at,
    link_secrets from outbox where "to" = ${to} order by created_at, id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => {
    const open = openLinkSecrets(
      { text: String(r.text), html: (r.html as string | null) ?? null },
      (r.link_secrets as string[] | null) ?? null,
    );
    return {
      id: String(r.id),
      to: String(r.to),
      subject: String(r.subject),
      text: open.text,
      html: open.html ?? null,
      status: String(r.status),
      createdAt: new Date(String(r.created_at)),
    };
  });
}
