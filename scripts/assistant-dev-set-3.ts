/**
 * Development evaluation set 3 for the site's chat assistant (issue 16), written from the product
 * spec and the content modules (content/*.ts) only, as visitors write: typos, slang, indirect
 * wording, comparisons, multi-part questions, follow-ups, terms and privacy questions, and
 * questions the site does not answer. Committed before any tuning against it; afterwards edited
 * only to fix a wrong expected answer (with the reason in the commit).
 * Every fact is a string the content writes (case-insensitive); `anyOf` lists formatting variants
 * of one fact. No case depends on a specific intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks"];
const W16 = ["16 weeks", "16-week", "sixteen weeks"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6pm"];
const AM11 = ["11AM", "11 AM", "11:00"];
const SAT_OPEN = ["10AM-3PM", "10AM - 3PM", "10AM to 3PM", "10 AM", "10AM"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const EMAIL = "hello@harbourline.example";
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const FS_NAME = ["full stack"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA"];

export const devSet3: DevCase[] = [
  // ───────────── Plain facts, new wording ─────────────
  { question: "how many weeks does data analytics run for?", anyOf: [W16], kind: "paraphrase" },
  { question: "is the full stack one a 6 month thing?", anyOf: [W24], kind: "indirect" },
  { question: "whats the price tag on the QA course", anyOf: [FEE_4K], kind: "slang" },
  { question: "full stack - how much $$", anyOf: [FEE_FS], kind: "slang" },
  { question: "what would data analytics set me back?", anyOf: [FEE_4K], kind: "indirect" },
  {
    question: "can I pay the full stack fee bit by bit?",
    anyOf: [["6 monthly instalments", "six monthly instalments", "instalments"]],
    kind: "indirect",
  },
  {
    question: "how big is each instalment for the QA course?",
    anyOf: [["$1,000", "1,000", "1000"]],
    kind: "paraphrase",
  },
  {
    question: "does the price include GST?",
    anyOf: [["include GST", "GST included", "includes GST"]],
    kind: "answer",
  },
  { question: "do you take credit card?", anyOf: [["card"]], kind: "paraphrase" },
  {
    question: "do i have to pay anything to apply",
    anyOf: [["applying is free", "free", "nothing"]],
    kind: "paraphrase",
  },
  {
    question: "when am I actually charged for the course",
    anyOf: [["after enrolment", "after you are enrolled", "once you are enrolled", "after enrollment"]],
    kind: "indirect",
  },

  // ───────────── Timetable and study ─────────────
  { question: "how long is a single class?", anyOf: [H3], kind: "paraphrase" },
  { question: "are the classes at night?", anyOf: [PM6], kind: "indirect" },
  { question: "can i do it on weekends instead of weeknights", anyOf: [["saturday"]], kind: "indirect" },
  { question: "what time does the saturday class start", anyOf: [AM11], kind: "answer" },
  {
    question: "how many classes per week is it",
    anyOf: [["one three-hour class", "one class", "once a week", "1 class", "one 3-hour class"]],
    kind: "paraphrase",
  },
  {
    question: "i work 9 to 5, can i still do the course?",
    anyOf: [["keep a full-time job", "evening", "6PM"]],
    kind: "indirect",
  },
  {
    question: "how much homework is there on full stack?",
    anyOf: [["6 to 8 hours", "6-8 hours", "6–8 hours"]],
    kind: "paraphrase",
  },
  {
    question: "whats a typical week like in data analytics",
    anyOf: [["3 hours", "three-hour", "5 to 7 hours", "feedback"]],
    kind: "paraphrase",
  },
  {
    question: "what happens if i cant make it to a class one week",
    anyOf: [["catch up", "notes and exercises", "tell your instructor"]],
    kind: "indirect",
  },
  {
    question: "can i switch to a different class time later?",
    anyOf: [["another class time", "has room", "move to another"]],
    kind: "free text",
  },

  // ───────────── Online and campus ─────────────
  {
    question: "can I study data analytics from home?",
    anyOf: [["no online option", "on campus", "campus only"]],
    kind: "indirect",
  },
  { question: "is QA available remotely", anyOf: [["online"]], kind: "paraphrase" },
  {
    question: "can i join the full stack classes over zoom if i cant come in",
    anyOf: [["online", "streamed live", "live"]],
    kind: "indirect",
  },
  { question: "where is the campus", anyOf: [["88 Harbour Street"]], kind: "paraphrase" },

  // ───────────── Comparisons ─────────────
  { question: "which is the shortest course?", anyOf: [W16], kind: "comparison" },
  { question: "which program takes the longest?", anyOf: [FS_NAME], kind: "comparison" },
  { question: "whats the cheapest course you have", anyOf: [FEE_4K], kind: "comparison" },
  { question: "which course is the most expensive", anyOf: [FEE_FS, FS_NAME], kind: "comparison" },
  { question: "qa vs data analytics, which one is online", anyOf: [QA_NAME], kind: "comparison" },
  {
    question: "is data analytics longer than QA?",
    anyOf: [W16, ["same", "both", "no"]],
    kind: "comparison",
  },
  {
    question: "what's the price difference between full stack and QA?",
    anyOf: [FEE_FS, FEE_4K],
    kind: "comparison",
  },
  {
    question: "which courses can i do online",
    anyOf: [QA_NAME, FS_NAME],
    kind: "comparison",
  },

  // ───────────── Who it suits and prerequisites ─────────────
  {
    question: "i've never coded before, can i do full stack?",
    anyOf: [["no programming experience", "starts with HTML"]],
    kind: "indirect",
  },
  {
    question: "do I need to know maths for data analytics",
    anyOf: [["high-school maths", "high school maths"]],
    kind: "paraphrase",
  },
  {
    question: "im in retail and want a change, which course would suit me",
    anyOf: [["retail", "career changers"]],
    kind: "indirect",
  },
  {
    question: "who is the QA course aimed at",
    anyOf: [["detail-minded", "career changers", "manual testers"]],
    kind: "paraphrase",
  },
  {
    question: "do i need to know javascript before the testing course",
    anyOf: [["no coding experience", "teaches the JavaScript"]],
    kind: "paraphrase",
  },
  {
    question: "what are the entry requirements for data analytics",
    anyOf: [["spreadsheets", "high-school maths"]],
    kind: "paraphrase",
  },

  // ───────────── Content and outcomes ─────────────
  { question: "does full stack cover react?", anyOf: [["React"]], kind: "answer" },
  { question: "will I learn python in data analytics?", anyOf: [["Python"]], kind: "answer" },
  {
    question: "which tools do you use for test automation",
    anyOf: [["Playwright", "Postman"]],
    kind: "paraphrase",
  },
  {
    question: "what jobs can i apply for after data analytics",
    anyOf: [["data analyst", "reporting analyst", "business intelligence"]],
    kind: "paraphrase",
  },
  {
    question: "do u guarantee me a job at the end",
    anyOf: [["cannot promise", "no course can guarantee", "can't promise", "not guarantee", "no"]],
    absent: ["%"],
    kind: "slang",
  },
  {
    question: "what's your placement rate?",
    anyOf: [["do not publish", "don't publish"]],
    kind: "paraphrase",
  },
  {
    question: "is the certificate recognised / accredited?",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
    kind: "paraphrase",
  },
  {
    question: "do you help with CVs and interviews",
    anyOf: [["CV", "mock interview"]],
    kind: "paraphrase",
  },
  {
    question: "who teaches data analytics?",
    anyOf: [["Daniel Okafor"]],
    kind: "answer",
  },

  // ───────────── Equipment ─────────────
  {
    question: "do you give students a laptop?",
    anyOf: [["bring your own laptop", "do not provide", "don't provide"]],
    kind: "paraphrase",
  },
  {
    question: "how much RAM does my laptop need",
    anyOf: [["8 GB", "8GB"]],
    kind: "paraphrase",
  },
  {
    question: "i have a macbook, is that ok for data analytics?",
    anyOf: [["Power BI", "Windows", "Mac"]],
    kind: "indirect",
  },
  { question: "is there wifi on campus?", anyOf: [["Wi-Fi"]], kind: "answer" },

  // ───────────── Terms, refunds and privacy (free text) ─────────────
  { question: "if i drop out halfway do i get my money back?", anyOf: [NO_REFUND], kind: "free text" },
  {
    question: "what happens to my instalments if i withdraw",
    anyOf: [["cancelled", "not refunded"]],
    kind: "free text",
  },
  {
    question: "what if you cancel the course?",
    anyOf: [["Australian Consumer Law", "another intake"]],
    kind: "free text",
  },
  {
    question: "can you kick me out of the course?",
    anyOf: [["end the enrolment", "harasses", "someone else's work"]],
    kind: "free text",
  },
  {
    question: "do i need to do anything to get the certificate",
    anyOf: [["hand in the course's projects", "projects"]],
    kind: "free text",
  },
  {
    question: "will you change the start date on me?",
    anyOf: [["two weeks ahead", "at least two weeks"]],
    kind: "free text",
  },
  {
    question: "do you sell my data?",
    anyOf: [["do not sell", "never sell"]],
    kind: "free text",
  },
  {
    question: "how long do you keep my enrolment records",
    anyOf: [["seven years", "7 years"]],
    kind: "free text",
  },
  {
    question: "what cookies does the site use",
    anyOf: [["visitor", "three cookies"]],
    kind: "free text",
  },
  {
    question: "how do i get you to delete my info",
    anyOf: [[EMAIL, "30 days"]],
    kind: "free text",
  },
  {
    question: "who can i complain to about privacy if you ignore me",
    anyOf: [["OAIC", "Information Commissioner"]],
    kind: "free text",
  },
  {
    question: "does the chatbot send my questions to openai or something",
    anyOf: [["external AI service", "text of your question"]],
    kind: "free text",
  },
  {
    question: "which state's law covers the terms",
    anyOf: [["New South Wales"]],
    kind: "free text",
  },

  // ───────────── Contact and visiting ─────────────
  { question: "whats ur phone number", anyOf: [OFFICE], kind: "slang" },
  { question: "can i pop in sunday arvo?", anyOf: [["closed"]], kind: "slang" },
  { question: "r u open saturdays", anyOf: [SAT_OPEN], kind: "slang" },
  { question: "how late are you open on weekdays", anyOf: [["9PM", "9 PM"]], kind: "paraphrase" },
  { question: "what's the easiest way to contact someone", anyOf: [[EMAIL, ...OFFICE]], kind: "indirect" },
  {
    question: "i'd like to speak to a real person",
    anyOf: [["/contact-us", ...OFFICE, EMAIL]],
    kind: "indirect",
  },

  // ───────────── Services for businesses ─────────────
  {
    question: "how much would you charge to build a mobile app",
    anyOf: [["$20,000", "20,000"]],
    kind: "paraphrase",
  },
  {
    question: "do you do penetration / security testing for companies?",
    anyOf: [["Security testing", "$5,000"]],
    kind: "paraphrase",
  },

  // ───────────── Follow-ups ─────────────
  {
    before: ["how long is the data analytics course?"],
    question: "and full stack?",
    anyOf: [W24],
    kind: "follow-up",
  },
  {
    before: ["tell me about the QA course"],
    question: "how much is it",
    anyOf: [FEE_4K],
    kind: "follow-up",
  },
  {
    before: ["how much is full stack?"],
    question: "can i do that one online?",
    anyOf: [["online", "streamed live"]],
    kind: "follow-up",
  },
  {
    before: ["who teaches the full stack course?"],
    question: "what about data analytics",
    anyOf: [["Daniel Okafor"]],
    kind: "follow-up",
  },
  {
    before: ["is data analytics online?"],
    question: "what about the testing one",
    anyOf: [["online"]],
    kind: "follow-up",
  },

  // ───────────── Multi-part ─────────────
  {
    question: "how long is QA and how much does it cost?",
    anyOf: [W16, FEE_4K],
    kind: "multi-part",
  },
  {
    question: "where are you and what are your hours",
    anyOf: [["88 Harbour Street"], ["9AM", "9 AM"]],
    kind: "multi-part",
  },

  // ───────────── Not on the site: the honest reply ─────────────
  { question: "do you offer scholarships for women in tech?", none: true, kind: "no answer" },
  { question: "is there free parking at the campus", noYes: true, kind: "no answer" },
  { question: "can international students get a visa through you?", noYes: true, kind: "no answer" },
  { question: "do you run a cyber security course", none: true, kind: "no answer" },
  { question: "what's the weather like in sydney tomorrow", none: true, kind: "out-of-scope" },
  { question: "can you write my python assignment for me", none: true, kind: "out-of-scope" },
  { question: "do students get a free ipad", none: true, kind: "no answer" },
];
