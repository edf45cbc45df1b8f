import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site as seedSite } from "#content/site.ts";
import { sealLinkSecrets } from "#server/mail/link-secrets.ts";
import type { MailSite, MailTemplate, RenderedMail } from "#server/mail/templates/template.ts";

/*
 * Every e-mail the app sends is a module of server/mail/templates/ (issue 31, item 4). This renders
 * each one with its example data and a site document unlike content/site.ts, and checks what a
 * recipient would notice: a subject, a plain-text part and an HTML part saying the same thing, no
 * "undefined", "NaN" or "[object …]" anywhere, every link absolute and a link in the HTML too, the
 * provider's name and contact details from the site given (never content/site.ts's), and no link
 * secret left in what the outbox stores and shows (server/mail/link-secrets.ts).
 */

const folder = path.resolve(import.meta.dirname, "../../server/mail/templates");
/** The folder's shared helpers; every other module is one message. */
const helpers = new Set(["template.ts", "examples.ts", "consultation-booking-parts.ts"]);
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".ts") && !helpers.has(f))
  .sort();

const isTemplate = (value: unknown): value is MailTemplate<unknown> =>
  typeof value === "function" && typeof (value as { example?: unknown }).example === "function";

const templates = await Promise.all(
  files.map(async (file) => {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    return { file, found: Object.entries(module).filter(([, value]) => isTemplate(value)) };
  }),
);

/** A published site document nothing in content/ says. */
const published: MailSite = {
  name: "Northwind Learning",
  email: "office@northwind.example",
  phones: [
    { label: "Office", display: "(02) 5550 4321" },
    { label: "Mobile", display: "0491 570 999" },
  ],
};

const bad = /undefined|NaN|\[object /;
const urlsIn = (text: string) =>
  [...text.matchAll(/\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)].map((m) => m[0]);
const fromHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attachmentsText = (mail: RenderedMail) =>
  (mail.attachments ?? [])
    .filter((a) => a.contentType.startsWith("text/"))
    .map((a) => Buffer.from(a.content, "base64").toString("utf8"))
    .join("\n");

describe("mail templates (server/mail/templates/)", () => {
  it("every module of the folder is one message", () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
    for (const { file, found } of templates) expect(found.length, file).toBe(1);
  });

  describe.each(
    templates.map(({ file, found }) => ({ file, template: found[0]![1] as MailTemplate<unknown> })),
  )("$file", ({ template }) => {
    const mail = template(template.example(published));
    const parts = { subject: mail.subject, text: mail.text, html: mail.html, ...mail.headers };

    it("has a subject, a recipient, a plain-text part and an HTML part of the same text", () => {
      expect(mail.subject.trim()).not.toBe("");
      expect(mail.to).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(mail.text.trim()).not.toBe("");
      expect(mail.html).toMatch(/^<!doctype html>/);
      // Every paragraph of the text is in the HTML, and nothing else is.
      const htmlText = fromHtml(mail.html.replace(/<br>\n/g, "\n").replace(/<[^>]+>/g, ""));
      for (const paragraph of mail.text.trim().split(/\n{2,}/))
        expect(htmlText, paragraph).toContain(paragraph.trim());
    });

    it('says no "undefined", "NaN" or "[object"', () => {
      for (const [name, value] of Object.entries(parts)) expect(value, name).not.toMatch(bad);
      expect(attachmentsText(mail)).not.toMatch(bad);
    });

    it("links absolutely, and the HTML part links what the text names", () => {
      expect(mail.text).not.toMatch(/(^|[\s:(])\/[a-z]/m);
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => fromHtml(m[1]!));
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      expect(hrefs).toEqual(urlsIn(mail.text));
      for (const [name, value] of Object.entries(mail.headers ?? {}))
        for (const url of urlsIn(value)) expect(url, name).toMatch(/^https:\/\//);
    });

    it("names the provider as the published site document does, never content/site.ts", () => {
      const everything = [...Object.values(parts), attachmentsText(mail)].join("\n");
      expect(everything).not.toContain(seedSite.name);
      expect(everything).not.toContain(seedSite.email);
      for (const phone of seedSite.phones) expect(everything).not.toContain(phone.display);
      // A sign-off shows every published phone and the e-mail, not some of them.
      if (mail.text.includes(published.phones[0]!.display)) {
        for (const phone of published.phones) expect(mail.text).toContain(phone.display);
        expect(mail.text).toContain(published.email);
      }
    });

    it("keeps its link secrets out of the stored and shown copy", () => {
      const secrets = [
        ...`${mail.text}\n${mail.html}\n${Object.values(mail.headers ?? {}).join("\n")}`.matchAll(
          /[?&]token=([^\s&"'<>#)\]]+)/g,
        ),
      ].map((m) => m[1]!);
      const sealed = sealLinkSecrets({ text: mail.text, html: mail.html, headers: mail.headers ?? null });
      const stored = JSON.stringify(sealed.mail);
      for (const secret of secrets) expect(stored).not.toContain(secret);
      expect(sealed.secrets).toEqual([...new Set(secrets)]);
    });
  });
});
