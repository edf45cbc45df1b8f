import { adminsQueries } from "./admins.server.ts";
import { chatsQueries } from "./chats.server.ts";
import { consultationsQueries } from "./consultations.server.ts";
import { contactsQueries } from "./contacts.server.ts";
import { conversationsQueries } from "./conversations.server.ts";
import { downloadsQueries } from "./downloads.server.ts";
import { enrollmentsQueries } from "./enrollments.server.ts";
import { intakesQueries } from "./intakes.server.ts";
import type { SectionKey } from "./index.ts";
import { studentsQueries } from "./students.server.ts";
import { visitorsQueries } from "./visitors.server.ts";

/** The database side of every section (./<key>.server.ts), by key. */
export const sectionQueriesByKey = {
  students: studentsQueries,
  enrollments: enrollmentsQueries,
  intakes: intakesQueries,
  downloads: downloadsQueries,
  consultations: consultationsQueries,
  contacts: contactsQueries,
  admins: adminsQueries,
  visitors: visitorsQueries,
  conversations: conversationsQueries,
  chats: chatsQueries,
} as const satisfies Record<SectionKey, unknown>;

export type QueriesOf<K extends SectionKey> = (typeof sectionQueriesByKey)[K];
