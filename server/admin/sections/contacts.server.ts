import { contactMessages } from "../../db/schema.ts";
import { contacts } from "./contacts.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";

export const contactsQueries = sectionQueries(contacts, {
  table: contactMessages,
  select: {
    ...personSelect(contactMessages),
    mobile: contactMessages.mobile,
    createdAt: contactMessages.createdAt,
  },
  expressions: { ...personExpressions(contactMessages), mobile: contactMessages.mobile },
});
