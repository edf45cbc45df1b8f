/**
 * The intent layer over typed fields: what kind of fact a question asks (a fee, a duration, a
 * start date, opening hours, who teaches…) in general English, and the answer composed from the
 * published fields of the subject asked about, or of every program or service when none is.
 */
import { paymentTerms } from "#content/fees.ts";
import { serviceWork } from "#content/services.ts";
import type { ProgramView, ServiceView } from "../../content/views.ts";
import type { Knowledge, Subject } from "./knowledge.ts";
import { termsOf, wordsOf } from "./language.ts";

export type Intent =
  | "fee"
  | "instalments"
  | "duration"
  | "mode"
  | "topics"
  | "intake"
  | "instructor"
  | "hours"
  | "phone"
  | "email"
  | "address"
  | "contact"
  | "rate"
  | "technologies"
  | "programs"
  | "services"
  | "person"
  | "author"
  | "longest"
  | "shortest"
  | "cheapest"
  | "dearest"
  | "soonest"
  | "identity"
  | "team"
  | "difference"
  | "suits"
  | "prerequisites"
  | "week"
  | "roles";

export interface Source {
  title: string;
  href: string;
}

/** One typed answer: its sentences and the pages they come from. */
export interface Reply {
  text: string;
  sources: Source[];
  /** The answer already says yes or no ("No: … has no online option"). */
  verdict?: "yes" | "no";
}

