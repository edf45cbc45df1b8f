import { mailTemplate } from "./template.ts";

/** A student account's link to prove its e-mail address (decision 0076). */
export const emailVerificationMail = mailTemplate(
  ({ account, link }: { account: { email: string; firstName: string }; link: string }) => ({
    to: account.email,
    subject: "Verify your e-mail address",
    text: [
      `Hello ${account.firstName},`,
      "",
      `Please confirm that ${account.email} is your e-mail address. Open this link within 24 hours, signed in to your student account:`,
      "",
      link,
      "",
      "Once the address is confirmed, the applications you sent with it without signing in show on your dashboard too.",
      "",
      "If you did not create an account, ignore this e-mail: without this link nobody can confirm the address or see your applications.",
    ].join("\n"),
  }),
  () => ({
    account: { email: "ada@example.com", firstName: "Ada" },
    link: "https://harbourline.example/portal/verify-email?token=live-token-verify",
  }),
);
