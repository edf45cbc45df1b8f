import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import type { $ZodObject, $ZodType } from "zod/v4/core";
import {
  adminInviteSchema,
  changePasswordSchema as adminPasswordSchema,
  profileSchema as adminProfileSchema,
} from "#forms/admin/account.ts";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#forms/auth.ts";
import { fieldMessages } from "#forms/field-messages.ts";
import { publicFormSchemas } from "#forms/public-forms.ts";
import { sectionList } from "#server/admin/sections/index.ts";
import { sectionQueriesByKey } from "#server/admin/sections/index.server.ts";
import { apiClient } from "../support/api.ts";
import { type Round, rounds } from "../support/form-rounds.ts";
import { validBodies } from "../support/leads.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * One source of form rules (docs/decisions/0023), the JSON API's share: every form that has an
 * API gets the same rounds of bad values (empty, not an e-mail address, too short, too long, a
 * confirmation that does not match) as the browser (tests/e2e/form-messages.ts) and the page
 * actions (form-messages-pages.test.ts) are given, and the API must refuse each with 400 and,
 * field by field, the message the form's Zod schema gives for those values. This was the browser
 * spec's API leg (issue 31, item 1: a test in the layer that tests it).
 */

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let tokens: { admin: string; student: string };
let adminId = "";
const ids: Record<string, string> = {};

/** The back-office sections whose record page is an edit form, from the section registry. */
const editableSections = sectionList.flatMap((section) =>
  section.record?.kind === "form"
    ? [{ key: section.key, api: section.api, schema: section.record.schema }]
    : [],
);

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  const accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
  tokens = { admin: accounts.adminToken, student: accounts.studentToken };
  adminId = accounts.admin.id;
  // Records for the back-office edit forms, sent the way visitors send them.
  for (const path of [
    "/api/downloads/course-outline",
    "/api/consultations/book",
    "/api/student-enrolment",
  ] as const)
    expect((await api.post(path, validBodies[path])).status).toBe(201);
  for (const { key } of editableSections) {
    const { table } = sectionQueriesByKey[key];
    const [row] = await server.database.db.select({ id: table.id }).from(table).limit(1);
    if (!row) throw new Error(`no ${key} record to edit: create one above`);
    ids[key] = String(row.id);
  }
});
afterAll(async () => {
  await server?.close();
});

interface ApiForm {
  name: string;
  method: "POST" | "PUT";
  path: () => string;
  as?: "admin" | "student";
  schema: $ZodType;
}

const publicApis: Record<keyof typeof publicFormSchemas, string> = {
  contact: "/api/contacts/send-message",
  outline: "/api/downloads/course-outline",
  newsletter: "/api/newsletter/subscribe",
  consultation: "/api/consultations/book",
  enrolment: "/api/student-enrolment",
};

