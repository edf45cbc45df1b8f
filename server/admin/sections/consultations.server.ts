import { invalidatePublicPages } from "../../db/content-versions.ts";
import { consultations as consultationsTable } from "../../db/schema.ts";
import { consultations } from "./consultations.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const consultationsQueries = sectionQueries(consultations, {
  table: consultationsTable,
  select: {
    ...personSelect(consultationsTable),
    company: consultationsTable.company,
    service: consultationsTable.service,
    createdAt: consultationsTable.createdAt,
  },
  expressions: { ...personExpressions(consultationsTable), company: consultationsTable.company },
  // A deleted booking's time is free again on the booking page (decision 0090).
  async afterDelete(db) {
    await invalidatePublicPages(db, "consultation deleted");
  },
});
