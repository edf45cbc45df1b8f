import { type SQL, sql } from "drizzle-orm";

/**
 * A person's money as timeline events (issue 34), in the timeline's (kind, at, summary, link)
 * shape: each payment received for one of their enrolments, and each refund of one, linked to the
 * enrolment's record page (where the schedule is). Matched on the enrolment's lower-case e-mail.
 */
export function paymentTimelineSql(e: string): SQL {
  const dollars = (cents: string) => sql.raw(`to_char(${cents} / 100.0, 'FM$999,999,990.00')`);
  return sql`select 'payment', p.created_at, 'Payment of ' || ${dollars("p.amount_cents")}
      || case p.method when 'card' then ' by card' else ' by bank transfer' end
      || ' for ' || en.course, '/admin/enrollment/' || en.id
      from payments p join enrolments en on en.id = p.enrolment_id where lower(en.email) = ${e}
    union all select 'payment', r.created_at, 'Refund of ' || ${dollars("r.amount_cents")}
      || ' for ' || en.course || ': ' || left(r.reason, 160), '/admin/enrollment/' || en.id
      from refunds r join payments p on p.id = r.payment_id join enrolments en on en.id = p.enrolment_id
      where lower(en.email) = ${e}`;
}