/** General-English cues of each intent, on the normalised question. */
const cues: [Intent, RegExp][] = [
  ["longest", /\b(longest|longer|most weeks|more weeks|slower|slowest)\b/],
  [
    "soonest",
    /\b(starts?|starting|begins?|kicks? off|commences?) (first|soonest|earliest|sooner|next)\b|\b(soonest|earliest|first) (intake|start|one to start)\b/,
  ],
  [
    "shortest",
    /\b(shortest|shorter|quickest|quicker|fastest|faster|least time|less time|fewest weeks|fewer weeks|finish(es)? (first|sooner|earlier))\b/,
  ],
  [
    "cheapest",
    /\b(cheapest|cheaper|least expensive|less expensive|lowest (price|fee|cost|starting price|rate)|most affordable|more affordable|costs? less|less money)\b/,
  ],
  [
    "dearest",
    /\b(most expensive|dearest|priciest|pricier|costlier|highest (price|fee|cost|starting price|rate)|more expensive|costs? more|more money)\b/,
  ],
  [
    "instalments",
    /\b(instalments?|payment plans?|pay (it |that |this |the fee |for it )?(off )?(monthly|weekly|in parts|over time|later|bit by bit)|monthly payments?|split (the |it|that|this|payments?)|spread (the |it)|per month|a month)\b/,
  ],
  [
    "fee",
    /\b(cost|costs|price|prices|pricing|fee|fees|tuition|expensive|cheap|afford|charge|charges|dollars)\b|\$|\bhow much( (is|are|does|do|did|will|would|to|for|it|money|the|a|should|can|r|ya)\b|\s*[?!.,]|\s*$)/,
  ],
  [
    "duration",
    /\b(how long|how much time|duration|length|how many (weeks|months)|weeks? long|months? long|take to (finish|complete)|(run|runs|last|lasts) for)\b/,
  ],
  [
    "mode",
    /\b(online|remote|remotely|from home|on campus|campus|inperson|distance|virtual|zoom|study mode|attend)\b/,
  ],
  [
    "topics",
    /\b(learn|curriculum|syllabus|topics?|cover|covers|covered|modules?|what is in|taught|subjects|what do you teach|what will i|tools|languages)\b/,
  ],
  [
    "intake",
    /\b(start|starts|starting|begin|begins|intake|intakes|commence|commences|kick off|next (class|course|cohort|session|round))\b/,
  ],
  [
    "instructor",
    /\b(who(s| is| will| would| does)?( actually| really)?( be)? (teach|teaches|teaching|takes|delivers|runs|leads|running|leading|taking)|instructor|instructors|teacher|teachers|trainer|tutor|lecturer|taught by)\b/,
  ],
  [
    "hours",
    /\b(open|opening|close|closing|closed|(business|office|trading|opening|your|ur) hours|what hours|hours (are you|do you)|drop by|drop in|pop in|pop by|come in|come by|visit|swing by|stop by)\b/,
  ],
  [
    "phone",
    /\b(phone|telephone|landline)\b(?! ?(app|apps|application|applications|development|developer|devices?|friendly|version|site|website|game|games)\b)|\bmobile(?= (number|no\b|num|phone)|\s*[?.!]*$)|\b(call|ring) (you|u|us|them|someone)\b|\bnumber\b(?! of)/,
  ],
  ["email", /\bemail( address)?\b/],
  [
    "address",
    /\b((?<!(ip|email|e-mail|mail|my|her|his|their) )address|located|location|where (exactly |abouts )?(are|r) (you|u)|where (exactly |abouts )?(is |are )?(the|your|ur) (office|campus|school|building|classroom)s?|find you|where (is|are) (it|you)|based|(which|what) (street|floor|level|building|suburb))\b/,
  ],
  ["contact", /\b(contact|get in touch|reach you|reach out|get hold of|speak to someone|talk to someone)\b/],
  [
    "technologies",
    /\b(technology|technologies|tech|tech stack|stack do you|frameworks?|languages?|tools)\b|\b(built|build|made|make|written|write|code|coded) (it |them |that |this |those )?(in|with)\s*[?!.]*$/,
  ],
  [
    "rate",
    /\b(rate|rates|cost|costs|price|pricing|charge|charges|quote|budget|fee|fees)\b|\bhow much( (is|are|does|do|did|will|would|to|for|it|money|the|a|should|can|r|ya)\b|\s*[?!.,]|\s*$)/,
  ],
  [
    "programs",
    /\b(courses|programs|what (do|can) (you|i) (teach|study)|which course|what course|what kind of courses)\b/,
  ],
  [
    "services",
    /\b(services|what (do|does) (you|your company|your team) (do|build|make)|software (do you|can you) build)\b/,
  ],
  // "When was the post published?": its author line holds the date.
  ["author", /\b(who wrote|wrote|written by|author)\b|\bwhen\b.*\b(publish|published|posted)\b/],
  ["difference", /\b(difference|differences|differ|compare|comparison|versus|vs)\b/],
  [
    "suits",
    /\bwho (is|are) (it|this|that|they|the [^?]+) for\b|\b(suit|suits|suited|suitable|right for me|good fit|for me|aimed at|meant for|designed for|good for (him|her|me|someone))\b/,
  ],
  [
    "prerequisites",
    /\b(prerequisites?|requirements?|required|require|need to know|experience|background|beginner|beginners|before (starting|i start|the course|the program|i begin))\b/,
  ],
  [
    "week",
    /\b(typical week|a week look|week look|homework|self[- ]?study|hours (a|per|each) week|workload|how many hours|time commitment|how much work|(work|study|time|hours|hrs) outside (of )?(class|classes)|study (time|hours|hrs)|(study|work|homework|effort)\b[a-z ]{0,12}\b(each|a|per|every) week|weekly (feedback|work|homework|hours|workload|effort))\b/,
  ],
  [
    "roles",
    /\b(what|which) ((kind|sort|type)s? of )?(jobs?|roles?|careers?|positions?)\b|\b(jobs?|roles?) (can|could|will|would) i\b|\b(become|work as)\b/,
  ],
  [
    "identity",
    /\bwho (are|is) (you|your company|this company|this business)\b|\bwhat (is|does) (this company|your company|your business)( do)?\b|\babout (you|your company|the company|your business)\b|\bwhat (is it |exactly )?(do )?you( guys| all| lot)?( actually| really| exactly)? do\s*[?!.]*$/,
  ],
  [
    "team",
    /\b(people|folks|team|staff|crew) (behind|running|who run|that run)\b|\bwho (is|are) (on )?(your|the) (team|staff)\b|\bwho (is|are) behind\b|\bwho works? (there|here|for you)\b|\bmeet (the|your) team\b/,
  ],
];

