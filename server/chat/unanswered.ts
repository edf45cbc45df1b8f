import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { unescapeHtml } from "./html.ts";
import { contentTerms } from "../assistant/retrieval.ts";
import type { Db } from "../db/client.ts";
import { chats } from "../db/schema.ts";
import { notFound } from "../domain/errors.ts";

/*
 * What the assistant could not answer (docs/decisions/0084): the questions it met with its
 * honest "couldn't find" reply, grouped by similar wording (the same meaningful terms as the
 * assistant's index sees them, or mostly the same), until staff mark a group as handled.
 */

/** How many of the newest unhandled questions the report reads. */
const WINDOW = 5000;
/** Two wordings are one group when they share at least this share of their terms (see similar). */
const SIMILAR = 0.5;

export interface UnansweredGroup {
  /** Names the group for "mark as handled" (the terms of its oldest wording). */
  key: string;
  /** The newest wording. */
  question: string;
  count: number;
  lastAskedAt: string;
  /** The conversations it was asked in, newest first. */
  conversations: { visitorId: string; href: string }[];
}

/**
 * Similar wording: half the terms of the union in common, or at least two shared terms making
 * half of the shorter wording ("who won the football last night" ~ "who won the football game").
 */
const similar = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  if (union > 0 && shared / union >= SIMILAR) return true;
  return shared >= 2 && shared / Math.min(a.size, b.size) >= SIMILAR;
};

interface Group {
  key: string;
  terms: Set<string>;
  ids: string[];
  question: string;
  lastAskedAt: Date;
  visitors: string[];
}

async function groups(db: Db): Promise<Group[]> {
  const rows = await db
    .select({ id: chats.id, visitorId: chats.visitorId, content: chats.content, createdAt: chats.createdAt })
    .from(chats)
    .where(and(eq(chats.type, "client"), eq(chats.unanswered, true), isNull(chats.handledAt)))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(WINDOW);
  const found: Group[] = [];
  // Oldest first, so a group's key (its first wording's terms) stays put as new questions join.
  for (const row of rows.reverse()) {
    const text = unescapeHtml(row.content);
    const terms = new Set(contentTerms(text));
    const key = [...terms].sort().join(" ") || text.trim().toLowerCase();
    const group = found.find((g) => g.key === key || (terms.size > 0 && similar(g.terms, terms)));
    if (group) {
      group.ids.push(row.id);
      group.question = text;
      group.lastAskedAt = row.createdAt;
      group.visitors = [row.visitorId, ...group.visitors.filter((v) => v !== row.visitorId)];
    } else {
      found.push({
        key,
        terms,
        ids: [row.id],
        question: text,
        lastAskedAt: row.createdAt,
        visitors: [row.visitorId],
      });
    }
  }
  return found.sort(
    (a, b) => b.ids.length - a.ids.length || b.lastAskedAt.getTime() - a.lastAskedAt.getTime(),
  );
}

/** GET /api/admin/unanswered: the groups, most asked first (then most recent). */
export async function unansweredReport(db: Db, limit?: number): Promise<UnansweredGroup[]> {
  const all = await groups(db);
  return all.slice(0, limit ?? all.length).map((g) => ({
    key: g.key,
    question: g.question,
    count: g.ids.length,
    lastAskedAt: g.lastAskedAt.toISOString(),
    conversations: g.visitors.map((visitorId) => ({
      visitorId,
      href: `/admin/conversations/${visitorId}`,
    })),
  }));
}

/** POST /api/admin/unanswered/handled {key}: every question of the group leaves the report. */
export async function markHandled(db: Db, body: unknown, now = new Date()) {
  const key =
    typeof (body as { key?: unknown } | null)?.key === "string" ? (body as { key: string }).key : "";
  const group = (await groups(db)).find((g) => g.key === key);
  if (!group) throw notFound("No unanswered question with that key");
  await db.update(chats).set({ handledAt: now }).where(inArray(chats.id, group.ids));
  return {
    message: `Marked ${group.ids.length} question${group.ids.length === 1 ? "" : "s"} as handled`,
    data: { key, count: group.ids.length },
  };
}
