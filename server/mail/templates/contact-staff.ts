import type { ContactInput } from "#forms/contact.ts";
import { lines, mailTemplate } from "./template.ts";

/** Staff hear of a contact enquiry; a reply goes to the person who wrote. */
export const contactStaffMail = mailTemplate(
  ({ staff, input }: { staff: string; input: ContactInput }) => ({
    to: staff,
    subject: `New enquiry from ${input.firstName} ${input.lastName}`,
    text: `${lines({ Name: `${input.firstName} ${input.lastName}`, Email: input.email, Phone: input.mobile })}\n\n${input.message}`,
    headers: { "Reply-To": input.email },
  }),
  () => ({
    staff: "staff@harbourline.example",
    input: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      mobile: "0491 570 110",
      message: "Do you run evening classes?",
    } as ContactInput,
  }),
);