/** Words an intent explains: they say what is asked, not what about (see ./engine.ts). */
export const intentTerms: Record<Intent, Set<string>> = Object.fromEntries(
  (
    [
      ["fee", "cost price fee how much expensive cheap afford charge dollar aud total start"],
      ["instalments", "instalment payment plan monthly pay split spread month"],
      ["duration", "duration long length week month take finish complete run last"],
      ["mode", "online campus inperson attend home study mode remote"],
      ["topics", "learn curriculum topic cover tool language teach"],
      ["intake", "start begin intake next commence date"],
      ["instructor", "teach instructor teacher who"],
      ["hours", "open close hour visit drop pop come weekend saturday sunday time today"],
      ["phone", "phone call number"],
      ["email", "email address"],
      ["address", "address office campus locate"],
      ["contact", "contact touch reach"],
      ["rate", "cost price rate charge quote budget start"],
      ["technologies", "tool technology stack framework language"],
      ["programs", "course program offer teach study"],
      ["services", "service offer build company"],
      ["person", "who"],
      ["author", "write author"],
      ["longest", "long duration length week month take finish complete run last most more time"],
      [
        "shortest",
        "short quick fast duration length week month take finish complete run last least less time",
      ],
      ["cheapest", "cost cheap price rate start service business company fee afford least less"],
      ["dearest", "cost expensive price rate start service business company fee most more"],
      ["soonest", "start begin intake first soon early next kick commence off"],
      ["difference", "difference compare"],
      ["suits", "suit"],
      ["prerequisites", "requirement need know experience background beginner"],
      ["week", "week homework study hour workload"],
      ["roles", "job role career become"],
      ["identity", "who company business"],
      ["team", "who team person staff behind company"],
    ] as [Intent, string][]
  ).map(([intent, words]) => [intent, new Set(words.split(" ").flatMap((w) => termsOf(w)))]),
) as Record<Intent, Set<string>>;

/** The words an intent's cue reads in the question ("office hours", "price"): its typed fact says them. */
export function cueWords(text: string, intents: Intent[]): string[] {
  return cues.filter(([i]) => intents.includes(i)).flatMap(([, re]) => wordsOf(re.exec(text)?.[0] ?? ""));
}

/** The intents a normalised question shows, most specific first. */
export function intentsOf(text: string): Intent[] {
  const found = cues.filter(([, re]) => re.test(text)).map(([intent]) => intent);
  const has = (i: Intent) => found.includes(i);
  let intents = found;
  // "how long is each class", "how long until I hear back": not a program's length.
  if (
    /\b(each|a|one|the) (class|lesson|session)\b|\bhear back\b|\buntil\b|\btill\b|\breply\b|\brespond/.test(
      text,
    )
  )
    intents = intents.filter((i) => i !== "duration");
  // "the same class length each week?", "are the sessions longer?": a class, not the course.
  if (
    /\b(class|classes|lesson|lessons|session|sessions) (length|lengths|longer|shorter)\b|\b(sessions?|lessons?) (are |is )?(any )?(longer|shorter)\b/.test(
      text,
    )
  )
    intents = intents.filter((i) => !["duration", "longest", "shortest"].includes(i));
  // "the starting price", "how much does it start at": a price, not an intake.
  if (/\bstart(s|ing)? (price|prices|rate|rates|cost|costs|from|at)\b|\bstart(s|ing)? at\b/.test(text))
    intents = intents.filter((i) => i !== "intake");
  // "what do I need before starting": what comes before, not when it starts.
  if (/\bbefore (i |you )?(start|starting|begin)/.test(text)) intents = intents.filter((i) => i !== "intake");
  // "what time do the evening classes start": a class time, not an intake.
  if (/\bwhat time\b|\b(class|classes|lesson|lessons) (start|starts|begin|begins)\b/.test(text))
    intents = intents.filter((i) => i !== "intake");
  // "what time does the Saturday class start": a class, not the office.
  if (/\b(class|classes|lesson|lessons|session|sessions)\b/.test(text))
    intents = intents.filter((i) => i !== "hours");
  // "do you sell my email?", "the wrong phone number on my application": the visitor's own
  // details, not ours ("what's your email?", "can I call you?").
  if (
    /\b(my|our|his|her|their|wrong) ((e-?mail|phone|mobile)( number| address)?|number|address|details)\b/.test(
      text,
    ) &&
    !/\b(your|ur) ((e-?mail|phone|mobile)( number| address)?|number|address|details)\b|\b(call|ring|email|e-mail|phone|text) (you|u|us)\b/.test(
      text,
    )
  )
    intents = intents.filter((i) => i !== "phone" && i !== "email" && i !== "address");
  if (has("instalments")) intents = intents.filter((i) => i !== "fee" && i !== "rate");
  if (has("author")) intents = intents.filter((i) => i !== "instructor" && i !== "topics");
  // "who teaches": the instructor, not the list of topics taught.
  if (has("instructor")) intents = intents.filter((i) => i !== "topics");
  if (has("longest") || has("shortest")) intents = intents.filter((i) => i !== "duration");
  if (has("soonest")) intents = intents.filter((i) => i !== "intake");
  if (has("cheapest") || has("dearest")) intents = intents.filter((i) => i !== "fee" && i !== "rate");
  // "email address" asks the e-mail; "your address" the street.
  if (has("email")) intents = intents.filter((i) => i !== "address");
  if (has("contact"))
    intents = intents.filter((i) => !["shortest", "longest", "cheapest", "dearest"].includes(i));
  if (has("address")) intents = intents.filter((i) => i !== "mode");
  if (has("week"))
    intents = intents.filter(
      (i) => !["hours", "duration", "fee", "longest", "shortest", "cheapest", "dearest"].includes(i),
    );
  if (has("suits") || has("prerequisites")) intents = intents.filter((i) => i !== "topics" && i !== "mode");
  return intents;
}

