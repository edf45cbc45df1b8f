/**
 * Development set 7 (issue 16). First written as a private blind probe set and run once on an engine nobody
 * had tuned to it; its first-run score is in docs/evaluation/assistant-scores.md. Committed as a
 * development set afterwards, unchanged except for the import and the export's name.
 *
 * Private blind probe set (issue 16), written from the product spec and the site's content only
 * (content/*.ts, content/blog/*.md, page text in app/routes). Every fact is a string the content
 * writes (case-insensitive, or the rendered form of a content module's value); anyOf lists
 * formatting variants. No case depends on an intake's date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6pm"];
const PM9 = ["9PM", "9 PM", "21:00"];
const AM10 = ["10AM", "10 AM", "10:00"];
const AM11 = ["11AM", "11 AM", "11:00"];
const PM2 = ["2PM", "2 PM", "14:00"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const PHONE = [...OFFICE, ...MOBILE];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const DA_NAME = ["Data Analytics"];
const FS_NAME = ["full stack"];
const NO_LAPTOP = [
  "do not provide or lend",
  "do not provide",
  "don't provide",
  "none is included",
  "not provide",
];
const NO_PROGRAMMING = ["No programming experience", "no programming", "no coding experience", "no coding"];
const ONLINE_NO = ["no online option", "Sydney only", "on campus only", "only on campus", "not online"];
const AFTER_ENROL = [
  "after enrolment",
  "after enrollment",
  "after you enrol",
  "after you are enrolled",
  "after you're enrolled",
  "once you are enrolled",
  "once you're enrolled",
  "once enrolled",
  "when you accept our offer and are enrolled",
];
const DAYS30 = ["30 days", "thirty days"];
const TOMAS = ["Tomás Rivera", "Tomas Rivera"];

export const devSet7: DevCase[] = [
  // ───────────── Contact, hours, address ─────────────
  // site.ts phones
  { question: "hey whats the best number to ring you guys on", anyOf: [PHONE], kind: "slang" },
  // site.ts address (level, street)
  {
    question: "Could you please provide the full street address of your premises, including the floor?",
    facts: ["Level 12"],
    anyOf: [STREET],
    kind: "paraphrase",
  },
  // site.ts openingHours (Saturday 10AM-3PM): a 9am Saturday visit is before opening
  { question: "is the office open saturday mornings, like 9ish?", anyOf: [AM10], kind: "indirect" },
  // site.ts email
  { question: "what email do i use to contact u", facts: [EMAIL], kind: "slang" },
  // site.ts openingHours (Sunday Closed)
  { question: "can i drop in on a sunday to chat about courses", facts: ["closed"], kind: "indirect" },

  // ───────────── Programs: durations, modes, topics, comparisons ─────────────
  // programs.ts Data Analytics duration 16 Weeks
  { question: "how long does the data analytics course go for", anyOf: [W16], kind: "answer" },
  // programs.ts durations: QA 16 < full stack 24
  { question: "which is shorter, full stack or QA?", anyOf: [QA_NAME, W16], kind: "comparison" },
  // faq.ts "Can I study online?" / program-guide.ts modes.online (full stack and QA)
  {
    question: "which of your courses can I do from home online?",
    anyOf: [QA_NAME, FS_NAME],
    kind: "comparison",
  },
  // program-guide.ts data-analytics modes.detail
  { question: "is data analytics available online?", anyOf: [ONLINE_NO], kind: "answer" },
  // program-details.ts full-stack features (Front end, Back end, DevOps)
  {
    question: "full stack course - what do u actually learn? topics?",
    anyOf: [
      ["Front end", "front-end"],
      ["Back end", "back-end"],
    ],
    facts: ["DevOps"],
    kind: "slang",
  },
  // program-details.ts QA Automated testing (Playwright and Postman)
  { question: "wat tools do they teach in the testng course", anyOf: [["Playwright"]], kind: "typo" },
  // programs.ts durations: full stack 24, data analytics 16
  {
    question: "do full stack and data analytics run for the same length of time?",
    anyOf: [W24, W16],
    kind: "comparison",
  },

  // ───────────── Follow-ups ─────────────
  // programs.ts QA duration 16 Weeks
  {
    before: ["tell me about the full stack course"],
    question: "and the QA one? how long is that",
    anyOf: [W16],
    kind: "follow-up",
  },
  // fees.ts data-analytics totalAud 4000
  {
    before: ["I'm interested in data analytics"],
    question: "how much is it?",
    anyOf: [FEE_4K],
    kind: "follow-up",
  },
  // program-details.ts QA instructor Mei Lin Chen
  {
    before: ["What is the QA & Software Testing course like?"],
    question: "who teaches it?",
    facts: ["Mei Lin Chen"],
    kind: "follow-up",
  },
  // fees.ts full-stack instalments 6 → $1,000 AUD a month
  {
    before: ["how much is the full stack course"],
    question: "can i pay that off monthly?",
    anyOf: [["instalment", "installment"], MONTHLY_1K],
    kind: "follow-up",
  },
  // program-guide.ts data-analytics prerequisites
  {
    before: ["what's the data analytics course about?"],
    question: "do I need to know programming for it?",
    anyOf: [NO_PROGRAMMING],
    kind: "follow-up",
  },
  // programs.ts QA studyMode On Campus or Online
  {
    before: ["Tell me about the QA course"],
    question: "can I do it online",
    anyOf: [["on campus or online", "or online", "online, live", "online option"]],
    absent: ["no online option"],
    kind: "follow-up",
  },

  // ───────────── Fees, payment, refunds ─────────────
  // fees.ts full-stack totalAud 6000
  { question: "How much does the full stack program cost", anyOf: [FEE_FS], kind: "answer" },
  // fees.ts paymentTerms.currency
  {
    question: "r the fees incl gst?",
    anyOf: [["include GST", "GST included", "including GST", "includes GST"]],
    kind: "slang",
  },
  // fees.ts refundTerms
  { question: "if i quit halfway thru can i get my money back", anyOf: [NO_REFUND], kind: "indirect" },
  // fees.ts paymentTerms.methods
  { question: "how do I pay - card or bank transfer?", facts: ["bank transfer"], kind: "answer" },
  // fees.ts: QA and Data Analytics both 4000, full stack 6000
  { question: "whats ur cheapest course", anyOf: [FEE_4K], kind: "comparison" },
  // fees.ts paymentTerms.when / options.ts feeTerms
  { question: "when is the course fee due?", anyOf: [AFTER_ENROL], kind: "answer" },

  // ───────────── Timetable and study ─────────────
  // options.ts timeTableOptions (weekday 6PM - 9PM)
  { question: "I work 9 to 5, do you have evening classes?", anyOf: [PM6, PM9], kind: "indirect" },
  // study.ts classSchedule.sessionHours 3
  { question: "how long is each session", anyOf: [H3], kind: "answer" },
  // options.ts timeTableOptions (Sat 11AM - 2PM)
  { question: "any classes on the weekend?", anyOf: [AM11, PM2], kind: "paraphrase" },
  // program-guide.ts full-stack selfStudy 6 to 8 hours
  {
    question: "how many hrs of homework a week for full stack",
    anyOf: [["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"]],
    kind: "slang",
  },
  // study.ts classSchedule.missedClass
  {
    question: "what happens if i miss a class",
    facts: ["instructor"],
    anyOf: [["catch up"]],
    kind: "answer",
  },
  // study.ts classSchedule.keepWorking
  {
    question: "is it possible to hold down a full-time job while doing one of your courses?",
    anyOf: [["full-time job", "keep working", "keep a full"]],
    kind: "paraphrase",
  },

  // ───────────── Prerequisites, who it suits ─────────────
  // program-guide.ts QA suits ("Career changers from customer support, administration, hospitality or retail")
  {
    question: "I'm 40 and work in retail, would QA suit me?",
    anyOf: [["retail", "career changers"]],
    kind: "indirect",
  },
  // program-guide.ts data-analytics prerequisites
  {
    question: "what do i need to know before starting data analytics",
    anyOf: [["spreadsheets"], ["High-school maths", "maths"]],
    kind: "answer",
  },
  // program-guide.ts full-stack prerequisites
  { question: "do i need any coding experience for full stack?", anyOf: [NO_PROGRAMMING], kind: "answer" },

  // ───────────── Equipment ─────────────
  // study.ts equipment.summary
  { question: "do you guys hand out laptops to students", anyOf: [NO_LAPTOP], kind: "slang" },
  // program-guide.ts data-analytics equipmentNote
  {
    question: "I've only got a MacBook, is that going to be a problem for data analytics?",
    anyOf: [["Windows only", "Power BI Desktop"]],
    kind: "indirect",
  },

  // ───────────── Careers support ─────────────
  // study.ts careersSupport.summary / honesty
  {
    question: "will u guarantee me a job after?",
    anyOf: [["cannot promise", "can guarantee", "cannot guarantee", "not guarantee", "no guarantee"]],
    kind: "slang",
  },
  // program-guide.ts data-analytics roles
  {
    question: "what sort of jobs could I go for after data analytics?",
    anyOf: [["data analyst", "reporting analyst", "business intelligence"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.certificate
  {
    question: "is the certificate nationally accredited?",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
    kind: "answer",
  },
  // study.ts careersSupport.services (CV and LinkedIn review, Mock interview)
  {
    question: "do you help with CVs? and interview practice?",
    anyOf: [["CV"], ["mock interview", "practice interview"]],
    kind: "multi-part",
  },

  // ───────────── Enrolment, portal, application status ─────────────
  // faq.ts "How do I apply?" / pages.ts /enrol-now
  { question: "how do i enrol", anyOf: [["/enrol-now", "application form"]], kind: "answer" },
  // application-next-steps.ts received / faq.ts decision within a week
  {
    question: "after i apply how long till someone gets back to me",
    anyOf: [["two business days", "within a week"]],
    kind: "slang",
  },
  // application-next-steps.ts waitlisted
  {
    question: "my application in the portal says waitlisted, what does that mean?",
    anyOf: [["waiting list"]],
    kind: "indirect",
  },
  // faq.ts "Can I follow my application online?" (to update, submit a new application)
  {
    question: "I made a mistake on my application, can I edit it?",
    anyOf: [["new application"]],
    kind: "indirect",
  },

  // ───────────── Services, consultation, newsletter ─────────────
  // services.ts mobile startingRateAud 20000
  {
    question: "roughly what would it cost to get a mobile app built by you",
    anyOf: [["$20,000", "20,000"]],
    kind: "indirect",
  },
  // services.ts web startingRateAud 10000 and technologies
  {
    question: "what's the starting price for web app development, and what tech do you build with?",
    anyOf: [["$10,000", "10,000"], ["React"]],
    kind: "multi-part",
  },
  // book-a-free-consultation.tsx "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "how long is the free consultation call",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty minutes"]],
    kind: "answer",
  },
  // privacy.ts newsletter "Every newsletter e-mail has an unsubscribe link."
  { question: "how do i unsubscribe from your newsletter", anyOf: [["unsubscribe link"]], kind: "answer" },

  // ───────────── Privacy ─────────────
  // privacy.ts use ("We do not sell personal information") / faq.ts ("never sell it")
  {
    question: "do you sell my data to advertisers?",
    anyOf: [["do not sell", "never sell"]],
    kind: "paraphrase",
  },
  // privacy.ts retention (IP erased after 30 days)
  { question: "how long do you keep my IP address from the chat", anyOf: [DAYS30], kind: "answer" },

  // ───────────── Team and blog ─────────────
  // people.ts Director
  { question: "who's the director of the company", facts: ["Sarah Whitfield"], kind: "answer" },
  // blog/first-90-days-junior-developer.md author
  {
    question: "who wrote the blog post about your first 90 days as a junior dev",
    anyOf: [TOMAS],
    kind: "free text",
  },

  // ───────────── Not answered by the site ─────────────
  // no parking information anywhere in content
  { question: "is there parking near your office?", noYes: true, kind: "no answer" },
  // near-miss on fees: no scholarship or discount exists in content
  { question: "do you offer any scholarships or discounts?", none: true, kind: "no answer" },
  // no visa information
  { question: "can you sponsor my student visa", noYes: true, kind: "no answer" },
  // near-miss: "Small classes" is said, but no number
  { question: "how many students are in each class?", none: true, kind: "no answer" },
  // out of scope
  { question: "whats the weather like in sydney today", none: true, kind: "out-of-scope" },
  // no trial class in content
  { question: "do you have a free trial class I can sit in on first?", noYes: true, kind: "no answer" },
  // no age rule in content
  { question: "Is there a minimum age to enrol?", none: true, kind: "no answer" },
  // near-miss: campus has Wi-Fi, no password given
  { question: "what's the wifi password on campus", none: true, kind: "no answer" },
  // no accessibility of the building in content
  { question: "is the campus wheelchair accessible? is there a lift?", none: true, kind: "no answer" },
];
