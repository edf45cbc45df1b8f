import type { z } from "zod";
import { isTrapped } from "#forms/honeypot.ts";
import type { Db } from "../db/client.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import { enforce } from "../security/rate-limit.ts";
import { linkVisitorToEmail } from "../visitors/visitors.ts";
import { type LeadSource, unknownSource } from "./source.ts";

/** The source a new record of this submitter carries (every part null when unknown). */
export const sourceOfSubmitter = (who: Submitter): LeadSource => who.source ?? { ...unknownSource };

/** Who sent a form: their IP (for the per-IP limit) and, for enrolments, a signed-in student. */
export interface Submitter {
  ip: string;
  studentId?: string;
  /** The browser's chat visitor (the `visitor` cookie): linked to the e-mail the form gives. */
  visitorId?: string;
  /** Where the browser came from (the `source` cookie, issue 35): copied onto what it creates. */
  source?: LeadSource;
}

export type Accepted<T> = { trapped: true } | { trapped: false; data: T };

/**
 * The gate every public form passes: a bot caught by the honeypot is answered as if all went
 * well (so it learns nothing) and nothing is stored; bad input is `invalid` with one message per
 * field; valid input counts against the per-IP limit of that form (`too-many` when over), and
 * joins the browser's chat visitor, if any, to the e-mail given (docs/decisions/0083).
 */
export async function acceptSubmission<S extends z.core.$ZodType>(
  db: Db,
  form: string,
  body: unknown,
  submitter: Submitter,
  schema: S,
): Promise<Accepted<z.output<S>>> {
  if (isTrapped(body)) return { trapped: true };
  const data = parseOrInvalid(schema, body ?? {});
  await enforce(db, ["formPerIp", `${form}:${submitter.ip}`]);
  const email = (data as { email?: unknown }).email;
  if (typeof email === "string") await linkVisitorToEmail(db, submitter.visitorId, email);
  return { trapped: false, data };
}
