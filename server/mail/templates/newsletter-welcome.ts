import { exampleUnsubscribe } from "./examples.ts";
import { listUnsubscribe, mailTemplate, signOff, type MailSite } from "./template.ts";

/** Every newsletter e-mail carries a one-click unsubscribe (RFC 8058) and a link in its body. */
export const newsletterWelcomeMail = mailTemplate(
  (d: { site: MailSite; to: string; urls: { oneClick: string; page: string } }) => ({
    to: d.to,
    subject: `Welcome to the ${d.site.name} newsletter`,
    text: `Thank you for subscribing! We'll send you news about upcoming courses, intakes and events.\n\nTo stop receiving these e-mails, unsubscribe here: ${d.urls.page}\n\n${signOff(d.site)}`,
    headers: listUnsubscribe(d.urls),
  }),
  (site) => ({
    site,
    to: "ada@example.com",
    urls: exampleUnsubscribe,
  }),
);
