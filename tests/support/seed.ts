import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import type { Db } from "#server/db/client.ts";
import {
  admins,
  chats,
  consultations,
  contactMessages,
  enrolments,
  newsletterSubscribers,
  outlineRequests,
  students,
  visitors,
} from "#server/db/schema.ts";

/**
 * Test data for the back-office: used by the Vitest suites directly and by the browser journeys
 * through the seeding routes of tests/support/e2e-server.ts (never part of the production build).
 */

/** A signed-in account of each kind, for tests of the admin API and pages. */
export async function seedAccounts(db: Db, secret: string) {
  const passwordHash = await hashPassword("admin-password");
  const [admin] = await db
    .insert(admins)
    .values({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com", passwordHash })
    .returning();
  const [student] = await db
    .insert(students)
    .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", passwordHash })
    .returning();
  const adminToken = (await createSession(db, secret, "admin", admin!)).token;
  const studentToken = (await createSession(db, secret, "student", student!)).token;
  const expiredToken = (
    await createSession(db, secret, "admin", admin!, { now: new Date(Date.now() - 13 * 3_600_000) })
  ).token;
  return { admin: admin!, student: student!, adminToken, studentToken, expiredToken };
}

/**
 * A staff member (role "staff", who cannot sign in with a password) and a back-office session
 * for them, for tests of what staff may and may not do beside the seeded administrator.
 */
export async function seedStaff(
  db: Db,
  secret: string,
  person: { firstName: string; lastName: string; email: string },
) {
  const [staff] = await db
    .insert(admins)
    .values({ ...person, passwordHash: "not-a-real-hash", role: "staff" })
    .returning();
  return { staff: staff!, token: (await createSession(db, secret, "admin", staff!)).token };
}

/**
 * Row `i` of a list: "Client01 Tester", client1@example.com. With a tag (a browser test's own
 * rows on the shared server) the e-mail starts with it, tag.client1@example.com, so searching a
 * list for the tag shows that test's rows and no other's.
 */
const person = (i: number, kind: string, tag?: string) => ({
  firstName: `${kind}${String(i).padStart(2, "0")}`,
  lastName: "Tester",
  email: `${tag ? `${tag}.` : ""}${kind.toLowerCase()}${i}@example.com`,
});

/**
 * `n` rows in every list, created one minute apart (row 1 newest) before `now`. With `tag`, every
 * row carries it where its list searches (e-mail, or a visitor's browser and a chat's text).
 */
export async function seedLists(db: Db, n: number, options: { tag?: string; now?: Date } = {}) {
  const { tag } = options;
  const now = (options.now ?? new Date()).getTime();
  const at = (i: number) => new Date(now - i * 60_000);
  const suffix = tag ? ` ${tag}` : "";
  const passwordHash = "not-a-real-hash";
  for (let i = 1; i <= n; i++) {
    await db.insert(students).values({ ...person(i, "Student", tag), passwordHash, createdAt: at(i) });
    await db.insert(enrolments).values({
      ...person(i, "Applicant", tag),
      mobile: "0400000000",
      address: "1 Test St",
      education: "Bachelor",
      institution: "UTS",
      course: "Data Analytics",
      accept: true,
      feeTerms: true,
      createdAt: at(i),
    });
    await db.insert(outlineRequests).values({
      ...person(i, "Outline", tag),
      mobile: "0400000000",
      course: "QA & Software Testing",
      format: "Online",
      agreed: true,
      createdAt: at(i),
    });
    await db.insert(consultations).values({
      ...person(i, "Client", tag),
      phone: "0400000000",
      company: `Company ${i}`,
      projectDetails: "An app",
      budget: "under_25k",
      service: "Other",
      createdAt: at(i),
    });
    await db.insert(contactMessages).values({
      ...person(i, "Contact", tag),
      mobile: `04000000${i}`,
      message: "Hello",
      createdAt: at(i),
    });
    await db.insert(admins).values({ ...person(i, "Admin", tag), passwordHash, createdAt: at(i) });
    await db.insert(newsletterSubscribers).values({
      email: `${tag ? `${tag}.` : ""}reader${i}@example.com`,
      unsubscribeToken: `token-${tag ? `${tag}-` : ""}${i}`,
      createdAt: at(i),
    });
    const [visitor] = await db
      .insert(visitors)
      .values({ browser: `Browser ${i}${suffix}`, ip: `10.0.0.${i}`, createdAt: at(i) })
      .returning();
    await db.insert(chats).values({
      visitorId: visitor!.id,
      type: "client",
      content: `Question ${i}${suffix}`,
      createdAt: at(i),
    });
  }
}
