/**
 * The provider itself: technology research, about us, values and jobs here, testimonials.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { careerValues, openings } from "#content/careers.ts";
import { pages } from "#content/pages.ts";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { testimonials, testimonialsFor } from "#content/testimonials.ts";
import { bold, list, lowerFirst, page, type Reply, sourcesOf, type Subject } from "./base.ts";

/** "Do you do anything with AI?": the innovation and technology research page. */
export function research(): Reply {
  return {
    // The page's description: "How Harbourline Tech researches artificial intelligence and …".
    lead: `Yes: ${pages["/technology-research"].description.replace(/^How /, "")}`,
    more: [
      "To talk about what it could do for your business, [book a free consultation](/expertise/book-a-free-consultation).",
    ],
    sources: [page("/technology-research")],
  };
}

export function about(): Reply {
  return {
    lead: `We're ${bold(site.name)}: ${lowerFirst(site.tagline)}.`,
    more: [
      pages["/about-us"].description,
      `We teach ${list(programs.map((p) => p.name))}, and build and test software for businesses.`,
    ],
    sources: [page("/about-us")],
  };
}

/** "What's it like working at your company?", "what do you value?": the careers page's values. */
export const asksValues =
  /\b(value|values|culture|like working|like to work|look for|looking for in|environment|vibe)\b/;

/** What the careers page says we look for, with whether a role is open. */
export function careerValuesReply(): Reply {
  return {
    lead: `What we value: ${list(careerValues.map((v) => `**${v.name}** (${lowerFirst(v.description).replace(/\.$/, "")})`))}.`,
    more: [
      openings.length === 0
        ? "We have no open roles right now; the careers page says how to tell us you are interested."
        : `We're hiring: ${list(openings.map((o) => `${o.title} (${o.type}, ${o.location})`))}.`,
    ],
    sources: [page("/careers")],
  };
}

export function jobsHere(s?: Subject): Reply {
  if (s && asksValues.test(s.text)) return careerValuesReply();
  return {
    lead:
      openings.length === 0
        ? "We have no open roles right now."
        : `We're hiring: ${list(openings.map((o) => `${o.title} (${o.type}, ${o.location})`))}.`,
    more: ["The careers page says how to tell us you are interested."],
    sources: [page("/careers")],
  };
}

export function testimonialsReply(s: Subject): Reply {
  // "What did Priya say?": that student's words first.
  const named = testimonials.filter((t) =>
    t.author.name
      .toLowerCase()
      .split(" ")
      .some((n) => n.length > 2 && new RegExp(`\\b${n}\\b`).test(s.text)),
  );
  const quotes =
    named.length > 0 ? named : s.programs.length === 1 ? testimonialsFor(s.programs[0]!.name) : testimonials;
  const [first, second] = quotes;
  const quote = (t: (typeof testimonials)[number]) => `${bold(t.author.name)} (${t.program}): “${t.body}”`;
  return {
    lead: first ? quote(first) : "Students' words are on our testimonials page.",
    more: second ? [quote(second)] : [],
    sources: [page("/client-testimonials"), ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
  };
}
