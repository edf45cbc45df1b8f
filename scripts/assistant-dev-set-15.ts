/**
 * Development set 15 (issue 16). First written as a private blind probe set (p16: an acceptance tester's mix) and run on
 * the engine at 623294e, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p16 for the chat assistant (issue 16): an independent tester's acceptance set.
 * Written from the product spec and the site's content (content/*.ts, content/blog/*.md) only.
 * Every fact is a string the content writes (case-insensitive); anyOf lists formatting variants of
 * one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6pm"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const OFFICE_OR_MOBILE = [
  "(02) 5550 1234",
  "02 5550 1234",
  "+61 2 5550 1234",
  "0491 570 156",
  "+61 491 570 156",
];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const AFTER_ENROL = [
  "after enrolment",
  "after enrollment",
  "after you enrol",
  "after you are enrolled",
  "once you are enrolled",
  "once enrolled",
  "when you accept our offer",
];
const INSTALMENTS = ["instalment", "installment"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const CAMPUS_ONLY = [
  "no online option",
  "on campus in Sydney only",
  "Sydney only",
  "on campus only",
  "campus only",
  "not available online",
  "isn't available online",
  "is not offered online",
];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const SELF_57 = ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"];
const GB8 = ["8 GB", "8GB", "8 gigabytes"];

export const devSet15: DevCase[] = [
  // ───────────── Programs: plain, paraphrase, indirect ─────────────
  // programs.ts: full stack duration "24 Weeks"
  {
    question: "How many weeks does the full stack developer course run for?",
    anyOf: [W24],
    kind: "paraphrase",
  },
  // program-guide.ts: full stack "Classes are taught on campus in Sydney and streamed live"
  {
    question:
      "I live up in Newcastle so getting to Sydney every week would be a pain. Is there any way to do the full stack course without coming in?",
    anyOf: [["streamed live", "live online", "join the same class online", "online"]],
    absent: ["no online option"],
    kind: "indirect",
  },
  // program-guide.ts: full stack prerequisites "No programming experience: the course starts with HTML"
  {
    question:
      "My son is 19 and has literally never written a line of code. Could he still manage the full stack program?",
    anyOf: [
      ["No programming experience", "starts with HTML", "no coding", "no prior programming", "no experience"],
    ],
    kind: "indirect",
  },
  // program-guide.ts: data analytics prerequisite "High-school maths: the course teaches the statistics"
  {
    question: "I was pretty bad at maths in school. Is that going to be a problem for data analytics?",
    anyOf: [
      [
        "High-school maths",
        "high school maths",
        "high-school math",
        "high school math",
        "teaches the statistics",
      ],
    ],
    kind: "indirect",
  },
  // program-guide.ts: QA suits "Career changers from customer support, administration, hospitality or retail"; "Detail-minded people"
  {
    question:
      "I've worked in retail for 8 years, I'm very detail oriented and I like figuring out why things go wrong. Which of your courses would suit me?",
    anyOf: [QA_NAME],
    kind: "indirect",
  },
  // program-guide.ts: data analytics equipmentNote "Power BI Desktop runs on Windows only"
  {
    question: "I've only got a MacBook. Will that work for the data analytics course?",
    anyOf: [["Windows only", "runs on Windows", "Power BI"]],
    kind: "paraphrase",
  },

  // ───────────── Timetable and study ─────────────
  // study.ts classSchedule.summary: "One three-hour class a week"
  { question: "How long is each class session?", anyOf: [H3], kind: "paraphrase" },
  // program-guide.ts data-analytics selfStudy "5 to 7 hours"
  {
    question:
      "Roughly how much homework should I expect each week on the data analytics course, outside of class?",
    anyOf: [SELF_57],
    kind: "paraphrase",
  },

  // ───────────── Fees and payment ─────────────
  // fees.ts paymentTerms.methods: "Pay by bank transfer or card"
  {
    question: "How can I pay the course fee? Do you take cards?",
    anyOf: [["bank transfer", "card"]],
    kind: "paraphrase",
  },

  // ───────────── Careers support and certificate ─────────────
  // study.ts careersSupport.honesty: "no course can guarantee you a job" / summary "we cannot promise you a job"
  {
    question: "If I finish the course am I guaranteed to get a job?",
    anyOf: [
      [
        "cannot promise",
        "can't promise",
        "no course can guarantee",
        "cannot guarantee",
        "can't guarantee",
        "not guarantee",
        "no guarantee",
      ],
    ],
    kind: "answer",
  },
  // study.ts careersSupport.certificate: "not nationally accredited qualifications: we are not a registered training organisation"
  {
    question: "Is the certificate you give at the end a nationally recognised qualification?",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not accredited",
        "not a nationally",
      ],
    ],
    kind: "paraphrase",
  },

  // ───────────── Contact and opening hours ─────────────
  // site.ts phones: "(02) 5550 1234", "0491 570 156"
  { question: "What number can I call to talk to someone?", anyOf: [OFFICE_OR_MOBILE], kind: "answer" },

  // ───────────── Applying and the portal ─────────────
  // application-next-steps.ts received: "within two business days"; faq.ts "A decision usually comes within a week"
  {
    question: "I just submitted my application. When will somebody get back to me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "indirect",
  },
  // faq.ts: "choose “Forgot password” on the portal sign-in page and we e-mail you a reset link"
  {
    question: "I can't remember my student portal password, how do I get back in?",
    anyOf: [["Forgot password", "reset link", "reset your password", "password reset"]],
    kind: "paraphrase",
  },

  // ───────────── Services and consultation ─────────────
  // consultation.ts reply: "We reply within one business day to arrange a call."
  {
    question: "If I book a consultation through the site, how quickly will you reply?",
    anyOf: [["one business day", "1 business day"]],
    kind: "paraphrase",
  },

  // ───────────── Privacy ─────────────
  // privacy.ts: "the IP address is erased after 30 days"
  {
    question: "Does the chat keep my IP address? For how long?",
    anyOf: [["30 days", "thirty days"]],
    kind: "answer",
  },

  // ───────────── Typos and slang ─────────────
  // fees.ts: full stack totalAud 6000 ("$6,000 AUD")
  { question: "hw much is the full stak course", anyOf: [FEE_FS], kind: "typo" },
  // site.ts address: "88 Harbour Street"
  { question: "wheres ur office at?? wanna drop in", anyOf: [STREET], kind: "slang" },
  // program-guide.ts data-analytics modes.detail: "Taught on campus in Sydney only; this course has no online option."
  { question: "cn i do data analytcs frm home or do i hav to come in", anyOf: [CAMPUS_ONLY], kind: "typo" },
  // fees.ts refundTerms: "There is no refund once you are enrolled."
  { question: "do u guys refund if i quit halfway thru", anyOf: [NO_REFUND], kind: "slang" },
  // study.ts classSchedule.summary: "on a weekday evening (6PM-9PM)"
  { question: "r classes at nite? i work 9 to 5 mon-fri", anyOf: [PM6], kind: "slang" },
  // study.ts equipment.requirements: "At least 8 GB of memory"
  { question: "wat laptop do i need lol, is 4gb ram ok", anyOf: [GB8], kind: "typo" },

  // ───────────── Comparisons ─────────────
  // programs.ts: full stack 24 Weeks, data analytics 16 Weeks
  {
    question: "Which is shorter, full stack or data analytics?",
    facts: ["Data Analytics"],
    anyOf: [W16],
    kind: "comparison",
  },
  // program-guide.ts: QA modes "On campus or online" (full stack also streamed live; data analytics has no online option)
  { question: "Which of your programs can I actually take online?", anyOf: [QA_NAME], kind: "comparison" },
  // fees.ts: QA and data analytics $4,000, full stack $6,000
  { question: "What's your cheapest course?", anyOf: [FEE_4K], kind: "comparison" },
  // program-guide.ts: selfStudy full stack "6 to 8 hours", QA "5 to 7 hours"
  {
    question: "Does full stack need more study time outside class than QA does?",
    anyOf: [SELF_FS],
    kind: "comparison",
  },
  // services.ts: web from $10,000, mobile from $20,000
  {
    question: "For a business: is a web app or a mobile app cheaper to get started with you?",
    anyOf: [["$10,000", "10,000", "10000"]],
    kind: "comparison",
  },
  // programs.ts: QA 16 Weeks, Data Analytics 16 Weeks
  { question: "Are the QA and data analytics courses the same length?", anyOf: [W16], kind: "comparison" },

  // ───────────── Follow-ups ─────────────
  // fees.ts: QA totalAud 4000
  {
    before: ["How much is the full stack course?"],
    question: "and the QA one?",
    anyOf: [FEE_4K],
    kind: "follow-up",
  },
  // program-details.ts: data analytics instructor "Daniel Okafor"
  {
    before: ["Tell me about the data analytics course"],
    question: "who teaches it?",
    facts: ["Daniel Okafor"],
    kind: "follow-up",
  },
  // program-details.ts: Mei Lin Chen "has led test teams for banking and health software for ten years"
  {
    before: ["Who teaches the QA course?"],
    question: "how much experience does she have?",
    anyOf: [["ten years", "10 years"]],
    kind: "follow-up",
  },
  // fees.ts refundTerms.detail: "instalments that fall due after that are cancelled"
  {
    before: ["What's your refund policy?"],
    question: "What if I'm paying in instalments and have to pull out?",
    anyOf: [["cancelled", "canceled"]],
    kind: "follow-up",
  },
  // services.ts: Mobile Application Development startingRate 20,000
  {
    before: ["I want a mobile app built for my cafe, customers ordering ahead"],
    question: "ballpark how much would that cost?",
    anyOf: [["$20,000", "20,000", "20000"]],
    kind: "follow-up",
  },
  // site.ts openingHours: Sunday "Closed"
  {
    before: ["What are your opening hours?"],
    question: "and sundays?",
    anyOf: [["closed"]],
    kind: "follow-up",
  },

  // ───────────── Multi-part ─────────────
  // programs.ts QA "16 Weeks"; fees.ts QA totalAud 4000
  {
    question: "How long is the QA course and how much does it cost?",
    anyOf: [W16, FEE_4K],
    kind: "multi-part",
  },
  // site.ts email; openingHours Saturday "10AM-3PM"
  {
    question: "what's your email address, and are you open on saturdays?",
    facts: [EMAIL],
    anyOf: [AM10],
    kind: "multi-part",
  },
  // study.ts equipment.summary: "We do not provide or lend laptops"; software: "free for students"
  {
    question: "Do you give students a laptop, and will I have to buy any software?",
    anyOf: [
      ["do not provide", "don't provide", "not provide", "do not lend", "bring your own"],
      ["free for students", "free"],
    ],
    kind: "multi-part",
  },
  // fees.ts paymentTerms.when "The course fee is paid after enrolment"; options "equal monthly instalments"
  {
    question: "When do I have to pay, and can I split it up?",
    anyOf: [AFTER_ENROL, INSTALMENTS],
    kind: "multi-part",
  },
  // consultation.ts promises: "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "Does the consultation cost anything and who would I actually be talking to?",
    anyOf: [["free"], ["senior developer"]],
    kind: "multi-part",
  },

  // ───────────── Free text: blog, services, policies ─────────────
  // blog/manual-vs-automated-testing.md: "Should we automate all our tests?" ... "The honest answer is no"; "good QA teams need both"
  {
    question: "Our startup wants to automate every single test and drop manual testing. Good idea?",
    anyOf: [["need both", "exploratory", "human judgement", "curious human", "by hand"]],
    kind: "free text",
  },
  // blog/first-90-days-junior-developer.md: "use the _fifteen-minute rule_: try on your own for fifteen minutes"
  {
    question:
      "In my first dev job, how long should I try to solve something on my own before asking for help?",
    anyOf: [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute"]],
    kind: "free text",
  },
  // blog/clean-data-before-charts.md: five checks, "Count the rows and the duplicates", "Look at the missing values"
  {
    question: "What should I check in a dataset before I start building charts from it?",
    anyOf: [["duplicate", "missing values", "check the types", "extremes", "reconcile"]],
    kind: "free text",
  },
  // services.ts serviceWork.steps: "Discovery call", "Proposal and fixed quote", "Fortnightly demos", "Launch and support"
  {
    question: "How does a software project with you actually run, from first chat to launch?",
    anyOf: [["fixed quote", "Fortnightly demos", "fortnightly", "Discovery call"]],
    kind: "free text",
  },
  // privacy.ts use: "We do not sell personal information"
  {
    question: "Will you sell my details to other companies if I fill in the enquiry form?",
    anyOf: [["do not sell", "never sell", "don't sell", "won't sell", "not sell"]],
    kind: "free text",
  },
  // enrolment-terms.ts changes: "we tell you at least two weeks ahead whenever we can and offer you another class time or intake"
  {
    question: "What happens if you move the start date of my intake after I've enrolled?",
    anyOf: [["two weeks", "2 weeks", "another class time or intake", "another intake"]],
    kind: "free text",
  },

  // ───────────── Not in the content / out of scope: honest "we don't say" ─────────────
  // Not in content: no scholarships or discounts are mentioned anywhere (fees.ts, faq.ts, terms).
  {
    question: "Do you have any scholarships or discounts? I'm a single mum on a tight budget",
    none: true,
    kind: "no answer",
  },
  // Not in content: nothing about international students or student visas.
  {
    question: "I'm in India, can I get an Australian student visa by enrolling with you?",
    noYes: true,
    kind: "no answer",
  },
  // Not in content: site.ts gives the address but nothing about parking or transport.
  { question: "is there parking near your office?", noYes: true, kind: "no answer" },
  // Not in content: no minimum age is stated in prerequisites, terms or FAQ.
  {
    question: "My daughter is 16, is she old enough to enrol in one of your courses?",
    none: true,
    kind: "no answer",
  },
  // Not in content: only three programs; no cybersecurity course exists or is described.
  { question: "do you run a cyber security course? how long is it", none: true, kind: "out-of-scope" },
  // Not in content: services.ts says support is "on a plan that fits your business" but gives no price.
  {
    question: "How much is your monthly support and maintenance plan after an app launches?",
    none: true,
    kind: "no answer",
  },
  // Out of scope: a coding request.
  { question: "write me a python function that reverses a string", none: true, kind: "out-of-scope" },
  // Out of scope: weather.
  { question: "whats the weather gonna be like in sydney tomorrow", none: true, kind: "out-of-scope" },
  // Not in content: no graduation ceremony is mentioned (only a certificate of completion).
  {
    question: "Is there a graduation ceremony at the end that my family can come to?",
    none: true,
    kind: "no answer",
  },
  // Out of scope: services.ts lists web, mobile and testing only; no SEO or advertising.
  {
    question: "Can you do SEO and run Google Ads for my plumbing business?",
    none: true,
    kind: "out-of-scope",
  },
  // Not in content: no trial or taster class is offered or mentioned.
  { question: "can i sit in on a free trial class before i commit?", noYes: true, kind: "no answer" },
  // Not in content: nothing about accommodation.
  {
    question: "Do you help students from out of town find accommodation in Sydney?",
    none: true,
    kind: "no answer",
  },
  // Not in content: no corporate or group training for companies is described.
  {
    question: "Do you run private group training for a company's staff, like 10 of our testers?",
    none: true,
    kind: "no answer",
  },
  // Not in content: no referral scheme.
  { question: "is there a referral bonus if i bring a mate along to enrol?", none: true, kind: "no answer" },
  // Not in content: the team size / number of employees is not given (people.ts lists three people only).
  { question: "How many employees does Harbourline have in total?", none: true, kind: "no answer" },
];
