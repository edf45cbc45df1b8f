/**
 * Writing the answer: typed facts first, else the best sentences of the passage that answers,
 * then a Markdown link to each source page. Also the replies that are their own shape: the honest
 * no-answer reply (its exact text marks a question unanswered, server/chat/chats.ts), greetings,
 * thanks, goodbye and the offer of a person.
 */
import { pages } from "#content/pages.ts";
import { isYesNo } from "./checks.ts";
import type { Reply, Source } from "./facts.ts";
import type { Knowledge } from "./knowledge.ts";
import { sentencesOf, termsOf, wordsOf } from "./language.ts";
import type { Hit } from "./retrieval.ts";

/** Words a page title opens with when it tells the visitor to act ("Book…", "Start…", "Contact…"). */
const imperatives = new Set(
  "apply book call contact download enrol enroll get join register request send sign start subscribe".split(
    " ",
  ),
);

/**
 * The pages where a visitor acts, read from the site's page titles ("Start your application",
 * "Book a free consultation", "Contact us"), each with what it acts on: its title's last term.
 */
const actionPages = Object.entries(pages).flatMap(([href, page]) => {
  const object = termsOf(page.title).at(-1);
  return imperatives.has(wordsOf(page.title)[0] ?? "") && object ? [{ href, title: page.title, object }] : [];
});

/**
 * Adds the link to the page where the visitor does what the question or the answer speaks of
 * ("how do I sign up…", "…when you apply" → the application page), after the pages it came from.
 */
export function withActionLinks(answer: string, question: string): string {
  const [body = "", line] = answer.split(/\n\nSources?: /);
  if (line === undefined) return answer;
  const links = [...line.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => ({ title: m[1]!, href: m[2]! }));
  const said = new Set([...termsOf(question), ...termsOf(body)]);
  for (const page of actionPages)
    if (said.has(page.object) && !links.some((l) => l.href === page.href)) links.push(page);
  return `${body}\n\n${sourceLinks(links)}`;
}

export const NO_ANSWER =
  "Sorry, I couldn't find an answer to that in our information, and I don't want to guess. " +
  "You can [send us a message](/contact-us) or [book a free consultation](/expertise/book-a-free-consultation), " +
  "and our team will get back to you.";

/** True for the honest no-answer reply: it offers the contact form and a consultation. */
export function isNoAnswer(answer: string): boolean {
  return answer.trim() === NO_ANSWER;
}

export const GREETING =
  "Hello! I can answer questions about our training programs, software services, fees, timetable, " +
  "opening hours and how to reach us. What would you like to know?";

export const YOU_ARE_WELCOME = "You're welcome! Is there anything else you'd like to know?";

export const GOODBYE =
  "Goodbye, and thanks for stopping by. If another question comes up, ask me here or " +
  "[send us a message](/contact-us).";

/** Answers that are their own shape: the no-answer reply, a greeting, thanks, goodbye. */
export function isOwnShape(answer: string): boolean {
  const text = answer.trim();
  return isNoAnswer(text) || text === GREETING || text === YOU_ARE_WELCOME || text === GOODBYE;
}

/** Whole messages only: "thanks, and how long is the course?" is a question. */
export function smallTalk(text: string): string | undefined {
  const t = text.trim();
  if (/^(hi|hello|hey|hiya|g'?day|good (morning|afternoon|evening))( there)?[\s!.,]*$/.test(t))
    return GREETING;
  if (
    /^(thanks|thank you|thank you so much|thanks (a lot|heaps|so much)|cheers|ta|great|awesome|perfect|ok thanks|okay thanks)( mate)?[\s!.,:)]*$/.test(
      t,
    )
  )
    return YOU_ARE_WELCOME;
  // "cheers mate, that's all I needed": thanks that ask nothing more.
  if (
    /^(thanks|thank you|thank u|thx|ty|cheers|ta|awesome|great|perfect)\b/.test(t) &&
    !/\?|\b(how|what|when|where|who|which|why|can|could|do|does|is|are|will|would)\b/.test(
      t.replace(/\bthat is all\b|\bthats all\b|\bthat all\b/g, ""),
    )
  )
    return YOU_ARE_WELCOME;
  if (/^(bye|goodbye|good bye|see (you|ya)|cya)( for now| later)?( mate)?[\s!.,:)]*$/.test(t)) return GOODBYE;
  return undefined;
}

/** Asking for a person: "can I talk to a human?", "real person please". */
export function asksForPerson(text: string): boolean {
  // "how long before I hear from a real person?" asks when, not for a person now.
  if (
    /\b(hear|heard|get back|gets back|contact me|contacts me|call me|calls me|reply|respond|how long|how soon|when)\b/.test(
      text,
    )
  )
    return false;
  // "is there an actual person who looks at my form?" asks who does a thing, not for a person now.
  if (/\b(person|human|someone|somebody) (who|that)\b/.test(text) && !/\b(talk|speak|chat)\b/.test(text))
    return false;
  return /\b(talk|speak|chat)( to| with)( a| an| some| one| your)?( real| actual| live)? (person|human|someone|somebody|agent|advisor|adviser|staff|representative|rep|team member|consultant)\b|\b(real|actual|live) (person|human|agent)\b|\bhuman (please|pls)\b/.test(
    text,
  );
}

/** The in-chat handover the widget offers ("Talk to a person"), and the other ways to reach us. */
export function personReply(k: Knowledge): string {
  const site = k.content.site;
  return (
    `Yes: choose **Talk to a person** below this chat and someone from our team will join the conversation ` +
    `(leave your e-mail if you can't wait). You can also call ${site.phones.map((p) => p.display).join(" or ")}, ` +
    `e-mail **${site.email}** or [send us a message](/contact-us).`
  );
}

