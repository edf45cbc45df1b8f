import type { Db } from "../db/client.ts";
import { invalid } from "../domain/errors.ts";
import { staffMembers } from "../followups/followups.ts";
import { bulkAction } from "./assignment.ts";
import { enrolmentStatuses } from "./enrolment-status.ts";
import { selectionOf } from "./query.ts";
import { conversationStateLabels } from "./sections/conversations.ts";
import { type SectionKey, sections } from "./sections/index.ts";
import type { BulkContext } from "./sections/queries.server.ts";

/*
 * The list pages' bulk actions (issue 35): one select of what to do with the ticked rows, over the
 * same all-or-nothing bulkAction as POST /api/admin/{section}/bulk. A plain form post, so it works
 * without JavaScript; deleting asks once, naming the count, before anything is deleted.
 */

export interface BulkChoice {
  /** "status:<value>", "assign:<staff id>", "assign:" (no one) or "delete". */
  value: string;
  label: string;
}

/** The statuses a bulk change may set, as the list's status tabs say them. */
const statusChoices: Partial<Record<SectionKey, { value: string; label: string }[]>> = {
  enrollments: enrolmentStatuses.map((s) => ({ value: s, label: s })),
  // A conversation can only be closed by hand; the other states follow its messages.
  conversations: [{ value: "closed", label: conversationStateLabels.closed }],
};

/** What the list's bulk select offers, or undefined for a list without bulk actions. */
export async function bulkChoices(db: Db, key: SectionKey): Promise<BulkChoice[] | undefined> {
  const allowed = sections[key].bulk ?? [];
  if (allowed.length === 0) return undefined;
  const choices: BulkChoice[] = [];
  if (allowed.includes("status"))
    for (const s of statusChoices[key] ?? [])
      choices.push({ value: `status:${s.value}`, label: `Set status: ${s.label}` });
  if (allowed.includes("assign")) {
    for (const s of await staffMembers(db))
      choices.push({ value: `assign:${s.id}`, label: `Assign to ${s.name}` });
    choices.push({ value: "assign:", label: "Assign to no one" });
  }
  if (allowed.includes("delete")) choices.push({ value: "delete", label: "Delete" });
  return choices;
}

/** The ticked rows of a posted list form (`ids`, repeated); none ticked is a form error. */
function idsOf(form: FormData): string[] {
  const ids = form.getAll("ids").filter((v): v is string => typeof v === "string" && v !== "");
  if (ids.length === 0) throw invalid({ ids: "Tick at least one row first" });
  return selectionOf(ids)!;
}

export interface BulkConfirmation {
  count: number;
  ids: string[];
  /** "Delete 3 conversations?" */
  question: string;
  /** "Delete 3 conversations" */
  button: string;
}

/** "3 conversations", "1 conversation": the section's noun, counted. */
export function countOf(key: SectionKey, count: number): string {
  const noun = sections[key].labels.noun.toLowerCase();
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * Runs the posted bulk form: the message to show, or, for a delete not yet confirmed, the
 * question to ask (nothing changes until the confirmation is posted back with `confirm=yes`).
 */
export async function bulkFromForm(
  db: Db,
  key: SectionKey,
  form: FormData,
  context: BulkContext,
): Promise<{ message: string } | { confirm: BulkConfirmation }> {
  const choice = String(form.get("do") ?? "");
  if (choice === "") throw invalid({ do: "Choose what to do with the ticked rows" });
  const ids = idsOf(form);
  const [action, ...rest] = choice.split(":");
  const value = rest.join(":");
  if (action === "delete" && form.get("confirm") !== "yes") {
    const what = countOf(key, ids.length);
    return { confirm: { count: ids.length, ids, question: `Delete ${what}?`, button: `Delete ${what}` } };
  }
  const body =
    action === "status"
      ? { ids, action, value }
      : action === "assign"
        ? { ids, action, value: value === "" ? null : value }
        : { ids, action };
  const { data } = await bulkAction(db, key, body, context);
  const verb =
    action === "delete" ? "deleted" : action === "assign" ? (value ? "assigned" : "unassigned") : "changed";
  return { message: `${countOf(key, data.changed)} ${verb}` };
}
