import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { safeParse } from "zod/mini";
import type { $ZodObject, $ZodType } from "zod/v4/core";
import { valuesOf } from "#forms/form-values.ts";
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
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#forms/auth.ts";
import { fieldMessages } from "#forms/field-messages.ts";
import { publicFormSchemas } from "#forms/public-forms.ts";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { recordHref } from "#server/admin/sections/shape.ts";
import { sectionList } from "#server/admin/sections/index.ts";
import { sectionQueriesByKey } from "#server/admin/sections/index.server.ts";
import { admins } from "#server/db/schema.ts";
import { postJson, validBodies } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * One source of form rules (docs/decisions/0023): every field of every form gets the same bad
 * values in the browser with JavaScript on (where nothing may be posted: the browser alone must
 * answer), through the page action with JavaScript off, and through the JSON API where the form
 * has one; the message under each field must be the same everywhere, and the one the form's Zod
 * schema gives. The fields come from the schemas, the expected messages from parsing what the
 * form holds, so a browser rule or a server rule that drifts from its schema fails here.
 */

let server: TestServer;
const admin = { email: "forms-admin@example.com", password: "forms-admin-password" };
const student = {
  firstName: "Rosalind",
  lastName: "Franklin",
  email: "rosalind@example.com",
  password: "student-password",
};
const tokens = { admin: "", student: "" };
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  // A fresh database, two password hashes and three submissions: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startTestServer({ withPages: true });
  const { db } = server.database;
  await ensureFirstAdmin(db, admin);
  // Records for the back-office edit forms, sent the way visitors send them.
  for (const path of [
    "/api/downloads/course-outline",
    "/api/consultations/book",
    "/api/student-enrolment",
  ] as const)
    expect((await postJson(server.url, path, validBodies[path])).status).toBe(201);
  const signedUp = await postJson(server.url, "/api/portal/auth/sign-up", student);
  tokens.student = signedUp.body.token;
  tokens.admin = (await postJson(server.url, "/api/admin/auth/sign-in", admin)).body.token;
  for (const { key } of editableSections) {
    const { table } = sectionQueriesByKey[key];
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (!row) throw new Error(`no ${key} record to edit: create one above`);
    ids[key] = String(row.id);
  }
  const [me] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, admin.email));
  ids.me = me!.id;
});
test.afterAll(async () => {
  await server?.close();
});

interface FormCase {
  name: string;
  path: () => string;
  /** Whose session the page needs; sign-in screens are seen signed out. */
  as?: "student" | "admin";
  /** The schema the page checks, in the browser and in its action. */
  schema: $ZodType;
  /** The form on the page; by default the one with error slots. */
  form?: (page: Page) => Locator;
  api?: { method: "POST" | "PUT"; path: () => string; schema?: $ZodType };
  /** Spec §8 puts this form's first message under one field, so the page is compared with itself only. */
  movesFirstMessage?: boolean;
}

const publicForm = (name: string) => (page: Page) => page.locator(`form[data-enhance="${name}"]`);
const resetLink = (email: string) => `?token=a-token-from-the-link&email=${encodeURIComponent(email)}`;
/** The back-office sections whose record page is an edit form, from the section registry. */
const editableSections = sectionList.flatMap((section) =>
  section.record?.kind === "form" ? [{ key: section.key, api: section.api, record: section.record }] : [],
);

const publicPages: Record<keyof typeof publicFormSchemas, { path: string; api: string }> = {
  contact: { path: "/contact-us", api: "/api/contacts/send-message" },
  outline: { path: "/training-programs/data-analytics", api: "/api/downloads/course-outline" },
  newsletter: { path: "/training-programs/full-stack-development", api: "/api/newsletter/subscribe" },
  consultation: { path: "/expertise/book-a-free-consultation", api: "/api/consultations/book" },
  enrolment: { path: "/enrol-now?program=Data%20Analytics", api: "/api/student-enrolment" },
};

