/**
 * A business client's questions about working with us (content/services.ts `serviceWork`, what
 * every service page says): who builds the project, what happens after launch, how the work is
 * priced, whether they are locked in, and how a project runs. These are asked in the client's own
 * words ("a bunch of juniors or legit senior devs?", "do you just disappear?", "the bill
 * doubling", "some proprietary system"), which share few words with the page and often carry
 * words the site never uses; without this reading they got the honest reply, a blog post or the
 * course fees. Read on the normalised question (understand.ts), before the intents.
 */
import { services, serviceWork } from "#content/services.ts";
import { type Reply, type Service, serviceRatesSentence } from "./facts.ts";

export type ServiceWorkTopic = "team" | "support" | "pricing" | "lockIn" | "process" | "clients";

/** A student's question, not a client's: the courses, their classes, fees and careers. */
export const studying =
  /\b(course|courses|class|classes|program|programs|programme|tuition|study|studying|student|students|enrol\w*|intake|lessons?|instructors?|teachers?|trainers?|teach|teaches|taught|certificate|instalments?|graduates?|grads|alumni|hiring|recruit\w*|laptop|portal|newsletter|privacy|data|blog|posts?|articles?|self-taught|self-teaching)\b/;

/** The client's own software, or the provider's work on it. */
export const clientThing =
  /\b(my|our|the|an?) (\w+ )?(project|projects|app|apps|application|website|site|software|code|system|platform|store|shop|product|portal|build)\b|\b(your|ur) (team|company|devs|developers|engineers|people|staff)\b/;

/** Who builds it: seniority, juniors, outsourcing ("a bunch of juniors or legit senior devs?"). */
const teamAsked =
  /\bwho (actually |really |exactly )?(codes?|builds?|writes?|develops?|programs?|does the (work|coding|development|build)|works? on|would be (building|working on|coding))\b|\b(juniors?|seniors?|interns?|trainees|experienced (people|devs?|developers|engineers|team)|inexperienced)\b.{0,60}\b(devs?|developers?|engineers?|team|people|build|built|building|code|coding|work|project|app|website|software)\b|\b(devs?|developers?|engineers?|team|build|built|building|code|coding|project|app|website|software)\b.{0,60}\b(juniors?|seniors?|interns?|trainees|experienced (people|devs?|developers|engineers))\b|\bhow (senior|experienced|qualified|skilled) (is|are) (the|your) (team|devs?|developers|engineers|people)\b/;

