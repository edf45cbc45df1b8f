import { site } from "./site.ts";

/**
 * What an applicant sees on their portal dashboard under each application: the next step for its
 * status. The review time is the admissions team's service promise; change it here if it changes.
 */
export const nextSteps: Record<string, string> = {
  received: `An advisor reviews your application and contacts you by e-mail or phone within two business days to talk about your start date, class time and payment.`,
  "under review": `An advisor is reviewing your application now. We e-mail you as soon as there is a decision, usually within a week.`,
  accepted: `Your seat is confirmed. Next: pay the first instalment by its due date; Payments in your portal shows the amount, the date and the ways to pay. Once it is paid, we confirm your enrolment and e-mail your class details. Questions? Call ${site.phones[0].display}.`,
  enrolled: `You are enrolled. Your welcome e-mail has the class details; see you at the first session.`,
  waitlisted: `The intake you chose is full, so you are on its waiting list. We e-mail you as soon as a place opens, in the order applications arrived.`,
  rejected: `We could not offer you a place this time. You are welcome to apply for a later intake or another program, or e-mail ${site.email} to talk it through.`,
  withdrawn: `This application is withdrawn. You can apply again at any time, for this or another program.`,
};
