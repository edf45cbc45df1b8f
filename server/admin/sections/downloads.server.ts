import { anyProgramOf } from "#content/programs.ts";
import { outlineRequests } from "../../db/schema.ts";
import { downloads } from "./downloads.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const downloadsQueries = sectionQueries(downloads, {
  table: outlineRequests,
  select: {
    ...personSelect(outlineRequests),
    course: outlineRequests.course,
    format: outlineRequests.format,
    createdAt: outlineRequests.createdAt,
  },
  expressions: { ...personExpressions(outlineRequests), course: outlineRequests.course },
  // The edit form's course select shows the course under its current name.
  forPage: {
    record: (record) => ({ ...record, course: anyProgramOf(record.course)?.name ?? record.course }),
  },
});