/** What happens once it is live or handed over ("do you just disappear?", "stick around?"). */
const afterLaunch =
  /\b(after|once|when|post)[- ](the |our |my |it |it's |it is )?(launch|launched|delivery|delivered|handover|handed over|release|released|finished|done|complete|completed|built|live)\b|\b(a|one|two|three|few|six) (\w+ )?(weeks?|months?|years?) (after|later|down the track)\b|\b(hand|handing|handed) (it |them |everything )?over\b/;
const lookedAfter =
  /\b(support|supports|supporting|maintain|maintains|maintaining|maintenance|look after|looks after|stick around|disappear|vanish|leave us|walk away|abandon|ghost|on call|fix|fixes|fixing|breaks?|broken|bugs?|updates?|help (us|me)|around)\b/;

/** How the work is priced ("how do you price work?", "the bill doubling", "cost blowouts"). */
const pricingAsked =
  /\bhow (do|does|would|will|is) (you|u|your (company|team|business)|your pricing|the pricing|pricing|billing|quoting)( guys)? (price|prices|pricing|charge|charges|charging|bill|billing|quote|quoting|cost|costs|estimate|work out (what|how much) to charge|decide (what|how much) to charge|set (the |your )?(price|prices))\b|\bhow (does|do|is) (your |the )?(pricing|billing|quoting|costing)( \w+)? (work|done|set|calculated)\b|\b(bill|bills|cost|costs|price|prices|budget|quote|invoice)s? (doubl\w*|blow\w* out|blew out|blowing out|balloon\w*|creep\w*|went up|go up|going up|blow\w*|overrun\w*|spiral\w*)\b|\b(cost|budget|price) (blowouts?|blow-outs?|overruns?|creep|surprises?)\b|\b(go|goes|going|went|run|runs|running|ran) over (the |our |my )?budget\b|\bover budget\b|\b(quote|quoted price|price|fixed quote)\b.{0,30}\b(ever )?(change|changes|changed|go up|goes up|increase|increases|stay the same|stays the same|firm|binding|final)\b|\b(hidden|surprise|extra|unexpected) (costs|charges|fees|bills?)\b(?=.{0,60}\b(project|app|website|software|build|quote|estimate)\b)/;

/** Lock-in ("locked into some proprietary system", "stuck with you forever"). */
const lockInAsked =
  /\b(we|us|i|me|our (business|company|team)|clients?|customers?)\b.{0,25}\b(locked|lock|locking|tied|trapped|stuck|beholden)\b.{0,30}\b(you|your|yours|system|platform|framework|tech|technology|stack|contract|vendor|agency|forever)\b|\b(lock|locks|locked|locking|tie|ties|tied|tying) (clients?|customers?|businesses|us|you|people|them) (in|into|to)\b|\block-?in\b|\bvendor lock|\bproprietary\b|\b(take|move|hand|give) (the |our |my )?(code|app|website|site|project|software) (to|over to) (another|a different|a new|other|our own) (developer|developers|agency|company|team|provider)\b|\bswitch (to )?(another|a different) (developer|agency|provider)\b/;

/** How a project runs, asked in a client's conversation ("how does the whole process work once we go ahead"). */
const processAsked =
  /\b(project process|process steps)\b|\bhow (does|do|would|will) (the |this |that |it )?(whole |entire |overall )?(process|thing|it all|things|this all|that all)( \w+)? (work|works|run|go|happen)\b|\bhow (would|will|does) it (all )?(work|go|run)\b|\b(what are the |what're the |whats the |what is the )?next steps?\b|\b(go|going) ahead\b|\bproceed\b|\bstart to finish\b/;

/**
 * How a project with us runs, asked outright in other words ("walk me through how a project with
 * you runs", "what are the stages", "step by step", "the phases of a typical project", "from first
 * call to launch"): the steps, whether or not a service was named before. It must name a project
 * or working with us, so a course's week or an application's steps are not read as it.
 */
export const stagesAsked =
  /\b(stages?|phases?|steps?|step by step|step-by-step|process|workflow|milestones in the process)\b|\bwalk (me|us) through\b|\bfrom (the )?(first|initial|intro) (call|chat|meeting|contact) (to|until|through to|till) (launch|go-live|going live|delivery|the end|finish)\b|\bwhat happens (when|if|once) (a |an |our |my )?(company|business|client|we|i) (works?|hires?|engages?|signs? up|goes? ahead)\b/;
export const projectWithUs =
  /\b(a|an|the|our|my|your|ur|typical|software|web|app|client|each|every) (\w+ )?(project|projects|engagement|build)\b|\b(project|projects|work|working|engagement) with (you|u|your (team|company)|ur (team|company))\b|\b(hire|hiring|engage|engaging|work with|working with) (you|u|your team|ur team)\b|\b(a|an) (company|business|client) (works?|working) with (you|u)\b|\b(client|clients') projects\b|\bwe (decide to )?(go ahead|proceed|sign)\b/;

/** How it runs or what they see of it on the way: the steps, the fortnightly demos. */
export const progressAsked =
  /\b(see|check|watch|track|follow|show|review|catch up)\b.{0,30}\b(progress|along the way|as (it|you|we) go(es)?|as (it|its|it's|it is) (being )?built|during( the)? (build|project|work)|while (you|u|it|its|it's) (build|built|being built|work))\b|\bprogress\b|\bdemos?\b|\bhow often (do|will|would|can) (we|i)\b.{0,30}\b(see|meet|catch up|hear|get (an )?updates?|check in)\b|\b(updates?|check[- ]?ins?|catch[- ]?ups?)\b.{0,30}\b(during|while|along|as (it|you) go|the build)\b/;
/** Who the engineers have worked for ("done work for bigger orgs?", "public sector experience?"). */
const clientsAsked =
  /\b(worked|work|done work|done projects?|built (software|apps?|systems|websites?|things)|shipped (software|apps?)|experience|experienced)\b.{0,25}\b(for|with|in|on)\b.{0,30}\b(government|governments|enterprises?|enterprise clients|corporates?|corporations?|big (companies|orgs|organi[sz]ations|clients|businesses|firms)|bigger (companies|orgs|organi[sz]ations|clients|businesses|firms)|large (companies|orgs|organi[sz]ations|clients|businesses|firms)|larger (companies|orgs|organi[sz]ations|clients|businesses|firms)|public sector|councils?|agencies|departments?|startups|start-ups)\b|\b(what|which) (kinds?|types?|sorts?) of (companies|clients|businesses|organi[sz]ations|orgs|customers)\b.{0,40}\b(worked|work|built|build|shipped|done|had|served)\b|\b(who|which (companies|clients|organi[sz]ations)) (have|has) (you|u|your (team|engineers|developers|devs)) (worked|built|shipped|done work)\b|\b(only|just|mostly) (small )?(startups|start-ups|small businesses)\b/;

/** The topic a client's question asks about working with us, or undefined. */
export function serviceWorkAsked(text: string, clientConversation: boolean): ServiceWorkTopic | undefined {
  if (studying.test(text)) return undefined;
  // What something costs is the rates' answer ("how much is maintenance?"), not how work is priced.
  const amount = /\bhow much\b|\bwhat (does|would|will) (it|that|this) cost\b/.test(text);
  const client = clientConversation || clientThing.test(text);
  if (pricingAsked.test(text) && !amount && !(stagesAsked.test(text) && projectWithUs.test(text)))
    return "pricing";
  // Lock-in is a client's worry however it is put ("we end up locked into some system of yours",
  // "do you lock clients in"): the pattern itself names who is locked and into what.
  if (
    lockInAsked.test(text) &&
    !/\b(locked[- ]down|lock (in|up) (my|a|the) (place|spot|seat|price|date))\b/.test(text)
  )
    return "lockIn";
  // "Have you done work for bigger orgs? We're a state government agency.": a client asking whom
  // the engineers have worked for, which the developers' card says (startups, enterprises and
  // government); before the team's seniority, which the same card answers less directly.
  if (clientsAsked.test(text) && !/\b(graduates?|grads|alumni|students?)\b/.test(text)) return "clients";
  // "Walk me through how a project with you runs", "what are the stages?": the steps, asked
  // outright in a client's words (before how the price is set, which the steps include).
  if (stagesAsked.test(text) && projectWithUs.test(text) && !amount) return "process";
  if (!client) return undefined;
  if (teamAsked.test(text)) return "team";
  if (afterLaunch.test(text) && lookedAfter.test(text) && !amount) return "support";
  if (
    /\b(maintain|maintaining|maintenance|look after|stick around|disappear|on call)\b/.test(text) &&
    !amount
  )
    return "support";
  if (clientConversation && processAsked.test(text) && !amount) return "process";
  // "How would we see how it's going while you build it?" in a client's conversation: what they
  // see of the work on the way is the steps' fortnightly demos (alone, not with a rate beside it,
  // which service-asks.ts answers together).
  if (clientConversation && progressAsked.test(text) && !amount) return "process";
  return undefined;
}

const card = (title: string) => serviceWork.team.find((c) => c.title === title)!;
const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
/**
 * A card's first sentence said as its team's: "We start with your goals…" is "Our technical
 * consultants start with your goals…", "After launch we stay on call…" is "After launch our support
 * team stays on call…". Another wording keeps the card's title before its sentence.
 */
function byCard(c: (typeof serviceWork.team)[number], we: RegExp): string {
  const [first = ""] = c.text.split(/(?<=\.)\s+/);
  const who = c.title.toLowerCase();
  if (!we.test(first)) return `${c.title}: ${lowerFirst(first)}`;
  const plural = /s$/.test(who.split(" ").at(-1)!);
  return first.replace(we, (m, verb: string) =>
    m.replace(/\bWe\b|\bwe\b/, (w) => `${w === "We" ? "Our" : "our"} ${who}`).replace(new RegExp(`\\b${verb}\\b`), plural ? verb : `${verb}s`),
  );
}
const consultation = { title: "Book a free consultation", href: "/expertise/book-a-free-consultation" };
const sourcesOf = (named: readonly Service[]) =>
  [...(named.length > 0 ? named : services)].map((x) => ({ title: x.name, href: x.href }));

/** The service pages' own words on the topic, first sentence first. */
export function serviceWorkReply(topic: ServiceWorkTopic, named: readonly Service[]): Reply {
  const sources = [...sourcesOf(named), consultation];
  const [call = "", quote = "", demos = "", launch = ""] = serviceWork.steps.map((s) => s.toLowerCase());
  switch (topic) {
    case "team": {
      // "Who actually works on my project?": all three cards, each said as whose it is (the
      // developers build it, the consultants start from the goals, the support team stays on).
      const devs = card("Experienced developers");
      return {
        lead: `Your project is built by our ${devs.title.toLowerCase()}: ${lowerFirst(devs.text)}`,
        more: [
          byCard(card("Technical consultants"), /^We (start)\b/),
          byCard(card("Support team"), /^After launch we (stay)\b/),
        ],
        sources,
      };
    }
    case "support":
      return {
        lead: card("Support team").text,
        more: [
          `The last step of every project is ${launch}, after the ${call}, the ${quote} and the ${demos}.`,
        ],
        sources,
      };
    case "pricing":
      return {
        lead: serviceWork.pricing,
        more: [`The steps are a ${call}, a ${quote}, ${demos} and ${launch}.`, serviceRatesSentence()],
        sources,
      };
    case "lockIn": {
      // The consultants' card says it: "…the simplest architecture that meets them. No lock-in, no jargon."
      const said = card("Technical consultants").text.split(/(?<=\.)\s+/);
      const lockIn = said.find((x) => /lock-in/i.test(x)) ?? "";
      return { lead: lockIn, more: said.filter((x) => x !== lockIn), sources };
    }
    case "clients": {
      const devs = card("Experienced developers");
      return {
        lead: `Our ${devs.title.toLowerCase()} are ${lowerFirst(devs.text)}`,
        more: [`${card("Technical consultants").text.split(". ")[0]}.`],
        sources,
      };
    }
    case "process":
      return {
        lead: `Every project runs in four steps: a ${call}, a ${quote}, ${demos} as the work goes on, then ${launch}.`,
        more: [
          serviceWork.pricing.replace(
            "free consultation",
            "[free consultation](/expertise/book-a-free-consultation)",
          ),
        ],
        sources,
      };
  }
}

/**
 * A client's terms the service pages never give: a developer hired by the hour or the day (a rate
 * per hour, not how work is priced, which the fixed quote answers), how long a build or a testing
 * job takes, a deposit or the payment and invoicing schedule, a non-disclosure agreement, a kind
 * of testing the testing service does not list (load, performance, usability). (A
 * project's "timeline" is what the free consultation gives honest advice on, which answers it.) The
 * starting rate or the steps answer another question, and a course's length or its instalments
 * are a student's; so the honest reply with the contact and consultation links.
 */
const hourlyHire =
  /\b(what|whats|what's|how much) (is |are |s )?(your|ur|the|a) (hourly|daily|day|per hour|per day) rates?\b|\b(hourly|daily|day) rates? (for|of) (a |an |one |your |ur )?(dev|devs|developer|developers|engineer|engineers|tester|testers|programmer|programmers)\b|\bhow much (per|an|a|each) (hour|day)\b|\b(hire|rent|book|contract|borrow|get) (\w+ ){0,4}(by the|per|an|a|for a few|for some|for an|for a) (hour|hours|day|days)\b|\b(hire|rent|borrow|contract) (one of )?(your|ur) (devs?|developers|engineers|testers|programmers)\b|\bhow much\b.{0,30}\b(charge|charges|bill|bills|cost|costs)\b (\w+ ){0,3}(per|an|by the) (hour|day)\b/;
const buildTime =
  /\bhow (long|many (weeks|months|days))\b(?! (has|have|had) )(?!.{0,25}\bbeen\b).{0,40}\b(build|make|develop|deliver|finish|complete|test|code|ship)\b.{0,30}\b(app|apps|web app|website|site|software|system|platform|portal|mvp|product|project|it|one)\b|\bhow long (would|will|does|do|might|could) (a|an|the|our|my|your|typical|average) (\w+ ){0,2}(app|website|web app|project|build|software|system|platform|portal|mvp|engagement|testing job) (take|takes|last)\b|\b(turnaround|lead time|delivery time)\b(?! (for|on) (a |my |the )?(reply|response|application|consult\w*|booking|message|enquiry))/;
const paymentTerms =
  /\b(deposit|deposits|milestone payments?|in milestones|payment milestones|payment schedule|payment terms|up ?front payment|pay (\w+ ){0,3}(up ?front|in advance|in stages|in milestones|at the end|on completion)|invoice|invoices|invoicing|invoiced|bill (us|me) (monthly|weekly|at the end)|retainer)\b/;
const unlistedTesting =
  /\b(load|performance|stress|soak|spike|volume|scalability|usability|accessibility|a11y|user acceptance|uat)[- ]?(test|tests|tested|testing|audit)\b/;
const ndaAsked = /\b(nda|ndas|non-disclosure|non disclosure|confidentiality agreement)\b/;

export function serviceTermsUnsaid(text: string, clientConversation: boolean): boolean {
  // "anything to pay upfront just to apply?": a student's application, which is free.
  if (studying.test(text) || /\b(apply|applying|applied|application fees?|applications)\b/.test(text))
    return false;
  const project =
    clientConversation ||
    clientThing.test(text) ||
    /\b(project|projects|build|engagement|web app|mobile app|website|testing job)\b/.test(text);
  const developer = /\b(devs?|developers?|engineers?|testers?|programmers?)\b/.test(text);
  if (!project && !developer) return false;
  // "Do you charge by the hour or a set price?": how work is priced, which the fixed quote answers.
  if (
    hourlyHire.test(text) &&
    !/\b(or|vs|versus) (a )?(fixed|set|flat)\b|\b(fixed|set|flat)( price| quote| fee)? (or|vs|versus)\b/.test(
      text,
    )
  )
    return true;
  if (!project) return false;
  if (buildTime.test(text) && !/\b(call|consult\w*|reply|respond|response|hear back|get back)\b/.test(text))
    return true;
  // "Can you load test our site before Black Friday?": a kind of testing the testing service does
  // not list (its kinds are functional, security and test automation), so no "Yes" to it.
  if (unlistedTesting.test(text)) return true;
  return paymentTerms.test(text) || ndaAsked.test(text);
}

/**
 * Whether we do client work at all, asked beside the courses ("is this place just courses or do u
 * build apps for businesses too", "only training, or do you also make software for companies?"):
 * the services themselves, each with its rate, not one service's card, a person's bio or a course.
 */
const clientWorkAtAll =
  /\b(just|only|purely|simply|all) (about )?(a )?(courses?|training|teaching|classes|education|a school|school|an? (training|coding|tech) (school|provider|college|academy|company))\b.{0,25}\bor\b.{0,30}\b(build|builds|make|makes|develop|develops|do|does|create|creates|client work|software|apps|websites|businesses|companies|clients)\b|\b(do|does|can) (you|u|ya|harbourline)( guys)? (also )?(build|make|develop|create|do|write) (\w+ ){0,2}(apps|software|websites|web apps|client work|projects|work) (for (businesses|companies|clients|other businesses|organi[sz]ations)\b.{0,10}\b(too|as well|also)|(too|as well)\b)/;
export const clientWorkAsked = (text: string) => clientWorkAtAll.test(text);
