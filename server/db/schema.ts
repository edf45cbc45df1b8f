import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One PostgreSQL schema for both drivers (PGlite and node-postgres). Every table that an admin
 * list shows has an index on created_at, because lists are ordered newest first.
 */

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── People who sign in ────────────────────────────────────────────────────────────────

export const students = pgTable(
  "students",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("students_email_key").on(t.email), index("students_created_at_idx").on(t.createdAt)],
);

export const admins = pgTable(
  "admins",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admins_email_key").on(t.email), index("admins_created_at_idx").on(t.createdAt)],
);

/** 'student' | 'admin': which table a session or reset token belongs to. */
export type AccountKind = "student" | "admin";

/** A signed token names one of these rows, so log-out and a password reset end it on the server. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    kind: text("kind").$type<AccountKind>().notNull(),
    userId: uuid("user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.kind, t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    kind: text("kind").$type<AccountKind>().notNull(),
    userId: uuid("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_user_idx").on(t.kind, t.userId),
  ],
);

/**
 * One-time links that create the first administrator (server/accounts/first-run.ts). Only the
 * SHA-256 of a token is kept. `issuedBy` names the server that printed it, so its restart voids
 * its own older links while other servers on the same PostgreSQL keep theirs.
 */
export const adminSetupTokens = pgTable(
  "admin_setup_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    issuedBy: text("issued_by").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_setup_tokens_hash_key").on(t.tokenHash)],
);

/** Fixed-window counters shared by every server process on one database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/**
 * Version counters of content rendered from the database and cached in memory (the public page
 * cache, server/http/page-cache.ts): a write that changes a public page bumps its row, and every
 * server process on the database drops its cached pages when it sees the new version.
 */
export const contentVersions = pgTable("content_versions", {
  key: text("key").primaryKey(),
  version: integer("version").notNull(),
});

// ── Leads from the public forms ───────────────────────────────────────────────────────

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export const outlineRequests = pgTable(
  "outline_requests",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    course: text("course").notNull(),
    format: text("format").notNull(),
    agreed: boolean("agreed").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("outline_requests_created_at_idx").on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_token_key").on(t.unsubscribeToken),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt),
  ],
);

export const consultations = pgTable(
  "consultations",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    projectDetails: text("project_details").notNull(),
    budget: text("budget").notNull(),
    service: text("service").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("consultations_created_at_idx").on(t.createdAt)],
);

export const enrolments = pgTable(
  "enrolments",
  {
    id: id(),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    address: text("address").notNull(),
    education: text("education").notNull(),
    institution: text("institution").notNull(),
    course: text("course").notNull(),
    enrolmentDate: date("enrolment_date"),
    timeTable: text("time_table"),
    accept: boolean("accept").notNull(),
    feeTerms: boolean("fee_terms").notNull(),
    status: text("status").notNull().default("received"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enrolments_created_at_idx").on(t.createdAt),
    index("enrolments_student_idx").on(t.studentId),
    index("enrolments_email_idx").on(t.email),
    // Applications are matched to students by e-mail case-insensitively (dashboard, admin lists).
    index("enrolments_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const enrolmentStatusChanges = pgTable(
  "enrolment_status_changes",
  {
    id: id(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    adminId: uuid("admin_id"),
    createdAt: createdAt(),
  },
  (t) => [index("enrolment_status_changes_enrolment_idx").on(t.enrolmentId)],
);

/** Every create, update, delete and status change made by an admin: who, what, when, before → after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    adminId: uuid("admin_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

// ── Mail ──────────────────────────────────────────────────────────────────────────────

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Durable outbox: a message is queued in the same transaction as the record it belongs to. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_at_idx").on(t.createdAt),
  ],
);

// ── Chat assistant ────────────────────────────────────────────────────────────────────

export const visitors = pgTable(
  "visitors",
  {
    id: id(),
    name: text("name"),
    email: text("email"),
    mobile: text("mobile"),
    ip: text("ip"),
    browser: text("browser"),
    createdAt: createdAt(),
  },
  (t) => [index("visitors_created_at_idx").on(t.createdAt)],
);

export const chats = pgTable(
  "chats",
  {
    id: id(),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    type: text("type").$type<"client" | "assistant">().notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chats_visitor_idx").on(t.visitorId, t.createdAt),
    index("chats_created_at_idx").on(t.createdAt),
  ],
);
