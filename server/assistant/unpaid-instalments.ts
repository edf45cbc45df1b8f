/**
 * The instalments not yet paid when a student withdraws: "ok and what about the instalments I
 * haven't paid yet?" after "if I drop out can I get my money back?". The refund terms say it in one
 * sentence (content/fees.ts): the later instalments are cancelled, the paid ones not refunded. The
 * payment plan alone (how instalments are split) answers a different ask.
 */
import { refundTerms } from "#content/fees.ts";
import { lowerFirst, page, type Reply } from "./facts.ts";

const instalments = /\b(instal+ments?|payments?|repayments?|installs?)\b/;
const unpaid =
  /\b(haven'?t|havent|not( yet)?|yet to|un) ?(paid|pay)\b|\bunpaid\b|\bremaining\b|\bleft\b|\brest of\b|\bstill (owe|due|to pay|have to pay)\b|\bowe\b|\boutstanding\b|\bfuture\b|\bupcoming\b|\bstill due\b/;
const leaving =
  /\b(refund\w*|money back|withdraw\w*|drop(ping|ped)? out|quit\w*|leave|leaving|left the course|stop(ping)? (attending|going|the course)|cancel\w*|pull(ing)? out)\b/;

export function unpaidInstalments(text: string, history: string[]): Reply | undefined {
  const t = text.toLowerCase();
  if (!instalments.test(t) || !unpaid.test(t)) return undefined;
  // A message of two asks ("…the rest of the instalments? Also is GST included?") is every-part's.
  // Asked with the refund itself ("do I get that money back, and do I still owe the other 2?"), the
  // refund fact answers both, its "no" first.
  if ((t.match(/\?/g) ?? []).length > 1 || /\b(also|plus)\b|\b(refund\w*|money back)\b/.test(t))
    return undefined;
  if (!leaving.test([t, history.at(-1)?.toLowerCase() ?? ""].join(" "))) return undefined;
  const line = refundTerms.detail.split(/(?<=\.)\s+/).find((s) => /cancelled/.test(s));
  if (!line) return undefined;
  return {
    lead: `They are cancelled: ${lowerFirst(line)}`,
    more: [refundTerms.summary],
    sources: [page("/terms")],
  };
}
