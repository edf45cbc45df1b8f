import { endAllSessions } from "../../accounts/sessions.ts";
import { eq } from "drizzle-orm";
import { admins as adminsTable, chats } from "../../db/schema.ts";
import { conflict } from "../../domain/errors.ts";
import { assertAdministratorRemains } from "../last-administrator.ts";
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
    // Their replies stay in the visitors' threads, signed by the team rather than by a person
    // whose account is gone (and whom an erasure could then no longer find by account).
    await db
      .update(chats)
      .set({ authorName: null })
      .where(eq(chats.authorId, String(record.id)));
  },
  // A deleted admin is signed out everywhere.
  async afterDelete(db, record) {
    await endAllSessions(db, "admin", record.id);
  },
});
