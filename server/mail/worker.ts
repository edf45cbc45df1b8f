import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { scheduleJob } from "../jobs/scheduler.ts";
import { log } from "../log.ts";
import { openLinkSecrets, redactLinkSecrets } from "./link-secrets.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

export interface WorkerOptions {
  /** How often the outbox is polled for due messages. */
  pollMs?: number;
  /** First retry delay; each further attempt doubles it, up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** After this many failed attempts a message is marked failed and left for an admin. */
  maxAttempts?: number;
  /** A claimed message is locked this long; a crashed worker's claim expires after it. */
  lockMs?: number;
  batchSize?: number;
}

const defaults: Required<WorkerOptions> = {
  pollMs: 2_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 10,
  lockMs: 2 * 60_000,
  batchSize: 10,
};

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: OutgoingMail["attachments"];
  link_secrets: string[] | null;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Claims due messages: `for update skip locked` lets several servers on one PostgreSQL database
 * poll together without two of them taking the same row, and `locked_until` keeps a claim for
 * the length of a delivery even after that transaction ends.
 */
async function claimDue(db: Db, o: Required<WorkerOptions>): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update outbox set locked_until = now() + make_interval(secs => ${o.lockMs / 1000}),
                      attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${o.batchSize}
      for update skip locked)
    returning id, "to", subject, text, html, headers, attachments, link_secrets, attempts`);
  return rowsOf<ClaimedRow>(result);
}

const redactHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, redactLinkSecrets(value)]));

export function backoffMs(
  attempts: number,
  o: Pick<Required<WorkerOptions>, "baseBackoffMs" | "maxBackoffMs">,
) {
  return Math.min(o.maxBackoffMs, o.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/** Only the gist of a failure is kept: never credentials, never a multi-kilobyte server reply. */
function describeFailure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return `${e.code ? `${e.code}: ` : ""}${e.message ?? String(error)}`
    .replace(/\/\/[^@\s]+@/g, "//***@")
    .slice(0, 300);
}

export interface MailWorker {
  /** Delivers every message due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startMailWorker(db: Db, transport: MailTransport, options: WorkerOptions = {}): MailWorker {
  const o = { ...defaults, ...options };
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (const row of await claimDue(db, o)) {
      if (stopped) break;
      try {
        const { link_secrets: secrets, ...stored } = row;
        await transport.send(openLinkSecrets(stored, secrets));
        // Delivered: the secrets are forgotten, and a row queued before they were kept apart
        // loses the live tokens in its text (server/mail/link-secrets.ts).
        await db.execute(sql`
          update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
            link_secrets = null, text = ${redactLinkSecrets(row.text)},
            html = ${row.html === null ? null : redactLinkSecrets(row.html)},
            headers = ${row.headers === null ? null : JSON.stringify(redactHeaders(row.headers))}::jsonb
          where id = ${row.id}`);
        sent++;
      } catch (error) {
        const giveUp = row.attempts >= o.maxAttempts;
        const delay = backoffMs(row.attempts, o);
        // A message given up on will never deliver its links: they are forgotten too.
        await db.execute(sql`
          update outbox set status = ${giveUp ? "failed" : "pending"}, locked_until = null,
            link_secrets = ${giveUp ? sql`null` : sql`link_secrets`},
            last_error = ${describeFailure(error)},
            next_attempt_at = now() + make_interval(secs => ${delay / 1000})
          where id = ${row.id}`);
        log.error(
          `mail ${row.id} attempt ${row.attempts} failed${giveUp ? "; giving up" : ""}: ${describeFailure(error)}`,
        );
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // One pass at a time per process; a pass asked for during another waits for it and runs again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(deliverDue);
    running = next;
    return next;
  }

  // Every server polls (no turn across processes): messages are claimed row by row, so two
  // servers deliver twice as fast and never the same message twice.
  const job = scheduleJob({ name: "mail", everyMs: o.pollMs }, runOnce);

  return {
    runOnce,
    async stop() {
      stopped = true;
      await job.stop();
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
