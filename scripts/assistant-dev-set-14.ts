/**
 * Development set 14 (issue 16). First written as a private blind probe set (p12: a broad mix) and run on
 * the engine at 0ccfae6 (engine of 5f41bab), which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p12 for the chat assistant (issue 16). Written from the product spec and the
 * site's content (content/*.ts, content/blog/*.md) only; the engine was not read or run.
 * Every fact is a string the content writes (case-insensitive); anyOf lists formatting variants
 * of one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour", "3hr", "3 hrs"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6pm"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const AM11 = ["11AM", "11 AM", "11:00", "11am"];
const PM2 = ["2PM", "2 PM", "14:00", "2pm", "2:00 PM"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA course", "software testing"];
const NOT_PROVIDED = [
  "do not provide",
  "don't provide",
  "not provide",
  "do not lend",
  "bring your own",
  "no laptop",
  "none is included",
  "own laptop",
];
const APPLY_FREE = [
  "applying is free",
  "free to apply",
  "pay nothing",
  "costs nothing",
  "no application fee",
  "is free",
  "free of charge",
];

export const devSet14: DevCase[] = [
  // ───────────── Plain, paraphrase and indirect ─────────────
  // programs.ts: Data Analytics duration "16 Weeks"
  {
    question: "How long does the Data Analytics course go for?",
    anyOf: [W16],
    absent: ["24 weeks"],
    kind: "answer",
  },
  // fees.ts: full stack totalAud 6000
  { question: "what's the price tag on the full stack program?", anyOf: [FEE_FS], kind: "paraphrase" },
  // site.ts: e-mail, two phones; contact page
  {
    question: "What's the easiest way to reach someone there?",
    anyOf: [[EMAIL, ...OFFICE, ...MOBILE, "contact-us", "contact form"]],
    kind: "indirect",
  },
  // faq.ts "Can I follow my application online?": student portal dashboard lists applications
  {
    question: "Once I've applied, is there somewhere online I can check how my application is going?",
    anyOf: [["portal", "dashboard"]],
    kind: "paraphrase",
  },
  // program-details.ts: data-analytics instructor Daniel Okafor
  {
    question: "who would actually be teaching me if I signed up for data analytics?",
    anyOf: [["Daniel Okafor"]],
    kind: "indirect",
  },
  // services.ts: Mobile Application Development startingRateAud 20_000
  {
    question: "Roughly how much would it cost to have you build a mobile app for my business?",
    anyOf: [["$20,000", "20,000", "20000", "20k"]],
    kind: "answer",
  },
  // services.ts: web app technologies Javascript, Typescript, React, Express, Remix, Nextjs
  {
    question: "Which frameworks does your team use when building web apps for clients?",
    anyOf: [["Remix", "Nextjs", "Next.js"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.certificate: not nationally accredited, not an RTO
  {
    question: "Will I walk away with a recognised qualification at the end?",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not accredited",
        "not a nationally accredited",
      ],
    ],
    kind: "paraphrase",
  },
  // study.ts classSchedule.missedClass: notes in the class's online space, instructor helps you catch up
  {
    question: "I travel for work now and then, what happens if I can't make it to class one week?",
    anyOf: [["online space", "catch up"]],
    kind: "indirect",
  },
  // consultation.ts: "A 30-minute call with a senior developer"
  {
    question: "How long is the free consultation call?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty minutes", "thirty-minute", "half an hour"]],
    kind: "answer",
  },
  // application-next-steps.ts received: advisor contacts you within two business days; faq: decision within a week
  {
    question: "after I send in my application how soon does someone get back to me?",
    anyOf: [["two business days", "2 business days", "within a week", "straight away"]],
    kind: "paraphrase",
  },
  // program-guide.ts QA prerequisites: "No coding experience: the course teaches the JavaScript you need"
  {
    question: "I've never written a single line of code. Could I still do the testing course?",
    anyOf: [
      ["no coding experience", "JavaScript you need", "no coding", "don't need coding", "do not need coding"],
    ],
    kind: "indirect",
  },
  // program-guide.ts data-analytics equipmentNote: Power BI Desktop runs on Windows only
  {
    question: "All I have is a MacBook, is that going to be a problem for the data analytics course?",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows", "only on Windows"]],
    kind: "indirect",
  },
  // study.ts equipment.campus: "Campus classrooms have Wi-Fi and a power point at every desk."
  { question: "Is there wifi in the classrooms?", anyOf: [["Wi-Fi", "wifi", "wi fi"]], kind: "answer" },
  // program-guide.ts data-analytics roles: data analyst, reporting analyst, junior business intelligence analyst
  {
    question: "What sort of jobs could I go for after finishing data analytics?",
    anyOf: [["reporting analyst", "business intelligence"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.honesty: "We do not publish job placement rates or salary figures"
  {
    question: "ballpark, what would I be earning after the full stack course?",
    anyOf: [["salary figures", "do not publish", "don't publish", "no salary"]],
    absent: ["$80,000", "$70,000", "$90,000", "per year"],
    kind: "indirect",
  },
  // study.ts careersSupport: "we cannot promise you a job" / "no course can guarantee you a job"
  {
    question: "Do you guarantee I'll land a job at the end?",
    anyOf: [
      [
        "cannot promise",
        "can't promise",
        "no course can guarantee",
        "not guarantee",
        "don't guarantee",
        "do not guarantee",
        "cannot guarantee",
        "can't guarantee",
      ],
    ],
    kind: "paraphrase",
  },
  // services.ts: Software Testing startingRateAud 5_000
  {
    question: "What do you charge for software testing services?",
    anyOf: [["$5,000", "5,000", "5000", "5k"]],
    kind: "answer",
  },
  // study.ts equipment.summary: "We do not provide or lend laptops"
  { question: "Will you give me a laptop to use for the course?", anyOf: [NOT_PROVIDED], kind: "indirect" },
  // program-details.ts QA automated testing: Playwright and Postman
  {
    question: "What tools does the QA course use for test automation?",
    anyOf: [["Playwright", "Postman"]],
    kind: "answer",
  },
  // program-guide.ts QA suits: "Career changers from customer support, administration, hospitality or retail"
  {
    question: "I work in retail and I really want out. Which of your courses would suit someone like me?",
    anyOf: [QA_NAME],
    kind: "indirect",
  },

  // ───────────── Typos and slang ─────────────
  // study.ts equipment.minimum: Windows 10 or later, macOS 12 or later, 8 GB memory
  {
    question: "wat kind of laptop do i need, does it hav to be a mac",
    anyOf: [["Windows 10", "macOS 12", "8 GB", "8GB"]],
    kind: "typo",
  },
  // options.ts timeTableOptions: "Sat 11AM - 2PM"
  { question: "wen r ur clases on saterday", anyOf: [AM11, PM2], kind: "typo" },
  // site.ts phones
  { question: "wats ur fone numbr", anyOf: [[...OFFICE, ...MOBILE]], kind: "typo" },
  // program-guide.ts QA modes: "join the class on campus in Sydney, or online, live"
  {
    question: "is the qa corse onlin or do i hav to come in",
    anyOf: [
      [
        "or online",
        "online, live",
        "on campus or online",
        "join online",
        "attend online",
        "study online",
        "do it online",
        "take it online",
        "fully online",
        "live online",
      ],
    ],
    kind: "typo",
  },
  // pages.ts /technology-research: researches artificial intelligence and puts it to work for clients
  {
    question: "yo do u guys do any AI stuff for businesses",
    anyOf: [["artificial intelligence", "technology research", "technology-research"]],
    kind: "slang",
  },
  // fees.ts refundTerms: no refund once enrolled
  { question: "r there refunds if i quit halfway thru lol", anyOf: [NO_REFUND], kind: "slang" },

  // ───────────── Comparisons ─────────────
  // programs.ts: Full stack 24 Weeks, Data Analytics 16 Weeks
  { question: "Which one's shorter, full stack or data analytics?", anyOf: [W16], kind: "comparison" },
  // program-guide.ts data-analytics modes: "Taught on campus in Sydney only; this course has no online option."
  {
    question: "Can I do data analytics online like the QA one?",
    anyOf: [
      [
        "no online option",
        "Sydney only",
        "on campus only",
        "only on campus",
        "not available online",
        "not online",
        "campus in Sydney only",
      ],
    ],
    kind: "comparison",
  },
  // fees.ts: QA 4000 vs full stack 6000
  { question: "which is cheaper, QA or full stack?", anyOf: [FEE_4K], kind: "comparison" },
  // services.ts: web from 10,000 vs mobile from 20,000
  {
    question: "Is a web app cheaper to get built than a mobile app with you?",
    anyOf: [["$10,000", "10,000", "10000", "10k"]],
    kind: "comparison",
  },
  // program-guide.ts selfStudy: full stack 6 to 8 hours, data analytics 5 to 7 hours
  {
    question: "Which course needs more homework time each week, full stack or data analytics?",
    anyOf: [SELF_FS],
    kind: "comparison",
  },
  // study.ts classSchedule: every class three hours (weekday 6PM-9PM, Saturday 11AM-2PM)
  {
    question: "Is the Saturday class shorter than the weeknight ones?",
    anyOf: [H3],
    kind: "comparison",
  },

  // ───────────── Follow-ups ─────────────
  // programs.ts: QA duration 16 Weeks
  {
    before: ["How long is the full stack course?"],
    question: "and the QA one?",
    anyOf: [W16],
    kind: "follow-up",
  },
  // fees.ts: data analytics totalAud 4000
  {
    before: ["Tell me about the data analytics course"],
    question: "how much is it?",
    anyOf: [FEE_4K],
    absent: ["6,000"],
    kind: "follow-up",
  },
  // program-details.ts QA instructor intro: led test teams for banking and health software
  {
    before: ["who teaches the QA course?"],
    question: "what's her background?",
    anyOf: [["banking", "health software"]],
    kind: "follow-up",
  },
  // site.ts openingHours: Sunday Closed
  {
    before: ["What are your opening hours?"],
    question: "what about sundays?",
    anyOf: [["closed"]],
    kind: "follow-up",
  },
  // fees.ts: full stack 6 instalments (6 monthly instalments of $1,000 AUD)
  {
    before: ["how much does the full stack course cost?"],
    question: "can i split that into payments?",
    anyOf: [
      [
        "6 monthly",
        "six monthly",
        "6 equal",
        "six equal",
        "6 instalments",
        "six instalments",
        "$1,000",
        "1,000",
      ],
    ],
    kind: "follow-up",
  },
  // services.ts: mobile technologies React Native, Swift
  {
    before: ["What does your mobile app development service cost?"],
    question: "what tech do you use for that?",
    anyOf: [["React Native", "Swift"]],
    kind: "follow-up",
  },

  // ───────────── Multi-part ─────────────
  // programs.ts QA 16 Weeks; fees.ts QA 4000
  { question: "how long is the QA course and what does it cost?", anyOf: [W16, FEE_4K], kind: "multi-part" },
  // site.ts address street; openingHours Saturday 10AM-3PM
  {
    question: "Where exactly is your office, and are you open on Saturdays?",
    anyOf: [STREET, AM10],
    kind: "multi-part",
  },
  // program-details.ts full-stack instructor Arjun Mehta, "twelve years"
  {
    question: "Who teaches the full stack course and how much experience do they have?",
    anyOf: [["Arjun Mehta"], ["twelve years", "12 years"]],
    kind: "multi-part",
  },
  // study.ts classSchedule: weekday evening 6PM-9PM; keepWorking "most students keep a full-time job"
  {
    question: "What times are the classes, and could I keep my full-time job while studying?",
    anyOf: [
      PM6,
      ["keep a full-time job", "keep working", "full-time job", "keep your job", "keep your full-time job"],
    ],
    kind: "multi-part",
  },
  // site.ts email; people.ts Technology Head Tomás Rivera
  {
    question: "whats your email address and who's your technology head?",
    facts: [EMAIL],
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
    kind: "multi-part",
  },
  // faq.ts How do I apply: application form at /enrol-now; fees.ts "Applying is free"
  {
    question: "How do I apply, and is there an application fee?",
    anyOf: [APPLY_FREE, ["enrol-now", "application form", "enrol now"]],
    kind: "multi-part",
  },

  // ───────────── Free text: blog, policies, terms ─────────────
  // blog/first-90-days-junior-developer.md: the fifteen-minute rule
  {
    question:
      "your blog had some rule about how long a junior dev should stay stuck before asking for help, what was it?",
    anyOf: [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute", "15 minute"]],
    kind: "free text",
  },
  // blog/clean-data-before-charts.md: check 1 "Count the rows and the duplicates"
  {
    question: "According to your blog, what's the first thing to check in a data set before making a chart?",
    anyOf: [["count the rows", "duplicates"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md: "Should we automate all our tests?" honest answer is no; exploratory/manual needed
  {
    question: "Should my team just automate all of our tests?",
    anyOf: [["exploratory", "human judgement", "human judgment", "manual"]],
    kind: "free text",
  },
  // privacy.ts complaints: Office of the Australian Information Commissioner (OAIC)
  {
    question: "If I'm not happy with how you handled my personal data, who else can I complain to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
    kind: "free text",
  },
  // privacy.ts: chat visitor IP address erased after 30 days
  {
    question: "does the chat keep my IP address? for how long?",
    anyOf: [["30 days", "thirty days"]],
    kind: "free text",
  },
  // privacy.ts retention: enrolment and payment records kept seven years after the course ends
  {
    question: "After I finish a course, how long do you hang on to my enrolment and payment records?",
    anyOf: [["seven years", "7 years"]],
    kind: "free text",
  },

  // ───────────── Not in the content, and out of scope ─────────────
  // not in content: parking
  { question: "Is there parking near your office?", noYes: true, kind: "no answer" },
  // not in content: wheelchair access to the premises ("accessibility" appears only about software)
  { question: "Is your campus wheelchair accessible?", none: true, kind: "no answer" },
  // not in content: minimum age
  {
    question: "My son is 15, is he old enough to enrol in one of your courses?",
    none: true,
    kind: "no answer",
  },
  // not in content: student visas / international students
  { question: "Can international students on a student visa enrol?", noYes: true, kind: "no answer" },
  // not in content: scholarships or discounts
  { question: "Do you offer any scholarships or discounts for students?", none: true, kind: "no answer" },
  // not in content: number of graduates (study.ts publishes no outcome figures)
  { question: "How many people have graduated from your courses so far?", none: true, kind: "no answer" },
  // out of scope: weather
  { question: "what's the weather going to be like in sydney tomorrow", none: true, kind: "out-of-scope" },
  // out of scope: a coding request (the clean-data blog post talks about duplicates)
  {
    question: "Write me a SQL query that finds duplicate rows in a customers table",
    none: true,
    kind: "out-of-scope",
  },
  // out of scope: restaurant recommendation
  { question: "can you recommend a good pizza place near your office?", none: true, kind: "out-of-scope" },
];
