import { mailTemplate, type MailSite } from "./template.ts";

/** The account's owner hears that someone keeps failing to sign in (at most once an hour). */
export const signInAttemptsMail = mailTemplate(
  ({
    site,
    to,
    firstName,
    kind,
  }: {
    site: MailSite;
    to: string;
    firstName: string;
    kind: "admin" | "student";
  }) => {
    const where = kind === "admin" ? `${site.name} back-office` : `${site.name} student portal`;
    return {
      to,
      subject: "Someone is trying to sign in to your account",
      text: [
        `Hello ${firstName},`,
        "",
        `Someone tried to sign in to your ${where} account several times in the last few minutes with a wrong password.`,
        "",
        "If it was you, there is nothing to do: you can still sign in with your password, and you can reset it from the sign-in page if you have forgotten it.",
        "",
        "If it was not you, your account is safe as long as your password is not used anywhere else. If it is, change it now. We slow down further attempts and will not write about this again for an hour.",
      ].join("\n"),
    };
  },
  (site) => ({ site, to: "ada@example.com", firstName: "Ada", kind: "student" as const }),
);
