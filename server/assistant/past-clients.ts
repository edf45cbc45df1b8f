/**
 * Past work for a kind of client the site never names: "have u made any for restaurants b4"
 * after "do you build mobile apps?", "have you built a website for a dentist before?". The service
 * pages say only that the developers have shipped software "for startups, enterprises and
 * government" (service-work.ts answers those); no page names a past client, a portfolio or an
 * industry beyond them. Without this reading the question's "made" met a testimonial's "never
 * made me feel slow", or the service's card answered as if it were a yes: the honest reply is
 * the one that does not invent a track record. Called by outright.ts with the early rules.
 */
import type { OutrightContext } from "./outright.ts";
import { saysNothingOn, type Understanding } from "./reading.ts";

/** "have you made/built/done any … for <someone>", "ever built one for a …". */
const pastWorkFor =
  /\b(have|has|did|ever) (you|u|ya|your (team|devs|developers|engineers)|ur (team|devs))?\s?(ever )?(made|built|build|done|developed|created|designed|shipped|worked on|work on)\b(?: (any|one|some|an?|apps?|websites?|sites?|software|systems?|anything|something|projects?|stuff|work|those|them|these|it|that|(an?|any) \w+ (app|apps|website|websites|site|sites|system|systems)))*\s+for (?:(?:a|an|any|some|other|the|local) )?([a-z][a-z-]+(?: [a-z]+)?)/;

/** Who the site does name (service-work.ts), or no one at all: the platform, the visitor, money. */
const notAKind =
  /^(startups?|start-ups?|enterprises?|enterprise|governments?|government|councils?|businesses|business|companies|company|clients?|customers?|people|others|me|us|my|our|free|cheap|less|under|ios|android|iphone|ipad|mobile|phones?|web|desktop|mac|windows|tablets?|students?|graduates?|grads|learners|beginners|years?|months?|weeks?|long|ages|yourselves|yourself|you|u|them|it|that|this|real|sure|money|sale)\b/;

export function pastClients(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const t = reading.text;
  const m = pastWorkFor.exec(t);
  if (!m) return undefined;
  const who = m.at(-1) ?? "";
  if (notAKind.test(who)) return undefined;
  // A client's question: a service talked about, or software named in the question itself.
  const clientTalk =
    subject.services.length > 0 ||
    c.clientConversation() ||
    /\b(apps?|websites?|web ?sites?|sites?|software|systems?|platforms?|dashboards?)\b/.test(t);
  if (!clientTalk || subject.programs.length > 0) return undefined;
  // Not "have you made any changes for students this year": a course's question is not a client's.
  if (history.length === 0 && !/\b(apps?|websites?|sites?|software|systems?|platforms?)\b/.test(t)) return undefined;
  return saysNothingOn(subject, c.unknown);
}