const cases: FormCase[] = [
  ...Object.entries(publicFormSchemas).map(([name, schema]) => {
    const page = publicPages[name as keyof typeof publicFormSchemas];
    return {
      name,
      path: () => page.path,
      schema,
      // Program pages carry the newsletter twice (the band and the footer); the band is used.
      form:
        name === "newsletter"
          ? (p: Page) => p.locator("#newsletter-band form[data-enhance]")
          : publicForm(name),
      api: { method: "POST" as const, path: () => page.api },
    };
  }),
  {
    name: "portal enrolment",
    path: () => "/portal/applications/enroll?program=Data%20Analytics",
    as: "student",
    schema: publicFormSchemas.enrolment,
    form: publicForm("enrolment"),
    api: { method: "POST", path: () => "/api/student-enrolment" },
  },
  {
    name: "portal sign-in",
    path: () => "/portal/sign-in",
    schema: signInSchema,
    api: { method: "POST", path: () => "/api/portal/auth/sign-in" },
  },
  {
    name: "portal sign-up",
    path: () => "/portal/sign-up",
    schema: signUpSchema,
    api: { method: "POST", path: () => "/api/portal/auth/sign-up" },
  },
  {
    name: "portal forgot password",
    path: () => "/portal/forgot-password",
    schema: forgotPasswordSchema,
    api: { method: "POST", path: () => "/api/portal/auth/forgot-password" },
  },
  {
    name: "portal reset password",
    path: () => `/portal/reset-password${resetLink(student.email)}`,
    schema: portalResetFormSchema,
    api: { method: "POST", path: () => "/api/portal/auth/reset-password", schema: resetPasswordSchema },
  },
  {
    name: "portal profile",
    path: () => "/portal/profile",
    as: "student",
    schema: profileSchema,
    api: { method: "PUT", path: () => "/api/portal/me" },
  },
  {
    name: "portal change password",
    path: () => "/portal/change-password",
    as: "student",
    schema: changePasswordSchema,
    api: { method: "PUT", path: () => "/api/portal/me/change-password" },
  },
  {
    name: "admin sign-in",
    path: () => "/admin/sign-in",
    schema: signInSchema,
    api: { method: "POST", path: () => "/api/admin/auth/sign-in" },
  },
  {
    name: "admin forgot password",
    path: () => "/admin/forgot-password",
    schema: forgotPasswordSchema,
    api: { method: "POST", path: () => "/api/admin/auth/forgot-password" },
  },
  {
    name: "admin reset password",
    path: () => `/admin/reset-password${resetLink(admin.email)}`,
    schema: adminResetFormSchema,
    api: { method: "POST", path: () => "/api/admin/auth/reset-password", schema: resetPasswordSchema },
  },
  {
    name: "admin invite a staff member",
    path: () => "/admin/admins/add-admin",
    as: "admin",
    schema: adminInviteSchema,
    api: { method: "POST", path: () => "/api/admin/admins/invite" },
  },
  {
    name: "admin profile",
    path: () => "/admin/profile",
    as: "admin",
    schema: adminProfileSchema,
    // The page's other form (notifications, issue 35) has a checkbox and no messages to compare.
    form: (p) => p.locator("form:has([data-error-for]):not(:has(input[name=intent][value=notifications]))"),
    api: { method: "PUT", path: () => `/api/admin/me/${ids.me}` },
  },
  {
    name: "admin change password",
    path: () => "/admin/change-password",
    as: "admin",
    schema: adminPasswordSchema,
    api: { method: "PUT", path: () => "/api/admin/me/change-password" },
    movesFirstMessage: true,
  },
  // Every back-office record form, from the section registry (the definitions the pages read).
  ...editableSections.map(({ key, api, record }) => ({
    name: `admin ${key} record`,
    path: () => recordHref({ record }, ids[key]!),
    as: "admin" as const,
    schema: record.schema as $ZodType,
    api: { method: "PUT" as const, path: () => `${api}/${encodeURIComponent(ids[key]!)}` },
  })),
];

