/**
 * Details of the site's documents themselves rather than what they offer: when the privacy policy
 * or the enrolment terms were last updated and when a blog post was published, which law governs
 * the terms, what breaking the terms' conduct rule leads to, and whether the certificate is an
 * accredited qualification. Visitors ask these in their own words ("how old is that blog about
 * cleaning data", "r ur terms under nsw law or victorian?", "what if a mate does my projects for
 * me"), often with a word the site never uses ("victorian", "jerk", "govt") that would otherwise
 * send them to the honest reply, or with words that match another intent better (a course's
 * projects, the refund law). Each rule reads the document's own field or sentence, so the answer
 * is the content's. Called by outright.ts after the things the site never says.
 */
import { splitAsks } from "./asks-apart.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { blogPassages, longDate, type Passage } from "./corpus.ts";
import * as facts from "./facts.ts";
import { privacy, type Reply, terms } from "./facts.ts";
import { normalise, sentencesOf } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";
import { contentTerms } from "./retrieval.ts";

/** When something was written or changed: "when was it updated", "how old is", "what date is on". */
const dateAsked =
  /\b(when|what date|which date|what day|how long ago)\b.{0,60}\b(updated?|updates|changed?|revised?|reviewed|published|posted|written|wrote|put up|go up|went up|come out|came out|released|dated|last)\b|\bhow (old|recent|new|current|up to date|fresh)\b|\b(last|latest|most recent) (updated?|changed?|revised?|revision)\b|\b(what|what is|what s|whats) the date\b|\bdate (on|of|at the top of)\b|\bdated\b/;
/** A document or post named: the policy, the terms, a post. */
const privacyNamed = /\bprivacy\b/;
const termsNamed = /\b(terms|conditions|t ?& ?cs?|tcs|contract)\b/;
const postNamed = /\b(blog|blogs|post|posts|article|articles|written|wrote|published|posted)\b/;
/** A question that points back to the thing just discussed ("when was it published?"). */
const pointsBack = /\b(it|that|this|they|them|those|the one)\b/;

/** Words of a question about a post that name no post ("when was the blog post written?"). */
const notAPost =
  /^(when|date|day|blog|blogs|post|posts|article|articles|written|wrote|write|publish|published|posted|updated|update|old|recent|new|current|last|one|about|your|ur|the|that|this|it)$/;

/** The posts' byline passages: "X wrote the blog post “T”, published on D. About." */
let bylines: Passage[] | undefined;
const postBylines = () => {
  bylines ??= blogPassages().filter((p) => /^blog:.+:about$/.test(p.id) && p.date !== undefined);
  return bylines;
};

/** The post whose title, description or file name shares most of the question's words; none on a tie. */
function postNamedBy(text: string): Passage | undefined {
  const asked = contentTerms(text).filter((t) => !notAPost.test(t));
  if (asked.length === 0) return undefined;
  const near = (a: string, b: string) =>
    a === b || (a.length > 4 && b.length > 4 && (a.startsWith(b) || b.startsWith(a)));
  const scored = postBylines()
    .map((p) => {
      const own = contentTerms(
        `${p.title} ${p.text} ${p.id.replace(/^blog:|:about$/g, "").replace(/-/g, " ")}`,
      );
      return { p, s: asked.filter((t) => own.some((o) => near(t, o))).length };
    })
    .sort((a, b) => b.s - a.s);
  const [best, next] = scored;
  return best && best.s > 0 && (!next || best.s > next.s) ? best.p : undefined;
}

type Dated = { kind: "privacy" } | { kind: "terms" } | { kind: "post"; post: Passage };

/** Which dated document a text names: the privacy policy, the terms, or one post. */
function documentNamed(text: string): Dated | undefined {
  if (privacyNamed.test(text) && !termsNamed.test(text)) return { kind: "privacy" };
  if (termsNamed.test(text) && !privacyNamed.test(text)) return { kind: "terms" };
  const post = postNamed.test(text) || /\babout\b/.test(text) ? postNamedBy(text) : undefined;
  return post ? { kind: "post", post } : undefined;
}