const program = (s: Subject): ProgramView | undefined => s.program;
const service = (s: Subject): ServiceView | undefined => s.service;
const link = (title: string, href: string): Source => ({ title, href });
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const firstSentences = (text: string, n: number) =>
  (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, n).join("").trim();

/** "a, b and c". */
export const listOf = (items: string[], last = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

function nextIntakeText(p: ProgramView, sessions: Readonly<Record<string, string>>): string {
  const text = sessions[p.slug] ?? p.details.upcomingSession;
  return text === "TBA" || !text
    ? `The next **${p.name}** intake is not announced yet (TBA). Apply or contact us and we will tell you when it opens.`
    : `**${p.name}**: ${lowerFirst(text.replace(/\.$/, ""))}.`;
}

/**
 * A note the pages print beside a figure ("Fees are in Australian dollars and include GST."), said
 * when the question asks about it: shares a word with it beyond the figure's own words.
 */
function noteAsked(note: string, text: string): string {
  const own = new Set([...intentTerms.fee, ...intentTerms.rate]);
  const asked = new Set(termsOf(text).filter((t) => !own.has(t)));
  return termsOf(note).some((t) => asked.has(t)) ? ` ${note}` : "";
}

/** The typed answer of one intent about one program. */
/**
 * The sentences after an instructor's first that say a word of the question beyond who teaches
 * what ("has she hired testers?": "She has hired many junior testers…").
 */
function introSaying(intro: string, question: string, programName: string): string[] {
  const plain = new Set([...intentTerms.instructor, ...termsOf(programName)]);
  const asked = new Set(termsOf(question).filter((t) => !plain.has(t)));
  return (intro.match(/[^.!?]+[.!?]+/g) ?? [])
    .slice(1)
    .map((t) => t.trim())
    .filter((t) => termsOf(t).some((w) => asked.has(w)));
}

function programFact(
  intent: Intent,
  p: ProgramView,
  sessions: Readonly<Record<string, string>>,
  text = "",
): Reply | undefined {
  const source = [link(p.name, p.href)];
  switch (intent) {
    case "fee":
    case "rate":
      return {
        text: `**${p.name}** costs **${p.fee.total}**, ${p.fee.instalments}.${noteAsked(paymentTerms.currency, text)}`,
        sources: source,
      };
    case "instalments":
      return {
        text:
          p.instalments > 1
            ? `**${p.name}** costs ${p.fee.total}: pay it in full, ${p.fee.instalments}.`
            : `**${p.name}** costs ${p.fee.total}, ${p.fee.instalments}.`,
        sources: source,
      };
    case "duration":
      return { text: `**${p.name}** takes **${p.durationWeeks} weeks**.`, sources: source };
    case "mode": {
      const detail = p.guide.modes.detail ? ` ${p.guide.modes.detail}` : "";
      return {
        text: `**${p.name}** is ${p.studyMode.toLowerCase()}.${detail}`,
        sources: source,
        verdict: p.guide.modes.online ? "yes" : "no",
      };
    }
    case "topics":
    case "technologies":
      return {
        text: `**${p.name}** covers ${listOf(p.topics)}. ${p.details.features.map((f) => `**${f.name}**: ${f.description}`).join(" ")}`,
        sources: source,
      };
    case "intake":
      return { text: nextIntakeText(p, sessions), sources: [...source, link("Apply", "/enrol-now")] };
    case "instructor": {
      const who = p.details.instructor;
      if (!who) return undefined;
      return {
        text: `**${who.name}** (${who.role}) teaches **${p.name}**. ${[firstSentences(who.intro, 1), ...introSaying(who.intro, text, p.name)].join(" ")}`,
        sources: source,
      };
    }
    default:
      return undefined;
  }
}

const formatRate = (s: ServiceView) => s.startingRate.replace(/^From /, "");

function serviceFact(intent: Intent, s: ServiceView): Reply | undefined {
  const source = [link(s.name, s.href)];
  switch (intent) {
    case "fee":
    case "rate":
      return {
        text: `**${s.name}** starts from **${s.startingRate.replace(/^From /, "")}** (${serviceWork.rateNote}). ${s.description}`,
        sources: source,
      };
    case "technologies":
    case "topics":
      return { text: `For **${s.name}** we work with ${listOf(s.technologies)}.`, sources: source };
    default:
      return undefined;
  }
}

/** "Tell me about …", or the subject's name alone: what it is, with its main facts. */
export function overview(s: Subject, sessions: Readonly<Record<string, string>>): Reply | undefined {
  if (s.program) {
    const p = s.program;
    const who = p.details.instructor ? ` Taught by ${p.details.instructor.name}.` : "";
    return {
      text: `**${p.name}**: ${p.summary} It takes ${p.durationWeeks} weeks, ${p.studyMode.toLowerCase()}, and covers ${listOf(p.topics)}. It costs ${p.fee.total}, ${p.fee.instalments}.${who} ${nextIntakeText(p, sessions).replace(/\*\*/g, "")}`,
      sources: [link(p.name, p.href)],
    };
  }
  if (s.service) {
    const v = s.service;
    return {
      text: `**${v.name}**: ${v.description} We work with ${listOf(v.technologies)}; projects start from ${v.startingRate.replace(/^From /, "")}.`,
      sources: [link(v.name, v.href)],
    };
  }
  if (s.person) return personFact(s);
  if (s.post) {
    const p = s.post;
    return {
      text: `**${p.title}** by ${p.author} (${p.date}): ${p.description}`,
      sources: [link(p.title, s.href)],
    };
  }
  return undefined;
}

function personFact(s: Subject): Reply | undefined {
  const p = s.person;
  if (!p) return undefined;
  return {
    text: `**${p.name}** is our ${p.role}. ${firstSentences(p.bio, 2)}`,
    sources: [link(p.kind === "team" ? "Our people" : p.name, s.href)],
  };
}

/** Asks about what a person wrote: "has she written anything on your blog?". */
export const asksWriting = /\b(blog|blogs|post|posts|article|articles|wrote|written|write|writes|writing)\b/;

/**
 * A question about a person ("what's her background?", "how much experience has he got?", "did he
 * write anything?"): the posts they wrote when it asks about writing, else who they are: their role,
 * their bio and, for an instructor, what the program's page says about them.
 */
export function personReplies(k: Knowledge, people: Subject[], text: string): Reply[] {
  const replies: Reply[] = [];
  for (const s of people) {
    const p = s.person;
    if (!p) continue;
    if (asksWriting.test(text)) {
      const posts = k.content.posts.filter((post) => post.author === p.name);
      replies.push(
        posts.length > 0
          ? {
              text: `**${p.name}** wrote ${listOf(posts.map((post) => `**${post.title}** (${post.date})`))}.`,
              sources: posts.map((post) => link(post.title, `/blog/${post.slug}`)),
            }
          : {
              text: `We have no blog post by **${p.name}**. ${firstSentences(p.bio, 1)}`,
              sources: [link("Blog", "/blog")],
            },
      );
      continue;
    }
    const teaches = k.content.programs.filter((x) => x.details.instructor?.name === p.name);
    const said = new Set((p.bio.match(/[^.!?]+[.!?]+/g) ?? []).map((t) => t.trim()));
    const more = teaches
      .flatMap((x) => x.details.instructor?.intro.match(/[^.!?]+[.!?]+/g) ?? [])
      .map((t) => t.trim())
      .filter((t) => !said.has(t));
    replies.push({
      text: [
        `**${p.name}** is our ${p.role}${teaches.length > 0 ? `, teaching **${listOf(teaches.map((x) => x.name))}**` : ""}.`,
        p.bio,
        ...more,
      ]
        .join(" ")
        .trim(),
      sources: [
        link(p.kind === "team" ? "Our people" : p.name, s.href),
        ...teaches.map((x) => link(x.name, x.href)),
      ],
    });
  }
  return replies;
}

function siteFact(intent: Intent, k: Knowledge): Reply | undefined {
  const site = k.content.site;
  const contact = [link("Contact us", "/contact-us")];
  const address = [
    site.address.suite,
    site.address.level,
    site.address.street,
    `${site.address.suburb ?? ""} ${site.address.state ?? ""} ${site.address.postcode ?? ""}`.trim(),
  ]
    .filter(Boolean)
    .join(", ");
  const phones = listOf(
    site.phones.map((p) => `${p.display} (${p.label.toLowerCase()})`),
    "or",
  );
  switch (intent) {
    case "hours":
      return {
        text: `Our opening hours: ${site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; ")}.`,
        sources: contact,
      };
    case "phone":
      return { text: `Call us on ${phones}.`, sources: contact };
    case "email":
      return {
        text: `E-mail us at **${site.email}**, or [send us a message](/contact-us).`,
        sources: contact,
      };
    case "address":
      return { text: `We're at ${address}.`, sources: contact };
    case "identity": {
      const ps = k.content.programs.map((p) => p.name);
      const ss = k.content.services.map((v) => v.name);
      // What the About us page says the company is ("… a technology partner for businesses …").
      const about = k.passages.find((p) => p.id === "page:/about-us")?.text;
      return {
        text: `We're **${site.name}**${site.tagline ? `: ${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)}` : ""}.${about ? ` ${about}` : ""} We teach ${listOf(ps)}, and build software for businesses (${listOf(ss)}). I'm the site's assistant: ask me about courses, fees, services or how to reach us.`,
        sources: [link("About us", "/about-us")],
      };
    }
    case "team": {
      // The people the site presents as its team (/our-people), each with their role.
      const team = k.content.people.filter((p) => p.kind === "team");
      if (team.length === 0) return undefined;
      return {
        text: `The people behind **${site.name}**: ${team.map((p) => `**${p.name}**, ${p.role}. ${firstSentences(p.bio, 1)}`).join(" ")}`,
        sources: [link("Our people", "/our-people")],
      };
    }
    case "contact":
      return {
        text: `Call ${phones}, e-mail **${site.email}**, or [send us a message](/contact-us). We're at ${address}.`,
        sources: contact,
      };
    default:
      return undefined;
  }
}

