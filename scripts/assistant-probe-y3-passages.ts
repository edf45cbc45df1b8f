/**
 * Probe batch (issue 16, fixer y3): free-text questions answered from passages (the blog posts,
 * the FAQ, the privacy policy) and a few comparisons, in new visitors' wordings. Facts from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const CLEAN = [["Clean data first", "Daniel Okafor"]];
const MISSING = [["not the same as zero", "missing is not the same"]];
const AUTOMATE = [["critical user journeys", "critical"], ["regression"]];
const HUMAN = [["confusing error message", "exploratory", "human judgement", "usability", "nobody imagined"]];
const DTYPES = [["df.dtypes", "dtypes"]];
const IP30 = [["30 days", "thirty days"]];
const ANON = [["without giving your name", "without entering your details", "without your name"]];
const LONG = [["Full stack", "full-stack"], ["24 weeks", "24-week"], ["$2,000", "2,000"]];
const NO_ONLINE_DA = [["no online option", "on campus in Sydney only", "Sydney only"]];

export const probeY3Passages: DevCase[] = [
  { kind: "free text", question: "Have you guys written anything about prepping a dataset before you plot it? who's the author?", anyOf: CLEAN },
  { kind: "free text", question: "which of your articles covers tidying data before visualising it, and what does it say?", anyOf: [["Daniel Okafor", "Clean data first"], ["duplicate", "check the types", "missing", "reconcile"]] },
  { kind: "free text", question: "who wrote the post about getting data ready for a dashboard?", anyOf: [["Daniel Okafor"]] },
  { kind: "free text", question: "should blank values be treated as 0 in my analysis?", anyOf: MISSING },
  { kind: "typo", question: "is a misssing value basically zero when u analyse stuff", anyOf: MISSING },
  { kind: "free text", question: "What sorts of tests should a team automate?", anyOf: AUTOMATE },
  { kind: "free text", question: "list the good candidates for test automation please", anyOf: AUTOMATE },
  { kind: "free text", question: "which tests make sense to hand over to automation?", anyOf: AUTOMATE },
  { kind: "free text", question: "What can a person testing by hand find that a script misses?", anyOf: HUMAN },
  { kind: "free text", question: "why do we still need manual testers, what do they spot that automation doesn't?", anyOf: HUMAN },
  { kind: "slang", question: "whats the 1st line of pandas u write in a notebook", anyOf: DTYPES },
  { kind: "free text", question: "Which pandas command do your analysts start every notebook with?", anyOf: DTYPES },
  { kind: "multi-part", question: "does the chatbot keep my messages? can I chat without telling you who I am?", anyOf: [...IP30, ...ANON] },
  { kind: "multi-part", question: "How long do you hold on to my IP address from the chat, and can I stay anonymous?", anyOf: [...IP30, ...ANON] },
  { kind: "free text", question: "can I ask you questions without giving my name?", anyOf: ANON },
  { kind: "comparison", question: "what's your longest program and how much dearer is it than the rest?", anyOf: LONG },
  { kind: "comparison", question: "Which of the courses takes the most weeks, and what's the price gap to the others?", anyOf: LONG },
  { kind: "comparison", question: "which program is the longest?", anyOf: [["Full stack", "full-stack"], ["24 weeks", "24-week"]] },
  { kind: "slang", question: "heya, can i do data analytics remotely from Perth or do i have to turn up in Sydney?", anyOf: NO_ONLINE_DA },
  { kind: "slang", question: "mate could I study the data course from home in Darwin, or is it in-person only?", anyOf: NO_ONLINE_DA },
  { kind: "multi-part", question: "I want my personal data deleted. Who should I contact, and how quickly will it happen?", anyOf: [["30 days", "thirty days"]] },
  { kind: "multi-part", question: "Please remove my details from your systems. Who handles that? How long does it take?", anyOf: [["30 days", "thirty days"]] },
  { kind: "multi-part", question: "I'd like a copy of the data you hold on me. Who do I write to, and when will I hear back?", anyOf: [["30 days", "thirty days"]] },
  { kind: "free text", question: "does your blog say whether automation can replace manual testing? who wrote that?", anyOf: [["Mei Lin Chen"], ["need both", "does not replace", "no"]] },
];
