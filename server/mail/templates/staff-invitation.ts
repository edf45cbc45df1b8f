import { formatDateTime } from "#forms/dates.ts";
import { mailTemplate, type MailSite } from "./template.ts";

/** A new staff member's single-use link to choose a password (issue 36). */
export const staffInvitationMail = mailTemplate(
  (d: {
    site: MailSite;
    to: string;
    firstName: string;
    inviter: { firstName: string; lastName: string };
    roleLabel: string;
    link: string;
    expiresAt: Date;
  }) => ({
    to: d.to,
    subject: `You're invited to the ${d.site.name} back-office`,
    text: [
      `Hello ${d.firstName},`,
      "",
      `${d.inviter.firstName} ${d.inviter.lastName} added you to the ${d.site.name} back-office as ${d.roleLabel.toLowerCase()}.`,
      `Choose your password with this link (it works once, until ${formatDateTime(d.expiresAt)}):`,
      "",
      d.link,
      "",
      "Then sign in with this e-mail address and your new password.",
    ].join("\n"),
  }),
  (site) => ({
    site,
    to: "grace@example.com",
    firstName: "Grace",
    inviter: { firstName: "Ada", lastName: "Lovelace" },
    roleLabel: "Staff",
    link: "https://harbourline.example/admin/reset-password?email=grace%40example.com&token=live-token-invite",
    expiresAt: new Date("2027-03-08T01:00:00Z"),
  }),
);