/** Every program compared on one field: the longest, the cheapest… */
function compared(intent: Intent, k: Knowledge, among?: ProgramView[]): Reply | undefined {
  const programs = among ?? k.content.programs;
  if (programs.length === 0) return undefined;
  const by = {
    longest: (p: ProgramView) => p.durationWeeks,
    shortest: (p: ProgramView) => -p.durationWeeks,
    cheapest: (p: ProgramView) => -p.feeAud,
    dearest: (p: ProgramView) => p.feeAud,
  }[intent as "longest"];
  if (!by) return undefined;
  const top = Math.max(...programs.map(by));
  const winners = programs.filter((p) => by(p) === top);
  const field0 = intent === "longest" || intent === "shortest" ? "take the same time" : "cost the same";
  if (winners.length === programs.length && programs.length > 1)
    return {
      text: `${listOf(programs.map((p) => `**${p.name}**`))} ${field0}: ${intent === "longest" || intent === "shortest" ? `${programs[0]!.durationWeeks} weeks` : programs[0]!.fee.total} each.`,
      sources: programs.map((p) => link(p.name, p.href)),
    };
  const field =
    intent === "longest" || intent === "shortest"
      ? (p: ProgramView) => `${p.durationWeeks} weeks`
      : (p: ProgramView) => p.fee.total;
  const word = {
    longest: "longest",
    shortest: "shortest",
    cheapest: "least expensive",
    dearest: "most expensive",
  }[intent as "longest"];
  return {
    text: `${listOf(winners.map((p) => `**${p.name}** (${field(p)})`))} ${winners.length > 1 ? "are" : "is"} the ${word}. ${programs
      .filter((p) => !winners.includes(p))
      .map((p) => `${p.name}: ${field(p)}`)
      .join("; ")}.`.replace(/ \.$/, ""),
    sources: winners.map((p) => link(p.name, p.href)),
  };
}