/** Links to the pages an answer drew from, one per page, in rank order, at most four. */
export function sourceLinks(sources: Source[]): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const { title, href } of sources) {
    if (seen.has(href) || links.length >= 4) continue;
    seen.add(href);
    links.push(`[${title}](${href})`);
  }
  return links.length === 0 ? "" : `Source${links.length > 1 ? "s" : ""}: ${links.join(", ")}`;
}

/** The passage's sentences that best answer the question, in their order, at most three. */
export function bestSentences(text: string, question: string, max = 3, heading?: string[]): string {
  const sentences = sentencesOf(text);
  if (sentences.length <= max) return text;
  const asked = new Set(termsOf(question));
  const termsBySentence = sentences.map((s) => new Set(termsOf(s)));
  // Asked by its heading's word, which no sentence repeats ("habits" over a numbered list): the
  // whole section is the answer, so it is quoted from its start.
  if (heading?.some((t) => asked.has(t) && !termsBySentence.some((terms) => terms.has(t))))
    return sentences.slice(0, max).join(" ");
  // A question term the page repeats in most sentences (its subject's name) picks no sentence; a
  // term only one sentence has ("reschedule") picks that one over the page's opening.
  const weight = (t: string) => 1 / termsBySentence.filter((terms) => terms.has(t)).length;
  const score = (i: number) =>
    [...termsBySentence[i]!].filter((t) => asked.has(t)).reduce((sum, t) => sum + weight(t), 0);
  const ranked = sentences
    .map((s, i) => ({ s, i, score: score(i) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const best = ranked[0]!;
  const chosen = [best.i];
  // A heading sentence says whose it is; the sentence after the best one usually continues it.
  if (/^\*\*[^*]+\*\*/.test(sentences[0]!) && best.i !== 0) chosen.push(0);
  // A short question before it ("Picked a time?") is the lead-in the best sentence answers.
  if (best.i > 0 && /\?\s*$/.test(sentences[best.i - 1]!)) chosen.push(best.i - 1);
  if (best.i + 1 < sentences.length) chosen.push(best.i + 1);
  for (const r of ranked) if (r.score > 0 && !chosen.includes(r.i)) chosen.push(r.i);
  return chosen
    .slice(0, max)
    .sort((a, b) => a - b)
    .map((i) => sentences[i])
    .join(" ");
}

export function composeReplies(replies: Reply[]): string {
  const text = replies.map((r) => r.text).join("\n\n");
  const links = sourceLinks(replies.flatMap((r) => r.sources));
  return links ? `${text}\n\n${links}` : text;
}

/** Counts written as words, for "these five checks". */
const counts = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** A passage that announces what follows: "run these five checks.", "Here is what we tell…", "…:". */
const announcing = new RegExp(
  `\\b(?:these|the following)\\b|\\bhere (?:is|are) (?:what|how)\\b|\\b(?:${counts.join("|")}|\\d+) [a-z]+s\\b|:$`,
  "i",
);

/**
 * "Before you build a chart, run these five checks.": what the passage announces are the headings
 * of the sections after it on its page, as many as it counts (all of them when it names no count).
 */
function announced(passage: Hit["passage"], shown: string): string {
  const following = passage.followedBy ?? [];
  if (following.length < 2) return "";
  const counted = new RegExp(`\\b(${counts.join("|")}|\\d+) [a-z]+s\\b`, "gi");
  // The first count that the sections after it can hold ("90 days" in a title counts nothing).
  for (const sentence of sentencesOf(shown).filter((s) => announcing.test(s.trim()))) {
    const sizes = [...sentence.matchAll(counted)].map((m) => {
      const count = m[1]!.toLowerCase();
      return /^\d+$/.test(count) ? Number(count) : counts.indexOf(count) + 2;
    });
    const n =
      sizes.length > 0 ? sizes.find((size) => size >= 2 && size <= following.length) : following.length;
    if (n !== undefined)
      return following
        .slice(0, n)
        .map((heading) => `- ${heading.replace(/^\d+[.)]\s*/, "")}`)
        .join("\n");
  }
  return "";
}

/** The terms of the one heading a post's or a page's section is under (other passages' asks are lists of words). */
const sectionHeading = (p: Hit["passage"]) =>
  p.kind === "post" || (p.kind === "page" && p.id.includes("#")) ? p.asks : undefined;

/** The answer from passages: the best one, and a close runner-up from another page. */
export function composePassages(hits: Hit[], question: string, whole = false): string {
  const [best, ...rest] = hits;
  if (!best) return NO_ANSWER;
  const chosen = [best];
  const second = rest.find(
    (h) =>
      h.passage.href !== best.passage.href && h.score >= best.score * 0.85 && h.coverage >= best.coverage,
  );
  if (second && second.passage.kind === best.passage.kind && best.passage.kind !== "faq") chosen.push(second);
  const text = chosen
    .map((h) => {
      const own =
        whole || (h.passage.kind === "faq" && h.passage.text.length <= 900)
          ? h.passage.text
          : bestSentences(h.passage.text, question, 3, sectionHeading(h.passage));
      // An entry's "Yes." or "No." answers its own question; asked in other words, or not as a
      // yes/no question ("what time is the Saturday one?"), it may not fit.
      const said =
        h.askCoverage >= 0.7 && isYesNo(question)
          ? own
          : own.replace(/^(Yes|No)[.,:]\s+(\S)/, (_, _v, c: string) => c.toUpperCase());
      const list = announced(h.passage, said);
      return list ? `${said}\n${list}` : said;
    })
    .join("\n\n");
  return `${text}\n\n${sourceLinks(chosen.map((h) => h.passage))}`;
}
