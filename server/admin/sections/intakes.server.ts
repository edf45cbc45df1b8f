import { sql } from "drizzle-orm";
import { programNameOfSlug } from "#content/programs.ts";
import { intakes as intakesTable } from "../../db/schema.ts";
import { conflict } from "../../domain/errors.ts";
import { applicationsOf } from "../../intakes/intakes.ts";
import { intakes } from "./intakes.ts";
import { sectionQueries } from "./queries.server.ts";

const countOf = (statuses: string) =>
  sql<number>`(select count(*)::int from enrolments e where e.intake_id = "intakes"."id" and e.status in (${sql.raw(statuses)}))`.mapWith(
    Number,
  );
const taken = countOf("'accepted', 'enrolled'");

export const intakesQueries = sectionQueries(intakes, {
  table: intakesTable,
  select: {
    id: intakesTable.id,
    program: intakesTable.program,
    startDate: intakesTable.startDate,
    endDate: intakesTable.endDate,
    mode: intakesTable.mode,
    status: intakesTable.status,
    capacity: intakesTable.capacity,
    seatsTaken: taken,
    // Seats offered to the waitlist and not yet answered are held too.
    seatsLeft:
      sql<number>`greatest(0, ${intakesTable.capacity} - ${taken} - (select count(*)::int from intake_offers o where o.intake_id = "intakes"."id" and o.status = 'pending'))`.mapWith(
        Number,
      ),
    waitlist: countOf("'waitlisted'"),
    createdAt: intakesTable.createdAt,
  },
  expressions: {
    createdAt: intakesTable.createdAt,
    program: intakesTable.program,
    startDate: intakesTable.startDate,
    status: intakesTable.status,
    mode: intakesTable.mode,
  },
  // DELETE /api/admin/intakes/:id: refused while applications point at the intake.
  async beforeDelete(db, record) {
    const n = await applicationsOf(db, record.id);
    if (n > 0)
      throw conflict(
        `This intake has ${n} application${n === 1 ? "" : "s"}; close or cancel it instead of deleting it`,
      );
  },
  forPage: { row: (row) => ({ ...row, program: programNameOfSlug(row.program) }) },
});
