import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { safeParse } from "zod/mini";
import { fieldMessages } from "#forms/field-messages.ts";
import { valuesOf } from "#forms/form-values.ts";
import {
  type FormCase,
  type FormCaseData,
  formCases,
  formSelector,
  messagesToShow,
  prepareFormCases,
  shapeOf,
} from "../support/form-cases.ts";
import { confirmation, type Round, rounds } from "../support/form-rounds.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * One source of form rules (docs/decisions/0023), the browser's share: every field of every form
 * (tests/support/form-cases.ts) gets the rounds of bad values (tests/support/form-rounds.ts) in
 * the browser with JavaScript on, where nothing may be posted: the browser alone must answer, with
 * the message the form's Zod schema gives for what the form holds, in red under the field, the
 * control marked invalid and its label required. The fields come from the schemas, the expected
 * messages from parsing what the form holds, so a browser rule that drifts from its schema fails
 * here. The same cases and rounds posted to the page action as a browser without JavaScript posts
 * them (the page re-rendered with the same messages) are
 * tests/integration/form-messages-pages.test.ts's; the JSON API's are
 * tests/integration/form-messages-api.test.ts's (issue 31, item 1: each leg in the layer that
 * tests it).
 */

let server: TestServer;
let data: FormCaseData;

/** A control the test feeds, as the page renders it. */
interface Control {
  name: string;
  kind: "text" | "password" | "email" | "checkbox" | "select" | "date";
  firstOption?: string;
  hasEmptyOption?: boolean;
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

async function openPage(browser: Browser, c: FormCase) {
  const context = await browser.newContext({ baseURL: server.url });
  if (c.as) {
    const name = c.as === "admin" ? "adminToken" : "portalToken";
    await context.addCookies([{ name, value: data.tokens[c.as], url: server.url }]);
  }
  const page = await context.newPage();
  await page.goto(c.path(data));
  const form = page.locator(formSelector(c.form));
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

/**
 * The tests of the forms `which` selects, with the server they are opened on. The forms are split
 * over two spec files (the site and portal's, the back-office's) so the two browser workers share
 * them; each file starts its own server and database once, in its beforeAll.
 */
export function formMessageTests(which: (c: FormCase) => boolean): void {
  test.beforeAll(async () => {
    // A fresh database, two password hashes and three submissions: slow on a busy machine.
    test.setTimeout(120_000);
    server = await startTestServer({ withPages: true });
    data = await prepareFormCases(server);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const c of formCases.filter(which)) {
    test(`${c.name}: the browser alone gives the schema's message for every field`, async ({ browser }) => {
      test.setTimeout(90_000);
      const on = await openPage(browser, c);
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

          await on.form.locator("[type=submit]").last().click();
          await expect
            .poll(async () => Object.keys(withoutEmpty(await shownMessages(on.form))).length)
            .toBeGreaterThan(0);
          const inBrowser = await shownMessages(on.form);
          expect(posted, `${round.name}: nothing is posted`).toEqual([]);
          expect(inBrowser, `${round.name}: the browser shows the schema's messages`).toEqual(
            messagesToShow(c, expected, Object.keys(inBrowser)),
          );

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
        await on.context.close();
      }
    });
  }
}
