/**
 * Whether we help students find work: "do u guys help with job hunting after the course or am I on
 * my own?", "will you help me land a job?", "I'm worried about finding work, do you do anything to
 * help?". The answer is the careers support, all of it (content/study.ts), not one service whose
 * name a word happens to share ("job-search sessions") nor a course's overview. Asks about one
 * service (CV, interviews, portfolio, introductions), outcomes, guarantees, cost or timing are
 * left to the careers fact, which answers each of them.
 */
import { careersSupport } from "#content/study.ts";
import { page, type Reply } from "./facts.ts";

/** Help asked of us: "do u guys help…", "will you help me…", "do you do anything to help". */
const helpWord =
  /\b(you|u|ya|guys|your team|ur team)\b.{0,40}\b(help|helps|helping|support|assist|assistance|guidance)\b|\b(help|support|assistance|guidance)\b.{0,10}\b(from (you|u|your team)|offered|provided|available)\b/;
const jobWord =
  /\b(job|jobs|job-?hunting|job-?search\w*|hired|employment|employed|career|careers|(find|finding|get|getting|look|looking) (for )?(work|a role|roles)|land(ing)? (a |my first )?(job|role|gig))\b/;
/** What the careers fact answers more precisely, or a business's work rather than a student's. */
const otherAsk =
  /\b(cv|cvs|resume|résumé|interviews?|portfolio|linkedin|introduc\w*|employers?|guarantee\w*|promise\w*|percent\w*|rate|rates|salary|salaries|earn\w*|extra|cost|costs|pay|paid|free|included|include|when|which week|teach|teacher|instructor|hiring|hire|open roles|vacanc\w*|positions?|work (for|at|with) (you|u)|apply|project|app|website|business|company|letter|write|writing)\b/;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export function jobHelp(text: string): Reply | undefined {
  const t = text.toLowerCase();
  if (!helpWord.test(t) || !jobWord.test(t) || otherAsk.test(t)) return undefined;
  // A second ask joined on ("…and is the certificate accredited?") is every-part's to split.
  if (
    (t.match(/\?/g) ?? []).length > 1 ||
    /\b(also|plus)\b|\band (is|are|do|does|can|will|what|how|where|when)\b/.test(t)
  )
    return undefined;
  const services = careersSupport.services.map((s) =>
    /^[A-Z][a-z]/.test(s.name) ? s.name.charAt(0).toLowerCase() + s.name.slice(1) : s.name,
  );
  return {
    lead: `Yes: careers support is part of every course at no extra cost: ${list(services)}.`,
    more: ["We help you get ready for the job market; we cannot promise you a job."],
    sources: [page("/faq")],
  };
}
