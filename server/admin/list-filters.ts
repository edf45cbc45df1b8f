import { conversationStates } from "../db/schema.ts";
import { enrolmentStatuses } from "./enrolment-status.ts";
import { conversationStateLabels } from "./sections/conversations.ts";
import { type SectionKey, sections } from "./sections/index.ts";

/** One group of filter links above a list (issue 35): its URL parameter, and each choice. */
export interface FilterGroup {
  label: string;
  param: string;
  current: string;
  options: { value: string; label: string }[];
}

/** The status of the lists whose records have one, with the words the back-office uses. */
const statusOptions: Partial<Record<SectionKey, { param: string; options: { value: string; label: string }[] }>> = {
  enrollments: { param: "status", options: enrolmentStatuses.map((s) => ({ value: s, label: s })) },
  conversations: {
    param: "state",
    options: conversationStates.map((s) => ({ value: s, label: conversationStateLabels[s] })),
  },
};

/**
 * The filter links of a list page: status tabs where records have a status, and "mine" /
 * "unassigned" where they can be assigned (the registry's `assignable`). Undefined for other lists.
 */
export function listFilters(key: SectionKey, params: URLSearchParams): FilterGroup[] | undefined {
  const groups: FilterGroup[] = [];
  const status = statusOptions[key];
  if (status)
    groups.push({
      label: "Status",
      param: status.param,
      current: params.get(status.param) ?? "",
      options: [{ value: "", label: "all" }, ...status.options],
    });
  if (sections[key].assignable)
    groups.push({
      label: "Assigned to",
      param: "assignee",
      current: params.get("assignee") ?? "",
      options: [
        { value: "", label: "anyone" },
        { value: "me", label: "me" },
        { value: "unassigned", label: "no one" },
      ],
    });
  return groups.length > 0 ? groups : undefined;
}