/** A control the test feeds, as the page renders it. */
interface Control {
  name: string;
  kind: "text" | "password" | "email" | "checkbox" | "select" | "date";
  firstOption?: string;
  hasEmptyOption?: boolean;
}

interface Round {
  name: string;
  text(control: Control): string;
  ticked: boolean;
  /** Selects go to their empty option (and dates are cleared); otherwise they hold a valid choice. */
  blank: boolean;
}

const confirmation = /^(confirm|verify)/i;
const validText = (c: Control) =>
  c.kind === "email" || /email/i.test(c.name)
    ? "someone@example.com"
    : c.kind === "password"
      ? "correct-horse-battery"
      : "Ada";

const rounds: Round[] = [
  { name: "empty", text: () => "", ticked: false, blank: true },
  { name: "not an e-mail address", text: () => "not-an-email", ticked: true, blank: false },
  { name: "too short", text: () => "short", ticked: true, blank: false },
  { name: "too long", text: () => "x".repeat(5001), ticked: true, blank: false },
  {
    name: "a confirmation that does not match",
    text: (c) => (confirmation.test(c.name) ? "a-different-password" : validText(c)),
    ticked: true,
    blank: false,
  },
];

function shapeOf(schema: $ZodType): string[] {
  return Object.keys((schema as $ZodObject)._zod.def.shape);
}

/** The schema's fields that the page shows as editable controls (hidden and read-only ones keep their value). */
async function controlsOf(form: Locator, names: string[]): Promise<Control[]> {
  return form.evaluate((el, fieldNames) => {
    const out: Control[] = [];
    for (const name of fieldNames) {
      const control = (el as HTMLFormElement).elements.namedItem(name);
      if (control instanceof HTMLSelectElement) {
        const values = [...control.options].map((o) => o.value);
        out.push({
          name,
          kind: "select",
          firstOption: values.find(Boolean),
          hasEmptyOption: values.includes(""),
        });
      } else if (control instanceof HTMLTextAreaElement) out.push({ name, kind: "text" });
      else if (control instanceof HTMLInputElement && control.type !== "hidden" && !control.readOnly) {
        const kind = ["checkbox", "password", "email", "date"].includes(control.type) ? control.type : "text";
        out.push({ name, kind: kind as Control["kind"] });
      }
    }
    return out;
  }, names);
}

async function feed(form: Locator, controls: Control[], round: Round) {
  for (const c of controls) {
    const control = form.locator(`[name="${c.name}"]`);
    if (c.kind === "checkbox") await control.setChecked(round.ticked);
    else if (c.kind === "select")
      await control.selectOption(round.blank && c.hasEmptyOption ? "" : c.firstOption!);
    else if (c.kind === "date") await control.fill(round.blank ? "" : "2030-01-15");
    else await control.fill(round.text(c));
  }
}

/** What each error slot of the form says (the red line under its field). */
async function shownMessages(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((el) => {
    const out: Record<string, string> = {};
    for (const slot of el.querySelectorAll<HTMLElement>("[data-error-for]"))
      out[slot.dataset.errorFor!] = slot.textContent?.trim() ?? "";
    return out;
  });
}

const withoutEmpty = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([, m]) => m !== ""));

async function openPage(browser: Browser, c: FormCase, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.url });
  if (c.as) {
    const name = c.as === "admin" ? "adminToken" : "portalToken";
    await context.addCookies([{ name, value: tokens[c.as], url: server.url }]);
  }
  const page = await context.newPage();
  await page.goto(c.path());
  const form = (c.form ?? ((p: Page) => p.locator("form:has([data-error-for])")))(page);
  await expect(form).toHaveCount(1);
  return { context, page, form };
}

