import { anyProgramOf } from "#content/programs.ts";
import { enrolments } from "../../db/schema.ts";
import { changeEnrolmentStatus, nextStatuses, statusHistory } from "../enrolment-status.ts";
import { applicationIntake } from "../../intakes/intakes.ts";
import { offersOf } from "../../intakes/offers.ts";
import { enrollments } from "./enrollments.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const enrollmentsQueries = sectionQueries(enrollments, {
  table: enrolments,
  select: {
    ...personSelect(enrolments),
    course: enrolments.course,
    status: enrolments.status,
    createdAt: enrolments.createdAt,
  },
  expressions: { ...personExpressions(enrolments), course: enrolments.course, status: enrolments.status },
  assignee: enrolments.assigneeId,
  // The same rules as one change: allowed next statuses, seats, the applicant's e-mail, offers.
  async bulkStatus(db, id, value, context) {
    await changeEnrolmentStatus(db, {
      id,
      body: { status: value },
      adminId: context.adminId,
      offers: context.offers,
    });
  },
  async extras(db, record) {
    const offers = record.intakeId ? await offersOf(db, [record.id]) : [];
    return {
      nextStatuses: nextStatuses(record.status),
      statusHistory: await statusHistory(db, record.id),
      intake: record.intakeId ? await applicationIntake(db, record.intakeId) : null,
      offers: offers.map(({ id, status, expiresAt, decidedAt }) => ({ id, status, expiresAt, decidedAt })),
    };
  },
  // The edit form's course select shows the course under its current name.
  forPage: {
    record: (record) => ({ ...record, course: anyProgramOf(record.course)?.name ?? record.course }),
  },
});
