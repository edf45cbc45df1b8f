import { displayDate, formatCents } from "../../payments/fees.ts";
import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type MailSite, signedWithName } from "./template.ts";

export type ReminderKind = "before" | "due" | "overdue";

/** An instalment coming up, due today, or overdue (issue 34). */
export const paymentReminderMail = mailTemplate(
  (d: {
    site: MailSite;
    kind: ReminderKind;
    to: { email: string; firstName: string; course: string };
    instalment: { dueOn: string; amountCents: number; paidCents: number };
    reference: string;
    publicUrl: string;
  }) => {
    const { to, instalment } = d;
    const amount = `${formatCents(instalment.amountCents - instalment.paidCents)} AUD`;
    const when = displayDate(instalment.dueOn);
    const subjects: Record<ReminderKind, string> = {
      before: `Payment coming up on ${when}: ${to.course}`,
      due: `Payment due today: ${to.course}`,
      overdue: `Payment overdue: ${to.course}`,
    };
    const lines: Record<ReminderKind, string> = {
      before: `A payment of ${amount} for ${to.course} is due on ${when}.`,
      due: `A payment of ${amount} for ${to.course} is due today, ${when}.`,
      overdue: `The payment of ${amount} for ${to.course} was due on ${when} and we have not received it yet. If you have paid in the last few days, thank you: there is nothing more to do.`,
    };
    return {
      to: to.email,
      subject: subjects[d.kind],
      text: signedWithName(d.site, [
        `Hi ${to.firstName},`,
        "",
        lines[d.kind],
        `Pay from the Payments page of your student portal: ${d.publicUrl}/portal/payments`,
        `For a bank transfer, use your payment reference ${d.reference}.`,
      ]),
    };
  },
  (site) => ({
    site,
    kind: "overdue" as const,
    to: {
      email: exampleApplicant.to,
      firstName: exampleApplicant.firstName,
      course: exampleApplicant.course,
    },
    instalment: { dueOn: "2027-02-02", amountCents: 100_000, paidCents: 25_000 },
    reference: "HT-7Q4K2M",
    publicUrl: "https://harbourline.example",
  }),
);
