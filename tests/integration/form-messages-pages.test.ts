import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomUtils, parseDocument } from "htmlparser2";
import { safeParse } from "zod/mini";
import { fieldMessages } from "#forms/field-messages.ts";
import type { FormValues } from "#forms/form-values.ts";
import {
  type FormCase,
  type FormCaseData,
  type FormPick,
  formCases,
  messagesToShow,
  prepareFormCases,
  shapeOf,
} from "../support/form-cases.ts";
import { confirmation, type Round, rounds } from "../support/form-rounds.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * One source of form rules (docs/decisions/0023), the page actions' share: every form of
 * tests/support/form-cases.ts gets the rounds of bad values (tests/support/form-rounds.ts) the
 * way a browser without JavaScript sends them. The page is fetched, its form's controls read
 * from the HTML the server rendered (names, types, hidden fields, select options), the round's
 * values put in the controls the schema names (as the browser leg fills them), and the form
 * posted to its action, form-urlencoded, with every other field it holds and its submit button.
 * The re-rendered page must show, in each error slot, the message the schema gives for the values
 * posted, in red, with the control marked invalid; the next round is posted from that page, as a
 * browser would (a form whose action redirects back to its page, the newsletter's, is followed
 * there). The browser with JavaScript on is given the same rounds in
 * tests/e2e/form-messages.ts (issue 31, item 1: this leg was a second browser there).
 */

/** An element of the parsed page (htmlparser2's DOM). */
type Element = ReturnType<typeof DomUtils.findAll>[number];
type ChildNode = Element["children"][number];

let server: TestServer;
let data: FormCaseData;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  data = await prepareFormCases(server);
});
afterAll(async () => {
  await server?.close();
});

const isElement = (node: ChildNode): node is Element => node.type === "tag";
const within = (root: Element, test: (el: Element) => boolean) => DomUtils.findAll(test, root.children);

/** The case's one form on the page (tests/support/form-cases.ts `FormPick`, as the browser's selector reads it). */
function pickForm(html: string, pick: FormPick = {}): Element {
  const forms = DomUtils.findAll((el) => el.name === "form", parseDocument(html).children).filter((form) => {
    if (pick.enhance ? form.attribs["data-enhance"] !== pick.enhance : !slotsOf(form).length) return false;
    if (pick.within) {
      let up = form.parent;
      while (up && !(isElement(up) && up.attribs.id === pick.within)) up = up.parent;
      if (!up) return false;
    }
    if (pick.notIntent)
      return !within(
        form,
        (el) => el.name === "input" && el.attribs.name === "intent" && el.attribs.value === pick.notIntent,
      ).length;
    return true;
  });
  expect(forms, "the page holds the form once").toHaveLength(1);
  return forms[0]!;
}

const slotsOf = (form: Element) => within(form, (el) => el.attribs["data-error-for"] !== undefined);

/** A form control as the page rendered it: what it is and the value it holds. */
interface Control {
  el: Element;
  name: string;
  kind: "text" | "password" | "email" | "checkbox" | "radio" | "select" | "date" | "hidden" | "textarea";
  value: string;
  checked: boolean;
  /** A select's option values. */
  options: string[];
  /** Not fed by the test: a hidden or read-only control keeps the value the page gave it. */
  fixed: boolean;
}

function controlsOf(form: Element): Control[] {
  return within(form, (el) => ["input", "select", "textarea"].includes(el.name) && !!el.attribs.name)
    .filter(
      (el) =>
        el.attribs.disabled === undefined &&
        !["submit", "button", "reset", "image", "file"].includes(el.attribs.type ?? ""),
    )
    .map((el) => {
      const name = el.attribs.name!;
      if (el.name === "select") {
        const options = within(el, (o) => o.name === "option");
        const chosen = options.find((o) => o.attribs.selected !== undefined) ?? options[0];
        const optionValue = (o: Element) => o.attribs.value ?? DomUtils.textContent(o).trim();
        return {
          el,
          name,
          kind: "select",
          value: chosen ? optionValue(chosen) : "",
          checked: false,
          options: options.map(optionValue),
          fixed: false,
        };
      }
      if (el.name === "textarea")
        return {
          el,
          name,
          kind: "textarea",
          value: DomUtils.textContent(el).replace(/^\n/, ""),
          checked: false,
          options: [],
          fixed: el.attribs.readonly !== undefined,
        };
      const type = (el.attribs.type ?? "text").toLowerCase();
      const kind = (
        ["checkbox", "radio", "password", "email", "date", "hidden"].includes(type) ? type : "text"
      ) as Control["kind"];
      return {
        el,
        name,
        kind,
        value: el.attribs.value ?? (kind === "checkbox" || kind === "radio" ? "on" : ""),
        checked: el.attribs.checked !== undefined,
        options: [],
        fixed: kind === "hidden" || el.attribs.readonly !== undefined,
      };
    });
}

/**
 * Puts the round's values in the controls the schema names, as the browser leg fills them (a
 * radio group, a hidden or read-only field keeps what the page gave it).
 */
function feed(controls: Control[], fields: string[], round: Round): Control[] {
  return controls.map((c) => {
    if (c.fixed || c.kind === "radio" || !fields.includes(c.name)) return c;
    if (c.kind === "checkbox") return { ...c, checked: round.ticked };
    if (c.kind === "select") {
      const blank = round.blank && c.options.includes("");
      return { ...c, value: blank ? "" : c.options.find(Boolean)! };
    }
    if (c.kind === "date") return { ...c, value: round.blank ? "" : "2030-01-15" };
    return { ...c, value: round.text(c.name, c.kind === "textarea" ? "text" : c.kind) };
  });
}

