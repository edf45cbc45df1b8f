import { z } from "zod";
import { timeTableOptions } from "#content/options.ts";
import { anyProgramOf } from "#content/programs.ts";
import { isCalendarDate } from "../consultation-availability.ts";

/** How an intake is taught (issue 14). */
export const intakeModes = ["campus", "online"] as const;
export type IntakeMode = (typeof intakeModes)[number];
export const intakeStatuses = ["open", "closed", "cancelled"] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];
export const MAX_CAPACITY = 1000;

/** Any spelling of a program (page slug, §3 name or alias) → its page slug, or undefined. */
export function programSlugOf(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  // Any program of the content store, drafts too: staff set up a new program's intake before
  // publishing it (the server refreshes the catalogue from the store before it parses).
  return anyProgramOf(input)?.slug;
}

// Plain words for the back-office (issue 36); an API client reads the same ones.
const PROGRAM_MESSAGE = "Choose one of the programs";
const DATE_MESSAGE = (label: string) => `Choose the ${label.toLowerCase()} from the calendar`;

const calendarDate = (required: string, label: string) =>
  z.string(required).refine(isCalendarDate, DATE_MESSAGE(label));

/**
 * An intake as the back-office writes it (POST/PUT /api/admin/intakes and the intake pages).
 * `timetable` is one §3 class time or a list of them; a form's several checkboxes arrive as a list.
 */
export const intakeSchema = z
  .object({
    program: z.preprocess(
      (value) => programSlugOf(value) ?? (value === undefined || value === "" ? undefined : "?"),
      z.string(PROGRAM_MESSAGE).refine((v) => v !== "?", PROGRAM_MESSAGE),
    ),
    startDate: calendarDate("Start date is required", "Start date"),
    endDate: calendarDate("End date is required", "End date"),
    timetable: z.preprocess(
      (value) => (typeof value === "string" ? (value === "" ? [] : [value]) : value),
      z
        .array(z.enum(timeTableOptions, `Timetable must be among: ${timeTableOptions.join(", ")}`), {
          error: "Timetable is required",
        })
        .min(1, "Timetable is required")
        .max(timeTableOptions.length, "Timetable lists too many slots"),
    ),
    mode: z.enum(intakeModes, "Mode must be campus or online"),
    capacity: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z
        .number("Capacity must be a whole number")
        .int("Capacity must be a whole number")
        .min(0, "Capacity cannot be negative")
        .max(MAX_CAPACITY, `Capacity cannot be more than ${MAX_CAPACITY}`),
    ),
    status: z.preprocess(
      (value) => (value === undefined || value === "" || value === null ? "open" : value),
      z.enum(intakeStatuses, "Status must be open, closed or cancelled"),
    ),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "End date cannot be before the start date",
  });

export type IntakeInput = z.infer<typeof intakeSchema>;
