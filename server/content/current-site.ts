import { site as seedSite } from "#content/site.ts";

/**
 * The published site document as the e-mails sign them (issue 32): name, e-mail and phones.
 * server/content/published.ts sets it on every load of the published content, and the forms that
 * send mail read the store on their request first, so a published change of the phone or the
 * e-mail address is in the next mail on every process. Before the first load: content/site.ts.
 */
export interface MailSite {
  name: string;
  email: string;
  phones: readonly { label: string; display: string }[];
}

let current: MailSite = seedSite;

export function setCurrentSite(site: MailSite): void {
  current = site;
}

export function currentSite(): MailSite {
  return current;
}

/** The closing lines of every mail to a visitor: the provider's name, e-mail and phones. */
export function mailSignOff(): string {
  const site = current;
  return `\n\n${site.name}\n${site.email} · ${site.phones.map((p) => p.display).join(" · ")}`;
}
