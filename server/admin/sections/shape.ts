import type { Table } from "drizzle-orm";
import { staffRoles } from "#forms/admin/account.ts";
import type { z } from "zod";
import type { StatusChange } from "../enrolment-status.ts";

/*
 * The shape of one back-office section (docs/decisions/0075). A definition says everything about
 * a list that the browser may know: its labels, its API and page paths, the columns of its table,
 * the sort keys it accepts, what a search looks in, the fields of its record page and the columns
 * of its CSV export. It imports no database code (types only), so the pages' browser bundle can read it; the
 * section's Drizzle side (`<key>.server.ts`) is typed against it.
 */

/**
 * The back-office roles (docs/decisions/0073): administrators and staff. A section names who may
 * use it in its `roles`; server/accounts/roles.ts reads that, so the registry is the one source.
 */
export const backOfficeRoles = staffRoles;
export type BackOfficeRole = (typeof backOfficeRoles)[number];

/** Every row and record has an id and a creation time (dates travel as ISO strings). */
export interface BaseRow {
  id: string;
  createdAt: string;
}

/** A row of a list that holds people: shown with an avatar, a name and an e-mail. */
export interface PersonRow extends BaseRow {
  firstName: string;
  lastName: string;
  email: string;
}

/** What JSON makes of a stored value: a Date travels as its ISO string. */
export type Serialised<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A stored record as the API and the record page get it: every column but secrets. */
export type StoredRecord<T extends Table> = Serialised<Omit<T["$inferSelect"], "passwordHash">>;

/** The keys of Row whose values are text (or empty). */
type TextKey<Row> = { [K in keyof Row]-?: Row[K] extends string | null ? K : never }[keyof Row] & string;
type NumberKey<Row> = { [K in keyof Row]-?: Row[K] extends number ? K : never }[keyof Row] & string;
type FlagKey<Row> = { [K in keyof Row]-?: Row[K] extends boolean ? K : never }[keyof Row] & string;

/** One column of a list's table. `sort` names the sort key its header link asks for. */
export type ListColumn<Row, Sort extends string> =
  /** Avatar, the name linked to the record, the e-mail beneath (person rows only). */
  | (Row extends PersonRow ? { kind: "person"; label: string; sort?: Sort } : never)
  /** Plain text; a flag field adds a chat icon linking to the record's chat history. */
  | {
      kind: "text";
      field: TextKey<Row>;
      label: string;
      sort?: Sort;
      capitalise?: boolean;
      truncate?: boolean;
      chatsFlag?: FlagKey<Row>;
    }
  /** A count, right-aligned (an intake's seats). */
  | { kind: "number"; field: NumberKey<Row>; label: string; sort?: Sort }
  /** A status badge. */
  | { kind: "status"; field: TextKey<Row>; label: string; sort?: Sort }
  /** A date as MM/dd/yyyy; `withTime` adds the 24-hour time (activity, where the hour matters). */
  | { kind: "date"; field: TextKey<Row>; label: string; sort?: Sort; withTime?: boolean }
  /** The record's id, linked to its page. */
  | { kind: "id"; label: string }
  /** Stored chat HTML, sanitised by the page's loader before it gets here. */
  | { kind: "html"; field: TextKey<Row>; label: string }
  /** A link to a page the row names (a chat's visitor): a fixed text or one read from the row. */
  | {
      kind: "link";
      label: string;
      text: string | ((row: Row) => string);
      href(row: Row): string;
      sort?: Sort;
    };

/** The last column of every list: the creation date, the default order (newest first). */
export const createdColumn = {
  kind: "date",
  field: "createdAt",
  label: "Created",
  sort: "createdAt",
} as const satisfies ListColumn<BaseRow, "createdAt">;

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a record's edit form. */
export interface FormField<Name extends string = string> {
  name: Name;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "date" | "password";
  as?: "textarea" | "select";
  options?: FieldOption[];
  placeholder?: string;
}

/** One field of a read-only record page. */
export interface ShownField<Name extends string = string> {
  name: Name;
  label: string;
  /** Spans both columns (long text). */
  wide?: boolean;
  /** An ISO time shown as MM/dd/yyyy HH:mm. */
  dateTime?: boolean;
}

/** An application as a student's record page lists it. */
export interface ApplicationSummary {
  id: string;
  course: string;
  status: string;
  createdAt: string;
}

/** One message of a visitor's chat history. */
export interface ChatEntry {
  id: string;
  type: "client" | "assistant" | "staff";
  /** Sanitised HTML on the record page (the API returns what was stored). */
  content: string;
  createdAt: string;
}

/** The intake an application is for (issue 14), as its record page shows it. */
export interface ApplicationIntake {
  id: string;
  /** The program's display name. */
  course: string;
  /** YYYY-MM-DD, and the same as "2 February 2027". */
  startDate: string;
  startText: string;
  capacity: number;
  seatsLeft: number;
  status: string;
}

/** A waitlist offer made to an application: its state and when its hold runs out. */
export interface ApplicationOffer {
  id: string;
  status: string;
  /** ISO time. */
  expiresAt: string;
  decidedAt: string | null;
}

