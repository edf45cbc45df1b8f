import { endAllSessions } from "../../accounts/sessions.ts";
import { admins as adminsTable } from "../../db/schema.ts";
import { conflict } from "../../domain/errors.ts";
import { admins } from "./admins.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const adminsQueries = sectionQueries(admins, {
  table: adminsTable,
  select: { ...personSelect(adminsTable), createdAt: adminsTable.createdAt },
  expressions: personExpressions(adminsTable),
  uniqueEmail: adminsTable.email,
  async beforeDelete(db, record, actingAdminId) {
    if (record.id === actingAdminId)
      throw conflict("You cannot delete your own account. Ask another admin to do it.");
    // Lock every admin row so two deletes at once cannot remove the last two admins.
    const all = await db.select({ id: adminsTable.id }).from(adminsTable).for("update");
    if (all.length <= 1) throw conflict("You cannot delete the last admin.");
  },
  // A deleted admin is signed out everywhere.
  async afterDelete(db, record) {
    await endAllSessions(db, "admin", record.id);
  },
});
