import type { MailMessage } from "../outbox.ts";

/*
 * Every e-mail the app sends is a template in this folder (issue 31, item 4): one module per
 * message, each a function of its data returning the subject, the plain-text part and the HTML
 * part made from the same text, so the two never say different things. The provider's name,
 * e-mail and phones come in the data as the published store's site document
 * (server/content/published.ts `publishedSite`), never from content/site.ts, so a published change
 * is in the next e-mail of every kind. tests/unit/mail-templates.test.ts renders every template.
 */

/** The site document's fields an e-mail shows: the store's `SiteView` fits it. */
export interface MailSite {
  name: string;
  email: string;
  phones: readonly { label: string; display: string }[];
}

/** What a template returns: a message with both parts. */
export type RenderedMail = MailMessage & { html: string };

export interface MailTemplate<D> {
  (data: D): RenderedMail;
  /** Data a test renders the template with; `site` is the site to show. */
  example(site: MailSite): D;
}

/** Wraps a message's text-part renderer so it also returns the HTML part of the same text. */
export function mailTemplate<D>(
  render: (data: D) => Omit<MailMessage, "html">,
  example: (site: MailSite) => NoInfer<D>,
): MailTemplate<D> {
  const template = (data: D): RenderedMail => {
    const message = render(data);
    return { ...message, html: htmlOf(message.text) };
  };
  return Object.assign(template, { example });
}

/** The data of a message to one person by first name, signed with the site's name. */
export interface ToPerson {
  site: MailSite;
  to: string;
  firstName: string;
}

/** The headers of every newsletter e-mail: a one-click unsubscribe (RFC 8058). */
export function listUnsubscribe(urls: { oneClick: string }): Record<string, string> {
  return { "List-Unsubscribe": `<${urls.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The closing lines of a mail to a visitor: the provider's name, e-mail and phones. */
export function signOff(site: MailSite): string {
  return `${site.name}\n${site.email} · ${site.phones.map((p) => p.display).join(" · ")}`;
}

/** A mail's lines, then a blank line and the provider's name: how the intake and payment mails end. */
export function signedWithName(site: MailSite, lines: string[]): string {
  return [...lines, "", site.name].join("\n");
}

/** `Label: value` lines; a missing value shows as "-". */
export function lines(record: Record<string, string | undefined | null>): string {
  return Object.entries(record)
    .map(([label, value]) => `${label}: ${value ?? "-"}`)
    .join("\n");
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A web address in the text, up to white space or a closing bracket. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/**
 * The HTML part of a text: paragraphs at blank lines, line breaks kept, web addresses as links
 * (escaped, so `&` in a query is `&amp;` in both the text and the href).
 */
export function htmlOf(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      let out = "";
      let last = 0;
      for (const match of block.matchAll(URL_IN_TEXT)) {
        const url = match[0];
        out += escapeHtml(block.slice(last, match.index)).replace(/\n/g, "<br>\n");
        out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
        last = match.index + url.length;
      }
      out += escapeHtml(block.slice(last)).replace(/\n/g, "<br>\n");
      return `<p>${out}</p>`;
    });
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join("\n")}\n</body></html>`;
}