function dateReply(d: Dated): Reply {
  if (d.kind === "post") {
    const [byline = "", ...about] = sentencesOf(d.post.text);
    return {
      lead: byline,
      more: [about.join(" ")].filter(Boolean),
      sources: [{ title: d.post.title, href: d.post.href }],
    };
  }
  const doc = d.kind === "privacy" ? privacyPolicy : enrolmentTerms;
  const name = d.kind === "privacy" ? "privacy policy" : "enrolment terms and conditions";
  const href = d.kind === "privacy" ? "/privacy" : "/terms";
  // The policy says what its date means: "When we change this policy we update the date at the top of this page."
  const changes = doc.sections
    .flatMap((s) => s.paragraphs)
    .flatMap((p) => sentencesOf(p))
    .find((s) => /\bupdate the date\b/.test(s));
  return {
    lead: `Our [${name}](${href}) ${d.kind === "privacy" ? "was" : "were"} last updated on ${longDate(doc.updated)}.`,
    more: changes ? [changes] : [],
    sources: [d.kind === "privacy" ? privacy : terms],
  };
}

/**
 * "When were the enrolment terms last updated?", "how old is that blog about cleaning data",
 * "when was it published?" after a post was discussed: the document's own date. A question that
 * names no document takes the one the previous question named.
 */
export function documentDate(text: string, history: string[]): Reply | undefined {
  if (!dateAsked.test(text)) return undefined;
  // The newest or oldest post is blog-posts.ts's; when the company started is not a document's date.
  if (/\b(latest|newest|oldest|earliest)\b/.test(text) && postNamed.test(text)) return undefined;
  const named = documentNamed(text);
  if (named) return dateReply(named);
  const before = history.at(-1);
  if (!before || !pointsBack.test(text) || privacyNamed.test(text) || termsNamed.test(text)) return undefined;
  const earlier = documentNamed(normalise(before));
  return earlier ? dateReply(earlier) : undefined;
}

/** Which law or jurisdiction: "which state's law do your T&Cs fall under?", "r ur terms under nsw law or victorian?". */
const lawAsked =
  /\b(which|what|whose) (state|states|country|countries|law|laws|jurisdiction|jurisdictions|legislation|courts?)\b.{0,60}\b(law|laws|apply|applies|govern|governs|governed|fall|falls|under|cover|covers|covered)\b|\bgovern(ed|s|ing)? (by|law)\b|\bjurisdiction\b|\bunder (the )?(nsw|new south wales|victorian?|queensland|qld|australian|federal|state|which|what|whose)( \w+)? (law|laws)\b|\b(nsw|new south wales|victorian?|queensland|qld|state) (law|laws)\b/;

/** Breaking the conduct rule, said in everyday words: handing in another's work, or mistreating people. */
const othersWork =
  /\b(copy|copies|copied|copying|plagiar\w*|cheat|cheats|cheated|cheating|steal|steals|stole|stealing)\b.{0,50}\b(project|projects|assignment|assignments|work|homework|code|exercise|exercises)\b|\b(project|projects|assignment|assignments|work|homework|code)\b.{0,30}\b(copied|plagiari[sz]ed|stolen)\b|\b(hand|hands|handing|handed|submit|submits|submitting|submitted|turn|turns|turning|turned)( it| them)? in\b.{0,30}\b(as (their|his|her|my|your) own|someone else|somebody else|another person|another student|other people)\b|\b(pay|paying|paid|get|getting|got|have|having|ask|asking)( \w+)? (someone|somebody|a mate|my mate|a friend|my friend|a freelancer|chatgpt|ai|another (person|student))( else)? (to )?(do|write|finish|complete) (my|the|our|his|her|their) (course )?(projects?|assignments?|work|homework|code)\b|\bcheating\b|\bplagiar\w*\b/;
