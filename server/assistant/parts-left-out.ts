/**
 * More kinds of fact one ask of a multi-part message names plainly, for `withEveryPart`
 * (every-part.ts) to keep when the answer chosen for the whole message leaves them out: when the
 * invoice comes ("what do I do to accept it, and when do I get the invoice?": the acceptance
 * answered, the invoice dropped), using the chat without giving a name ("do you store what I type?
 * and can I use it anonymously?"), and the chat being kept asked the other way round ("is my chat
 * saved somewhere?", "how long do you hang on to the chats"). Each reply is the typed fact the
 * readers give for that kind asked alone, or the privacy policy's own sentence.
 */
import { privacyPolicy } from "../../content/privacy.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts/base.ts";
import type { PartKind } from "./parts-kept.ts";

// "When do I get the invoice", "when will the invoice arrive", "do I get an invoice straight after",
// "when do I receive the bill", "when do I get invoiced": when the fee is invoiced (after enrolment).
// ("How does my employer get invoiced" asks how, not when: the ways to pay answer it.)
const invoiceWhenAsked =
  /\bwhen\b.{0,30}\b(invoice|invoices|invoiced|bill|billed)\b|\b(invoice|bill)\b.{0,15}\b(arrive|arrives|come|comes|be sent|sent out)\b|\b(do|will|would) (i|we) (get|receive) (an? |the |my )?(invoice|bill)\b/;

// "Can I use it without giving my name", "ask things anonymously", "do I have to tell you who I am".
const anonymousAsked =
  /\banonymous(ly)?\b|\bwithout (giving|telling|entering|sharing|leaving) (you |u )?(my|your|a|any) (name|details|identity)\b|\b(tell|give) (you |u )?(who i am|my name)\b|\bhave to (give|say|share|enter) (you |u )?my name\b/;

// "Is my chat with you saved somewhere?", "how long do you hang on to the chats", "are my messages kept".
const chatKeptOtherWay =
  /\b(my|the|this|our) (chats?|messages?|conversations?)\b.{0,20}\b(saved|stored|kept|logged|recorded)\b|\bhang on to (the |my |our )?(chats?|messages?|conversations?)\b/;

// "How do I apply", "where do I sign up for a course", "what's the process to apply" (not "apply for
// a tax file number", which is no application of ours).
const howToApplyAsked =
  /\b(how|where) (do|can|would|should) (i|we|you) (apply|sign up|enrol|enroll)\b(?! for (a|an) (?!place|spot|seat|course|program))|\b(process|way) to (apply|sign up|enrol)\b|\bapplication process\b/;

// "Is it free", "does it cost anything to apply", "is there a fee to apply", "any charge for it":
// applying costs nothing, asked beside how to apply or hearing back (not a course's fee).
const applyFreeAsked =
  /\b(is it|is applying|is that|it's|its) free\b|\bcost (anything|money|me anything) to (apply|sign up)\b|\b(fee|charge|cost) (to|for) (apply|applying|sign up|signing up)\b|\bapplication fee\b|\b(any|a) charge for (it|that|applying)\b|\bpay (anything |something )?to apply\b/;
const applyingTalked = /\b(apply|applying|application|sign up|signing up|enrol|enroll)\b/;

/** The privacy policy's sentence saying one can ask without giving a name. */
function withoutName(): Reply | undefined {
  const said = privacyPolicy.sections
    .flatMap((x) => x.paragraphs.map((p) => ({ id: x.id, p })))
    .flatMap(({ id, p }) => (p.match(/[^.]*\bwithout giving your name\b[^.]*\./g) ?? []).map((s) => ({ id, s })))
    .at(0);
  return said
    ? { lead: said.s.trim(), sources: [{ href: `/privacy#${said.id}`, title: "Privacy policy" }] }
    : undefined;
}

export const leftOutKinds: PartKind[] = [
  {
    asked: (p) => howToApplyAsked.test(p),
    reply: (s) => facts.apply({ ...s, text: "how do i apply" }),
  },
  {
    asked: (p, s) => applyFreeAsked.test(p) && applyingTalked.test(s.text),
    reply: (s) => facts.paymentTiming({ ...s, text: "do i have to pay anything to apply" }),
  },
  {
    asked: (p) => invoiceWhenAsked.test(p),
    reply: (s) => facts.paymentTiming({ ...s, text: "when do i get the invoice" }),
  },
  {
    asked: (p) => anonymousAsked.test(p),
    reply: () => withoutName(),
  },
  {
    asked: (p) => chatKeptOtherWay.test(p),
    reply: (s) => facts.privacyReply({ ...s, text: "how long do you keep my chat messages" }),
  },
];
