import { mailTemplate, type MailSite } from "./template.ts";

/** A staff member's morning list of follow-ups due today or overdue (issue 36). */
export const followUpDigestMail = mailTemplate(
  (d: {
    site: MailSite;
    to: string;
    firstName: string;
    /** Today's date in words. */
    today: string;
    items: { title: string; when: string; note: string | null; link: string }[];
    todayLink: string;
  }) => {
    const lines = d.items.map((f) => `- ${f.title} (${f.when})${f.note ? `\n  ${f.note}` : ""}\n  ${f.link}`);
    const count = d.items.length === 1 ? "1 follow-up" : `${d.items.length} follow-ups`;
    return {
      to: d.to,
      subject: `${count} due today, ${d.today} (${d.site.name})`,
      text: `Good morning ${d.firstName},\n\nYour follow-ups due today or overdue:\n\n${lines.join("\n\n")}\n\nThe Today view: ${d.todayLink}\n`,
    };
  },
  (site) => ({
    site,
    to: "grace@example.com",
    firstName: "Grace",
    today: "Tuesday 2 March",
    items: [
      {
        title: "Call Ada about the evening class",
        when: "due today",
        note: "She asked about Tuesdays.",
        link: "https://harbourline.example/admin/enrollment/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c",
      },
      {
        title: "Send the outline again",
        when: "overdue since Monday 1 March",
        note: null,
        link: "https://harbourline.example/admin/outline/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6d",
      },
    ],
    todayLink: "https://harbourline.example/admin/today",
  }),
);