const forms: ApiForm[] = [
  ...Object.entries(publicFormSchemas).map(([name, schema]) => ({
    name,
    method: "POST" as const,
    path: () => publicApis[name as keyof typeof publicFormSchemas],
    schema: schema as $ZodType,
  })),
  {
    name: "portal enrolment",
    method: "POST",
    path: () => "/api/student-enrolment",
    as: "student",
    schema: publicFormSchemas.enrolment,
  },
  { name: "portal sign-in", method: "POST", path: () => "/api/portal/auth/sign-in", schema: signInSchema },
  { name: "portal sign-up", method: "POST", path: () => "/api/portal/auth/sign-up", schema: signUpSchema },
  {
    name: "portal forgot password",
    method: "POST",
    path: () => "/api/portal/auth/forgot-password",
    schema: forgotPasswordSchema,
  },
  {
    name: "portal reset password",
    method: "POST",
    path: () => "/api/portal/auth/reset-password",
    schema: resetPasswordSchema,
  },
  {
    name: "portal profile",
    method: "PUT",
    path: () => "/api/portal/me",
    as: "student",
    schema: profileSchema,
  },
  {
    name: "portal change password",
    method: "PUT",
    path: () => "/api/portal/me/change-password",
    as: "student",
    schema: changePasswordSchema,
  },
  { name: "admin sign-in", method: "POST", path: () => "/api/admin/auth/sign-in", schema: signInSchema },
  {
    name: "admin forgot password",
    method: "POST",
    path: () => "/api/admin/auth/forgot-password",
    schema: forgotPasswordSchema,
  },
  {
    name: "admin reset password",
    method: "POST",
    path: () => "/api/admin/auth/reset-password",
    schema: resetPasswordSchema,
  },
  {
    name: "admin invite a staff member",
    method: "POST",
    path: () => "/api/admin/admins/invite",
    as: "admin",
    schema: adminInviteSchema,
  },
  {
    name: "admin profile",
    method: "PUT",
    path: () => `/api/admin/me/${adminId}`,
    as: "admin",
    schema: adminProfileSchema,
  },
  {
    name: "admin change password",
    method: "PUT",
    path: () => "/api/admin/me/change-password",
    as: "admin",
    schema: adminPasswordSchema,
  },
  ...editableSections.map(({ key, api: base, schema }) => ({
    name: `admin ${key} record`,
    method: "PUT" as const,
    path: () => `${base}/${encodeURIComponent(ids[key]!)}`,
    as: "admin" as const,
    schema: schema as $ZodType,
  })),
];

/** What kind of control a schema field is, as a form renders it. */
type Kind = { kind: "checkbox" } | { kind: "select"; first: string } | { kind: "date" } | { kind: "text" };

function kindOf(field: $ZodType): Kind {
  const def = field._zod.def as {
    type: string;
    innerType?: $ZodType;
    in?: $ZodType;
    out?: $ZodType;
    entries?: object;
    format?: string;
  };
  if (def.type === "optional" || def.type === "nullable" || def.type === "default")
    return kindOf(def.innerType!);
  // A prepared field (a transform, then the rule): the rule says what the control is.
  if (def.type === "pipe") return kindOf(def.in!._zod.def.type === "transform" ? def.out! : def.in!);
  if (def.type === "boolean" || def.type === "literal" || def.type === "union") return { kind: "checkbox" };
  if (def.type === "enum") return { kind: "select", first: String(Object.values(def.entries!)[0]) };
  if (def.type === "string" && def.format === "date") return { kind: "date" };
  return { kind: "text" };
}

/** The values a form posts in a round: every field of its schema, each as its control holds it. */
function valuesFor(schema: $ZodType, round: Round): Record<string, unknown> {
  const shape = (schema as $ZodObject)._zod.def.shape as Record<string, $ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      // The course is a list of the published programs on every form that asks for one.
      if (name === "course") return [name, round.blank ? "" : validBodies["/api/student-enrolment"].course];
      const k = kindOf(field);
      if (k.kind === "checkbox") return [name, round.ticked];
      if (k.kind === "select") return [name, round.blank ? "" : k.first];
      if (k.kind === "date") return [name, round.blank ? "" : "2030-01-15"];
      return [name, round.text(name)];
    }),
  );
}

describe.each(forms)("$name: the API", (form) => {
  it("refuses each round of bad values with 400 and the schema's message for every field", async () => {
    const headers: Record<string, string> = form.as ? { token: tokens[form.as] } : {};
    const tried: string[] = [];
    for (const round of rounds) {
      const values = valuesFor(form.schema, round);
      const parsed = safeParse(form.schema, values);
      if (parsed.success) continue; // these values are valid for this form
      tried.push(round.name);
      const res =
        form.method === "POST"
          ? await api.post(form.path(), values, headers)
          : await api.put(form.path(), values, headers);
      expect(res.status, `${round.name}: the API refuses`).toBe(400);
      expect(res.json.error.fields, `${round.name}: the API gives the schema's messages`).toEqual(
        fieldMessages(parsed.error, "body"),
      );
    }
    expect(tried, "at least the empty round ran").toContain("empty");
  });
});
