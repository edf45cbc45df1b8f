import { type APIRequestContext, expect } from "@playwright/test";

/*
 * An intake of the test's own and applications to it, made through the API: the set-up of the
 * browser journeys about seats, waitlists and offers (intakes.spec.ts, confirmations-story.spec.ts).
 */

export interface IntakeFields {
  program: string;
  /** The intake starts this many days from now and runs for 100 days. */
  startsInDays: number;
  timetable: string;
  mode: "online" | "campus";
  capacity: number;
}

const oneSeatOnline: IntakeFields = {
  program: "data-analytics",
  startsInDays: 240,
  timetable: "Sat 11AM - 2PM",
  mode: "online",
  capacity: 1,
};

const isoDateInDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/** Creates an intake (by default a one-seat online Data Analytics intake) and returns its id. */
export async function ownIntake(
  request: APIRequestContext,
  admin: { token: string },
  fields: Partial<IntakeFields> = {},
): Promise<string> {
  const { startsInDays, ...intake } = { ...oneSeatOnline, ...fields };
  const created = await request.post("/api/admin/intakes", {
    headers: { token: admin.token },
    data: { ...intake, startDate: isoDateInDays(startsInDays), endDate: isoDateInDays(startsInDays + 100) },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

export interface Applicant {
  email: string;
  /** The x-forwarded-for address, so the per-address limits do not pool the test's applications. */
  ip: string;
  /** A signed-in student's portal token. */
  token?: string;
  firstName?: string;
  lastName?: string;
}

/** Applies for the intake through the enrolment API; returns the application's id and status. */
export async function applyForIntake(
  request: APIRequestContext,
  intakeId: string,
  applicant: Applicant,
): Promise<{ id: string; status: string }> {
  const res = await request.post("/api/student-enrolment", {
    headers: { "x-forwarded-for": applicant.ip, ...(applicant.token ? { token: applicant.token } : {}) },
    data: {
      firstName: applicant.firstName ?? "Grace",
      lastName: applicant.lastName ?? "Hopper",
      email: applicant.email,
      mobile: "0491 570 110",
      address: "1 Harbour Street, Sydney NSW 2000",
      education: "Mathematics",
      institution: "University of London",
      course: "Data Analytics",
      accept: true,
      feeTerms: true,
      intakeId,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string; status: string } }).data;
}

/** Moves an application to `status` as the administrator. */
export async function setEnrolmentStatus(
  request: APIRequestContext,
  admin: { token: string },
  id: string,
  status: string,
): Promise<void> {
  const res = await request.put(`/api/admin/enrollments/${id}/status`, {
    headers: { token: admin.token },
    data: { status },
  });
  expect(res.status()).toBe(200);
}

/** Signs a new student up for the portal and returns their token. */
export async function signUpStudent(
  request: APIRequestContext,
  student: { email: string; ip: string; password: string; firstName?: string; lastName?: string },
): Promise<string> {
  const res = await request.post("/api/portal/auth/sign-up", {
    headers: { "x-forwarded-for": student.ip },
    data: {
      firstName: student.firstName ?? "Grace",
      lastName: student.lastName ?? "Hopper",
      email: student.email,
      password: student.password,
    },
  });
  return ((await res.json()) as { token: string }).token;
}
