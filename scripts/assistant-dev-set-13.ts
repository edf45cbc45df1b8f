/**
 * Development set 13 (issue 16). First written as a private blind probe set (p15: the most-asked facts in many wordings) and run on
 * the engine at 623294e, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p15 for the chat assistant (issue 16). Written from the product spec and the
 * site's content (content/*.ts, content/blog/*.md) only. Every fact is a string the content writes
 * (case-insensitive); anyOf lists formatting variants of one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6 pm"];
const AM11 = ["11AM", "11 AM", "11:00", "11 am"];
const AM9 = ["9AM", "9 AM", "9:00", "9 am"];
const AM10 = ["10AM", "10 AM", "10:00", "10 am"];
const PM3 = ["3PM", "3 PM", "15:00", "3 pm"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_6K = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const K1 = ["$1,000", "1,000", "1000"];
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
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const DA_NAME = ["Data Analytics", "data analytics"];
const FS_NAME = ["Full stack", "full-stack"];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const SELF_57 = ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"];
const LAPTOP_NO = [
  "do not provide",
  "don't provide",
  "bring your own laptop",
  "own laptop",
  "not provide or lend",
];
const CAMPUS_ONLY = ["no online option", "Sydney only", "on campus only", "campus in Sydney only"];

export const devSet13: DevCase[] = [
  // ───────────── Fees and instalments ─────────────
  // fees.ts: full stack totalAud 6000
  { question: "How much is the full stack course?", anyOf: [FEE_6K], absent: ["$4,000"], kind: "answer" },
  // fees.ts: full stack 6 instalments of $1,000
  {
    question:
      "I can't pay everything upfront — is there some way to spread the cost of full stack over a few months?",
    anyOf: [
      ["6 monthly", "six monthly", "6 instalments", "six instalments", "6 equal", "six equal", "6 payments"],
    ],
    kind: "indirect",
  },
  // fees.ts: QA 4 instalments of $1,000
  { question: "qa corse instalments how much each month", anyOf: [K1], kind: "typo" },
  // fees.ts paymentTerms.when: paid after enrolment
  {
    question: "Do I have to pay anything when I send in my application?",
    anyOf: [["Applying is free", "pay nothing", "free to apply", "applying is free", ...AFTER_ENROL]],
    kind: "paraphrase",
  },

  // ───────────── Durations ─────────────
  // programs.ts: QA 16 Weeks
  {
    question: "how long does the software testing course run for?",
    anyOf: [W16],
    absent: ["24 weeks"],
    kind: "paraphrase",
  },
  // programs.ts: full stack 24 vs data analytics 16 -> data analytics is shorter
  { question: "which is shorter, full stack or data analytics?", anyOf: [DA_NAME, W16], kind: "comparison" },

  // ───────────── Online vs campus ─────────────
  // program-guide.ts: data analytics "no online option"
  {
    question: "I live in Perth, can I do the data analytics course from home?",
    anyOf: [CAMPUS_ONLY],
    kind: "indirect",
  },
  // program-guide.ts: full stack "streamed live", join online
  {
    question: "Full stack — campus only or can I join remotely sometimes?",
    anyOf: [["streamed live", "live online", "join the same class online", "online"]],
    kind: "paraphrase",
  },
  // program-guide.ts: modes.online true for full stack and QA, false for DA
  { question: "which of your courses can't be done online at all?", anyOf: [DA_NAME], kind: "comparison" },

  // ───────────── Next intake ─────────────
  // program-details.ts: full stack upcomingSession "TBA"
  {
    question: "when does the next full stack intake start?",
    anyOf: [["TBA", "not announced", "to be announced", "not yet"]],
    kind: "answer",
  },

  // ───────────── Class days, times, session length ─────────────
  // study.ts classSchedule: Saturday 11AM-2PM
  {
    question:
      "I work Monday to Friday including evenings sometimes, I can only really do weekends. Is there a class for me?",
    anyOf: [AM11],
    kind: "indirect",
  },
  // study.ts classSchedule: weekday evenings 6PM-9PM
  { question: "what time do the evening classes start", anyOf: [PM6], kind: "answer" },
  // study.ts classSchedule.sessionHours: 3
  { question: "how long is each session?", anyOf: [H3], kind: "paraphrase" },
  // study.ts classSchedule.keepWorking: most students keep a full-time job
  {
    question: "Could I realistically hold down my 9-5 while doing one of these courses?",
    anyOf: [["Yes", "keep a full-time job", "keep working"]],
    kind: "indirect",
  },

  // ───────────── Prerequisites ─────────────
  // program-guide.ts: full stack "No programming experience: the course starts with HTML"
  {
    question: "I've literally never coded in my life. Can I still do full stack?",
    anyOf: [["No programming experience", "starts with HTML", "no coding experience"]],
    kind: "indirect",
  },
  // program-guide.ts: data analytics "High-school maths: the course teaches the statistics"
  {
    question: "im rubbish at maths, is data analytics gonna be too hard?",
    anyOf: [["High-school maths", "high school maths", "teaches the statistics"]],
    kind: "slang",
  },

  // ───────────── Who each course suits ─────────────
  // program-guide.ts: QA suits "Career changers from customer support, administration, hospitality or retail"
  {
    question: "I've been in hospitality for 8 years and want out. Which course would suit someone like me?",
    anyOf: [QA_NAME],
    kind: "indirect",
  },
  // program-guide.ts: full stack suits "People who have tried free tutorials and now want structure"
  {
    question:
      "been doing freecodecamp n youtube tutorials for ages but going nowhere. is full stack for ppl like me?",
    anyOf: [["free tutorials", "structure"]],
    kind: "slang",
  },

  // ───────────── A week and hours of study ─────────────
  // program-guide.ts: full stack selfStudy "6 to 8 hours"
  {
    question: "How many hours outside of class should I expect to put in for full stack each week?",
    anyOf: [SELF_FS],
    kind: "paraphrase",
  },
  // program-guide.ts: QA selfStudy "5 to 7 hours"
  { question: "hw many hrs homework per week for qa", anyOf: [SELF_57], absent: ["6 to 8"], kind: "typo" },
  // program-guide.ts week: hand in work and get written code review
  {
    question: "What does a typical week look like in the full stack program?",
    anyOf: [["code review", "written feedback", "written code review"]],
    kind: "answer",
  },

  // ───────────── Equipment ─────────────
  // study.ts equipment: no laptop provided or lent
  { question: "do u guys give us laptops or do i need my own", anyOf: [LAPTOP_NO], kind: "slang" },
  // study.ts equipment.minimum: at least 8 GB of memory
  {
    question: "My laptop is pretty old with 4GB RAM. Is that enough?",
    anyOf: [["8 GB", "8GB"]],
    kind: "indirect",
  },

  // ───────────── Certificate and careers support ─────────────
  // study.ts careersSupport.certificate: not nationally accredited
  {
    question: "is the certificate nationally accredited?",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not accredited",
        "not an accredited",
      ],
    ],
    kind: "answer",
  },
  // study.ts careersSupport.services: mock interview
  {
    question: "wat kind of career help do u offer after the course, like interviews n stuff",
    anyOf: [["mock interview", "Mock interview", "practice interview"]],
    kind: "typo",
  },
  // study.ts careersSupport.honesty: no placement rates published
  {
    question: "What percentage of your grads land jobs?",
    anyOf: [["do not publish", "don't publish", "no placement rates", "placement rates"]],
    kind: "paraphrase",
  },
  // program-guide.ts roles: QA analyst, software tester, junior test automation engineer
  {
    question: "What jobs could I go for after finishing QA?",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
    kind: "answer",
  },

  // ───────────── Refunds and withdrawal ─────────────
  // fees.ts refundTerms: no refund once enrolled
  {
    question: "If I start and decide it's not for me after 2 weeks, do I get my money back?",
    anyOf: [NO_REFUND],
    kind: "indirect",
  },
  // fees.ts refundTerms.detail: withdrawing on instalments, later instalments cancelled
  {
    question: "I'm paying by instalments and want to withdraw, do I still owe the rest?",
    anyOf: [["cancelled", "in writing"]],
    kind: "paraphrase",
  },

  // ───────────── Missing a class ─────────────
  // study.ts classSchedule.missedClass: tell your instructor, notes in online space
  {
    question: "what happens if i miss a class cos im sick",
    anyOf: [["Tell your instructor", "online space", "catch up"]],
    kind: "answer",
  },
  // enrolment-terms.ts: move to another class time when that class has room
  {
    question: "Can I switch from the Tuesday class to Saturdays partway through?",
    anyOf: [["has room", "another class time", "ask us by e-mail", "ask us by email"]],
    kind: "indirect",
  },

  // ───────────── Contact and opening hours ─────────────
  // site.ts openingHours: Sunday Closed
  { question: "can i pop into the office on a sunday?", anyOf: [["closed"]], kind: "slang" },
  // site.ts openingHours: Saturday 10AM-3PM
  { question: "what are your saturday opening hours", anyOf: [AM10], kind: "answer" },
  // site.ts address: 88 Harbour Street
  { question: "where's your office physically located?", anyOf: [STREET], kind: "paraphrase" },
  // site.ts phones: Office (02) 5550 1234
  { question: "whats ur phone number", anyOf: [OFFICE], kind: "typo" },
  // site.ts email
  { question: "Is there an email I can send my questions to?", facts: [EMAIL], kind: "paraphrase" },

  // ───────────── Services ─────────────
  // services.ts: mobile app from $20,000
  {
    question: "How much would you charge to build a mobile app for my business?",
    anyOf: [["20,000", "20000", "$20K", "20k"]],
    absent: ["10,000"],
    kind: "indirect",
  },
  // services.ts: software testing service from $5,000
  {
    question: "What's the starting price for your software testing service (not the course)?",
    anyOf: [["5,000", "5000", "$5K"]],
    kind: "answer",
  },
  // services.ts: web app from $10,000 vs mobile from $20,000 -> web app cheaper
  {
    question: "web app vs mobile app build, which one is cheaper to start with?",
    anyOf: [["10,000", "10000", "$10K", "10k"]],
    kind: "comparison",
  },
  // services.ts serviceWork.steps: Fortnightly demos
  {
    question: "if we hire you for a web project, how often do we get to see progress?",
    anyOf: [["Fortnightly", "fortnight", "every two weeks"]],
    kind: "free text",
  },
  // services.ts technologies: React Native, Swift
  {
    question: "What tech do you use for mobile apps?",
    anyOf: [["React Native", "Swift"]],
    kind: "free text",
  },
  // services.ts serviceWork.rateNote: starting price, excluding GST
  {
    question: "is the $10k for a web app inc gst?",
    anyOf: [["excluding GST", "excludes GST", "plus GST", "ex GST"]],
    kind: "typo",
  },

  // ───────────── Free consultation ─────────────
  // consultation.ts: 30-minute call with a senior developer
  {
    question: "How long is the free consultation call and who's it with?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty-minute"]],
    kind: "multi-part",
  },
  // consultation.ts: reply within one business day
  {
    question: "I booked a consult request, how soon will someone get back to me?",
    anyOf: [["one business day", "1 business day"]],
    kind: "indirect",
  },
  // services.ts serviceWork.pricing: free consultation and written fixed quote
  {
    question: "do you do fixed price quotes or hourly?",
    anyOf: [["fixed quote", "fixed-price", "fixed price"]],
    kind: "free text",
  },

  // ───────────── Comparisons ─────────────
  // fees.ts: full stack $6,000 vs QA $4,000 -> QA cheaper
  { question: "Which is cheaper, QA or full stack?", anyOf: [FEE_4K], kind: "comparison" },
  // program-guide.ts selfStudy: full stack 6 to 8 vs data analytics 5 to 7
  {
    question: "Does full stack or data analytics need more study time outside class each week?",
    anyOf: [SELF_FS],
    kind: "comparison",
  },
  // fees.ts: QA and data analytics both $4,000
  {
    question: "is data analytics more expensive than the testing course?",
    anyOf: [FEE_4K],
    absent: ["6,000"],
    kind: "comparison",
  },

  // ───────────── Follow-ups ─────────────
  // fees.ts: QA $4,000 after asking about full stack fee
  { before: ["how much is full stack?"], question: "and the QA one?", anyOf: [FEE_4K], kind: "follow-up" },
  // programs.ts: data analytics 16 weeks, after naming it
  {
    before: ["tell me about the data analytics course"],
    question: "how long does it take?",
    anyOf: [W16],
    absent: ["24 weeks"],
    kind: "follow-up",
  },
  // program-guide.ts: full stack online via live stream, after naming full stack
  {
    before: ["I'm interested in full stack development"],
    question: "can I do it online?",
    anyOf: [["streamed live", "live online", "online"]],
    absent: ["no online option"],
    kind: "follow-up",
  },
  // fees.ts: data analytics $4,000 after question about its duration
  {
    before: ["how long is data analytics?"],
    question: "ok and how much does it cost",
    anyOf: [FEE_4K],
    absent: ["6,000"],
    kind: "follow-up",
  },
  // program-details.ts: QA instructor Mei Lin Chen
  {
    before: ["what's the QA course about?"],
    question: "who teaches it?",
    anyOf: [["Mei Lin Chen"]],
    kind: "follow-up",
  },
  // services.ts: mobile app from $20,000 after asking about services
  {
    before: ["what services do you offer businesses?"],
    question: "how much for the mobile one?",
    anyOf: [["20,000", "20000", "$20K"]],
    kind: "follow-up",
  },

  // ───────────── Multi-part ─────────────
  // programs.ts + fees.ts: QA 16 weeks and $4,000 (check the duration)
  {
    question: "Hi! Two things: how long is the QA course and is it possible to do it online?",
    anyOf: [W16],
    kind: "multi-part",
  },
  // application-next-steps.ts: advisor contacts within two business days
  {
    question: "thanks for the info. also after i apply how long till someone contacts me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "multi-part",
  },
  // site.ts openingHours: Monday to Friday 9AM-9PM
  {
    question: "Great, that helps. Last thing — what time does the office open on weekdays?",
    anyOf: [AM9],
    kind: "multi-part",
  },
  // enrolment-terms.ts: certificate requires handing in the course's projects
  {
    question: "I want the certificate at the end — what do I actually have to do to get it?",
    anyOf: [["projects", "hand in"]],
    kind: "multi-part",
  },

  // ───────────── Free text (blog, policies) ─────────────
  // blog/manual-vs-automated-testing.md: should we automate all tests -> no
  {
    question: "should a team automate all its tests?",
    anyOf: [["exploratory", "manual"]],
    kind: "free text",
  },
  // privacy.ts: OAIC complaint
  {
    question: "if I'm unhappy with how you handle my personal data who can I complain to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
    kind: "free text",
  },

  // ───────────── No answer / out of scope ─────────────
  // (none) no scholarships or discounts are mentioned anywhere
  { question: "do you offer any scholarships or discounts for students?", none: true, kind: "no answer" },
  // (none) no student visa or international student info
  { question: "I'm from India, can you sponsor a student visa for me?", noYes: true, kind: "no answer" },
  // (none) parking not mentioned
  { question: "is there parking near the office?", noYes: true, kind: "no answer" },
  // (none) no government funding / VET Student Loans / Centrelink info
  { question: "can i get centrelink or a VET student loan to cover the fees", noYes: true, kind: "no answer" },
  // (none) no minimum age stated
  { question: "My son is 15, is there a minimum age to enrol?", none: true, kind: "no answer" },
  // (none) no deferral/pause policy
  {
    question: "Can I pause the course halfway and pick it back up in 6 months?",
    none: true,
    kind: "no answer",
  },
  // (out of scope) weather
  { question: "what's the weather like in Sydney this weekend?", none: true, kind: "out-of-scope" },
  // (out of scope) homework help
  {
    question: "can you write me a python script that scrapes amazon prices",
    none: true,
    kind: "out-of-scope",
  },
  // (none) cyber security course not offered / not described
  { question: "when does your cyber security bootcamp start?", none: true, kind: "no answer" },
  // (out of scope) general recommendation
  { question: "whats a good restaurant near circular quay for lunch", none: true, kind: "out-of-scope" },
];
