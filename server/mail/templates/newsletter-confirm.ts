import { exampleUnsubscribe } from "./examples.ts";
import { listUnsubscribe, mailTemplate, signOff, type MailSite } from "./template.ts";

/**
 * Double opt-in (docs/decisions/0083): the one e-mail a pending address gets. Its link opens a page
 * whose button confirms; the one-click header lets the address drop the request instead.
 */
export const newsletterConfirmMail = mailTemplate(
  (d: { site: MailSite; to: string; confirm: string; urls: { oneClick: string; page: string } }) => ({
    to: d.to,
    subject: `Please confirm your ${d.site.name} newsletter subscription`,
    text: `Someone (we hope you) asked to receive the ${d.site.name} newsletter at this address.\n\nTo confirm, open this link and press the button: ${d.confirm}\n\nIf it was not you, ignore this e-mail: nothing will be sent to you.\n\n${signOff(d.site)}`,
    headers: listUnsubscribe(d.urls),
  }),
  (site) => ({
    site,
    to: "ada@example.com",
    confirm: "https://harbourline.example/newsletter/confirm?token=live-token-confirm",
    urls: exampleUnsubscribe,
  }),
);
