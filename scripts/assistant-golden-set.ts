/**
 * The assistant's golden set (issue 33): questions about every published program, service,
 * person, FAQ entry and post, and the site's hours and contact details, each with the facts a
 * correct answer holds, computed from the published content. Change the content (a fee, the
 * hours, an instructor, a new FAQ entry, a fourth program) and the set changes with it:
 * tests/integration/assistant-golden.test.ts asks it before and after such changes, with no code
 * change. Questions are built from the content's own names, so a new document gets asked too.
 */
import type { PublishedContent } from "#server/content/published.ts";
import type { EvalCase } from "./assistant-eval.ts";

const money = (aud: number) => [aud.toLocaleString("en-AU"), String(aud)];
const firstWords = (text: string, n: number) =>
  text
    .replace(/[*_`[\]]/g, "")
    .split(/\s+/)
    .slice(0, n)
    .join(" ")
    .replace(/[.,;:]$/, "");
const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "AM" : "PM"}`;
};

export function goldenSet(
  content: PublishedContent,
  sessions: Readonly<Record<string, string>> = {},
): EvalCase[] {
  const cases: EvalCase[] = [];
  for (const p of content.programs) {
    cases.push(
      {
        kind: "program fee",
        question: `How much does ${p.name} cost?`,
        anyOf: [money(p.feeAud)],
        link: p.href,
      },
      {
        kind: "program duration",
        question: `how long is the ${p.name} course`,
        facts: [`${p.durationWeeks} weeks`],
      },
      { kind: "program mode", question: `Is ${p.name} on campus or online?`, facts: [p.studyMode] },
      { kind: "program topics", question: `what will I learn in ${p.name}?`, facts: [p.topics[0]!] },
      {
        kind: "follow-up",
        before: [`tell me about ${p.name}`],
        question: "and how much is it?",
        anyOf: [money(p.feeAud)],
      },
    );
    if (p.instalments > 1)
      cases.push({
        kind: "program instalments",
        question: `can I pay ${p.name} in instalments?`,
        anyOf: [money(Math.round(p.feeAud / p.instalments))],
      });
    const instructor = p.details.instructor;
    if (instructor)
      cases.push({ kind: "instructor", question: `who teaches ${p.name}?`, facts: [instructor.name] });
    const session = sessions[p.slug] ?? p.details.upcomingSession;
    const date = /(\d{1,2} \w+ \d{4})/.exec(session)?.[1];
    cases.push({
      kind: "next intake",
      question: `when does the next ${p.name} intake start?`,
      facts: [date ?? "TBA"],
    });
  }
  for (const s of content.services)
    cases.push(
      {
        kind: "service rate",
        question: `How much do you charge for ${s.name}?`,
        anyOf: [money(s.startingRateAud)],
        link: s.href,
      },
      {
        kind: "service technologies",
        question: `what technologies do you use for ${s.name}?`,
        facts: [s.technologies[0]!],
      },
    );
  for (const person of content.people)
    cases.push({ kind: "person", question: `who is ${person.name}?`, facts: [person.role] });
  for (const post of content.posts)
    cases.push({ kind: "post author", question: `who wrote "${post.title}"?`, facts: [post.author] });
  for (const f of content.faq) {
    // The intake entry's answer is the intakes table's (asked above), not the entry's text.
    if (/next intake/i.test(f.question)) continue;
    cases.push({ kind: "faq", question: f.question, facts: [firstWords(f.answer, 3)] });
    for (const phrasing of f.phrasings)
      cases.push({ kind: "faq phrasing", question: phrasing, facts: [firstWords(f.answer, 3)] });
  }
  const { site } = content;
  for (const h of site.openingHours)
    cases.push({
      kind: "hours",
      question: `what are your opening hours on ${h.days.split(/\s+/)[0]}?`,
      facts: h.opens === "closed" ? ["closed"] : [clock(h.opens), clock(h.closes)],
    });
  cases.push(
    { kind: "contact", question: "what's your phone number?", facts: [site.phone] },
    { kind: "contact", question: "what's your email address?", facts: [site.email] },
    { kind: "contact", question: "where are you located?", facts: [site.address.street ?? ""] },
    { kind: "list", question: "what courses do you offer?", facts: content.programs.map((p) => p.name) },
    { kind: "list", question: "what services do you offer?", facts: content.services.map((s) => s.name) },
    { kind: "out of scope", question: "what's the weather like tomorrow?", none: true },
  );
  return cases;
}
