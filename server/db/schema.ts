import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  check,
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
/** Where a lead came from (issue 35, server/leads/source.ts); every part null when unknown. */
export interface StoredSource {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  landingPath: string | null;
}
const unknownSourceSql = sql`'{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb`;
/** The source a record a visitor creates carries (copied from the browser's first touch). */
const source = () => jsonb("source").$type<StoredSource>().notNull().default(unknownSourceSql);
/** The name and e-mail every person-shaped row carries (accounts and leads alike). */
const person = () => ({
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
});

// ── People who sign in ────────────────────────────────────────────────────────────────

export const students = pgTable(
  "students",
  {
    id: id(),
    ...person(),
    passwordHash: text("password_hash").notNull(),
    /**
     * When the student proved the address (a verification link, a password reset); null until
     * then, and for accounts from before verification existed. Only a verified account sees the
     * applications made with its e-mail without signing in (docs/decisions/0076).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("students_email_key").on(t.email),
    index("students_created_at_idx").on(t.createdAt, t.id),
    index("students_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const admins = pgTable(
  "admins",
  {
    id: id(),
    ...person(),
    passwordHash: text("password_hash").notNull(),
    /** What the account may use in the back-office (server/accounts/roles.ts). */
    role: text("role").$type<"administrator" | "staff">().notNull().default("administrator"),
    /** TOTP (RFC 6238) shared secret, base32, once enrolment is confirmed. */
    totpSecret: text("totp_secret"),
    /** A secret shown for enrolment and not yet confirmed with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last time step a code was accepted for: that step and older ones are refused (replay). */
    totpLastStep: integer("totp_last_step"),
    /** The member asked to be e-mailed, like STAFF_EMAIL, when a chat visitor asks for a person (issue 35). */
    notifyHandoffs: boolean("notify_handoffs").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admins_email_key").on(t.email),
    index("admins_created_at_idx").on(t.createdAt),
    check("admins_role_check", sql`${t.role} in ('administrator', 'staff')`),
  ],
);

/** Single-use recovery codes of a back-office account's two-factor sign-in; SHA-256 only. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_recovery_codes_hash_key").on(t.codeHash),
    index("admin_recovery_codes_admin_idx").on(t.adminId),
  ],
);

/** WebAuthn credentials (passkeys) of back-office accounts. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** base64url credential id, as the browser reports it. */
    credentialId: text("credential_id").notNull(),
    /** base64url COSE public key. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("admin_passkeys_credential_key").on(t.credentialId),
    index("admin_passkeys_admin_idx").on(t.adminId),
  ],
);

/** Outstanding WebAuthn challenges: single use (deleted when checked) and short-lived. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: id(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose").$type<"register" | "authenticate">().notNull(),
    /** The account a registration or second-factor challenge is for; null for password-free sign-in. */
    adminId: uuid("admin_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("webauthn_challenges_challenge_key").on(t.challenge)],
);

/** Product-wide settings an administrator changes at run time (server/settings/). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by"),
});

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
 * Links that prove an e-mail address: sent at sign-up, on request, and in the confirmation of an
 * application made without signing in. Bound to the address (lower case), not to an account, so
 * an applicant can create the account through it. Only the SHA-256 of the token is kept.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: id(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verification_tokens_hash_key").on(t.tokenHash),
    index("email_verification_tokens_email_idx").on(t.email),
    index("email_verification_tokens_expires_idx").on(t.expiresAt),
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

/**
 * The site's content as typed documents (issue 32, server/content/): one row per document with
 * its draft and, once published, its published fields. `version` goes up on every write, and a
 * save must name the version it edited (409 otherwise). `seedKey` names a document seeded from
 * content/ (e.g. "program:data-analytics"), so seeding never adds it twice.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: id(),
    type: text("type").notNull(),
    slug: text("slug"),
    title: text("title").notNull(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    published: jsonb("published").$type<Record<string, unknown> | null>(),
    version: integer("version").notNull().default(1),
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("content_documents_type_slug_key").on(t.type, t.slug),
    uniqueIndex("content_documents_seed_key").on(t.seedKey),
    index("content_documents_type_idx").on(t.type, t.updatedAt),
  ],
);

/**
 * The assistant's test questions (issue 33, item 3): a question staff expect a document to answer.
 * Before publishing, the editor runs them against the content with the draft in place
 * (server/assistant/test-questions.ts). Deleting the document deletes its questions.
 */
