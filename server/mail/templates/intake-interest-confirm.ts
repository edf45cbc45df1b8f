import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type MailSite, signedWithName } from "./template.ts";

export const INTEREST_CONFIRM_SUBJECT = "Please confirm: tell me about the next intake";

/** "Tell me about the next intake", double opt-in (decision 0098): the confirmation link. */
export const intakeInterestConfirmMail = mailTemplate(
  (d: { site: MailSite; to: string; program: string; link: string; days: number }) => ({
    to: d.to,
    subject: INTEREST_CONFIRM_SUBJECT,
    text: signedWithName(d.site, [
      "Hello,",
      "",
      `Someone (we hope you) asked us to e-mail this address once, when the next ${d.program} intake opens.`,
      "",
      `To confirm, open this link and press the button (it works for ${d.days} days): ${d.link}`,
      "",
      "If it was not you, ignore this e-mail: nothing more will be sent to you.",
    ]),
  }),
  (site) => ({
    site,
    to: exampleApplicant.to,
    program: exampleApplicant.course,
    link: "https://harbourline.example/next-intake/confirm?token=live-token-interest",
    days: 7,
  }),
);
