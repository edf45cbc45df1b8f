import { changeEnrolmentStatus } from "../admin/enrolment-status.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { listApplicationsOf } from "./applications.ts";

/** The statuses a student may still withdraw from: not decided against them, not final. */
export const withdrawable = new Set(["received", "under review", "waitlisted", "accepted"]);

/**
 * A student withdraws one of their own applications from the portal (issue 36). The same change
 * an administrator makes (server/admin/enrolment-status.ts): the applicant's e-mail, instalments
 * not yet due cancelled, a held seat or pending offer passed to the next person waiting. Someone
 * else's application is "not found", as it is on every other portal path.
 */
export async function withdrawOwnApplication(
  db: Db,
  config: Pick<Config, "publicUrl" | "offerHours" | "businessTimeZone">,
  student: { id: string; email: string },
  applicationId: string,
): Promise<{ message: string }> {
  const mine = (await listApplicationsOf(db, student)).find((a) => a.id === applicationId);
  if (!mine) throw notFound("Application not found");
  if (!withdrawable.has(mine.status))
    throw conflict(`An application that is ${mine.status} cannot be withdrawn.`);
  await changeEnrolmentStatus(db, {
    id: mine.id,
    body: { status: "withdrawn" },
    adminId: null,
    offers: config,
  });
  return {
    message: `Your application for ${mine.course} is withdrawn. We've e-mailed you a confirmation; you can apply again at any time.`,
  };
}
