import type { EnrolmentInput } from "#forms/enrolment.ts";
import { lines, mailTemplate } from "./template.ts";
import { exampleEnrolment } from "./examples.ts";

/** Staff hear of a new application. */
export const enrolmentStaffMail = mailTemplate(
  ({ staff, input }: { staff: string; input: EnrolmentInput }) => ({
    to: staff,
    subject: `New application: ${input.firstName} ${input.lastName} for ${input.course}`,
    text: lines({
      Name: `${input.firstName} ${input.lastName}`,
      Email: input.email,
      Phone: input.mobile,
      Course: input.course,
      "Class time": input.timeTable,
      "Preferred start date": input.enrolmentDate,
    }),
    headers: { "Reply-To": input.email },
  }),
  () => ({ staff: "staff@harbourline.example", input: exampleEnrolment }),
);
