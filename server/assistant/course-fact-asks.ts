/**
 * An ask that plainly asks one of a course's own facts (its length, fee, start date, class times,
 * study mode or what you need before it): "when does QA start", "what nights are the classes",
 * "what does full stack cost". Said beside a process or support ask ("…and can i change my
 * application once its sent"), the whole message is read as the other ask's kind and the course
 * fact dropped; such an ask is answered apart even so (asks-apart.ts), its own words being
 * enough to say what it asks.
 */

/** The words that ask a course fact, each on its own. */
const courseFact =
  /\b(how long (?:is|does|will|would)\b(?!.*\b(?:take )?(?:you|u|your team) to\b)|duration|how many weeks|cost|costs|price|fee|fees|how much|start|starts|intake|what (?:times?|nights?|days?)|classes|online|on campus|from home|remotely|experience|prerequisites?|tech stack|stack|tools|technolog(?:y|ies)|topics|length|cheaper|cheapest|shorter|shortest|longer|longest)\b/i;

/** Whether an ask asks a course's own fact in its own words. */
export function asksCourseFact(part: string): boolean {
  return courseFact.test(part);
}

/**
 * A message with a parenthesis that asks ("what does it cost (incl GST?)", "the fee (with gst?)")
 * without it: the parenthesis leans on the ask it stands in (the fee's reply says GST), and its
 * question mark would otherwise end that ask halfway.
 */
export function withoutAskingAside(question: string): string {
  return question.replace(/\s*\([^()]*\?\s*\)/g, "");
}

/** An ask whose "it" stands for a thing it names before it: "can i change my application once its sent". */
export function namesOwnIt(part: string): boolean {
  return /\b(my|the|your|this|that)\s+[a-z]+\b.*\b(it|its)\b/i.test(part);
}
