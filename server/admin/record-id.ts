import { notFound } from "../domain/errors.ts";
import { type SectionKey, sections } from "./sections/index.ts";

// Its own module, not list.ts's: the status change of an enrolment (enrolment-status.ts) checks
// ids too, and list.ts reaches it through the sections' queries, so importing list.ts from there
// would make a cycle.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not found for anything that is not a record id, before it reaches the database. */
export function assertId(key: SectionKey, id: string): string {
  if (!uuidPattern.test(id)) throw notFound(`${sections[key].labels.noun} not found`);
  return id.toLowerCase();
}
