import { mailTemplate, type MailSite } from "./template.ts";

/** Staff hear that a visitor asked for a person in the chat (the link needs a sign-in). */
export const chatHandoffMail = mailTemplate(
  (d: {
    site: MailSite;
    to: string;
    visitor: { name: string | null; email: string | null };
    link: string;
  }) => {
    const who = d.visitor.name ?? d.visitor.email ?? "A visitor";
    return {
      to: d.to,
      subject: `${who} asked for a person in the ${d.site.name} chat`,
      text: `${who}${d.visitor.email && d.visitor.name ? ` (${d.visitor.email})` : ""} asked to talk to a member of the team in the website chat.\n\nOpen the conversation and reply: ${d.link}`,
    };
  },
  (site) => ({
    site,
    to: "staff@harbourline.example",
    visitor: { name: "Ada", email: "ada@example.com" },
    link: "https://harbourline.example/admin/conversations/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c",
  }),
);