/** The pairs the browser posts: the controls in page order (a checkbox or radio only when ticked). */
const entriesOf = (controls: Control[]) =>
  controls.flatMap((c) =>
    (c.kind === "checkbox" || c.kind === "radio") && !c.checked ? [] : [[c.name, c.value]],
  );

/** What the form holds as its schema reads it, as `valuesOf` (#forms/form-values.ts) reads it in the browser. */
function valuesOf(controls: Control[]): FormValues {
  const out: FormValues = {};
  for (const [name, value] of entriesOf(controls)) if (!Object.hasOwn(out, name!)) out[name!] = value!;
  for (const c of controls) if (c.kind === "checkbox") out[c.name] = c.checked;
  return out;
}

/** What each error slot of the form says, whether it is red, and whether its control is marked invalid. */
function shown(form: Element) {
  const messages: Record<string, string> = {};
  const marks: Record<string, { red: boolean; invalid: boolean }> = {};
  for (const slot of slotsOf(form)) {
    const name = slot.attribs["data-error-for"]!;
    messages[name] = DomUtils.textContent(slot).trim();
    if (!messages[name]) continue;
    const control = within(
      form,
      (el) => el.attribs.name === name && el.name !== "button" && el.attribs.type !== "hidden",
    )[0];
    marks[name] = {
      red: /(^|\s)text-red-700(\s|$)/.test(slot.attribs.class ?? ""),
      // A field with no visible control (a hidden one) is judged by its slot alone.
      invalid: control ? control.attribs["aria-invalid"] === "true" : true,
    };
  }
  return { messages, marks };
}

/** The case's page, as a browser without JavaScript gets it: its URL (after redirects) and HTML. */
async function open(c: FormCase, cookie: Record<string, string>) {
  const res = await fetch(`${server.url}${c.path(data)}`, { headers: cookie });
  expect(res.status, "the page opens").toBe(200);
  return { url: res.url, html: await res.text() };
}

describe.each(formCases)("$name: the page action", (c) => {
  it("re-renders the page with the schema's message for every field, in red, the control invalid", async () => {
    const cookie: Record<string, string> = c.as
      ? { cookie: `${c.as === "admin" ? "adminToken" : "portalToken"}=${data.tokens[c.as]}` }
      : {};
    const fields = shapeOf(c.schema);
    let page = await open(c, cookie);
    const editable = controlsOf(pickForm(page.html, c.form)).filter(
      (x) => fields.includes(x.name) && !x.fixed && x.kind !== "radio",
    );
    expect(editable.length, "the form shows the schema's fields").toBeGreaterThan(0);
    const tried: string[] = [];
    for (const round of rounds) {
      if (round.name.startsWith("a confirmation") && !editable.some((x) => confirmation.test(x.name)))
        continue;
      const form = pickForm(page.html, c.form);
      const controls = feed(controlsOf(form), fields, round);
      const values = valuesOf(controls);
      const parsed = safeParse(c.schema, values);
      const expected = parsed.success ? {} : fieldMessages(parsed.error);
      if (round.name === "empty") expect(expected, "every form has a required field").not.toEqual({});
      if (Object.keys(expected).length === 0) continue; // these values are valid for this form
      tried.push(round.name);

      // The browser posts the form's pairs and its (last) submit button's, to its action.
      const submit = within(form, (el) => el.attribs.type === "submit").at(-1);
      expect(submit, "the form has a submit button").toBeDefined();
      const body = new URLSearchParams(entriesOf(controls) as [string, string][]);
      if (submit?.attribs.name) body.append(submit.attribs.name, submit.attribs.value ?? "");
      const action = new URL(form.attribs.action ?? page.url, page.url);
      expect((form.attribs.method ?? "get").toLowerCase(), "the form is posted").toBe("post");
      let res = await fetch(action, {
        method: "POST",
        redirect: "manual",
        headers: {
          ...cookie,
          "content-type": "application/x-www-form-urlencoded",
          origin: server.url,
          referer: page.url,
          "sec-fetch-site": "same-origin",
        },
        body: body.toString(),
      });
      // A form whose action sends the browser back to its page (the newsletter's) is followed there.
      let url = action.href;
      for (let hop = 0; res.status === 303 && hop < 3; hop++) {
        url = new URL(res.headers.get("location")!, url).href;
        res = await fetch(url, { headers: cookie, redirect: "manual" });
      }
      expect(res.status, `${round.name}: the action refuses the values and shows the page again`).toBe(
        url === action.href ? 400 : 200,
      );
      page = { url: new URL(url).href.replace(/#.*$/, ""), html: await res.text() };

      const after = shown(pickForm(page.html, c.form));
      expect(after.messages, `${round.name}: the page action shows the schema's messages`).toEqual(
        messagesToShow(c, expected, Object.keys(after.messages)),
      );
      expect(Object.keys(after.marks).length, `${round.name}: a message is shown`).toBeGreaterThan(0);
      expect(after.marks, `${round.name}: messages in red, controls invalid`).toEqual(
        Object.fromEntries(Object.keys(after.marks).map((name) => [name, { red: true, invalid: true }])),
      );
    }
    expect(tried, "at least the empty round ran").toContain("empty");
  });
});
