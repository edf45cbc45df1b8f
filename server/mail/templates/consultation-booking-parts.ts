import type { Config } from "../../config.ts";
import type { ConsultationRow } from "../../consultations/booking.ts";
import { invitation } from "../../consultations/ics.ts";
import { manageUrls } from "../../consultations/manage-links.ts";
import { describeSlot } from "../../consultations/time-text.ts";
import { exampleConsultation } from "./examples.ts";
import { type MailSite, mailTemplate, signOff } from "./template.ts";

/**
 * What the e-mails of a booked consultation share: the slot in words, the reschedule and cancel
 * links, and the calendar invitation (its organizer is the published site's name).
 */

export type Booked = ConsultationRow & { slotStart: Date; slotEnd: Date };
export type BookingMailConfig = Pick<
  Config,
  "publicUrl" | "sessionSecret" | "businessTimeZone" | "mailFrom" | "staffEmail"
>;

export interface BookingMailData {
  site: MailSite;
  booking: Booked;
  config: BookingMailConfig;
  now: Date;
}

export function when(b: Booked, config: BookingMailConfig): string {
  return describeSlot(b.slotStart.getTime(), b.slotEnd.getTime(), config.businessTimeZone);
}

export function manageLinks(b: Booked, config: BookingMailConfig): string {
  const urls = manageUrls(config.publicUrl, config.sessionSecret, b.id);
  return `Need another time? Reschedule: ${urls.reschedule}\nCan't make it? Cancel: ${urls.cancel}`;
}

export function invite({ site, booking: b, config, now }: BookingMailData, method: "REQUEST" | "CANCEL") {
  const content = invitation({
    id: b.id,
    start: b.slotStart,
    end: b.slotEnd,
    sequence: b.icsSequence,
    attendee: { name: `${b.firstName} ${b.lastName}`, email: b.email },
    service: b.service,
    method,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    organizer: site.name,
    zone: config.businessTimeZone,
    manageUrl: manageUrls(config.publicUrl, config.sessionSecret, b.id).reschedule,
    now,
  });
  return [
    {
      filename: method === "CANCEL" ? "cancelled.ics" : "invite.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: Buffer.from(content, "utf8").toString("base64"),
    },
  ];
}

/** A booking as the examples show it: tomorrow at 10:00 in Sydney, for half an hour. */
export function exampleBooking(site: MailSite): BookingMailData {
  const slotStart = new Date("2027-03-02T23:00:00Z");
  return {
    site,
    booking: {
      ...exampleConsultation,
      id: "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c",
      icsSequence: 0,
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 30 * 60_000),
    } as Booked,
    config: {
      publicUrl: "https://harbourline.example",
      sessionSecret: "an-example-session-secret-of-enough-length",
      businessTimeZone: "Australia/Sydney",
      mailFrom: "Bookings <bookings@mail.harbourline.example>",
      staffEmail: "staff@harbourline.example",
    },
    now: new Date("2027-03-01T01:00:00Z"),
  };
}

/**
 * A mail to the requester that carries the calendar invitation (booked, moved): greeting, the
 * message's own lines, the reschedule and cancel links and the sign-off, in that order for each.
 */
export function requesterInviteMail(subject: string, body: (d: BookingMailData) => string) {
  return mailTemplate(
    (d: BookingMailData) => ({
      to: d.booking.email,
      subject,
      text: `Hi ${d.booking.firstName},\n\n${body(d)}\n\n${manageLinks(d.booking, d.config)}\n\n${signOff(d.site)}`,
      attachments: invite(d, "REQUEST"),
    }),
    exampleBooking,
  );
}