export const assistantTestQuestions = pgTable(
  "assistant_test_questions",
  {
    id: id(),
    question: text("question").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_test_questions_document_idx").on(t.documentId)],
);

/** Every change to a content document: who (an admin id), when, what (the draft after it, the fields changed). */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    action: text("action").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    changed: jsonb("changed").$type<string[]>().notNull(),
    /** The admin account that made the change (null for the seed); the name is read from admins. */
    actorId: uuid("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [index("content_revisions_document_idx").on(t.documentId, t.createdAt)],
);

/**
 * Every published text of a `page` document, numbered per page slug (issue 32): the enrolment
 * terms an application accepted stay readable as they were after staff publish new ones. A
 * publish that changes nothing makes no new version.
 */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: id(),
    slug: text("slug").notNull(),
    number: integer("number").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_versions_slug_number_key").on(t.slug, t.number)],
);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (issue 32, server/uploads/) when the site runs on PostgreSQL: the bytes live in
 * the database, so every server process sharing it serves every upload (decision 0106). On the
 * embedded database they are files under DATA_DIR/uploads and this table stays empty.
 */
export const uploads = pgTable("uploads", {
  /** The file name in the public URL: a hash of the bytes and the type's extension. */
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  /** The admin account that uploaded it first. */
  uploadedBy: uuid("uploaded_by"),
  createdAt: createdAt(),
});