/** The date an intake text gives ("Next intake starts Monday 2 February 2027"), if any. */
function intakeDate(text: string): number | undefined {
  const m = /\b(\d{1,2} [A-Z][a-z]+ \d{4})\b/.exec(text);
  const when = m ? Date.parse(m[1]!) : Number.NaN;
  return Number.isNaN(when) ? undefined : when;
}

/** "Which course starts first?": the programs whose next intake has the earliest date. */
function soonest(programs: ProgramView[], sessions: Readonly<Record<string, string>>): Reply | undefined {
  const dated = programs
    .map((p) => ({ p, when: intakeDate(sessions[p.slug] ?? p.details.upcomingSession ?? "") }))
    .filter((x): x is { p: ProgramView; when: number } => x.when !== undefined);
  if (dated.length === 0) return undefined;
  const first = Math.min(...dated.map((x) => x.when));
  const winners = dated.filter((x) => x.when === first).map((x) => x.p);
  const all = programs.map((p) => nextIntakeText(p, sessions).replace(/\*\*/g, ""));
  return {
    text: `${listOf(winners.map((p) => `**${p.name}**`))} ${winners.length > 1 ? "start" : "starts"} first. ${all.join(" ")}`,
    sources: [...winners.map((p) => link(p.name, p.href)), link("Apply", "/enrol-now")],
  };
}

