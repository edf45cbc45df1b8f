/**
 * Development set 9 (issue 16). First written as a private blind probe set (p9) and run on the
 * engine at 5f41bab, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p9 for the chat assistant (issue 16). Written from the product spec, the issue text
 * and the site's content (content/*.ts, content/blog/*.md) only; the engine was never read or run.
 * Every fact is a string the content writes (case-insensitive); anyOf lists formatting variants of
 * one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6pm"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const PHONE = [...OFFICE, ...MOBILE];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["6,000", "6000"];
const FEE_4K = ["4,000", "4000"];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const SELF_57 = ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const AFTER_ENROL = [
  "after enrolment",
  "after enrollment",
  "after you enrol",
  "after you are enrolled",
  "after you're enrolled",
  "once you are enrolled",
  "once you're enrolled",
  "once enrolled",
  "when you accept our offer",
];
const CAMPUS_ONLY = [
  "no online option",
  "on campus in Sydney only",
  "Sydney only",
  "on campus only",
  "campus only",
  "not available online",
  "isn't available online",
  "is not offered online",
  "only on campus",
];
const FS_ONLINE = [
  "streamed",
  "live online",
  "online attendance",
  "join online",
  "join the same class online",
  "attend online",
  "join it online",
];
const NO_LAPTOP = [
  "do not provide",
  "don't provide",
  "bring your own",
  "your own laptop",
  "no laptop",
  "not provide or lend",
  "do not lend",
];
const NO_CODING = [
  "no coding experience",
  "no coding",
  "JavaScript you need",
  "no programming experience",
  "no programming",
  "no prior coding",
];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA"];
const FS_NAME = ["Full stack", "full-stack"];

export const devSet9: DevCase[] = [
  // ───────────── Plain, paraphrase and indirect ─────────────
  // programs.ts: Data Analytics duration "16 Weeks"
  {
    question: "How long does the Data Analytics program run for?",
    kind: "answer",
    anyOf: [W16],
    absent: ["24 weeks"],
  },
  // program-guide.ts: full stack modes "taught on campus in Sydney and streamed live ... join the same class online"
  {
    question:
      "I live about 2 hours out of Sydney. Could I do the full stack course without coming in every week?",
    kind: "indirect",
    anyOf: [FS_ONLINE],
  },
  // program-guide.ts: data analytics "Taught on campus in Sydney only; this course has no online option."
  {
    question: "Is there any way to study data analytics remotely?",
    kind: "paraphrase",
    anyOf: [CAMPUS_ONLY],
  },
  // program-guide.ts: data analytics prerequisites "No programming experience: SQL and Python are taught from the start"
  {
    question:
      "my daughter is 17, just finished year 12 with ok maths. she's never programmed anything, could she still do data analytics?",
    kind: "indirect",
    anyOf: [["no programming experience", "taught from the start", "no programming", "no prior programming"]],
  },
  // program-guide.ts: QA suits "Career changers from customer support, administration, hospitality or retail"
  {
    question:
      "I've worked in retail for 8 years and I'm very detail oriented. Would the QA course suit someone like me?",
    kind: "indirect",
    anyOf: [["retail", "detail-minded", "how things break", "career changers"]],
  },
  // program-guide.ts: full stack prerequisites "No programming experience: the course starts with HTML"
  {
    question:
      "Is the full stack course for complete beginners or do you need to know some programming already?",
    kind: "paraphrase",
    anyOf: [["starts with HTML", "no programming experience", "no programming", "complete beginners"]],
  },
  // study.ts: "One three-hour class a week"
  { question: "How long does each lesson go for?", kind: "paraphrase", anyOf: [H3] },
  // study.ts keepWorking: "Classes are in the evening or on Saturday, so most students keep a full-time job"
  {
    question:
      "I work 9 to 5 Monday to Friday in an office. Is it realistic to do one of your courses on top of that?",
    kind: "indirect",
    anyOf: [["evening", "Saturday", "full-time job", "keep working"]],
  },
  // site.ts openingHours: Sunday "Closed"
  {
    question: "Can I drop by your office on a Sunday to have a chat about the courses?",
    kind: "indirect",
    facts: ["closed"],
  },
  // options.ts timeTableOptions: "Fri 6PM - 9PM"
  {
    question: "Friday nights are the only night I'm free. Do you run a class then?",
    kind: "indirect",
    anyOf: [PM6],
  },
  // fees.ts paymentTerms.currency: "Fees are in Australian dollars and include GST."
  {
    question: "Are the course prices inclusive of GST?",
    kind: "paraphrase",
    anyOf: [
      ["include GST", "GST included", "includes GST", "including GST", "inclusive of GST", "GST-inclusive"],
    ],
  },
  // fees.ts paymentTerms.applying: "Applying is free: you pay nothing before you are enrolled."
  {
    question: "Is there an application fee or anything I have to pay upfront just to apply?",
    kind: "paraphrase",
    anyOf: [
      ["applying is free", "free to apply", "pay nothing", "nothing before", "no application fee", "free"],
    ],
  },
  // program-guide.ts data analytics equipmentNote: "Power BI Desktop runs on Windows only."
  {
    question: "I only have a MacBook Air. Will that be a problem for the data analytics course?",
    kind: "indirect",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows", "only on Windows"]],
  },
  // program-guide.ts QA week: "testing a real application in pairs", "test cases, bug reports"; self-study "5 to 7 hours"
  {
    question: "What does a normal week look like when you're doing the QA course?",
    kind: "paraphrase",
    anyOf: [[...H3, ...SELF_57, "in pairs", "test cases", "bug reports"]],
  },
  // study.ts careersSupport.services: Portfolio review, CV and LinkedIn review, Mock interview, Job-search sessions
  {
    question: "Once I finish, do you actually help me get a job or am I on my own?",
    kind: "paraphrase",
    anyOf: [["mock interview", "CV", "portfolio review", "job-search", "LinkedIn"]],
  },
  // study.ts careersSupport.honesty: "We do not publish job placement rates or salary figures"
  {
    question: "What sort of salary can I expect after the data analytics course?",
    kind: "paraphrase",
    anyOf: [
      [
        "do not publish",
        "don't publish",
        "no salary figures",
        "not publish",
        "cannot promise",
        "can't promise",
        "no course can guarantee",
      ],
    ],
  },
  // study.ts careersSupport.certificate: "Our courses are not nationally accredited qualifications"
  {
    question: "Will I get a nationally recognised qualification at the end?",
    kind: "paraphrase",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not accredited",
        "not an accredited",
        "isn't accredited",
        "not nationally recognised",
      ],
    ],
  },
  // enrolment-terms.ts enrolment: "You are enrolled when you accept the place we offer you."
  {
    question: "At what point am I actually officially enrolled?",
    kind: "paraphrase",
    anyOf: [["accept the place", "accept our offer", "accept the offer", "accept the place we offer"]],
  },
  // program-details.ts data analytics instructor: "Daniel Okafor"
  { question: "Who's the teacher for data analytics?", kind: "answer", facts: ["Daniel Okafor"] },
  // application-next-steps.ts received: "contacts you ... within two business days"; faq.ts: "A decision usually comes within a week"
  {
    question: "After I hit submit on my application, how long until someone gets back to me?",
    kind: "paraphrase",
    anyOf: [["two business days", "2 business days", "within a week", "straight away"]],
  },
  // faq.ts How do I apply: "the course, a preferred start date and a class time"
  {
    question: "Do I get to pick which intake I start in when I apply?",
    kind: "paraphrase",
    anyOf: [["preferred start date", "start date"]],
  },
  // pages.ts /terms; faq.ts "What am I agreeing to when I apply?" link /terms
  {
    question: "Where can I read the enrolment terms and conditions before I sign up?",
    kind: "answer",
    link: "/terms",
  },
  // consultation.ts promises: "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "How long is the free consultation call and who will I be talking to?",
    kind: "answer",
    anyOf: [["30-minute", "30 minute", "30 minutes", "half an hour", "thirty-minute", "thirty minutes"]],
  },
  // services.ts web-app-development startingRateAud 10_000
  {
    question: "Roughly what would it cost to get a web application built by your team?",
    kind: "answer",
    anyOf: [["10,000", "10000"]],
    absent: ["20,000"],
  },
  // services.ts software-testing startingRateAud 5_000 (not the QA course fee of $4,000)
  {
    question:
      "Our startup needs someone to test our app before launch. What do your testing services start at?",
    kind: "indirect",
    anyOf: [["5,000", "5000"]],
    absent: ["4,000"],
  },

  // ───────────── Typos and slang ─────────────
  // fees.ts full-stack-development totalAud 6000
  { question: "hw much is the ful stak cours", kind: "typo", anyOf: [FEE_FS], absent: ["4,000"] },
  // site.ts openingHours: Saturday "10AM-3PM"
  { question: "r u guys open saturdays? wat time", kind: "slang", anyOf: [AM10] },
  // programs.ts Data Analytics "16 Weeks"
  { question: "wats the duraton of data analitics", kind: "typo", anyOf: [W16] },
  // program-guide.ts QA prerequisites: "No coding experience: the course teaches the JavaScript you need for automation"
  { question: "do i need 2 know coding 4 the testing course??", kind: "slang", anyOf: [NO_CODING] },
  // fees.ts refundTerms.summary: "There is no refund once you are enrolled."
  { question: "cn i get a refnd if i quit the cours halfway", kind: "typo", anyOf: [NO_REFUND] },
  // site.ts phones
  { question: "whats ur number", kind: "slang", anyOf: [PHONE] },
  // study.ts equipment.summary: "We do not provide or lend laptops"
  { question: "lol do u guys hand out free laptops or nah", kind: "slang", anyOf: [NO_LAPTOP] },

  // ───────────── Comparisons ─────────────
  // programs.ts: Full stack 24 Weeks, Data Analytics 16 Weeks
  { question: "Which is shorter, full stack or data analytics?", kind: "comparison", anyOf: [W16] },
  // faq.ts Can I study online?: full stack (live online) and QA; data analytics has no online option
  {
    question: "Which of your programs can I do online?",
    kind: "comparison",
    anyOf: [QA_NAME, FS_NAME],
  },
  // fees.ts: QA 4000 vs full stack 6000
  { question: "Is QA cheaper than the full stack course?", kind: "comparison", anyOf: [FEE_4K] },
  // fees.ts: QA and Data Analytics both 4000, full stack 6000
  { question: "what's your cheapest course?", kind: "comparison", anyOf: [FEE_4K] },
  // program-guide.ts selfStudy: full stack "6 to 8 hours", others "5 to 7 hours"
  {
    question: "Which course needs the most study time outside of class?",
    kind: "comparison",
    anyOf: [SELF_FS],
  },
  // services.ts: web from 10,000 vs mobile from 20,000
  {
    question: "Is a web app or a mobile app cheaper to get built with you?",
    kind: "comparison",
    anyOf: [["10,000", "10000"]],
  },
  // programs.ts: QA and Data Analytics both 16 Weeks
  {
    question: "Are QA and data analytics the same length or is one longer?",
    kind: "comparison",
    anyOf: [W16],
    absent: ["24 weeks"],
  },

  // ───────────── Follow-ups ─────────────
  // programs.ts QA duration "16 Weeks"
  {
    before: ["Tell me about the full stack course"],
    question: "and the QA one? how long is that",
    kind: "follow-up",
    anyOf: [W16],
  },
  // fees.ts data-analytics totalAud 4000
  {
    before: ["What's the data analytics course about?"],
    question: "how much is it?",
    kind: "follow-up",
    anyOf: [FEE_4K],
    absent: ["6,000"],
  },
  // program-details.ts full stack instructor "Arjun Mehta"
  {
    before: ["Who teaches the QA course?"],
    question: "and who takes the full stack classes?",
    kind: "follow-up",
    facts: ["Arjun Mehta"],
  },
  // fees.ts refundTerms.detail: "instalments that fall due after that are cancelled"
  {
    before: ["Can I pay for the course in instalments?"],
    question: "ok and if I withdraw partway through, do I still owe the rest of the instalments?",
    kind: "follow-up",
    anyOf: [["cancelled", "canceled"]],
  },
  // site.ts address: "88 Harbour Street"
  {
    before: ["What are your opening hours?"],
    question: "and where exactly are you?",
    kind: "follow-up",
    anyOf: [STREET],
  },
  // services.ts mobile-app-development startingRateAud 20_000
  {
    before: ["Do you build mobile apps for businesses?"],
    question: "what would that cost roughly?",
    kind: "follow-up",
    anyOf: [["20,000", "20000"]],
  },
  // program-guide.ts data analytics prerequisites: "High-school maths: the course teaches the statistics"
  {
    before: ["I'm interested in the data analytics course"],
    question: "do I need to be good at maths for it?",
    kind: "follow-up",
    anyOf: [
      [
        "high-school maths",
        "high school maths",
        "high-school math",
        "high school math",
        "teaches the statistics",
      ],
    ],
  },

  // ───────────── Multi-part ─────────────
  // programs.ts QA "16 Weeks"; fees.ts QA 4000
  { question: "How long is the QA course and what does it cost?", kind: "multi-part", anyOf: [W16, FEE_4K] },
  // options.ts timeTableOptions: weekday evenings and "Sat 11AM - 2PM"
  {
    question: "What nights are the classes on, and is there a weekend option?",
    kind: "multi-part",
    anyOf: [["Saturday", "Sat "], PM6],
  },
  // site.ts address "88 Harbour Street"; openingHours Saturday "10AM-3PM"
  {
    question: "where's your office and can I come in on a saturday?",
    kind: "multi-part",
    anyOf: [STREET, AM10],
  },
  // study.ts equipment: "Bring your own laptop"; "Every tool we teach with is free for students"
  {
    question: "Do I need my own laptop, and will I have to buy any software?",
    kind: "multi-part",
    anyOf: [NO_LAPTOP, ["free for students", "free"]],
  },
  // options.ts feeTerms: "The course fee is paid after enrolment, and there is no refund."
  {
    question: "When do I have to pay the fee, and what's your refund policy?",
    kind: "multi-part",
    anyOf: [AFTER_ENROL, NO_REFUND],
  },
  // program-details.ts QA instructor "Mei Lin Chen"; automated testing "Playwright and Postman"
  {
    question: "Who teaches QA and which automation tools do you cover?",
    kind: "multi-part",
    anyOf: [["Mei Lin Chen"], ["Playwright", "Postman"]],
  },
  // site.ts phones and email
  { question: "phone number and email address pls", kind: "multi-part", anyOf: [PHONE], facts: [EMAIL] },

  // ───────────── Not in the content, or out of scope ─────────────
  // (no content on parking)
  { question: "Is there parking near your office?", kind: "no answer", noYes: true },
  // (no content on student visas or international students)
  {
    question:
      "I'm on a working holiday visa from the UK. Can international students enrol, and do you sponsor student visas?",
    kind: "no answer",
    noYes: true,
  },
  // (no content on discounts)
  { question: "Do I get a discount if I pay the whole fee upfront?", kind: "no answer", none: true },
  // (no content on scholarships)
  { question: "are there any scholarships or bursaries available?", kind: "no answer", none: true },
  // (no content on internships or work placements)
  {
    question: "Does the full stack course include an internship or work placement?",
    kind: "no answer",
    none: true,
  },
  // (no content on accessibility of the premises)
  { question: "Is your building wheelchair accessible?", kind: "no answer", none: true },
  // (no content on a minimum age)
  { question: "whats the minimum age to enrol? my son is 15", kind: "no answer", none: true },
  // out of scope
  { question: "what's the weather going to be like in Sydney tomorrow?", kind: "out-of-scope", none: true },
  // out of scope
  { question: "can you write me a python function that reverses a list", kind: "out-of-scope", none: true },
  // out of scope
  { question: "Any good places to eat near Circular Quay?", kind: "out-of-scope", none: true },

  // ───────────── Free text: blog, policies, terms ─────────────
  // blog/first-90-days-junior-developer.md: "the fifteen-minute rule", README, work log
  {
    question: "I just landed my first dev job, any tips for surviving the first few months?",
    kind: "free text",
    anyOf: [
      [
        "fifteen-minute rule",
        "15-minute rule",
        "README",
        "work log",
        "read code before",
        "small, well-defined tickets",
        "ship small things",
      ],
    ],
  },
  // blog/manual-vs-automated-testing.md: automation does not replace manual; exploratory testing, human judgement
  {
    question: "Should we just automate all of our tests and skip manual testing?",
    kind: "free text",
    anyOf: [
      ["exploratory", "human judgement", "judgement", "curious human", "need both", "does not replace"],
    ],
  },
  // blog/clean-data-before-charts.md: five checks (duplicates, types, missing values, extremes, reconcile)
  {
    question: "what should I check in a dataset before I build a dashboard from it?",
    kind: "free text",
    anyOf: [
      [
        "duplicates",
        "missing values",
        "missing is not the same as zero",
        "extremes",
        "reconcile",
        "check the types",
      ],
    ],
  },
  // privacy.ts use: "We do not sell personal information"
  {
    question: "If I fill in the enquiry form, are you going to sell my details to marketers?",
    kind: "free text",
    anyOf: [["do not sell", "don't sell", "never sell", "not sell", "won't sell"]],
  },
  // privacy.ts access: e-mail / call / contact form; "We answer within 30 days, free of charge"
  {
    question: "How do I get you to delete all the info you have on me?",
    kind: "free text",
    anyOf: [[EMAIL, "contact form", ...OFFICE, "30 days"]],
  },
  // privacy.ts retention: "IP addresses of chat visitors ... Erased automatically after 30 days"
  {
    question: "does this chat log my IP address? for how long?",
    kind: "free text",
    anyOf: [["30 days", "thirty days"]],
  },
  // enrolment-terms.ts changes: "offer you another class time or intake"; fees.ts refundTerms.law: Australian Consumer Law
  {
    question: "What happens to my money if you cancel or reschedule my course?",
    kind: "free text",
    anyOf: [["Australian Consumer Law", "another class time or intake", "another intake", "two weeks ahead"]],
  },
];
