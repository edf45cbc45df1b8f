import { eq } from "drizzle-orm";
import type { $ZodObject, $ZodType } from "zod/v4/core";
import {
  adminInviteSchema,
  changePasswordSchema as adminPasswordSchema,
  profileSchema as adminProfileSchema,
} from "#forms/admin/account.ts";
import {
  adminResetFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  portalResetFormSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "#forms/auth.ts";
import { publicFormSchemas } from "#forms/public-forms.ts";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { sectionList } from "#server/admin/sections/index.ts";
import { sectionQueriesByKey } from "#server/admin/sections/index.server.ts";
import { recordHref } from "#server/admin/sections/shape.ts";
import { admins } from "#server/db/schema.ts";
import { postJson, validBodies } from "./leads.ts";
import type { TestServer } from "./server.ts";

/*
 * The forms whose field messages are checked against their schemas (docs/decisions/0023), with
 * the accounts and records their pages need. One list for both legs, so a new form is checked in
 * both: in the browser with JavaScript on (tests/e2e/form-messages.ts, run by the
 * form-messages-*.spec.ts files: the browser alone answers, nothing is posted) and through the page
 * action as a browser without JavaScript posts it (tests/integration/form-messages-pages.test.ts).
 * The JSON API's messages for the same rounds are tests/integration/form-messages-api.test.ts's.
 * Imports neither Playwright nor Vitest: both runners load it.
 */

/** Which form of the page a case is about, when it is not the page's one form with error slots. */
export interface FormPick {
  /** The public form script's name for it (`data-enhance`). */
  enhance?: string;
  /** Only the form inside the element with this id. */
  within?: string;
  /** Not the form that posts this hidden `intent`. */
  notIntent?: string;
}

/** The accounts and records the cases' pages need, made by prepareFormCases. */
export interface FormCaseData {
  /** Session tokens, sent as the adminToken and portalToken cookies. */
  tokens: { admin: string; student: string };
  /** A record of each editable back-office section, by section key. */
  ids: Record<string, string>;
}

export interface FormCase {
  name: string;
  path: (data: FormCaseData) => string;
  /** Whose session the page needs; sign-in screens are seen signed out. */
  as?: "student" | "admin";
  /** The schema the page checks, in the browser and in its action. */
  schema: $ZodType;
  /** The form on the page; by default the one with error slots. */
  form?: FormPick;
  /**
   * Spec §8 puts this form's first message under its first field (the old password): that field
   * shows the first message of all, any other field its own unless it is that same message.
   */
  movesFirstMessage?: boolean;
}

export const formCaseAdmin = { email: "forms-admin@example.com", password: "forms-admin-password" };
export const formCaseStudent = {
  firstName: "Rosalind",
  lastName: "Franklin",
  email: "rosalind@example.com",
  password: "student-password",
};

const resetLink = (email: string) => `?token=a-token-from-the-link&email=${encodeURIComponent(email)}`;
/** The back-office sections whose record page is an edit form, from the section registry. */
const editableSections = sectionList.flatMap((section) =>
  section.record?.kind === "form" ? [{ key: section.key, record: section.record }] : [],
);

const publicPages: Record<keyof typeof publicFormSchemas, string> = {
  contact: "/contact-us",
  outline: "/training-programs/data-analytics",
  newsletter: "/training-programs/full-stack-development",
  consultation: "/expertise/book-a-free-consultation",
  enrolment: "/enrol-now?program=Data%20Analytics",
};

export const formCases: FormCase[] = [
  ...Object.entries(publicFormSchemas).map(([name, schema]) => ({
    name,
    path: () => publicPages[name as keyof typeof publicFormSchemas],
    schema: schema as $ZodType,
    // Program pages carry the newsletter twice (the band and the footer); the band is used.
    form: name === "newsletter" ? { enhance: name, within: "newsletter-band" } : { enhance: name },
  })),
  {
    name: "portal enrolment",
    path: () => "/portal/applications/enroll?program=Data%20Analytics",
    as: "student",
    schema: publicFormSchemas.enrolment,
    form: { enhance: "enrolment" },
  },
  { name: "portal sign-in", path: () => "/portal/sign-in", schema: signInSchema },
  { name: "portal sign-up", path: () => "/portal/sign-up", schema: signUpSchema },
  { name: "portal forgot password", path: () => "/portal/forgot-password", schema: forgotPasswordSchema },
  {
    name: "portal reset password",
    path: () => `/portal/reset-password${resetLink(formCaseStudent.email)}`,
    schema: portalResetFormSchema,
  },
  { name: "portal profile", path: () => "/portal/profile", as: "student", schema: profileSchema },
  {
    name: "portal change password",
    path: () => "/portal/change-password",
    as: "student",
    schema: changePasswordSchema,
  },
  { name: "admin sign-in", path: () => "/admin/sign-in", schema: signInSchema },
  { name: "admin forgot password", path: () => "/admin/forgot-password", schema: forgotPasswordSchema },
  {
    name: "admin reset password",
    path: () => `/admin/reset-password${resetLink(formCaseAdmin.email)}`,
    schema: adminResetFormSchema,
  },
  {
    name: "admin invite a staff member",
    path: () => "/admin/admins/add-admin",
    as: "admin",
    schema: adminInviteSchema,
  },
  {
    name: "admin profile",
    path: () => "/admin/profile",
    as: "admin",
    schema: adminProfileSchema,
    // The page's other form (notifications, issue 35) has a checkbox and no messages to compare.
    form: { notIntent: "notifications" },
  },
  {
    name: "admin change password",
    path: () => "/admin/change-password",
    as: "admin",
    schema: adminPasswordSchema,
    movesFirstMessage: true,
  },
  // Every back-office record form, from the section registry (the definitions the pages read).
  ...editableSections.map(({ key, record }) => ({
    name: `admin ${key} record`,
    path: (data: FormCaseData) => recordHref({ record }, data.ids[key]!),
    as: "admin" as const,
    schema: record.schema as $ZodType,
  })),
];

/** The back-office's forms (signed in, or its sign-in screens); the others are the site's and the portal's. */
export const isBackOffice = (c: FormCase) => c.as === "admin" || c.name.startsWith("admin ");

/** The schema's field names, in its order. */
export function shapeOf(schema: $ZodType): string[] {
  return Object.keys((schema as $ZodObject)._zod.def.shape);
}

/** The case's form as a CSS selector (the browser's locator). */
export function formSelector(pick: FormPick = {}): string {
  const form = pick.enhance ? `form[data-enhance="${pick.enhance}"]` : "form:has([data-error-for])";
  const not = pick.notIntent ? `:not(:has(input[name=intent][value="${pick.notIntent}"]))` : "";
  return `${pick.within ? `#${pick.within} ` : ""}${form}${not}`;
}

/**
 * The messages the page shows for the schema's `expected` ones: every error slot of the form
 * says its field's message (or nothing), and spec §8's form moves the first one (in the
 * schema's field order) under its first field.
 */
export function messagesToShow(
  c: FormCase,
  expected: Record<string, string>,
  slots: string[],
): Record<string, string> {
  const shown: Record<string, string> = Object.fromEntries(slots.map((name) => [name, expected[name] ?? ""]));
  if (!c.movesFirstMessage) return shown;
  const [first, ...rest] = shapeOf(c.schema);
  const lead = [first, ...rest].map((name) => expected[name!]).find(Boolean) ?? "";
  for (const name of rest) if (shown[name] === lead) shown[name] = "";
  shown[first!] = lead;
  return shown;
}

/**
 * The first administrator, a student and a record of each editable back-office section (sent the
 * way visitors send them), on the server the forms are posted to.
 */
export async function prepareFormCases(server: TestServer): Promise<FormCaseData> {
  const { db } = server.database;
  await ensureFirstAdmin(db, formCaseAdmin);
  for (const path of [
    "/api/downloads/course-outline",
    "/api/consultations/book",
    "/api/student-enrolment",
  ] as const) {
    const { status } = await postJson(server.url, path, validBodies[path]);
    if (status !== 201) throw new Error(`${path} answered ${status}`);
  }
  const student = (await postJson(server.url, "/api/portal/auth/sign-up", formCaseStudent)).body.token;
  const admin = (await postJson(server.url, "/api/admin/auth/sign-in", formCaseAdmin)).body.token;
  if (!student || !admin) throw new Error("the student or the administrator has no session");
  const ids: Record<string, string> = {};
  for (const { key } of editableSections) {
    const { table } = sectionQueriesByKey[key];
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (!row) throw new Error(`no ${key} record to edit: create one above`);
    ids[key] = String(row.id);
  }
  const [me] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, formCaseAdmin.email));
  ids.me = me!.id;
  return { tokens: { admin, student }, ids };
}