/** Waits until the page's script handles the form: the public form script, or React once hydrated. */
async function untilScripted(page: Page, form: Locator) {
  const hydrated = await page.evaluate(() => "__reactRouterContext" in window);
  if (!hydrated) return expect(form).toHaveAttribute("data-enhanced", "");
  await expect
    .poll(() => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

for (const c of cases) {
  test(`${c.name}: the browser, the page action and the API give the schema's message for every field`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const on = await openPage(browser, c, true);
    const off = await openPage(browser, c, false);
    try {
      await untilScripted(on.page, on.form);
      // With JavaScript on the browser alone answers: any post is recorded and refused.
      const posted: string[] = [];
      await on.page.route("**/*", (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posted.push(route.request().url());
        return route.abort();
      });

      const fields = shapeOf(c.schema);
      const controls = await controlsOf(on.form, fields);
      expect(controls.length, "the form shows the schema's fields").toBeGreaterThan(0);
      const tried: string[] = [];
      for (const round of rounds) {
        if (round.name.startsWith("a confirmation") && !controls.some((x) => confirmation.test(x.name)))
          continue;
        await feed(on.form, controls, round);
        const values = await on.form.evaluate(valuesOf);
        const parsed = safeParse(c.schema, values);
        const expected = parsed.success ? {} : fieldMessages(parsed.error);
        if (round.name === "empty") expect(expected, "every form has a required field").not.toEqual({});
        if (Object.keys(expected).length === 0) continue; // these values are valid for this form
        tried.push(round.name);

        // The browser, JavaScript on.
        await on.form.locator("[type=submit]").last().click();
        await expect
          .poll(async () => Object.keys(withoutEmpty(await shownMessages(on.form))).length)
          .toBeGreaterThan(0);
        const inBrowser = await shownMessages(on.form);
        expect(posted, `${round.name}: nothing is posted`).toEqual([]);
        if (!c.movesFirstMessage) {
          const visible = Object.fromEntries(
            Object.keys(inBrowser).map((name) => [name, expected[name] ?? ""]),
          );
          expect(inBrowser, `${round.name}: the browser shows the schema's messages`).toEqual(visible);
        }

        // The page action, JavaScript off: the browser posts the same values.
        await feed(off.form, controls, round);
        await off.form.locator("[type=submit]").last().click();
        await off.page.waitForLoadState("load");
        const offForm = (c.form ?? ((p: Page) => p.locator("form:has([data-error-for])")))(off.page);
        await expect(offForm).toHaveCount(1);
        expect(await shownMessages(offForm), `${round.name}: the page action shows the same`).toEqual(
          inBrowser,
        );
        off.form = offForm;

        // Spec §4 and §5: in red under the field, the control marked invalid and its label required.
        for (const name of Object.keys(withoutEmpty(inBrowser))) {
          const slot = on.form.locator(`[data-error-for="${name}"]`);
          await expect(slot).toHaveClass(/text-red-700/);
          const control = on.form.locator(`[name="${name}"]:not([type=hidden])`);
          if ((await control.count()) === 0) continue;
          await expect(control).toHaveAttribute("aria-invalid", "true");
          if (round.blank) {
            // Any hidden mark of the label: a label may also hold a link's new-tab icon.
            const marked = await control.evaluate((el) =>
              [
                ...((el as HTMLInputElement).labels?.[0]?.querySelectorAll('[aria-hidden="true"]') ?? []),
              ].some((mark) => mark.textContent === "*"),
            );
            expect(marked, `${name} is marked required`).toBe(true);
          }
        }

        // The JSON API with the same values (its schema may ask for less: no confirmation field).
        const apiParsed = c.api ? safeParse(c.api.schema ?? c.schema, values) : undefined;
        if (c.api && apiParsed && !apiParsed.success) {
          const res = await on.context.request.fetch(`${server.url}${c.api.path()}`, {
            method: c.api.method,
            data: values,
          });
          expect(res.status(), `${round.name}: the API refuses`).toBe(400);
          expect((await res.json()).error.fields, `${round.name}: the API gives the same`).toEqual(
            fieldMessages(apiParsed.error, "body"),
          );
        }
      }
      expect(tried, "at least the empty round ran").toContain("empty");
    } finally {
      await closeAll(on.context, off.context);
    }
  });
}
