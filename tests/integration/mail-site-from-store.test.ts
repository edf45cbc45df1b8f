import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as seedSite } from "#content/site.ts";
import { loadConfig } from "#server/config.ts";
import { cancelBooking, rescheduleBooking } from "#server/consultations/bookings.ts";
import { sendDueReminders } from "#server/consultations/reminders.ts";
import { getDocument, listDocuments, publishDocument, saveDraft } from "#server/content/documents.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers, outbox } from "#server/db/schema.ts";
import { bookConsultation } from "#server/leads/consultation.ts";
import { requestCourseOutline } from "#server/leads/course-outline.ts";
import { submitEnrolment } from "#server/leads/enrolment.ts";
import { confirmNewsletter, subscribeToNewsletter } from "#server/leads/newsletter.ts";
import { setLogLevel } from "#server/log.ts";
import { createTestDatabase } from "../support/database.ts";
import { asDelivered } from "../support/delivered-mail.ts";
import { parseInvitation } from "../support/ics.ts";
import { validBodies } from "../support/leads.ts";

/*
 * Issue 31, item 4: every e-mail takes the provider's name and phone from the published site
 * document (server/content/published.ts `publishedSite`), not from content/site.ts. Staff publish
 * a new phone and name; the next e-mail of each kind that shows them carries the new ones: the
 * outline, the consultation request, a booking (and its calendar invitation's organizer), its
 * move, cancellation and reminder, the application confirmation, and the newsletter's
 * confirmation and welcome. tests/unit/mail-templates.test.ts shows every template takes them
 * from the site it is given.
 */

const ZONE = "Australia/Sydney";
const NOW = new Date("2030-03-04T08:00:00+11:00");
const WED_10 = "2030-03-06T10:00:00+11:00";
const THU_11 = "2030-03-07T11:00:00+11:00";
const actor = { id: null, name: "Test" };
const phone = "(02) 5550 8642";
const name = "Harbourline Academy";

let database: Database;
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: path.join(process.env.TMPDIR ?? "/tmp", "harbourline-test-data"),
  PUBLIC_URL: "https://harbourline.example",
  SESSION_SECRET: "test-secret-that-is-at-least-32-characters-long",
  STAFF_EMAIL: "staff@harbourline.example",
  BUSINESS_TZ: ZONE,
});
let ip = 0;
const who = () => ({ ip: `192.0.2.${++ip}` });

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function latestTo(to: string, subject?: RegExp) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
  const found = rows.filter((r) => !subject || subject.test(r.subject)).at(-1);
  if (!found) throw new Error(`no mail to ${to}`);
  return asDelivered(found);
}

async function publishSite(fields: Record<string, unknown>) {
  const [item] = await listDocuments(database.db, "site");
  const doc = await getDocument(database.db, "site", item!.id);
  await saveDraft(database.db, "site", doc.id, { ...doc.draft, ...fields, version: doc.version }, actor);
  await publishDocument(database.db, "site", doc.id, actor);
}

describe("e-mails after the site's phone and name are published", () => {
  it("carry the published phone and name, every kind that shows them", async () => {
    // Before: the seeded site document (content/site.ts's figures).
    await requestCourseOutline(database.db, config, validBodies["/api/downloads/course-outline"], who());
    expect((await latestTo("grace@example.com")).text).toContain(seedSite.phones[0].display);

    await publishSite({ phone, name });
    const shows = (text: string) => {
      expect(text).toContain(phone);
      expect(text).toContain(name);
      expect(text).not.toContain(seedSite.phones[0].display);
    };

    await requestCourseOutline(database.db, config, validBodies["/api/downloads/course-outline"], who());
    shows((await latestTo("grace@example.com")).text);

    const consultation = validBodies["/api/consultations/book"];
    await bookConsultation(database.db, config, { ...consultation, email: "ada@example.com" }, who(), NOW);
    shows((await latestTo("ada@example.com")).text);

    await bookConsultation(database.db, config, { ...consultation, slotStart: WED_10 }, who(), NOW);
    const booked = await latestTo("alan@example.com", /booked/);
    shows(booked.text);
    const invite = Buffer.from(booked.attachments![0]!.content, "base64").toString("utf8");
    expect(parseInvitation(invite).method).toBe("REQUEST");
    const unfolded = invite.replace(/\r?\n[ \t]/g, "");
    expect(unfolded).toContain(`SUMMARY:Free consultation with ${name}`);
    expect(unfolded).toContain(`ORGANIZER;CN="${name}"`);
    const token = new URL(/Cancel: (\S+)/.exec(booked.text)![1]!).searchParams.get("token")!;

    await rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW);
    shows((await latestTo("alan@example.com", /moved/)).text);

    const dayBefore = new Date(new Date(THU_11).getTime() - 24 * 3600_000);
    expect(await sendDueReminders(database.db, config, dayBefore)).toBe(1);
    shows((await latestTo("alan@example.com", /^Reminder/)).text);

    await cancelBooking(database.db, config, token, NOW);
    shows((await latestTo("alan@example.com", /cancelled/)).text);

    await submitEnrolment(database.db, config, validBodies["/api/student-enrolment"], who());
    shows((await latestTo("katherine@example.com")).text);

    await subscribeToNewsletter(database.db, config, validBodies["/api/newsletter/subscribe"], who());
    const confirm = await latestTo("news@example.com");
    shows(confirm.text);
    expect(confirm.subject).toContain(name);
    const confirmToken = new URL(/https?:\/\/\S+confirm\S*/.exec(confirm.text)![0]).searchParams.get("token");
    await confirmNewsletter(database.db, config, confirmToken);
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "news@example.com"));
    expect(row!.confirmedAt).not.toBeNull();
    shows((await latestTo("news@example.com", /^Welcome/)).text);
  });
});
