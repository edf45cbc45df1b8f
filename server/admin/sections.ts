import { asc, type Column, count, desc, eq, getTableName, ilike, or, type SQL, sql } from "drizzle-orm";
import { tableCount } from "../db/count.ts";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  admins,
  chats,
  consultations,
  contactMessages,
  enrolments,
  outlineRequests,
  students,
  visitors,
} from "../db/schema.ts";
import { notFound } from "../domain/errors.ts";
import { type ListQuery, likePattern, type Page } from "./query.ts";

/**
 * The eight back-office lists. Each section says which table it reads, which columns a search
 * looks in, which columns it can be sorted by, and what a row holds. List, CSV export and detail
 * all read through these definitions, so the export is exactly the filtered list.
 */
export const sectionKeys = [
  "students",
  "enrollments",
  "downloads",
  "consultations",
  "contacts",
  "admins",
  "visitors",
  "chats",
] as const;
export type SectionKey = (typeof sectionKeys)[number];

export function isSectionKey(value: string): value is SectionKey {
  return (sectionKeys as readonly string[]).includes(value);
}

interface Section {
  table: PgTable & { id: PgColumn; createdAt: PgColumn };
  /** Singular noun for messages: 'Student deleted successfully'. */
  noun: string;
  defaultLimit: number;
  columns: Record<string, PgColumn | SQL>;
  search: (pattern: string) => SQL | undefined;
  sorts: Record<string, Column | SQL>;
}

const fullName = (t: { firstName: Column; lastName: Column }) =>
  sql<string>`(${t.firstName} || ' ' || ${t.lastName})`;

const personSearch =
  (t: { firstName: Column; lastName: Column; email: Column }, ...more: Column[]) =>
  (pattern: string) =>
    or(ilike(fullName(t), pattern), ilike(t.email, pattern), ...more.map((c) => ilike(c, pattern)));

const personSorts = (t: { firstName: Column; lastName: Column; email: Column; createdAt: Column }) => ({
  name: fullName(t),
  email: t.email,
  createdAt: t.createdAt,
});

/*
 * Correlated subqueries are written out in plain SQL: Drizzle leaves column names unqualified
 * inside sql``, which would make "id" mean the inner table's id.
 */

/** The course of a student's first application, matched by account or by e-mail. */
const firstCourse = sql.raw(`(select e.course from enrolments e
  where e.student_id = students.id or lower(e.email) = lower(students.email)
  order by e.created_at asc limit 1)`) as SQL<string | null>;

const visitorHasChats = sql.raw(
  "exists (select 1 from chats c where c.visitor_id = visitors.id)",
) as SQL<boolean>;

export const sections: Record<SectionKey, Section> = {
  students: {
    table: students,
    noun: "Student",
    defaultLimit: 10,
    columns: {
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      course: firstCourse,
      createdAt: students.createdAt,
    },
    search: personSearch(students),
    sorts: { ...personSorts(students), course: firstCourse },
  },
  enrollments: {
    table: enrolments,
    noun: "Enrolment",
    defaultLimit: 10,
    columns: {
      id: enrolments.id,
      firstName: enrolments.firstName,
      lastName: enrolments.lastName,
      email: enrolments.email,
      course: enrolments.course,
      status: enrolments.status,
      createdAt: enrolments.createdAt,
    },
    search: personSearch(enrolments, enrolments.course, enrolments.status),
    sorts: { ...personSorts(enrolments), course: enrolments.course, status: enrolments.status },
  },
  downloads: {
    table: outlineRequests,
    noun: "Course outline request",
    defaultLimit: 10,
    columns: {
      id: outlineRequests.id,
      firstName: outlineRequests.firstName,
      lastName: outlineRequests.lastName,
      email: outlineRequests.email,
      course: outlineRequests.course,
      format: outlineRequests.format,
      createdAt: outlineRequests.createdAt,
    },
    search: personSearch(outlineRequests, outlineRequests.course),
    sorts: { ...personSorts(outlineRequests), course: outlineRequests.course },
  },
  consultations: {
    table: consultations,
    noun: "Consultation",
    defaultLimit: 10,
    columns: {
      id: consultations.id,
      firstName: consultations.firstName,
      lastName: consultations.lastName,
      email: consultations.email,
      company: consultations.company,
      service: consultations.service,
      createdAt: consultations.createdAt,
    },
    search: personSearch(consultations, consultations.company),
    sorts: { ...personSorts(consultations), company: consultations.company },
  },
  contacts: {
    table: contactMessages,
    noun: "Contact message",
    defaultLimit: 10,
    columns: {
      id: contactMessages.id,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      email: contactMessages.email,
      mobile: contactMessages.mobile,
      createdAt: contactMessages.createdAt,
    },
    search: personSearch(contactMessages, contactMessages.mobile),
    sorts: { ...personSorts(contactMessages), mobile: contactMessages.mobile },
  },
  admins: {
    table: admins,
    noun: "Admin",
    defaultLimit: 10,
    columns: {
      id: admins.id,
      firstName: admins.firstName,
      lastName: admins.lastName,
      email: admins.email,
      createdAt: admins.createdAt,
    },
    search: personSearch(admins),
    sorts: personSorts(admins),
  },
  visitors: {
    table: visitors,
    noun: "Visitor",
    defaultLimit: 50,
    columns: {
      id: visitors.id,
      name: visitors.name,
      email: visitors.email,
      browser: visitors.browser,
      ip: visitors.ip,
      hasChats: visitorHasChats,
      createdAt: visitors.createdAt,
    },
    search: (p) =>
      or(
        ilike(sql`${visitors.id}::text`, p),
        ilike(visitors.name, p),
        ilike(visitors.email, p),
        ilike(visitors.browser, p),
        ilike(visitors.ip, p),
      ),
    sorts: { browser: visitors.browser, ip: visitors.ip, createdAt: visitors.createdAt },
  },
  chats: {
    table: chats,
    noun: "Chat",
    defaultLimit: 50,
    columns: {
      id: chats.id,
      visitorId: chats.visitorId,
      type: chats.type,
      content: chats.content,
      createdAt: chats.createdAt,
    },
    search: (p) => or(ilike(chats.content, p), ilike(sql`${chats.visitorId}::text`, p), ilike(chats.type, p)),
    sorts: { type: chats.type, createdAt: chats.createdAt },
  },
};

