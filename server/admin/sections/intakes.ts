import { formatDay } from "#forms/dates.ts";
import { type BaseRow, createdColumn, defineSection } from "./shape.ts";

/**
 * A row of /api/admin/intakes (issue 14): one intake of a program, with its seats. `program` is
 * the program's page slug (the pages show its name).
 */
export interface IntakeListRow extends BaseRow {
  program: string;
  startDate: string;
  endDate: string;
  mode: "campus" | "online";
  status: "open" | "closed" | "cancelled";
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
  waitlist: number;
}

/** "Full-Stack Development, starts Mon 1 Feb 2027": an intake as staff name it (the date on its own line). */
const intakeName = (row: IntakeListRow) => `${row.program},\nstarts ${formatDay(row.startDate)}`;
const editHref = (row: IntakeListRow) => `/admin/intakes/${row.id}/edit`;

/** Intakes: created, edited and closed on their own pages (app/routes/admin/intake-*.tsx). */
export const intakes = defineSection<IntakeListRow>()({
  key: "intakes",
  labels: { heading: "Intakes", nav: "Intakes", noun: "Intake", deleteTitle: "Delete intake?" },
  api: "/api/admin/intakes",
  list: "/admin/intakes",
  add: { label: "New intake", path: "/admin/intakes/new" },
  defaultLimit: 20,
  columns: [
    // The intake by its name, the program and start date: the link that opens it for editing.
    { kind: "link", label: "Intake", text: intakeName, href: editHref, sort: "startDate" },
    { kind: "text", field: "mode", label: "Mode", capitalise: true },
    { kind: "status", field: "status", label: "Status", sort: "status" },
    { kind: "number", field: "capacity", label: "Capacity" },
    { kind: "number", field: "seatsTaken", label: "Seats taken" },
    { kind: "number", field: "seatsLeft", label: "Seats left" },
    { kind: "number", field: "waitlist", label: "Waitlist" },
    createdColumn,
  ],
  sorts: ["createdAt", "program", "startDate", "status"],
  search: ["program", "status", "mode"],
  filters: ["status", "program"],
  csv: [
    "id",
    "program",
    "startDate",
    "endDate",
    "mode",
    "status",
    "capacity",
    "seatsTaken",
    "seatsLeft",
    "waitlist",
    "createdAt",
  ],
  rowLabel: (row) => `${row.program} intake of ${formatDay(row.startDate)}`,
  rowHref: editHref,
});
