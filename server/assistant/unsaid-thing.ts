/**
 * "How do I apply? And is there an age limit?": one ask the site answers, one asking whether a
 * thing exists that the site never mentions, in words it does use elsewhere ("age", "limit"). The
 * caveat of decision 0096 ("I couldn't find anything about …") names a message's unknown words, so
 * with none it could not name this ask and the honest reply dropped the answered one. Here an ask
 * of whether a thing exists ("is there …", "do you have/offer …", "any …") names its thing as
 * asked, for that caveat, when the ask alone finds nothing; the other asks keep their answers.
 */

/** The words that ask whether a thing exists, before the thing. */
const existsAsked =
  /^(?:and |also |plus |n |so )?(?:is there|are there|is ther|r there|do you (?:have|offer|give|do|run)|do u (?:have|offer|give|do)|have you got|got|any)\s+(?=\S)/i;

/** The thing an ask of whether it exists names ("an age limit"), or undefined for another kind of ask. */
export function thingAsked(part: string): string | undefined {
  const ask = part.trim().replace(/[?.!\s]+$/, "");
  if (!existsAsked.test(ask)) return undefined;
  const thing = ask.replace(existsAsked, "").trim();
  // A short noun phrase only: a clause ("is there a way I can pay later") asks more than a thing.
  const words = thing.split(/\s+/);
  if (words.length === 0 || words.length > 4) return undefined;
  if (/\b(it|its|they|them|that|this|those|these|i|me|my|you|your|way|anything|something|one)\b/i.test(thing))
    return undefined;
  return thing;
}
