/** Valid bodies for the five public forms, and a helper to post JSON to the API. */
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
