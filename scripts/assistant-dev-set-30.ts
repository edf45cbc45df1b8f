/**
 * Development set 30 (issue 16). First written as a private blind probe set (p38: ten visitors on their phones, six messages each) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a1858ba, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

/**
 * Probe set p38: ten visitors on their phones, six messages each, written from the content only.
 * Order: school leaver, career changer (40s), parent, shift-working nurse, international student
 * already in Sydney, small business owner, startup CTO, returning applicant, journalist, job seeker.
 */

// 1. School leaver
const sl1 =
  "hey just finished yr 12 lol, never coded in my life. can i still do the full stack one or is it way too hard";
const sl2 = "how long does it go for";
// 2. Career changer in their 40s
const cc1 =
  "Hi there. I'm 46 and have managed a retail store for 20 odd years. I'm burnt out and want to get into IT but I can't face a three year degree. A friend said testing is a good way in. Is your QA course realistic for someone like me with zero tech background?";
// 4. Nurse on shifts
const nu1 = "if my roster changes halfway thru can i swap to a different class night?";
const nu3 = "which of ur courses can i do from home? sometimes im on call";
// 5. International student
const is3 = "wat's the price for the QA testing course?";
// 6. Small business owner
const sb1 =
  "G'day, I run a plumbing business with 6 vans. Want an app so my blokes can log jobs on their phones. Ballpark what does something like that cost with you lot?";
const sb2 = "what about just a website where customers can book online, cheaper?";
// 7. Startup CTO
const ct4 = "Do you do native iOS or only cross-platform?";
// 8. Returning applicant
const ra5 = "my dashboard says waitlisted now?? what does that even mean";
// 9. Journalist
const jo4 = "Who teaches the data analytics course, and what industry experience do they have?";
// 10. Job seeker
const js1 =
  "been applying for junior dev jobs for 8 months, zero callbacks. does ur course actually help with getting hired or is it just teaching";

