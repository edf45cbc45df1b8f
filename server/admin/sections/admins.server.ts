import { endAllSessions } from "../../accounts/sessions.ts";
import { admins as adminsTable } from "../../db/schema.ts";
import { conflict } from "../../domain/errors.ts";
import { assertAdministratorRemains } from "../accounts.ts";
import { admins } from "./admins.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const adminsQueries = sectionQueries(admins, {
  table: adminsTable,
  select: { ...personSelect(adminsTable), role: adminsTable.role, createdAt: adminsTable.createdAt },
  expressions: personExpressions(adminsTable),
  uniqueEmail: adminsTable.email,
  async beforeDelete(db, record, actingAdminId) {
    if (record.id === actingAdminId)
      throw conflict("You cannot delete your own account. Ask another admin to do it.");
    // Locks every admin row, so two deletes at once cannot remove the last two administrators.
    await assertAdministratorRemains(db, String(record.id));
  },
  // A deleted admin is signed out everywhere.
  async afterDelete(db, record) {
    await endAllSessions(db, "admin", record.id);
  },
});
