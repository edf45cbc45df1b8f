import { and, asc, count, desc, eq, gte, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { consultations, conversations, enrolments, outbox } from "../db/schema.ts";

/*
 * The dashboard's work queue (docs/decisions/0084): what waits for a person, above the counters.
 * Each card links to the list it counts, filtered to exactly those rows.
 */

export interface WorkItem {
  id: "applications" | "needs-reply" | "consultations" | "outbox-failures";
  name: string;
  value: number;
  href: string;
  /** The oldest few, for the card's list (applications: oldest first). */
  oldest?: { label: string; href: string; at: string }[];
}

const DAY = 86_400_000;

export async function workQueue(db: Db, now = new Date()): Promise<WorkItem[]> {
  const soon = new Date(now.getTime() + 7 * DAY);
  const [applications, waiting, needsReply, upcoming, failures] = await Promise.all([
    db.select({ n: count() }).from(enrolments).where(eq(enrolments.status, "received")),
    db
      .select({
        id: enrolments.id,
        firstName: enrolments.firstName,
        lastName: enrolments.lastName,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .where(eq(enrolments.status, "received"))
      .orderBy(asc(enrolments.createdAt))
      .limit(5),
    db.select({ n: count() }).from(conversations).where(eq(conversations.state, "needs-reply")),
    db
      .select({ n: count() })
      .from(consultations)
      .where(
        and(
          gte(consultations.slotStart, now),
          lt(consultations.slotStart, soon),
          isNull(consultations.cancelledAt),
        ),
      ),
    db.select({ n: count() }).from(outbox).where(eq(outbox.status, "failed")),
  ]);
  return [
    {
      id: "applications",
      // "received" only: one under review is being looked at already (the count says what it counts, issue 36).
      name: "New applications not yet reviewed",
      value: Number(applications[0]?.n ?? 0),
      href: "/admin/enrollments?status=received&sort=createdAt&order=asc",
      oldest: waiting.map((a) => ({
        label: `${a.firstName} ${a.lastName}`,
        href: `/admin/enrollments/${a.id}`,
        at: a.createdAt.toISOString(),
      })),
    },
    {
      id: "needs-reply",
      name: "Conversations needing a reply",
      value: Number(needsReply[0]?.n ?? 0),
      href: "/admin/conversations?state=needs-reply&sort=handoffAt&order=asc",
    },
    {
      id: "consultations",
      name: "Consultations in the next 7 days",
      value: Number(upcoming[0]?.n ?? 0),
      href: "/admin/consultations/agenda",
    },
    {
      id: "outbox-failures",
      name: "Outbox failures",
      value: Number(failures[0]?.n ?? 0),
      href: "/admin/outbox#failed",
    },
  ];
}

/** The outbox's failed messages, newest first (the outbox page's "Failed deliveries"). */
export async function failedMail(db: Db, limit = 50) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(eq(outbox.status, "failed"))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** How many conversations wait for a person's reply (the sidebar's badge, issue 35). */
export async function waitingConversations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.state, "needs-reply"));
  return Number(row?.n ?? 0);
}