/** An application's status, where it may go next, and who moved it so far. */
export interface StatusPanelData {
  current: string;
  next: readonly string[];
  history: readonly StatusChange[];
  /** Its intake, if it applied to one. */
  intake?: ApplicationIntake | null;
  /** Its waitlist offers, newest first. */
  offers?: readonly ApplicationOffer[];
}

/** What a record page shows beside its fields, each read from the record. */
export interface RecordPanels<Rec> {
  applications?(record: Rec): readonly ApplicationSummary[];
  status?(record: Rec): StatusPanelData;
  chats?(record: Rec): readonly ChatEntry[];
  /** An admin account's role and second-factor reset (docs/decisions/0073). */
  access?(record: Rec): BackOfficeRole;
}

/**
 * A record page: an edit form validated by the §5 schema of forms/admin/, or read-only fields.
 * The API answers GET /api/admin/<list>/:id for every section with a record page, and PUT for
 * those with a form.
 */
export type RecordPage<Rec> = {
  /** The page, `:id` standing for the record's id. */
  path: `/admin/${string}/:id`;
  title(record: Rec): string;
  /** The person's avatar beside the title. */
  avatar: boolean;
  panels: RecordPanels<Rec>;
} & (
  | {
      kind: "form";
      schema: z.ZodObject;
      fields: readonly FormField<keyof Rec & string>[];
    }
  | { kind: "read-only"; fields: readonly ShownField<keyof Rec & string>[] }
);

export interface SectionDefinition<
  Key extends string = string,
  Row extends BaseRow = BaseRow,
  Rec extends BaseRow = BaseRow,
  Sort extends string = string,
  Search extends string = string,
> {
  key: Key;
  labels: {
    /** The list page's h1 and title. */
    heading: string;
    /** The sidebar entry. */
    nav: string;
    /** For the server's messages: 'Student deleted successfully', 'Student not found'. */
    noun: string;
    /** The delete dialog's title. */
    deleteTitle: string;
  };
  /** The list's endpoint; GET it for a page, GET/PUT/DELETE `<api>/:id` for one record. */
  api: `/api/admin/${string}`;
  /** The list page. */
  list: `/admin/${string}`;
  /** The record page, if the section has one (chats open their visitor instead). */
  record?: RecordPage<Rec>;
  /** An extra page reached from the list's toolbar (Add Admin). */
  add?: { label: string; path: `/admin/${string}` };
  /** Rows per page when the request does not say (spec §3). */
  defaultLimit: number;
  /** The table's columns, in order; the row menu follows the last. */
  columns: readonly ListColumn<Row, Sort>[];
  /** Every sort key the list accepts (API, export and page). Anything else is `invalid`. */
  sorts: readonly Sort[];
  /** What a search looks in (see the section's .server.ts for the SQL of each). */
  search: readonly Search[];
  /** Fields the list filters on by exact value from the URL (`?status=received`). */
  filters?: readonly string[];
  /** The CSV export's columns, in order. */
  csv: readonly (keyof Row & string)[];
  /** Names a row in the row menu and the delete dialog. */
  rowLabel(row: Row): string;
  /** Where the row menu's 'View Details' goes; the record page by default. */
  rowHref?(row: Row): string;
  /** The global people search lists hits from this section under this name. */
  globalSearch?: string;
  /** Who may use the section: every back-office role unless a definition narrows it. */
  roles: readonly BackOfficeRole[];
  /**
   * Records can be given to a staff member (issue 35): PUT `<api>/:id/assignee`, and the list's
   * `assignee` filter (`me`, `unassigned` or an account's id).
   */
  assignable?: boolean;
  /** What POST `<api>/bulk` may do to many records at once, all or nothing (issue 35). */
  bulk?: readonly BulkAction[];
}

export const bulkActions = ["status", "assign", "delete"] as const;
export type BulkAction = (typeof bulkActions)[number];

/**
 * Defines a section whose rows and records have the given types (the key, sort and search keys
 * are read from the definition); `roles` defaults to every back-office role.
 */
export function defineSection<Row extends BaseRow, Rec extends BaseRow = never>() {
  return <Key extends string, const Sort extends string, const Search extends string>(
    definition: Omit<SectionDefinition<Key, Row, Rec, Sort, Search>, "roles" | "columns"> & {
      // Sort keys come from `sorts` alone: a column cannot add one the list does not accept.
      columns: readonly ListColumn<Row, NoInfer<Sort>>[];
      roles?: readonly BackOfficeRole[];
    },
  ): SectionDefinition<Key, Row, Rec, Sort, Search> => ({
    ...definition,
    roles: definition.roles ?? backOfficeRoles,
  });
}

/** The CSV export of a section's list (the list's search and sort are added to it). */
export function exportPath(section: { key: string }): `/api/admin/export/${string}` {
  return `/api/admin/export/${section.key}`;
}

/** The page of one record of a section. */
export function recordHref(section: { record?: { path: string } }, id: string): string {
  if (!section.record) throw new Error("This section has no record page");
  return section.record.path.replace(":id", encodeURIComponent(id));
}
