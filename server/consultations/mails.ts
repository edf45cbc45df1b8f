import { budgetLabel } from "#content/options.ts";
import { currentSite, mailSignOff } from "../content/current-site.ts";
import type { Config } from "../config.ts";
import type { MailMessage } from "../mail/outbox.ts";
import type { ConsultationRow } from "./booking.ts";
import { invitation } from "./ics.ts";
import { manageUrls } from "./manage-links.ts";
import { describeSlot } from "./time-text.ts";

/**
 * The e-mails of a booked consultation: to the requester (with the calendar invitation and the
 * reschedule and cancel links) and to staff (STAFF_EMAIL), for each booking, move and cancellation,
 * and the reminder a day before. Plain text, like the other public-form mails.
 */

type Booked = ConsultationRow & { slotStart: Date; slotEnd: Date };

function when(b: Booked, config: Config): string {
  return describeSlot(b.slotStart.getTime(), b.slotEnd.getTime(), config.businessTimeZone);
}

function links(b: Booked, config: Config): string {
  const urls = manageUrls(config.publicUrl, config.sessionSecret, b.id);
  return `Need another time? Reschedule: ${urls.reschedule}\nCan't make it? Cancel: ${urls.cancel}`;
}

function invite(b: Booked, config: Config, method: "REQUEST" | "CANCEL", now: Date) {
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

export function bookedMail(b: Booked, config: Config, now: Date): MailMessage {
  return {
    to: b.email,
    subject: "Your free consultation is booked",
    text: `Hi ${b.firstName},\n\nThank you for your inquiry! Your free consultation about ${b.service.toLowerCase()} is booked for:\n\n${when(b, config)}\n\nWe'll call you on ${b.phone}. The attached invitation adds it to your calendar.\n\n${links(b, config)}${mailSignOff()}`,
    attachments: invite(b, config, "REQUEST", now),
  };
}

export function movedMail(b: Booked, config: Config, now: Date): MailMessage {
  return {
    to: b.email,
    subject: "Your free consultation has moved",
    text: `Hi ${b.firstName},\n\nYour free consultation is now on:\n\n${when(b, config)}\n\nThe attached invitation updates the one in your calendar.\n\n${links(b, config)}${mailSignOff()}`,
    attachments: invite(b, config, "REQUEST", now),
  };
}

export function cancelledMail(b: Booked, config: Config, now: Date): MailMessage {
  return {
    to: b.email,
    subject: "Your free consultation is cancelled",
    text: `Hi ${b.firstName},\n\nYour free consultation on ${when(b, config)} is cancelled. The attached cancellation removes it from your calendar.\n\nWhenever you'd like to talk, book a new time: ${config.publicUrl}/expertise/book-a-free-consultation${mailSignOff()}`,
    attachments: invite(b, config, "CANCEL", now),
  };
}

export function reminderMail(b: Booked, config: Config): MailMessage {
  return {
    to: b.email,
    subject: "Reminder: your free consultation is tomorrow",
    text: `Hi ${b.firstName},\n\nA reminder of your free consultation with ${currentSite().name}:\n\n${when(b, config)}\n\nWe'll call you on ${b.phone}.\n\n${links(b, config)}${mailSignOff()}`,
  };
}

const staffSubjects = {
  booked: "Consultation booked",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
} as const;

export function staffNoticeMail(
  b: Booked,
  config: Config,
  change: keyof typeof staffSubjects,
  previous?: { start: Date; end: Date },
): MailMessage {
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
}
