import { mailTemplate, signOff, type MailSite } from "./template.ts";

/** A staff reply to a visitor who has left the chat, with a link back to the conversation. */
export const chatReplyMail = mailTemplate(
  (d: { site: MailSite; to: string; name: string | null; author: string; text: string; link: string }) => ({
    to: d.to,
    subject: `${d.author} from ${d.site.name} replied to your chat`,
    text: `Hi${d.name ? ` ${d.name}` : ""},\n\n${d.author} from our team replied to your chat on our website:\n\n${d.text}\n\nRead the conversation and reply (on this device or another): ${d.link}\n\n${signOff(d.site)}`,
  }),
  (site) => ({
    site,
    to: "ada@example.com",
    name: "Ada",
    author: "Grace",
    text: "Yes, the evening class has seats left.",
    link: "https://harbourline.example/chat/continue?token=live-token-chat",
  }),
);
