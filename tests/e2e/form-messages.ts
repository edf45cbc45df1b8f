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
import { confirmation, type Round, rounds } from "../support/form-rounds.ts";
import { postJson, validBodies } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * One source of form rules (docs/decisions/0023): every field of every form gets the same bad
 * values in the browser with JavaScript on (where nothing may be posted: the browser alone must
 * answer) and through the page action with JavaScript off; the message under each field must be
 * the same in both, and the one the form's Zod schema gives. The fields come from the schemas, the
 * expected messages from parsing what the form holds, so a browser rule or a page action that
 * drifts from its schema fails here. The JSON API's messages for the same rounds of values are
 * tests/integration/form-messages-api.test.ts's.
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

export interface FormCase {
  name: string;
  path: () => string;
  /** Whose session the page needs; sign-in screens are seen signed out. */
  as?: "student" | "admin";
  /** The schema the page checks, in the browser and in its action. */
  schema: $ZodType;
  /** The form on the page; by default the one with error slots. */
  form?: (page: Page) => Locator;
  /** Spec §8 puts this form's first message under one field, so the page is compared with itself only. */
  movesFirstMessage?: boolean;
}

const publicForm = (name: string) => (page: Page) => page.locator(`form[data-enhance="${name}"]`);
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

const cases: FormCase[] = [
  ...Object.entries(publicFormSchemas).map(([name, schema]) => {
    const page = publicPages[name as keyof typeof publicFormSchemas];
    return {
      name,
      path: () => page,
      schema,
      // Program pages carry the newsletter twice (the band and the footer); the band is used.
      form:
        name === "newsletter"
          ? (p: Page) => p.locator("#newsletter-band form[data-enhance]")
          : publicForm(name),
    };
  }),
  {
    name: "portal enrolment",
    path: () => "/portal/applications/enroll?program=Data%20Analytics",
    as: "student",
    schema: publicFormSchemas.enrolment,
    form: publicForm("enrolment"),
  },
  {
    name: "portal sign-in",
    path: () => "/portal/sign-in",
    schema: signInSchema,
  },
  {
    name: "portal sign-up",
    path: () => "/portal/sign-up",
    schema: signUpSchema,
  },
  {
    name: "portal forgot password",
    path: () => "/portal/forgot-password",
    schema: forgotPasswordSchema,
  },
  {
    name: "portal reset password",
    path: () => `/portal/reset-password${resetLink(student.email)}`,
    schema: portalResetFormSchema,
  },
  {
    name: "portal profile",
    path: () => "/portal/profile",
    as: "student",
    schema: profileSchema,
  },
  {
    name: "portal change password",
    path: () => "/portal/change-password",
    as: "student",
    schema: changePasswordSchema,
  },
  {
    name: "admin sign-in",
    path: () => "/admin/sign-in",
    schema: signInSchema,
  },
  {
    name: "admin forgot password",
    path: () => "/admin/forgot-password",
    schema: forgotPasswordSchema,
  },
  {
    name: "admin reset password",
    path: () => `/admin/reset-password${resetLink(admin.email)}`,
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
    form: (p) => p.locator("form:has([data-error-for]):not(:has(input[name=intent][value=notifications]))"),
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
    path: () => recordHref({ record }, ids[key]!),
    as: "admin" as const,
    schema: record.schema as $ZodType,
  })),
];

/** A control the test feeds, as the page renders it. */
interface Control {
  name: string;
  kind: "text" | "password" | "email" | "checkbox" | "select" | "date";
  firstOption?: string;
  hasEmptyOption?: boolean;
}

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
    else await control.fill(round.text(c.name, c.kind));
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

/**
 * For each named field: its message slot is red, its control (if the form shows one) is marked
 * invalid, and, when `blank`, its label carries the required mark. A field with no visible control
 * (a hidden one) is judged by its slot alone.
 */
async function fieldMarks(
  form: Locator,
  names: string[],
  blank: boolean,
): Promise<Record<string, { red: boolean; invalid: boolean; required: boolean }>> {
  return form.evaluate(
    (el, { names, blank }) => {
      const out: Record<string, { red: boolean; invalid: boolean; required: boolean }> = {};
      for (const name of names) {
        const slot = el.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
        const control = el.querySelector<HTMLInputElement>(`[name="${name}"]:not([type=hidden])`);
        const red = /text-red-700/.test(slot?.className ?? "");
        if (!control) {
          out[name] = { red, invalid: true, required: blank };
          continue;
        }
        const marked = [...(control.labels?.[0]?.querySelectorAll('[aria-hidden="true"]') ?? [])].some(
          (mark) => mark.textContent === "*",
        );
        out[name] = {
          red,
          invalid: control.getAttribute("aria-invalid") === "true",
          required: blank ? marked : blank,
        };
      }
      return out;
    },
    { names, blank },
  );
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

/**
 * The tests of the forms `which` selects, with the server they are posted to. The forms are split
 * over two spec files (the site and portal's, the back-office's) so the two browser workers share
 * them; each file starts its own server and database once, in its beforeAll.
 */
export function formMessageTests(which: (c: FormCase) => boolean): void {
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

  for (const c of cases.filter(which)) {
    test(`${c.name}: the browser and the page action give the schema's message for every field`, async ({
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

          // Spec §4 and §5: in red under the field, the control marked invalid and its label required
          // (any hidden mark of the label: a label may also hold a link's new-tab icon). Read in one
          // call per round, polled until it holds.
          const shown = Object.keys(withoutEmpty(inBrowser));
          const wanted = Object.fromEntries(
            shown.map((name) => [name, { red: true, invalid: true, required: round.blank }]),
          );
          await expect
            .poll(() => fieldMarks(on.form, shown, round.blank), {
              message: `${round.name}: messages in red, controls invalid${round.blank ? ", labels required" : ""}`,
            })
            .toEqual(wanted);
        }
        expect(tried, "at least the empty round ran").toContain("empty");
      } finally {
        await closeAll(on.context, off.context);
      }
    });
  }
}
