import { type SQL, sql } from "drizzle-orm";

/**
 * A person's follow-ups as timeline events (issue 35), in the timeline's (kind, at, summary, link)
 * shape: one when it was set, one when it was completed (by whom). Matched on follow_ups'
 * normalised person_email (indexed with created_at).
 */
export function followUpTimelineSql(e: string): SQL {
  return sql`select 'follow-up', f.created_at, 'Follow-up due ' || to_char(f.due_on, 'Dy FMDD Mon YYYY')
      || case when f.note <> '' then ': ' || left(f.note, 160) else '' end, '/admin/today#follow-up-' || f.id
      from follow_ups f where f.person_email = ${e}
    union all select 'follow-up', f.done_at, 'Follow-up done by '
      || coalesce(a.first_name || ' ' || a.last_name, 'a former staff member')
      || case when f.note <> '' then ': ' || left(f.note, 160) else '' end, '/admin/today#follow-up-' || f.id
      from follow_ups f left join admins a on a.id = f.done_by
      where f.person_email = ${e} and f.done_at is not null`;
}
