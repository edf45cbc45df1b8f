import { budgetLabel } from "#content/options.ts";
import { describeSlot } from "../../consultations/time-text.ts";
import { mailTemplate } from "./template.ts";
import { type Booked, type BookingMailConfig, exampleBooking, when } from "./consultation-booking-parts.ts";

const staffSubjects = {
  booked: "Consultation booked",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
} as const;

/** Staff (STAFF_EMAIL) hear of each booking, move and cancellation. */
export const consultationStaffNoticeMail = mailTemplate(
  ({
    booking: b,
    config,
    change,
    previous,
  }: {
    booking: Booked;
    config: BookingMailConfig;
    change: keyof typeof staffSubjects;
    previous?: { start: Date; end: Date };
  }) => {
    const rows: [string, string][] = [
      ["Time", when(b, config)],
      ...(previous
        ? [
            [
              "Was",
              describeSlot(previous.start.getTime(), previous.end.getTime(), config.businessTimeZone),
            ] as [string, string],
          ]
        : []),
      ["Name", `${b.firstName} ${b.lastName}`],
      ["Email", b.email],
      ["Phone", b.phone],
      ["Company", b.company],
      ["Service", b.service],
      ["Budget", budgetLabel(b.budget)],
    ];
    return {
      to: config.staffEmail,
      subject: `${staffSubjects[change]}: ${b.company}, ${when(b, config)}`,
      text: `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}${
        change === "booked" ? `\n\n${b.projectDetails}` : ""
      }`,
      headers: { "Reply-To": b.email },
    };
  },
  (site) => {
    const { booking, config } = exampleBooking(site);
    const previous = { start: new Date(booking.slotStart.getTime() - 86_400_000), end: booking.slotStart };
    return { booking, config, change: "moved" as const, previous };
  },
);
