/**
 * "In the clean data article what's the first check, and what pandas thing does it mention for
 * types": the later ask's "it" is the post the ask before names, not another thing of the
 * message's (as "…and is it pricier than getting you to test an app?" would be). Such an ask is
 * answered with the asks before it as said before it (asks-apart.ts), so each ask keeps its own
 * sentence of the post, where the whole message was answered by the later ask's sentence alone.
 */

/** A post, article or blog named in an ask. */
const postNamed = /\b(article|articles|blog|post|posts|write-?up)\b/i;

/** A course's or service's own fact, which a post's "it" never asks. */
const offerFact = /\b(course|class|program|service|fee|fees|price|cost|costs|pricier|cheaper)\b/i;

/** Whether an ask's "it" stands for the post the ask just before it names. */
export function itIsPostBefore(part: string, before: string[]): boolean {
  return /\b(it|its)\b/i.test(part) && postNamed.test(before.at(-1) ?? "") && !offerFact.test(part);
}