// ── Leads from the public forms ───────────────────────────────────────────────────────

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    ...person(),
    mobile: text("mobile").notNull(),
    message: text("message").notNull(),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    // A person's timeline matches every table on the lower-case e-mail (docs/decisions/0083).
    index("contact_messages_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const outlineRequests = pgTable(
  "outline_requests",
  {
    id: id(),
    ...person(),
    mobile: text("mobile").notNull(),
    course: text("course").notNull(),
    format: text("format").notNull(),
    agreed: boolean("agreed").notNull(),
    source: source(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("outline_requests_created_at_idx").on(t.createdAt),
    index("outline_requests_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * Double opt-in (docs/decisions/0083): no newsletter goes to the address until the link in the
     * confirmation e-mail is used. Null while pending. The consent record is this row: the time
     * (created_at), the address, the wording version of the form, and this confirmation time.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    /** Which version of the signup form's wording the address agreed to (server/leads/newsletter.ts). */
    consentWording: text("consent_wording").notNull().default("legacy"),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_token_key").on(t.unsubscribeToken),
    index("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt),
  ],
);

export const consultations = pgTable(
  "consultations",
  {
    id: id(),
    ...person(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    projectDetails: text("project_details").notNull(),
    budget: text("budget").notNull(),
    service: text("service").notNull(),
    /** The booked call, when a time was picked (server/consultations); null for a plain request. */
    slotStart: timestamp("slot_start", { withTimezone: true }),
    slotEnd: timestamp("slot_end", { withTimezone: true }),
    /** Set when the requester cancels: the row stays (it is a lead), the time is free again. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The invitation's SEQUENCE (RFC 5545): raised by every reschedule and by the cancellation. */
    icsSequence: integer("ics_sequence").notNull().default(0),
    source: source(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("consultations_created_at_idx").on(t.createdAt),
    index("consultations_email_lower_idx").on(sql`lower(${t.email})`),
    // One live booking per start time, enforced by the database: of two simultaneous bookings
    // of one slot exactly one commits. Also the index behind the slots and the agenda queries.
    uniqueIndex("consultations_slot_start_key")
      .on(t.slotStart)
      .where(sql`${t.slotStart} is not null and ${t.cancelledAt} is null`),
  ],
);

/**
 * The weekly consultation hours and booking rules (one row, id 'default'; none yet means the
 * defaults of server/consultations/availability.ts). Times and dates are in BUSINESS_TZ.
 */
export const consultationAvailability = pgTable("consultation_availability", {
  id: text("id").primaryKey(),
  weekly: jsonb("weekly").$type<{ day: string; start: string; end: string }[]>().notNull(),
  slotMinutes: integer("slot_minutes").notNull(),
  bufferMinutes: integer("buffer_minutes").notNull(),
  minNoticeHours: integer("min_notice_hours").notNull(),
  horizonDays: integer("horizon_days").notNull(),
  blockedDates: jsonb("blocked_dates").$type<string[]>().notNull(),
  /** Public holidays staff opened for consultations (holidays are closed otherwise, decision 0109). */
  openedDates: jsonb("opened_dates").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * The reminder each booked consultation gets 24 hours before its start. Moving the booking moves
 * the row, cancelling deletes it (the reminder is withdrawn); the reminder job sends due rows once.
 */
export const consultationReminders = pgTable(
  "consultation_reminders",
  {
    consultationId: uuid("consultation_id")
      .primaryKey()
      .references(() => consultations.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("consultation_reminders_due_idx").on(t.dueAt).where(sql`${t.sentAt} is null`)],
);

/**
 * A program's intake (issue 14): dates, §3 timetable slot(s), mode and a seat capacity. `program`
 * is the program's page slug (content/programs.ts). Seats are the intake's applications that are
 * accepted or enrolled; accepting locks this row (server/intakes/seats.ts), so no seat sells twice.
 */
export const intakes = pgTable(
  "intakes",
  {
    id: id(),
    program: text("program").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    timetable: jsonb("timetable").$type<string[]>().notNull(),
    mode: text("mode").$type<"campus" | "online">().notNull(),
    capacity: integer("capacity").notNull(),
    status: text("status").$type<"open" | "closed" | "cancelled">().notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("intakes_program_start_idx").on(t.program, t.startDate),
    index("intakes_created_at_idx").on(t.createdAt),
    check("intakes_capacity_check", sql`${t.capacity} >= 0`),
  ],
);

export const enrolments = pgTable(
  "enrolments",
  {
    id: id(),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    ...person(),
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
    /** The intake applied to (issue 14); null for an application by date and timetable alone. */
    intakeId: uuid("intake_id").references(() => intakes.id, { onDelete: "restrict" }),
    source: source(),
    /** The staff member who looks after the application (issue 35); null when unassigned. */
    assigneeId: uuid("assignee_id").references(() => admins.id, { onDelete: "set null" }),
    /**
     * The version of the enrolment terms the applicant accepted (issue 32; page_versions.number of
     * the `terms` page). Null only when no terms were published at the time.
     */
    termsVersion: integer("terms_version"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enrolments_created_at_idx").on(t.createdAt),
    // Seats taken and the waitlist of an intake: counted by (intake, status).
    index("enrolments_intake_status_idx").on(t.intakeId, t.status, t.createdAt),
    index("enrolments_student_idx").on(t.studentId),
    index("enrolments_email_idx").on(t.email),
    // Applications are matched to students by e-mail case-insensitively (dashboard, admin lists).
    index("enrolments_email_lower_idx").on(sql`lower(${t.email})`),
    // The lists' "mine", "unassigned" and status filters (issue 35), newest first.
    index("enrolments_assignee_idx").on(t.assigneeId, t.createdAt),
    index("enrolments_status_created_idx").on(t.status, t.createdAt),
    // The list sorted by its Name and Status columns at 100k rows (bench/admin-lists-scale.ts):
    // the sort key, then the id the lists break ties with (server/admin/list.ts).
    index("enrolments_name_sort_idx").on(sql`(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index("enrolments_status_sort_idx").on(t.status, t.id),
  ],
);

/**
 * A seat offered to the first person on an intake's waitlist (issue 14): held until `expires_at`
 * (OFFER_HOURS). The e-mailed Accept/Decline links carry a random token whose SHA-256 is stored;
 * the first answer ends the offer (status leaves 'pending' once), so links are single use.
 */
export const intakeOffers = pgTable(
  "intake_offers",
  {
    id: id(),
    intakeId: uuid("intake_id")
      .notNull()
      .references(() => intakes.id, { onDelete: "cascade" }),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    status: text("status")
      .$type<"pending" | "accepted" | "declined" | "expired">()
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("intake_offers_token_key").on(t.tokenHash),
    index("intake_offers_intake_idx").on(t.intakeId, t.status),
    index("intake_offers_enrolment_idx").on(t.enrolmentId),
    index("intake_offers_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // One live offer per application.
    uniqueIndex("intake_offers_one_pending_key").on(t.enrolmentId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * "Tell me about the next intake": an e-mail per program, told once when an intake opens, and
 * only once confirmed (double opt-in, issue 30 L11, docs/decisions/0098).
 */
export const intakeInterest = pgTable(
  "intake_interest",
  {
    id: id(),
    program: text("program").notNull(),
    email: text("email").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** When the link in the confirmation e-mail was used; null while pending (and for rows from before 0098). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    /** The confirmation link works until then. */
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("intake_interest_waiting_key")
      .on(t.program, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index("intake_interest_created_at_idx").on(t.createdAt),
    uniqueIndex("intake_interest_confirm_token_key").on(t.confirmTokenHash),
    index("intake_interest_pending_expiry_idx").on(t.confirmExpiresAt).where(sql`${t.confirmedAt} is null`),
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
    /**
     * The one-time link secrets of a message not yet delivered, in the order of the placeholders
     * in text, html and headers (server/mail/link-secrets.ts); null once delivered. Nothing but
     * the mail worker reads it.
     */
    linkSecrets: jsonb("link_secrets").$type<string[]>(),
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
    index("outbox_to_lower_idx").on(sql`lower(${t.to})`),
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
    /** Where the browser first came from, and most recently (issue 35): the `source` cookie's touches. */
    firstTouch: jsonb("first_touch").$type<StoredSource>(),
    latestTouch: jsonb("latest_touch").$type<StoredSource>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("visitors_created_at_idx").on(t.createdAt),
    index("visitors_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const chats = pgTable(
  "chats",
  {
    id: id(),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    type: text("type").$type<"client" | "assistant" | "staff">().notNull(),
    content: text("content").notNull(),
    /** A staff reply's author (kept as a first name when the account goes: set null). */
    authorId: uuid("author_id").references(() => admins.id, { onDelete: "set null" }),
    /** The author's first name as the visitor saw it. */
    authorName: text("author_name"),
    /** A visitor question the assistant answered with its honest "couldn't find" reply. */
    unanswered: boolean("unanswered").notNull().default(false),
    /** When staff marked an unanswered question as handled (the report leaves it out). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("chats_visitor_idx").on(t.visitorId, t.createdAt),
    index("chats_created_at_idx").on(t.createdAt),
    index("chats_unanswered_idx").on(t.createdAt).where(sql`${t.unanswered} and ${t.handledAt} is null`),
  ],
);

export const conversationStates = ["bot", "needs-reply", "answered-by-staff", "closed"] as const;
export type ConversationState = (typeof conversationStates)[number];

/**
 * One row per visitor thread (its id is the visitor's): who answers it now (the assistant, or a
 * person after a handoff), when the visitor last had the panel open, and when it last moved.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => visitors.id, { onDelete: "cascade" }),
    state: text("state").$type<ConversationState>().notNull().default("bot"),
    /** When the visitor asked for a person (the needs-reply queue is oldest first). */
    handoffAt: timestamp("handoff_at", { withTimezone: true }),
    /** The assistant answered "couldn't find" at least once in this thread. */
    assistantFailed: boolean("assistant_failed").notNull().default(false),
    /** The visitor's panel last read the thread (a reply is e-mailed when this is old). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who looks after the thread (issue 35); null when unassigned. */
    assigneeId: uuid("assignee_id").references(() => admins.id, { onDelete: "set null" }),
    /**
     * How many messages the thread has, kept by a trigger on chats (migration 0021) so the list
     * can sort by it at 100k threads without counting every thread's messages.
     */
    messageCount: integer("message_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "conversations_state_check",
      sql`${t.state} in ('bot', 'needs-reply', 'answered-by-staff', 'closed')`,
    ),
    index("conversations_state_idx").on(t.state, t.handoffAt),
    index("conversations_last_message_idx").on(t.lastMessageAt),
    index("conversations_created_at_idx").on(t.createdAt),
    index("conversations_assignee_idx").on(t.assigneeId, t.lastMessageAt),
    index("conversations_state_last_message_idx").on(t.state, t.lastMessageAt),
    index("conversations_message_count_idx").on(t.messageCount, t.id),
  ],
);

// ── People (docs/decisions/0083) ──────────────────────────────────────────────────────

/**
 * Staff notes about a person, who is named by the normalised (trimmed, lower-case) e-mail that
 * every other table is matched on. Editable by the author only.
 */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: id(),
    personEmail: text("person_email").notNull(),
    authorId: uuid("author_id"),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_notes_person_idx").on(t.personEmail, t.createdAt)],
);

/** A signed-in student's request to be erased; staff confirm it from the person page. */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: id(),
    personEmail: text("person_email").notNull(),
    studentId: uuid("student_id"),
    createdAt: createdAt(),
  },
  (t) => [index("erasure_requests_person_idx").on(t.personEmail)],
);

/**
 * One row per person (normalised e-mail) for the people list (docs/decisions/0083): the newest
 * name any table gives and the newest activity. Kept by database triggers on the tables people
 * come from (students, enrolments, outline requests, contact messages, consultations, newsletter
 * subscribers, visitors; see the migration), so no write path has to remember it, and the list
 * reads one page of an index instead of grouping every table. Erased addresses never appear.
 */
export const people = pgTable(
  "people",
  {
    email: text("email").primaryKey(),
    name: text("name"),
    /** When the row that gave `name` was created (a newer named row replaces it). */
    nameAt: timestamp("name_at", { withTimezone: true }),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull(),
  },
  (t) => [index("people_last_activity_idx").on(t.lastActivity.desc(), t.email)],
);

// ── Payments (issue 34, docs/decisions/0097) ─────────────────────────────────────────────

/**
 * An enrolment's fee schedule, made once when the application takes a seat (accepted): the
 * program's fee at that moment in whole cents (GST inclusive) and the bank-transfer reference
 * that identifies the enrolment's money. One row per enrolment.
 */
export const feeSchedules = pgTable(
  "fee_schedules",
  {
    enrolmentId: uuid("enrolment_id")
      .primaryKey()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    program: text("program").notNull(),
    totalCents: integer("total_cents").notNull(),
    reference: text("reference").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fee_schedules_reference_key").on(t.reference),
    check("fee_schedules_total_check", sql`${t.totalCents} >= 0`),
  ],
);

export const instalmentStatuses = ["due", "paid", "overdue", "cancelled", "refunded"] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

/** One amount of a fee schedule and its state; `paid_cents` is what payments have covered. */
export const instalments = pgTable(
  "instalments",
  {
    id: id(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => feeSchedules.enrolmentId, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    dueOn: date("due_on").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    status: text("status").$type<InstalmentStatus>().notNull().default("due"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("instalments_enrolment_seq_key").on(t.enrolmentId, t.seq),
    // The Payments list: by state, due day, then id (its order), so a page stops after its rows.
    index("instalments_status_due_idx").on(t.status, t.dueOn, t.id),
    // What is owed, oldest first (the overdue list: due and past its day, or marked overdue).
    index("instalments_owed_due_idx").on(t.dueOn, t.id).where(sql`${t.status} in ('due', 'overdue')`),
    check("instalments_amount_check", sql`${t.amountCents} > 0`),
    check("instalments_paid_check", sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
  ],
);

/**
 * Money received for an enrolment: a bank transfer staff recorded, or a card payment that a
 * Stripe webhook (or the reconciliation job) reported. `provider_ref` is the Checkout Session's
 * id for a card payment: unique, so one session can never make two payments.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => feeSchedules.enrolmentId, { onDelete: "cascade" }),
    method: text("method").$type<"bank-transfer" | "card">().notNull(),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    reference: text("reference"),
    receivedOn: date("received_on").notNull(),
    providerRef: text("provider_ref"),
    providerPaymentIntent: text("provider_payment_intent"),
    adminId: uuid("admin_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_key").on(t.providerRef),
    index("payments_provider_intent_idx").on(t.providerPaymentIntent),
    index("payments_enrolment_idx").on(t.enrolmentId),
    index("payments_created_at_idx").on(t.createdAt),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
    check("payments_refunded_check", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/** Which instalments a payment covered, and how much of that was refunded since. */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    instalmentId: uuid("instalment_id")
      .notNull()
      .references(() => instalments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("payment_allocations_key").on(t.paymentId, t.instalmentId),
    index("payment_allocations_instalment_idx").on(t.instalmentId),
  ],
);

/** A refund of (part of) a payment; `provider_ref` is Stripe's refund id, unique. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    providerRef: text("provider_ref"),
    adminId: uuid("admin_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refunds_provider_ref_key").on(t.providerRef),
    index("refunds_payment_idx").on(t.paymentId),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Checkout Sessions made for an instalment: `attempt` numbers them, and the idempotency key sent
 * to Stripe is (instalment, attempt), so a double click or a retried request makes one session.
 */
export const checkoutAttempts = pgTable(
  "checkout_attempts",
  {
    id: id(),
    instalmentId: uuid("instalment_id")
      .notNull()
      .references(() => instalments.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    sessionId: text("session_id").notNull(),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkout_attempts_key").on(t.instalmentId, t.attempt),
    uniqueIndex("checkout_attempts_session_key").on(t.sessionId),
  ],
);

/**
 * Every provider event handled, by its id: inserted in the same transaction as its effect, so an
 * event delivered four times at once, or delivered and then found again by reconciliation, acts once.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  objectId: text("object_id"),
  source: text("source").$type<"webhook" | "reconciliation">().notNull(),
  createdAt: createdAt(),
});

/** A payment reminder sent for an instalment: one row per (instalment, kind), so each goes once. */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    instalmentId: uuid("instalment_id")
      .notNull()
      .references(() => instalments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"before" | "due" | "overdue">().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_reminders_key").on(t.instalmentId, t.kind)],
);

// ── Follow-ups (issue 35) ─────────────────────────────────────────────────────────────

/**
 * A next step on a lead, application, consultation or conversation: a day (in BUSINESS_TZ), a
 * note and who does it. `section` is the back-office section of the record (server/followups/);
 * `personEmail` (normalised) puts it on the person's timeline. Completing it records who and when.
 */
export const followUps = pgTable(
  "follow_ups",
  {
    id: id(),
    section: text("section").notNull(),
    recordId: uuid("record_id").notNull(),
    /** The record's title when the follow-up was made (a name, a course). */
    title: text("title").notNull(),
    personEmail: text("person_email"),
    dueOn: date("due_on").notNull(),
    note: text("note").notNull(),
    assigneeId: uuid("assignee_id").references(() => admins.id, { onDelete: "set null" }),
    createdBy: uuid("created_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("follow_ups_open_due_idx").on(t.dueOn, t.id).where(sql`${t.doneAt} is null`),
    index("follow_ups_open_assignee_idx").on(t.assigneeId, t.dueOn).where(sql`${t.doneAt} is null`),
    index("follow_ups_record_idx").on(t.section, t.recordId),
    index("follow_ups_person_idx").on(t.personEmail, t.createdAt),
  ],
);

/** One row per staff member and business day whose morning digest went: claimed once, across servers. */
export const followUpDigests = pgTable(
  "follow_up_digests",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("follow_up_digests_key").on(t.adminId, t.day)],
);

/**
 * Whose turn it is to run each background job, across server processes (server/jobs/leases.ts):
 * a job runs in the process that holds its row, until `held_until`.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
});

/**
 * Visits that entered the public site from elsewhere (issue 35's funnel "visitors"): per business
 * day and entry source (its campaign source, else the referring site, else "direct"), counted by
 * the page request itself (server/reports/entrances.ts), so visitors without JavaScript count too.
 */
export const siteEntrances = pgTable(
  "site_entrances",
  {
    day: date("day").notNull(),
    source: text("source").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [uniqueIndex("site_entrances_key").on(t.day, t.source)],
);
