import type { Db } from "../db/client.ts";
import { formatDay } from "#forms/dates.ts";
import { DomainError, invalid } from "../domain/errors.ts";
import { followUpSections } from "#forms/admin/follow-up.ts";
import { assignRecord } from "../admin/assignment.ts";
import { type SectionKey, sections } from "../admin/sections/index.ts";
import { businessToday, createFollowUp, openFollowUpsOfRecord, staffMembers } from "./followups.ts";

/**
 * The "who looks after it, what happens next" part of a record page (issue 35), shared by the
 * generic record page and the conversation page: what the panel shows, and its two form posts.
 */
export async function recordWork(
  db: Db,
  zone: string,
  key: SectionKey,
  record: { id: string; assigneeId?: string | null },
) {
  if (!(followUpSections as readonly string[]).includes(key)) return null;
  const [staff, followUps] = await Promise.all([staffMembers(db), openFollowUpsOfRecord(db, key, record.id)]);
  return {
    assignable: Boolean(sections[key].assignable),
    assigneeId: record.assigneeId ?? null,
    staff,
    followUps,
    today: businessToday(zone),
  };
}

/**
 * The panel's form posts (`intent` "assign" or "follow-up"): the message to show, or undefined
 * when the form was some other one of the page's.
 */
export async function recordWorkAction(
  db: Db,
  zone: string,
  key: SectionKey,
  id: string,
  form: Record<string, string | undefined>,
  adminId: string,
): Promise<string | undefined> {
  if (form.intent === "assign") {
    const body = { assigneeId: form.assigneeId ? form.assigneeId : null };
    return (await assignRecord(db, key, id, body, adminId)).message;
  }
  if (form.intent === "follow-up") {
    const body = {
      record: { section: key, id },
      dueOn: form.dueOn,
      note: form.note ?? "",
      ...(form.assigneeId ? { assigneeId: form.assigneeId } : {}),
    };
    try {
      await createFollowUp(db, body, { adminId, zone });
    } catch (error) {
      // The API's messages name its fields (dueOn, assigneeId); the form's say what to do.
      if (error instanceof DomainError && error.fields) throw invalid(plainWords(error.fields));
      throw error;
    }
    return `Follow-up added, due ${formatDay(body.dueOn)}.`;
  }
  return undefined;
}

/** The follow-up form's own words for what the API names by field. */
function plainWords(fields: Record<string, string>): Record<string, string> {
  const words: Record<string, string> = {
    dueOn: "Pick the day the follow-up is due.",
    note: "Keep the note to 2000 characters or fewer.",
    assigneeId: "Choose a staff member from the list.",
  };
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, words[name] ?? message]));
}
