import { type Column, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "../../db/client.ts";
import type { OfferConfig } from "../../intakes/offers.ts";
import type { BaseRow, SectionDefinition, Serialised, StoredRecord } from "./shape.ts";

/*
 * The database side of a section: which table it reads, the SQL behind each sort and search key
 * its definition names, what its record page adds to the stored record, and what a delete must
 * check or end. Typed against the definition, so a key the definition names and the SQL cannot
 * disagree, and the list's selection must produce exactly the definition's row type.
 */

export type AdminTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** Who runs a bulk action, and the settings a status change may need (waitlist offers). */
export interface BulkContext {
  adminId: string;
  offers?: OfferConfig;
}
export type Expression = PgColumn | SQL;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What a selection gives once dates are ISO strings. */
export type SelectedRow<Selection> = Serialised<SelectResultFields<Selection>>;

/** Fails to compile when the list's selection does not produce the section's row type. */
type RowCheck<Selection, Row> =
  Same<SelectedRow<Selection>, Row> extends true
    ? unknown
    : { select: { "the selection must produce the section's row": Row; selected: SelectedRow<Selection> } };

/** What a record page adds to the stored record (the student's applications, say). */
type Extras<Rec, T extends AdminTable> = Omit<Rec, keyof StoredRecord<T>>;
type ExtrasPart<Rec, T extends AdminTable> = [Rec] extends [never]
  ? { extras?: never }
  : keyof Extras<Rec, T> extends never
    ? { extras?: never }
    : { extras(db: Db, record: StoredRecord<T>): Promise<Extras<Rec, T>> };

export type SectionQueries<
  Row extends BaseRow,
  Rec,
  Sort extends string,
  Search extends string,
  T extends AdminTable,
> = {
  table: T;
  /** The list's columns (API rows and the CSV export). */
  select: Record<keyof Row & string, Expression>;
  /** The SQL of every sort and search key the definition names. */
  expressions: Record<Sort | Search, Expression>;
  /** The sign-in e-mail column, kept unique when a record is edited (students, admins). */
  uniqueEmail?: PgColumn;
  /** In the delete's transaction, before it: may refuse with a domain error. */
  beforeDelete?(db: Db, record: StoredRecord<T>, actingAdminId: string): Promise<void>;
  /** In the delete's transaction, after it (ending the account's sessions, say). */
  afterDelete?(db: Db, record: StoredRecord<T>): Promise<void>;
  /** The column naming the staff member a record is assigned to (sections that are `assignable`). */
  assignee?: PgColumn;
  /** A bulk status change of one record (issue 35), in the bulk action's transaction. */
  bulkStatus?(db: Db, id: string, value: unknown, context: BulkContext): Promise<void>;
  /** What the pages show differently from the API (sanitised chat HTML, the canonical course). */
  forPage?: { row?(row: Row): Row; record?(record: Rec): Rec };
} & ExtrasPart<Rec, T>;

/** The Drizzle side of a section, checked against its definition. */
export function sectionQueries<
  Key extends string,
  Row extends BaseRow,
  Rec extends BaseRow,
  Sort extends string,
  Search extends string,
  T extends AdminTable,
  Selection extends Record<keyof Row & string, Expression>,
>(
  _section: SectionDefinition<Key, Row, Rec, Sort, Search>,
  queries: SectionQueries<Row, Rec, Sort, Search, T> & { table: T; select: Selection } & RowCheck<
      Selection,
      Row
    >,
): SectionQueries<Row, Rec, Sort, Search, T> {
  return queries;
}

// ── SQL that several sections share ─────────────────────────────────────────────────────────

type Person = { firstName: Column; lastName: Column; email: Column };
type PgPerson = { firstName: PgColumn; lastName: PgColumn; email: PgColumn };

export const fullNameSql = (t: Pick<Person, "firstName" | "lastName">) =>
  sql<string>`(${t.firstName} || ' ' || ${t.lastName})`;

/** The columns every list of people starts with (its own follow, then createdAt). */
export const personSelect = <T extends PgPerson & { id: PgColumn }>(t: T) =>
  ({ id: t.id, firstName: t.firstName, lastName: t.lastName, email: t.email }) as Pick<
    T,
    "id" | "firstName" | "lastName" | "email"
  >;

/** The sort and search keys every list of people has (person.ts: sorts, search). */
export const personExpressions = (t: PgPerson & { createdAt: PgColumn }) => ({
  name: fullNameSql(t),
  email: t.email,
  createdAt: t.createdAt,
});

/** Any of the expressions contains the pattern (ILIKE). */
export function searchIn(expressions: Expression[], pattern: string): SQL | undefined {
  return or(...expressions.map((e) => ilike(e, pattern)));
}
