import { expect } from "vitest";
import type { apiClient } from "./api.ts";

/** Valid bodies for the five public forms, and helpers to post them to the API. */
export const validBodies = {
  "/api/contacts/send-message": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    mobile: "0491 570 110",
    message: "I'd like to know more about your courses.",
  },
  "/api/downloads/course-outline": {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    mobile: "0491 570 111",
    course: "QA & Software Testing",
    format: "Online",
    agreed: true,
  },
  "/api/newsletter/subscribe": { email: "news@example.com" },
  "/api/consultations/book": {
    firstName: "Alan",
    lastName: "Turing",
    email: "alan@example.com",
    phone: "0491 570 112",
    company: "Bletchley Software",
    projectDetails: "A booking app for our clinics.",
    budget: "25k-50k",
    service: "Mobile application development",
  },
  "/api/student-enrolment": {
    firstName: "Katherine",
    lastName: "Johnson",
    email: "katherine@example.com",
    mobile: "0491 570 113",
    address: "1 Orbit Street, Sydney NSW 2000",
    education: "Bachelor of Science",
    institution: "University of Sydney",
    course: "Data Analytics",
    enrolmentDate: "2027-02-01",
    timeTable: "Sat 11AM - 2PM",
    accept: true,
    feeTerms: true,
  },
} as const;

export type LeadPath = keyof typeof validBodies;

export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

type Api = ReturnType<typeof apiClient>;

let addresses = 0;
/** A client address this file has not posted from yet, so the per-address limits never pool its posts. */
export const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${(addresses++ % 254) + 1}` });

/** Posts a valid application (`fields` over the valid body) from a new address; returns its id. */
export async function submitApplication(api: Api, fields: Record<string, unknown>): Promise<string> {
  const res = await api.post(
    "/api/student-enrolment",
    { ...validBodies["/api/student-enrolment"], ...fields },
    fromNewIp(),
  );
  expect(res.status).toBe(201);
  return res.json.data.id;
}

/** Sends a valid contact message from `email` and returns its id, found as the administrator. */
export async function submitContactMessage(
  api: Api,
  admin: { token: string },
  email: string,
): Promise<string> {
  const res = await api.post(
    "/api/contacts/send-message",
    { ...validBodies["/api/contacts/send-message"], email },
    fromNewIp(),
  );
  expect(res.status).toBe(201);
  return (await api.get(`/api/admin/contacts?search=${email}`, admin)).json.data[0].id;
}
