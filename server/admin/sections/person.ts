import { programNames } from "#content/programs.ts";
import type { FieldOption, FormField, ListColumn, PersonRow } from "./shape.ts";

/*
 * What the sections that list people share (read as `person.column`, `person.sorts`, …): the name
 * column, the sort and search keys, the name fields, the course select.
 */

/** The first column of every list of people (spec §2.3): avatar, name, e-mail; sorts by name. */
export const column = { kind: "person", label: "Name", sort: "name" } as const satisfies ListColumn<
  PersonRow,
  "name"
>;

/** Every list of people sorts by these; the first is the default order. */
export const sorts = ["createdAt", "name", "email"] as const;

/** Every search of people looks in the full name and the e-mail. */
export const search = ["name", "email"] as const;

export const fields = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" },
] as const satisfies readonly FormField<keyof PersonRow>[];

export const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

export const options = (values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: value }));

export const courseField = {
  name: "course",
  label: "Course",
  required: true,
  as: "select",
  options: options(programNames),
  placeholder: "Select a course",
} as const satisfies FormField<"course">;