export const devSet30: DevCase[] = [
  // ---- 1. School leaver ----
  {
    kind: "slang",
    question: sl1,
    anyOf: [["No programming experience", "starts with HTML"]],
  },
  {
    kind: "follow-up",
    before: [sl1],
    question: sl2,
    anyOf: [["24 weeks", "24-week"]],
  },
  {
    kind: "follow-up",
    before: [sl1, sl2],
    question: "and how much $$ is it? can i pay it off bit by bit",
    anyOf: [
      ["6,000", "6000"],
      ["instalment", "installment"],
    ],
  },
  {
    kind: "no answer",
    question: "im 17 til march, is there a minimum age to enrol or do i have to wait til im 18",
    none: true,
  },
  {
    kind: "comparison",
    question: "tbh full stack seems pricey for me. whats ur cheapest course",
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "typo",
    question: "ok what abt data analytics, do i need to be good at maths? i got like a C in genral maths",
    anyOf: [["High-school maths", "high school maths"]],
  },

  // ---- 2. Career changer in their 40s ----
  {
    kind: "indirect",
    question: cc1,
    anyOf: [["No coding experience", "hospitality or retail"]],
  },
  {
    kind: "follow-up",
    before: [cc1],
    question: "I'd still need to work full time tho. When are the classes actually on?",
    anyOf: [
      ["6PM-9PM", "6PM - 9PM", "6 PM", "6pm"],
      ["Saturday", "Sat 11AM"],
    ],
  },
  {
    kind: "comparison",
    question: "Which one is quicker to finish, the full stack or the data one?",
    facts: ["Data Analytics"],
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    kind: "no answer",
    question:
      "is there any government funding or subsidy I could get for it? something like smart and skilled?",
    none: true,
  },
  {
    kind: "typo",
    question: "on the testng course how many hrs a wk would i be doing at home on top of the actual clas?",
    anyOf: [["5 to 7 hours"]],
  },
  {
    kind: "indirect",
    question: "Honestly, at my age will anyone even hire me after? Do you guys guarantee a job at the end?",
    anyOf: [["cannot promise", "no course can guarantee"]],
  },

  // ---- 3. Parent ----
  {
    kind: "multi-part",
    question:
      "Hello, my son has just turned 18 and loves computers. What courses do you run and how long is each one?",
    facts: ["Data Analytics"],
    anyOf: [
      ["24 weeks", "24-week"],
      ["16 weeks", "16-week"],
    ],
  },
  {
    kind: "indirect",
    question: "If he starts and decides halfway through it's not for him, do we get the money back?",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "paraphrase",
    question: "I'd be the one paying. Can I put it on my card or is it bank transfer only?",
    facts: ["card"],
  },
  {
    kind: "no answer",
    question: "Is there parking at your building? I'd probably be driving him in for the first few weeks",
    noYes: true,
  },
  {
    kind: "answer",
    question: "Does he have to bring his own computer, or do you supply one for the course?",
    anyOf: [["Bring your own laptop", "do not provide or lend", "your own laptop"]],
  },
  {
    kind: "multi-part",
    question: "What's the address? We'd like to pop in on a Saturday to have a look, are you open then?",
    facts: ["88 Harbour Street"],
    anyOf: [["10AM-3PM", "10AM - 3PM", "10 AM", "10am"]],
  },

  // ---- 4. Nurse on rotating shifts ----
  {
    kind: "paraphrase",
    question: nu1,
    anyOf: [["has room", "another class time"]],
  },
  {
    kind: "follow-up",
    before: [nu1],
    question: "and what if i get called in for an extra shift and miss one",
    anyOf: [["Tell your instructor", "online space", "catch up"]],
  },
  {
    kind: "slang",
    question: "how long is each session? after a 12hr shift idk if i can concentrate that long lol",
    anyOf: [["3 hours", "three-hour", "three hours"]],
  },
  {
    kind: "comparison",
    question: nu3,
    anyOf: [["QA"], ["Full stack"]],
  },
  {
    kind: "follow-up",
    before: [nu3],
    question: "so data analytics is campus only then?",
    anyOf: [["no online option", "Sydney only"]],
  },
  {
    kind: "no answer",
    question:
      "do u recognise prior learning? ive done some excel and stats in my nursing degree, could i get credit and skip the first module",
    none: true,
  },

  // ---- 5. International student already in Sydney ----
  {
    kind: "no answer",
    question:
      "hi im doing my masters at a uni in sydney on a student visa. if i study with u on the side does it affect my visa conditions?",
    none: true,
  },
  {
    kind: "indirect",
    question: "my english is ok but not perfect, is that enough for the full stack course?",
    anyOf: [["English good enough to read technical documentation", "technical documentation"]],
  },
  {
    kind: "no answer",
    question: "is there a discount for international students? fees here are killing me",
    none: true,
  },
  {
    kind: "typo",
    question: is3,
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "follow-up",
    before: [is3],
    question: "can i split it into monthly payments",
    anyOf: [
      ["1,000", "1000"],
      ["instalment", "installment"],
    ],
  },
  {
    kind: "indirect",
    question: "I only have a MacBook, is that going to be a problem for the data analytics course?",
    anyOf: [["Windows only", "Power BI Desktop"]],
  },

  // ---- 6. Small business owner ----
  {
    kind: "indirect",
    question: sb1,
    anyOf: [["20,000", "20000"]],
  },
  {
    kind: "follow-up",
    before: [sb1],
    question: sb2,
    anyOf: [["10,000", "10000"]],
  },
  {
    kind: "follow-up",
    before: [sb1, sb2],
    question: "is that price plus GST or including?",
    anyOf: [["excluding GST"]],
  },
  {
    kind: "free text",
    question: "how does the pricing work, do i get charged by the hour or is it a set price upfront?",
    anyOf: [["fixed quote"]],
  },
  {
    kind: "out-of-scope",
    question: "do u do SEO and google ads as well? my current site is basically invisible on google",
    none: true,
  },
  {
    kind: "multi-part",
    question:
      "whats involved in the free consult thing, who would i actually be talking to and how long does it take?",
    anyOf: [["30-minute", "30 minute"], ["senior developer"]],
  },

  // ---- 7. Startup CTO ----
  {
    kind: "indirect",
    question:
      "What's your web stack? We're on Next + TS and I don't want an agency rewriting everything in something else",
    anyOf: [["Nextjs", "TypeScript"]],
  },
  {
    kind: "paraphrase",
    question: "How do you run delivery: sprints, demos, what cadence do we see progress at?",
    anyOf: [["Fortnightly demos", "fortnightly"]],
  },
  {
    kind: "no answer",
    question: "Will you sign an NDA before we share the pitch deck and repo?",
    none: true,
  },
  {
    kind: "paraphrase",
    question: ct4,
    facts: ["Swift"],
  },
  {
    kind: "follow-up",
    before: [ct4],
    question: "And post-launch, do you stick around for support or hand it over and disappear?",
    anyOf: [["on call", "monitoring", "Launch and support"]],
  },
  {
    kind: "slang",
    question: "need an outside team to test our existing app, security + automation. what's the min spend?",
    anyOf: [["5,000", "5000"]],
  },

  // ---- 8. Returning applicant checking their application ----
  {
    kind: "typo",
    question: "I applyed for data anaytics like 5 days ago and havent herd a thing?? is that normal",
    anyOf: [["two business days", "within a week"]],
  },
  {
    kind: "paraphrase",
    question: "can i change the class time on my application? i picked tuesday but need thursday now",
    anyOf: [["new application", "has room", "another class time"]],
  },
  {
    kind: "paraphrase",
    question: "is there somewhere online i can see where my application is up to?",
    anyOf: [["portal"]],
  },
  {
    kind: "slang",
    question: "forgot my portal pw, help",
    anyOf: [["Forgot password", "reset link"]],
  },
  {
    kind: "answer",
    question: ra5,
    anyOf: [["waiting list"], ["place opens", "order applications arrived", "intake you chose is full"]],
  },
  {
    kind: "follow-up",
    before: [ra5],
    question: "ok update, it says accepted now!! what do i do to lock in my spot",
    anyOf: [["acceptance e-mail", "5550 1234"]],
  },

  // ---- 9. Journalist ----
  {
    kind: "multi-part",
    question:
      "Hi, I'm writing a piece on coding bootcamps in Sydney for a local paper. Who runs Harbourline, and what's their background?",
    facts: ["Sarah Whitfield"],
    anyOf: [["fifteen years", "Director"]],
  },
  {
    kind: "free text",
    question: "What placement rate do your graduates achieve? Our readers always want outcomes.",
    anyOf: [["do not publish"]],
  },
  {
    kind: "no answer",
    question: "Roughly how many students have graduated from your programs so far?",
    none: true,
  },
  {
    kind: "multi-part",
    question: jo4,
    facts: ["Daniel Okafor"],
    anyOf: [["eight years", "retail and government"]],
  },
  {
    kind: "follow-up",
    before: [jo4],
    question: "and the testing one?",
    facts: ["Mei Lin Chen"],
    anyOf: [["ten years", "banking and health"]],
  },
  {
    kind: "multi-part",
    question: "Are your courses nationally accredited, and are you a registered training organisation?",
    anyOf: [["nationally accredited", "registered training organisation"]],
  },

  // ---- 10. Job seeker ----
  {
    kind: "indirect",
    question: js1,
    anyOf: [["Mock interview", "CV and LinkedIn review", "Portfolio review", "Job-search sessions"]],
  },
  {
    kind: "follow-up",
    before: [js1],
    question: "is all that careers stuff extra $$ or included",
    anyOf: [["no extra cost"]],
  },
  {
    kind: "slang",
    question: "what kinda jobs do ppl go for after the QA one",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  {
    kind: "indirect",
    question: "r u guys hiring yourselves? id love to work there, what do u look for in people",
    anyOf: [["Teach by doing", "Small teams", "Flexible hours"]],
  },
  {
    kind: "out-of-scope",
    question: "if i do the course can i still get my jobseeker payment from centrelink?",
    none: true,
  },
  {
    kind: "free text",
    question: "read ur blog post about the first 90 days as a junior. whats the fifteen minute rule thing",
    anyOf: [["fifteen minutes", "write down what you tried"]],
  },
];
