/**
 * Questions about what past students said or did ("which graduate raved about the DevOps module?",
 * "has anyone gone from hospitality to a dev job?", "any reviews of the testing course?"): the
 * answer is a published testimonial, found by what it says, not a course field that shares its
 * words. Which testimonials exist, what they say and whose they are is the content's; only the
 * English of asking about them is here.
 */
import type { Knowledge, Passage, Subject } from "./knowledge.ts";
import { lemma, termsOf, wordsOf } from "./language.ts";
import { sourceLinks } from "./compose.ts";
import { type Hit, retrieve, wholeHit } from "./retrieval.ts";

/** Past students, in the words visitors use for them. */
const learners =
  "(?:past |former |previous |ex[- ]|real |other )?(?:students?|studnets?|grads?|graduates?|alumni|learners?|people who(?:'ve| have| did| done| took| finished)?|ppl who(?:'ve| have| did)?)";

/**
 * Asking what a past student said or did: their reviews or stories, what they say, which one
 * said something, whether anyone made it. "CV reviews" and "code reviews" are services, not
 * testimonials; "does anyone there help…" asks about staff.
 */
const storyAsked = new RegExp(
  [
    "\\btestimonials?\\b",
    "\\b(?:success )?stories\\b|\\bsuccess story\\b",
    "\\b(?:any|some|read|see|student|students'?|good|bad|real|honest|online) reviews?\\b|\\breviews? (?:from|of|by)\\b",
    `\\b${learners}\\b[^?.!]{0,50}\\b(?:say|says|said|saying|talk|talked|talks|rave|raved|raves|reckon|think|thought)\\b`,
    `\\b(?:which|what|one of (?:your|ur|the)) ${learners}\\b`,
    "(?:^|[,.?!;:]\\s*)(?:has|have|did) (?:any ?one|any ?body|some ?one|some ?body)\\b(?! (?:there|here|at|on staff|in the team|from your team))",
    `\\b(?:did|have|has) (?:(?:any|some|many|most) (?:of )?)?(?:your |ur |the |ya )?(?:[a-z]+ )?${learners}\\b`,
  ].join("|"),
);

/** True when the (normalised) question asks what past students said or did. */
export function asksStory(text: string): boolean {
  return storyAsked.test(text);
}

/** Words that only say a story is asked ("what do students say", "any reviews"), not what about. */
const askingWords = new Set(
  termsOf(
    "testimonial review story stories student grad graduate alumni learner people say said talk rave reckon think anyone anybody someone somebody past former previous real actually course program",
  ),
);

/**
 * The testimonials that answer a story question: the one that says most of what the question
 * says beyond asking for a story; with nothing beyond that ("what do students say about the
 * data course?"), the named subject's testimonials, at most two. Undefined when no testimonial
 * says any of what is asked, so the question is answered as any other.
 */
export function storyHits(k: Knowledge, text: string, subjects: Subject[], fits?: RegExp): Hit[] | undefined {
  const isStory = (p: Passage) => p.kind === "testimonial";
  const found = retrieve(k, text, subjects, isStory);
  const named = new Set(subjects.flatMap((s) => s.names.flat()).flatMap((w) => termsOf(w)));
  const asked = [...new Set(termsOf(text))].filter((t) => !askingWords.has(t) && k.df.has(t));
  const own = asked.filter((t) => !named.has(t));
  // How much of what is asked a testimonial says, rarer words weighing more (a subject's name
  // words too: "work as a tester" is said by the one who tested).
  const rarity = (t: string) => 1 / (k.df.get(t) ?? 1);
  const says = (h: Hit) => asked.filter((t) => h.passage.tf.has(t)).reduce((sum, t) => sum + rarity(t), 0);
  const saysOwn = (h: Hit) => own.some((t) => h.passage.tf.has(t));
  const ofSubject = (h: Hit) => subjects.length === 0 || subjects.some((s) => s.id === h.passage.subject);
  // "How quick did they find work?": the one that says how long it took, when one does.
  const fitting = found.hits.filter((h) => ofSubject(h) && (!fits || fits.test(h.passage.text)));
  const ranked = (fitting.length > 0 ? fitting : found.hits.filter(ofSubject)).sort(
    (a, b) => says(b) - says(a) || b.score - a.score,
  );
  const best = ranked[0];
  // The value asked is what the answer must hold: the one story that holds it answers.
  if (best && fits && fitting.length > 0) return [best];
  // Two that say as much are both the answer.
  if (best && saysOwn(best))
    return ranked.filter((h) => saysOwn(h) && says(h) >= says(best) * 0.99).slice(0, 2);
  // Something asked that no testimonial says ("was one of them a former nurse?"): not a story we have.
  if (own.length > 1 || found.unknown.length > 0) return undefined;
  // Nothing asked beyond the story: the named subject's testimonials in the staff's order, or,
  // with none named, the first of each subject's (as the testimonials page features them).
  const stories = k.passages.filter(isStory);
  const chosen =
    subjects.length > 0
      ? stories.filter((p) => subjects.some((s) => s.id === p.subject)).slice(0, 2)
      : stories.filter((p, i) => stories.findIndex((q) => q.subject === p.subject) === i);
  return chosen.length === 0 ? undefined : chosen.map(wholeHit);
}

/** The answer: the testimonials as published, linked to the page that shows them all (when there is one). */
export function composeStories(k: Knowledge, hits: Hit[]): string {
  const page = k.passages.find(
    (p) => p.kind === "page" && wordsOf(p.title).some((w) => lemma(w) === lemma("testimonial")),
  );
  const sources = page ? [{ title: page.title, href: page.href.split("#")[0]! }] : [];
  for (const h of hits) if (!sources.some((s) => s.href === h.passage.href)) sources.push(h.passage);
  return `${hits.map((h) => h.passage.text).join("\n\n")}\n\n${sourceLinks(sources)}`;
}
