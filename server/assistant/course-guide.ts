/**
 * What one course is like from its guide, asked in the visitor's words: what happens in a class
 * (not when it is), the order it teaches things in ("straight into automation, or by hand
 * first?"), how it ends (its last module and final projects), and the tools its stack uses. The
 * intents answer the timetable, the modules' list and a tool by name; these ask what the program
 * page and guide say in sentences (content/program-guide.ts, content/program-details.ts).
 */
import { programGuides } from "#content/program-guide.ts";
import { programDetails } from "#content/program-details.ts";
import { programs } from "#content/programs.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";

const bold = (t: string) => `**${t}**`;
/** A module's name mid-sentence: "QA fundamentals", "manual testing". */
const lowerName = (t: string) => t.replace(/\b([A-Z][a-z]+)\b/g, (w) => w.toLowerCase());
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);

/** When or how long a class is: the timetable's, not what happens in it. */
const asksTime =
  /\b(when|what time|which days?|what days?|how long|how many hours|start|starts|finish|finishes|o'?clock|am|pm|evenings?|mornings?|weekends?|saturdays?|timetable|schedule|dates?)\b/;
/** What happens in a class: what is done during it, whether it is lectures or hands-on. */
const asksClass =
  /\b(what|how)\b.{0,40}\b(happens?|goes on|go on|do|does|doing|look like|looks like|involve|involves|spend|spent|consist)\b.{0,40}\b(class|classes|lesson|lessons|session|sessions|three hours|3 hours|the hours)\b|\b(during|in) (a|the|one|each|those|these) (\w+ ){0,3}(class|lesson|session|three hours|3 hours)\b.{0,60}\b(what|lectures?|hands[- ]on|practical|code|coding|build|sit)\b|\b(class|classes|lessons?|sessions?)\b.{0,30}\b(just|only|all) (lectures?|talking|theory|watching)\b|\b(is it|are they|is the class) (just |only |all )?(lectures?|hands[- ]on|practical|theory)\b/;
/** The order things are taught in: this first, or straight into that. */
const asksOrder =
  /\b(straight|right|directly|jump|jumping|dive|diving) (in(to)?|to)\b|\b(start|starting|begin|beginning|kick off) (by|with|off)\b|\bfirst\b|\bfrom day (one|1)\b|\bin what order\b|\border\b|\bbefore (you|we|they|i) (automat|get to|move)\w*/;
/** How the course ends: its last part and its big projects. */
const asksEnding =
  /\b(how|what) (does|do|will|is) (it|this|that|the (\w+ )?(course|program|programme|class)|(full ?stack|qa|data analytics|analytics|testing)( course| program)?) (end|finish|wrap up|conclude|culminate|ending|finishing)\b|\b(wrap|wraps|wrapping) up\b|\b(final|last|capstone|big|major|end) (project|projects|module|part|stretch|assessment|presentation)\b|\bfinal weeks?\b|\bis there (a|any) (final )?presentation\b|\bpresent (it |them |our work |my work )?to (a|the) panel\b/;
/** The tools of a course's stack, asked as a whole ("what tech stack", "which technologies"). */
const asksStack =
  /\btech( ?stack)?\b|(?<!full )\bstack (do|does|is|are|will)\b|\btechnolog(y|ies)\b|\b(what|which) (languages|frameworks|libraries)\b|\b(react|angular|vue)\b.{0,15}\bor\b/;

/** A course's guide answering what its class, its order, its ending or its stack is. */
export function courseGuide(text: string, slug: string | undefined): Reply | undefined {
  const p = programs.find((x) => x.slug === slug);
  if (!p) return undefined;
  const d = programDetails[p.slug];
  const g = programGuides[p.slug];
  const sources = [{ title: p.name, href: p.href }];
  const features = d.features;
  // How many hours, or the work at home on top of the class, is the self-study's.
  if (asksClass.test(text) && !/\b(when|what time|which days?|what days?|timetable|schedule|how many|how much|hrs|at home|on top of|outside)\b|\bhours (a|per|each) (week|wk)\b/.test(text)) {
    const [inClass, between, feedback] = g.week;
    if (!inClass) return undefined;
    return {
      lead: `In a ${bold(p.name)} class (${inClass.when.replace(/^your class \(|\)$/gi, "")}): ${lowerFirst(inClass.what)}`,
      more: [between, feedback].filter((w) => w !== undefined).map((w) => `${w.when}: ${lowerFirst(w.what)}`),
      sources,
    };
  }
  // Two of its modules named (manual and automated testing): which comes first is the order asked.
  const named = features.filter((f) => namesModule(text, f.name));
  if (asksOrder.test(text) && named.length >= 1 && features.length >= 2 && !asksTime.test(text.replace(/\b(start|starting|begin|beginning) (by|with|off)\b/g, ""))) {
    const [first, ...rest] = features;
    const last = rest.pop();
    const order = `${bold(p.name)} starts with ${lowerName(first!.name)}${rest.length ? `, then ${rest.map((f) => lowerName(f.name)).join(", then ")}` : ""}${last ? `, and ends with ${lowerName(last.name)}` : ""}.`;
    return { lead: order, more: [d.overviewIntro.split(/(?<=\.)\s+/)[0]!].filter((t) => t !== order), sources };
  }
  if (asksEnding.test(text) && !asksTime.test(text.replace(/\b(end|ends|ending|finish|finishes)\b/g, ""))) {
    const last = features.at(-1);
    if (!last) return undefined;
    // The page's line about projects says how every part ends ("Every module ends with a project…").
    const projects = sentencesOf(d.overviewIntro).find((t) => /\bprojects?\b/i.test(t));
    return {
      lead: `${bold(p.name)} ends with ${bold(last.name)}: ${lowerFirst(last.description)}`,
      more: projects ? [projects] : [],
      sources,
    };
  }
  if (asksStack.test(text)) {
    // The hero line that lists the tools ("…the tools Australian teams hire for: React, Node.js…").
    const tools = sentencesOf(d.heroText).find((t) => /:\s*([A-Z][\w.]*(,|\s+and\s+|\.|\s+BI))/.test(t));
    if (!tools) return undefined;
    return { lead: tools, sources };
  }
  return undefined;
}

/** Whether the question names a module by a word of its name ("manual", "by hand" for Manual testing). */
function namesModule(text: string, name: string): boolean {
  const words = name.toLowerCase().split(/\s+/).filter((w) => w.length > 3 && !/^(testing|data|and)$/.test(w));
  const hand = /manual/.test(name.toLowerCase()) && /\bby hand\b|\bmanually\b|\bhands[- ]on\b/.test(text);
  return hand || words.some((w) => new RegExp(`\\b${w.slice(0, 6)}`).test(text));
}
