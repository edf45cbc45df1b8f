import { changeAdminRole } from "#server/admin/accounts.ts";
import type { Db } from "#server/db/client.ts";
import { resetTwoFactor } from "#server/two-factor/enrolment.ts";

/** The admin record page's role and two-factor forms (intent "role" or "reset-two-factor"). */
export async function adminAccessAction(
  db: Db,
  id: string,
  form: Record<string, string>,
  actingAdminId: string,
): Promise<string> {
  if (form.intent === "role")
    return (await changeAdminRole(db, id, { role: form.role }, actingAdminId)).message;
  return (await resetTwoFactor(db, id, actingAdminId)).message;
}