const mistreating =
  /\b(harass\w*|bully|bullies|bullied|bullying|rude|jerk|disrespect\w*|abusive|abuse|abusing|threaten\w*|racist|sexist|aggressive|creepy|nasty)\b.{0,40}\b(to|towards|toward|with|at|others|other students|classmates|students|staff|instructors?|teachers?|trainers?|me|people|someone|class)\b|\b(harass\w*|bull(y|ies|ied|ying)|disrespect\w*)\b/;
/** What the conduct rule leads to: being kicked out, trouble, what happens. */
const consequence =
  /\b(kicked|thrown|removed|expelled|booted|banned) out\b|\b(kick|kicks|boot|throw) (me|them|him|her|someone|a student|students) out\b|\b(what happens|what would happen|what will happen|what if|what do you do|what would you do|what will you do|consequences?|punish\w*|trouble|allowed|ok|okay|fine|seriously|serious|tolerate|deal with|about it)\b|\b(end|cancel|terminate|lose)\b.{0,20}\b(enrolment|enrollment|place|spot)\b/;

/**
 * Whether the certificate's standing is asked: accreditation, an RTO, government or TAFE recognition.
 * Not "is the certificate legit?" alone: whether a document is genuine is left to a person.
 */
const accreditationAsked = (t: string) =>
  /\b(accredit\w*|rto|rtos|registered training)\b/.test(t) ||
  (/\b(govt|government|nationally|tafe|aqf|recogni[sz]\w*|official|officially)\b/.test(
    t,
  ) &&
    /\b(certificate|certificates|cert|certs|qualification|qualifications|diploma|diplomas|certification)\b/.test(
      t,
    ));

/**
 * What the classrooms have: "anywhere to charge my laptop in the classroom?", "wifi in class or my
 * own hotspot?". The equipment reply says it (study.ts: Wi-Fi and a power point at every desk), but
 * a question this short matches passages as well as it matches the intent and loses to them.
 */
const classroomAsked = (t: string) =>
  /\b(wi-?fi|internet|hotspot|power points?|powerpoints?|chargers?|charge|charging|plug|plugs|socket|sockets|outlets?|battery)\b/.test(
    t.replace(/\bpower bi\b/g, ""),
  ) &&
  /\b(class|classes|classroom|classrooms|campus|desk|desks|lecture|lessons?|there)\b/.test(t) &&
  !/\b(charge|charges|charged|charging) (for|extra|a fee|fees|more|gst)\b|\b(how much|price|cost|fee|fees)\b/.test(
    t,
  );

/** The documents' details, in the order above; undefined when none is asked. */
export function documentDetails(c: OutrightContext): Understanding | undefined {
  const { reading, subject } = c;
  const text = reading.text;
  const answer = (reply: Reply, intent: Understanding["intents"][number]): Understanding => ({
    replies: [reply],
    intents: [intent],
    subject,
    unknown: [],
    confidence: 1,
    page: true,
  });
  const dated = documentDate(text, c.history);
  if (dated) return answer(dated, "law");
  // "Is the QA course accredited and do you help find work after?": a message of several asks is
  // answered ask by ask (asks-apart.ts), not by the one rule below that its first ask meets.
  if (splitAsks(c.question)) return undefined;
  if (
    lawAsked.test(text) &&
    (termsNamed.test(text) || privacyNamed.test(text) || /\b(enrol\w*|dispute|legal)\b/.test(text))
  )
    return answer(facts.law(subject), "law");
  if ((othersWork.test(text) || mistreating.test(text)) && consequence.test(text))
    return answer(facts.conduct(), "conduct");
  if (classroomAsked(text)) return answer(facts.equipmentReply(subject), "equipment");
  if (
    accreditationAsked(text) &&
    !/\b(instructors?|teachers?|trainers?|staff|testers?|developers?)\b/.test(text)
  )
    return answer(facts.certificate({ ...subject, text: `${text} accredited` }), "certificate");
  return undefined;
}
