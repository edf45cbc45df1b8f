/**
 * A client's several asks about a service in one message: what it costs, whether that is with GST,
 * what we build it with, and how the project runs or whether they see progress ("web app cost n do
 * i get to see progress along the way", "how does a software project with you actually run, and
 * are your starting prices with or without GST?", "do you build iphone apps for companies? what do
 * you make them with"). One intent or one passage answered one of the asks (the steps without the
 * rate, the rate without the stack); each ask now gets its fact from content/services.ts. Also a
 * service asked for by what it builds ("can u guys build an iphone + android app for my startup"):
 * the service, its rate and what it works with, not a passage about whom the team has worked for.
 * Called in order by outright.ts.
 */
import * as facts from "./facts.ts";
import { formatAud } from "#content/fees.ts";
import type { Reply, Service } from "./facts/base.ts";
import { gstAsked } from "./facts/money.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";
import { unlistedTool } from "./tool-asks.ts";
import {
  clientThing,
  progressAsked,
  serviceTermsUnsaid,
  serviceWorkReply,
  stagesAsked,
  studying,
} from "./service-work.ts";

type Ask = "rate" | "gst" | "tech" | "process" | "build";

/** What it costs: "how much", "ballpark", "$20k", "price for an ios app". */
const rateAsked =
  /\bhow much\b|\b(cost|costs|costing|price|prices|pricing|priced|charge|charges|ballpark|rates?|budget)\b|\$\s?\d|\b\d+k\b/;
/** What it is built with: "what do you make them with", "what stack", "native or cross platform". */
export const techAsked =
  /\b(what|which|wat) (do|would|will|did|does) (you|u|ya|your (team|devs|developers))( guys)? (use|make|build|write|code|develop|program)\b.{0,25}\b(with|in|on|using)\b|\b(what|which|wat) (tech|technology|technologies|stack|tech stack|languages?|frameworks?|tools?|platforms?)\b|\b(built|build|made|make|written|write|coded|code|developed|develop) (it|them|apps?|one|that|those|these)? ?(with|in|using)\b(?! (mind|house))|\bnative\b|\bcross[- ]?platform\b|\b(tech|technology|stack|language|framework)s? (do|would|will) (you|u)\b/;
const howItRuns =
  /\bhow (does|do|would|will|is) (a |an |the |my |our |this )?(\w+ ){0,3}(project|build|job|engagement|it|this|that|process)( with (you|u|your team))?( actually| all| usually| typically)? (run|runs|work|works|go|goes|happen|done)\b/;
/** "Can u guys build an iphone + android app", "do you build iphone apps for companies?". */
const buildAsked =
  /\b(can|could|do|does|will|would) (you|u|ya|your team|harbourline)( guys)? (also )?(build|make|develop|create|design|code)\b.{0,40}\b(apps?|websites?|web ?sites?|sites?|web apps?|software|platforms?|portals?|iphone|android|ios)\b|\b(do|does|can) (you|u|ya|your team|harbourline)( guys)? (also |only |just )?do (\w+ )?(apps?|websites?|web ?sites?|web apps?|mobile apps?|iphone apps?|android apps?|ios apps?)\b/;

/** Two services asked for by what they build: both, each with its rate and its description. */
function bothBuilt(named: readonly Service[]): Reply {
  return {
    lead: `We build both: ${facts.list(named.map((x) => `${facts.bold(x.name)} (from ${formatAud(x.startingRateAud)})`))}.`,
    more: named.map((x) => `${x.name.split(" ")[0]}: ${x.description}`),
    sources: [...named.map(facts.serviceSource), facts.consultation],
  };
}

function asksOf(text: string): Set<Ask> {
  const asks = new Set<Ask>();
  if (rateAsked.test(text)) asks.add("rate");
  if (gstAsked.test(text)) asks.add("gst");
  if (techAsked.test(text)) asks.add("tech");
  // "Walk me through your process for building an app": the steps, in a client's message.
  if (progressAsked.test(text) || howItRuns.test(text) || stagesAsked.test(text)) asks.add("process");
  if (buildAsked.test(text)) asks.add("build");
  return asks;
}

/** A client's asks about a service, two or more at once, or the service asked for by what it builds. */
export function serviceAsks(c: OutrightContext): Understanding | undefined {
  const { reading, subject } = c;
  const text = reading.text;
  if (subject.programs.length > 0 || studying.test(text) || subject.compare) return undefined;
  // "R ur apps native or cross platform": the apps we build are the services'.
  const client =
    subject.services.length > 0 ||
    c.clientConversation() ||
    clientThing.test(text) ||
    /\b(your|ur) (apps?|websites?|web apps?|sites?|software|projects?|builds?)\b/.test(text);
  if (!client) return undefined;
  // "Hourly rate and how does it work?": a term the site never gives is the honest reply's.
  if (serviceTermsUnsaid(text, true)) return undefined;
  // "Can you build a mobile app in flutter?": a tool the service does not list (tool-asks.ts).
  if (unlistedTool(c)) return undefined;
  const asks = asksOf(text);
  // "Is GST included in the app price?" is one ask, of the rate's GST note.
  const count = asks.size - (asks.has("gst") && asks.has("rate") ? 1 : 0);
  // One ask alone is the intents' and service-work.ts's; but a service asked for by what it builds
  // when it is named (the mobile app service for "an iphone + android app"), and what we build with
  // ("native or cross platform?", which shares no word with the cards), are answered here.
  const alone =
    count === 1 &&
    asks.size === 1 &&
    ((asks.has("build") && subject.services.length >= 1) ||
      (asks.has("tech") && (subject.services.length > 0 || /\b(native|cross[- ]?platform)\b/.test(text))));
  if (count < 2 && !alone) return undefined;
  const s = { ...subject, programs: [], text };
  const replies: Reply[] = [];
  const priced = asks.has("rate") || asks.has("gst");
  // A service asked for by what it builds: its card (rate, description, what it works with).
  // So is one service asked what it is built as ("do you do native iOS or only cross-platform?"):
  // its card says it ("native-quality iOS and Android apps… React Native and Swift").
  const overview = (asks.has("build") || (alone && subject.services.length === 1 && /\b(native|cross[- ]?platform)\b/.test(text))) && !priced;
  // "Do you build apps for iphone and android or just websites?": two services named, each said
  // with what it builds (a list of names and rates alone never says "iOS" or "web").
  if (overview && subject.services.length === 2) replies.push(bothBuilt(subject.services));
  else if (overview) replies.push(facts.serviceOverview(s));
  else if (priced) replies.push(facts.serviceRate({ ...s, compare: false }));
  // One service's card already says what it works with.
  if (asks.has("tech") && !(overview && subject.services.length === 1)) replies.push(facts.serviceTech(s));
  if (asks.has("process")) replies.push(serviceWorkReply("process", subject.services));
  if (replies.length === 0) return undefined;
  // The rate's GST note ("starting price, excluding GST") is said when GST is asked with no rate.
  if (asks.has("gst") && !replies[0]!.lead.includes("GST"))
    replies[0] = facts.serviceRate({ ...s, compare: false, text: `${text} gst` });
  return {
    replies,
    intents: ["serviceRate"],
    subject,
    unknown: [],
    confidence: 1,
    page: true,
  };
}
