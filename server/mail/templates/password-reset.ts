import { mailTemplate } from "./template.ts";

/** A link to choose a new password, valid for an hour. */
export const passwordResetMail = mailTemplate(
  ({ to, firstName, link }: { to: string; firstName: string; link: string }) => ({
    to,
    subject: "Reset your password",
    text: [
      `Hello ${firstName},`,
      "",
      "Someone (hopefully you) asked to reset the password of your account. Open this link within one hour to choose a new password:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  }),
  () => ({
    to: "ada@example.com",
    firstName: "Ada",
    link: "https://harbourline.example/portal/reset-password?email=ada%40example.com&token=live-token-reset",
  }),
);
