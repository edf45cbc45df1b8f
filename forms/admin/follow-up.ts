import { z } from "zod";

/** The back-office sections a follow-up can be put on (issue 35), as the registry names them. */
export const followUpSections = [
  "contacts",
  "downloads",
  "enrollments",
  "consultations",
  "conversations",
] as const;
export type FollowUpSection = (typeof followUpSections)[number];

/** Other names clients use for the same sections (the issue says "enrolments", "applications"). */
export const followUpSectionAliases: Record<string, FollowUpSection> = {
  enrolments: "enrollments",
  applications: "enrollments",
  "outline-requests": "downloads",
  "contact-messages": "contacts",
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDay = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

export const followUpMessages = {
  section: `record.section must be one of ${followUpSections.join(", ")}`,
  id: "record.id must be the record's id",
  dueOn: "dueOn must be a date (YYYY-MM-DD)",
  note: "note must be text of at most 2000 characters",
  assignee: "assigneeId must be a staff member's id, or null",
  when: "when must be today, overdue or upcoming",
  assigneeFilter: "assignee must be me, all, unassigned or a staff member's id",
};

export const followUpSchema = z.object({
  record: z.object(
    {
      section: z
        .string(followUpMessages.section)
        .transform((value) => followUpSectionAliases[value.toLowerCase()] ?? value.toLowerCase())
        .pipe(z.enum(followUpSections, followUpMessages.section)),
      id: z.string(followUpMessages.id).regex(uuid, followUpMessages.id).toLowerCase(),
    },
    "record must be {section, id}",
  ),
  dueOn: isoDay(followUpMessages.dueOn),
  note: z.string(followUpMessages.note).trim().max(2000, followUpMessages.note).default(""),
  assigneeId: z
    .string(followUpMessages.assignee)
    .regex(uuid, followUpMessages.assignee)
    .toLowerCase()
    .nullable()
    .optional(),
});
export type FollowUpInput = z.output<typeof followUpSchema>;

export const followUpQuerySchema = z.object({
  when: z.enum(["today", "overdue", "upcoming", "due"], followUpMessages.when).optional(),
  assignee: z
    .string(followUpMessages.assigneeFilter)
    .refine((v) => ["me", "all", "unassigned"].includes(v) || uuid.test(v), followUpMessages.assigneeFilter)
    .default("all"),
});
export type FollowUpQuery = z.output<typeof followUpQuerySchema>;