/** Intents answered by one of a program's own passages (its guide's fields). */
export const passageIntents: Partial<Record<Intent, string>> = {
  suits: "suits",
  prerequisites: "prerequisites",
  week: "week",
  roles: "roles",
};

/** Words that show a question is about the courses, when it names none. */
const aboutCourses = /\b(course|courses|program|programs|class|classes|bootcamp|training|study|studying)\b/;

/** Intents that weigh courses or services against each other. */
const weighed = new Set<Intent>(["longest", "shortest", "cheapest", "dearest", "soonest"]);

/**
 * The typed answers for the intents asked, about the subjects named (or carried over). A program
 * intent with no program named answers for every program.
 */
export function typedReplies(
  k: Knowledge,
  intents: Intent[],
  subjects: Subject[],
  sessions: Readonly<Record<string, string>>,
  text = "",
  bare = false,
): Reply[] {
  const replies: Reply[] = [];
  const programs = subjects.filter((s) => s.kind === "program");
  const services = subjects.filter((s) => s.kind === "service");
  const people = subjects.filter((s) => s.kind === "person");
  const posts = subjects.filter((s) => s.kind === "post");
  for (const intent of intents) {
    if (intent === "difference" && programs.length + services.length >= 2) {
      for (const s of [...programs, ...services]) {
        const r = overview(s, sessions);
        if (r) replies.push(r);
      }
      continue;
    }
    if (
      (intent === "cheapest" || intent === "dearest") &&
      ((services.length >= 1 && services.length >= programs.length) ||
        (programs.length === 0 && /\b(service|services|businesses|business|companies|company)\b/.test(text)))
    ) {
      const among = services.length >= 2 ? services.map((s) => s.service!) : k.content.services;
      const rate = (v: ServiceView) => v.startingRate.replace(/^From\b/, "from");
      const by = (v: ServiceView) => (intent === "cheapest" ? -v.startingRateAud : v.startingRateAud);
      const top = Math.max(...among.map(by));
      const winners = among.filter((v) => by(v) === top);
      replies.push({
        text: `${listOf(winners.map((v) => `**${v.name}** (${rate(v)})`))} ${winners.length > 1 ? "are" : "is"} our ${intent === "cheapest" ? "least expensive" : "most expensive"} service. ${among
          .filter((v) => !winners.includes(v))
          .map((v) => `${v.name}: ${rate(v)}`)
          .join("; ")}.`,
        sources: winners.map((v) => link(v.name, v.href)),
      });
      continue;
    }
    if (intent === "soonest") {
      const among = programs.length >= 2 ? programs.map((s) => s.program!) : k.content.programs;
      const r = soonest(among, sessions);
      if (r) replies.push(r);
      continue;
    }
    // "Habits that help juniors grow faster" in a post: no course is weighed.
    if (programs.length + services.length === 0 && people.length + posts.length > 0 && weighed.has(intent))
      continue;
    if (["longest", "shortest", "cheapest", "dearest"].includes(intent)) {
      const r = compared(intent, k, programs.length >= 2 ? programs.map((s) => s.program!) : undefined);
      if (r) replies.push(r);
      continue;
    }
    if (intent === "author" && posts.length > 0) {
      for (const s of posts)
        replies.push({
          text: `**${s.post!.title}** was written by **${s.post!.author}** (${s.post!.date}).`,
          sources: [link(s.post!.title, s.href)],
        });
      continue;
    }
    const site = siteFact(intent, k);
    if (site && !(intent === "hours" && programs.length > 0)) {
      replies.push(site);
      continue;
    }
    if (services.length > 0 && ["fee", "rate", "technologies", "topics"].includes(intent)) {
      for (const s of services) {
        const r = serviceFact(intent, service(s)!);
        if (r) replies.push(r);
      }
      continue;
    }
    // "Do your service prices include GST?": every service's starting rate, with the note on it.
    if (
      intent === "rate" &&
      subjects.length === 0 &&
      k.content.services.length > 0 &&
      /\bservices?\b/.test(text)
    ) {
      const ss = k.content.services;
      replies.push({
        text: `Our services start from ${listOf(ss.map((v) => `**${formatRate(v)}** (${v.name})`))} (${serviceWork.rateNote}).`,
        sources: ss.map((v) => link(v.name, v.href)).slice(0, 4),
      });
      continue;
    }
    if (intent === "rate" && programs.length === 0) continue;
    const targets = programs.length > 0 ? programs.map((s) => program(s)!) : [];
    if (targets.length > 0) {
      for (const p of targets) {
        const r = programFact(intent, p, sessions, text);
        if (r) replies.push(r);
      }
      continue;
    }
    if (people.length > 0 || posts.length > 0 || services.length > 0) continue;
    // No subject: every program ("how long are the courses?", "when do the next intakes start?").
    if (
      ["fee", "duration", "mode", "intake", "instructor", "instalments"].includes(intent) &&
      (aboutCourses.test(text) || (bare && !/\bservices?\b/.test(text)))
    ) {
      const all = k.content.programs
        .map((p) => programFact(intent, p, sessions, text))
        .filter((r): r is Reply => Boolean(r));
      if (all.length > 0)
        replies.push({
          text: all.map((r) => r.text).join(" "),
          sources: all.flatMap((r) => r.sources).slice(0, 4),
        });
    }
  }
  if (intents.includes("programs") && programs.length === 0 && replies.length === 0) {
    const ps = k.content.programs;
    replies.push({
      text: `We offer ${ps.length} training program${ps.length === 1 ? "" : "s"}: ${listOf(ps.map((p) => `**${p.name}** (${p.durationWeeks} weeks, ${p.studyMode.toLowerCase()}, ${p.fee.total})`))}.`,
      sources: ps.map((p) => link(p.name, p.href)).slice(0, 4),
    });
  }
  if (intents.includes("services") && services.length === 0 && replies.length === 0) {
    const ss = k.content.services;
    replies.push({
      text: `We offer ${ss.length} software service${ss.length === 1 ? "" : "s"}: ${listOf(ss.map((s) => `**${s.name}** (${s.startingRate.toLowerCase()})`))}.`,
      sources: ss.map((s) => link(s.name, s.href)).slice(0, 4),
    });
  }
  if (replies.length === 0 && people.length > 0 && !intents.some((i) => i !== "person" && i !== "instructor"))
    for (const s of people) {
      const r = personFact(s);
      if (r) replies.push(r);
    }
  const seen = new Set<string>();
  return replies.filter((r) => !seen.has(r.text) && Boolean(seen.add(r.text)));
}
