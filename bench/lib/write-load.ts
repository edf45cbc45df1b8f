import { randomClientIp } from "./load.ts";

/** A submission the server acknowledged with 2xx: it must be in the database afterwards. */
export interface Acknowledged {
  kind: "contact" | "enrolment";
  email: string;
}

export interface WriteLoadResult {
  acknowledged: Acknowledged[];
  byStatus: Record<string, number>;
  serverErrors: number;
  /** Requests that got no HTTP answer (connection refused or reset, e.g. during a crash). */
  noAnswer: number;
}

let counter = 0;
function uniqueEmail(kind: string) {
  counter += 1;
  return `${kind}-${process.pid}-${Date.now().toString(36)}-${counter}@load.example.com`;
}

export function contactSubmission() {
  const email = uniqueEmail("contact");
  return {
    email,
    path: "/api/contacts/send-message",
    body: {
      firstName: "Load",
      lastName: "Test",
      email,
      mobile: "0400 000 000",
      message: "Hello from the load test",
    },
  };
}

export function enrolmentSubmission() {
  const email = uniqueEmail("enrolment");
  return {
    email,
    path: "/api/student-enrolment",
    body: {
      firstName: "Load",
      lastName: "Test",
      email,
      mobile: "0400 000 000",
      address: "1 Test Street, Sydney NSW 2000",
      education: "Bachelor degree",
      institution: "Test University",
      course: "Data Analytics",
      timeTable: "Mon 6PM - 9PM",
      accept: true,
      feeTerms: true,
    },
  };
}

/**
 * `concurrency` clients each submit contact and enrolment forms back to back until `seconds`
 * pass (or `signal` aborts). Each client uses its own X-Forwarded-For address so the per-IP form
 * limit sees many clients, as it would in production behind a proxy.
 */
export async function runWriteLoad(
  baseUrl: string,
  options: { seconds: number; concurrency: number; signal?: AbortSignal },
): Promise<WriteLoadResult> {
  const result: WriteLoadResult = { acknowledged: [], byStatus: {}, serverErrors: 0, noAnswer: 0 };
  const deadline = Date.now() + options.seconds * 1000;
  const client = async (index: number) => {
    for (let i = 0; Date.now() < deadline && !options.signal?.aborted; i++) {
      const kind = (index + i) % 2 === 0 ? "contact" : "enrolment";
      const sub = kind === "contact" ? contactSubmission() : enrolmentSubmission();
      try {
        const res = await fetch(`${baseUrl}${sub.path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": randomClientIp() },
          body: JSON.stringify(sub.body),
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500) result.serverErrors += 1;
        if (res.ok) result.acknowledged.push({ kind, email: sub.email });
      } catch {
        result.noAnswer += 1;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => client(i)));
  return result;
}
