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

/** Intakes: created, edited and closed on their own pages (app/routes/admin/intake-*.tsx). */
export const intakes = defineSection<IntakeListRow>()({
  key: "intakes",
  labels: { heading: "Intakes", nav: "Intakes", noun: "Intake", deleteTitle: "Delete intake?" },
  api: "/api/admin/intakes",
  list: "/admin/intakes",
  add: { label: "New intake", path: "/admin/intakes/new" },
  defaultLimit: 20,
  columns: [
    { kind: "link", label: "Intake", text: "Edit", href: (row) => `/admin/intakes/${row.id}/edit` },
    { kind: "text", field: "program", label: "Program", sort: "program" },
    { kind: "text", field: "startDate", label: "Starts", sort: "startDate" },
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
  rowLabel: (row) => `${row.program} intake of ${row.startDate}`,
  rowHref: (row) => `/admin/intakes/${row.id}/edit`,
});