export type Row = Record<string, unknown> & { id: string };

function whereOf(section: Section, query: Pick<ListQuery, "search">): SQL | undefined {
  return query.search ? section.search(likePattern(query.search)) : undefined;
}

function orderOf(section: Section, query: Pick<ListQuery, "sort" | "order">): SQL[] {
  const column = (query.sort && section.sorts[query.sort]) || section.table.createdAt;
  const direction = query.sort && section.sorts[query.sort] ? query.order : "desc";
  const by = direction === "asc" ? asc : desc;
  return [by(column), by(section.table.id)];
}

function serialise(row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Row;
}

/** One page of a section, filtered and sorted: {data, pagination:{total, offset, limit}}. */
export async function listSection(db: Db, key: SectionKey, query: ListQuery): Promise<Page<Row>> {
  const section = sections[key];
  const where = whereOf(section, query);
  const exact = async () => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(section.table).where(where);
    return Number(total);
  };
  // Unfiltered lists of huge tables use the planner's estimate, so page one stays fast at 1M rows.
  const total = where ? await exact() : await tableCount(db, getTableName(section.table), exact);
  const rows = await db
    .select(section.columns)
    .from(section.table)
    .where(where)
    .orderBy(...orderOf(section, query))
    .limit(query.limit)
    .offset(query.offset * query.limit);
  return {
    data: rows.map((r) => serialise(r as Record<string, unknown>)),
    pagination: { total, offset: query.offset, limit: query.limit },
  };
}

/** Every row of the filtered, sorted list (for CSV export), capped to keep memory bounded. */
export async function allOfSection(
  db: Db,
  key: SectionKey,
  query: Pick<ListQuery, "search" | "sort" | "order">,
  cap = 50_000,
): Promise<Row[]> {
  const section = sections[key];
  const rows = await db
    .select(section.columns)
    .from(section.table)
    .where(whereOf(section, query))
    .orderBy(...orderOf(section, query))
    .limit(cap);
  return rows.map((r) => serialise(r as Record<string, unknown>));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not found for anything that is not a record id, before it reaches the database. */
export function assertId(key: SectionKey, id: string): string {
  if (!uuidPattern.test(id)) throw notFound(`${sections[key].noun} not found`);
  return id.toLowerCase();
}

/** The full record (every column except secrets), or not-found naming what was not found. */
export async function getRecord(db: Db, key: SectionKey, id: string): Promise<Row> {
  const section = sections[key];
  const rows = await db
    .select()
    .from(section.table)
    .where(eq(section.table.id, assertId(key, id)))
    .limit(1);
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound(`${section.noun} not found`);
  delete row.passwordHash;
  return serialise(row);
}

export function nounOf(key: SectionKey): string {
  return sections[key].noun;
}
