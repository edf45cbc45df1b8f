import { fillFaqText } from "./faq-text.ts";
import { renderMarkdown } from "./markdown.ts";
import type { PublishedContent } from "./published.ts";

/** A topic's anchor: the seed's topics keep their ids (#fees, #applying…), others are their words. */
function topicId(topic: string, known: Readonly<Record<string, string>>): string {
  const seeded = Object.entries(known).find(([, heading]) => heading === topic)?.[0];
  if (seeded) return seeded;
  return (
    topic
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "topic"
  );
}

/**
 * /faq's groups (issue 32): the published entries by topic, topics in the order of their first
 * entry, each answer filled with today's facts ("{next-intake}" from the open intakes) and its
 * Markdown rendered through the site's one sanitiser. `known`: the seed's topic ids by heading.
 */
export function faqGroupsOf(
  content: PublishedContent,
  sessions: Readonly<Record<string, string>>,
  known: Readonly<Record<string, string>>,
) {
  const groups: {
    id: string;
    heading: string;
    faqs: { question: string; answer: string; html: string; link?: { href: string; label: string } }[];
  }[] = [];
  const used = new Set<string>();
  for (const faq of content.faq) {
    let group = groups.find((g) => g.heading === faq.topic);
    if (!group) {
      let id = topicId(faq.topic, known);
      while (used.has(id)) id = `${id}-more`;
      used.add(id);
      group = { id, heading: faq.topic, faqs: [] };
      groups.push(group);
    }
    const answer = faq.template.includes("{next-intake}")
      ? fillFaqText(faq.template, { programs: content.programs, site: content.site, sessions })
      : faq.answer;
    group.faqs.push({
      question: faq.question,
      answer,
      // marked writes an apostrophe as &#39;, React as &#x27;: the same character, written as the
      // page always wrote it.
      html: renderMarkdown(answer).trim().replaceAll("&#39;", "&#x27;"),
      ...(faq.link ? { link: faq.link } : {}),
    });
  }
  return groups;
}
