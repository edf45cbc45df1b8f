/**
 * Development set 6 (issue 16). First written as a private blind probe set and run once on an engine nobody
 * had tuned to it; its first-run score is in docs/evaluation/assistant-scores.md. Committed as a
 * development set afterwards, unchanged except for the import and the export's name.
 *
 * Private blind probe set for issue 16 (the chat assistant). Written from the product spec and
 * what the site says (content/, blog articles, page text in app/ routes) only; never the engine's
 * code, its tests or any other evaluation set's questions. Personas: parents, career changers,
 * employers, small businesses, non-native English speakers, money-anxious visitors, returning
 * applicants, a journalist, one-word askers and rambling four-sentence messages.
 * Every fact is a string the content writes (case-insensitive); `anyOf` lists formatting variants.
 * No case depends on a specific intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6pm", "6 p.m"];
const PM9 = ["9PM", "9 PM", "21:00", "9 p.m"];
const AM11 = ["11AM", "11 AM", "11:00", "11 a.m"];
const PM2 = ["2PM", "2 PM", "14:00", "2 p.m"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000", "1000"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const NO_LAPTOP = ["do not provide or lend", "do not provide", "don't provide", "none is included"];
const NO_PROGRAMMING = ["No programming experience", "no programming", "no coding experience", "no coding"];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const DAYS30 = ["30 days", "thirty days"];

export const devSet6: DevCase[] = [
  // ───────────── Fees, payment, refunds ─────────────
  // fees.ts (fees per program) — one-word asker
  { question: "fees?", anyOf: [FEE_FS, FEE_4K], kind: "answer" },
  // fees.ts refundTerms (no refund once enrolled) — money-anxious, question at the end
  {
    question:
      "I'm on a really tight budget and honestly a bit scared of committing. My job isn't very secure at the moment. I'm looking at the data analytics course. If I lose my job halfway through and have to stop, do I get my money back?",
    anyOf: [NO_REFUND],
    kind: "multi-part",
  },
  // fees.ts (6 instalments of $1,000 for full stack)
  {
    question: "can i pay off the full stack course monthly? how much would each payment be",
    anyOf: [MONTHLY_1K, ["monthly", "instalment", "installment"]],
    kind: "multi-part",
  },
  // fees.ts paymentTerms.applying ("Applying is free")
  { question: "do i have to pay anything just to apply", facts: ["free"], kind: "indirect" },
  // fees.ts paymentTerms.currency (include GST)
  {
    question: "is the QA course price including GST or plus GST?",
    anyOf: [FEE_4K],
    facts: ["GST"],
    kind: "answer",
  },
  // fees.ts paymentTerms.methods (bank transfer or card)
  {
    question: "how do i actually pay, can i use my credit card or is it bank transfer only?",
    facts: ["bank transfer", "card"],
    kind: "answer",
  },
  // fees.ts (QA $4,000) and paymentTerms.when (invoice by e-mail after enrolment) — employer
  {
    question:
      "Hello, I manage a small support team and the company wants to pay for two of my staff to do the QA & Software Testing course. What does it cost per person, and when would we receive the invoice?",
    anyOf: [FEE_4K, ["invoice"], ["after enrolment", "after enrollment", "enrolled", "accept our offer"]],
    kind: "multi-part",
  },
  // fees.ts refundTerms.detail (instalments that fall due after that are cancelled)
  {
    question: "if i drop out while paying in instalments do i still owe the remaining ones?",
    facts: ["cancelled"],
    kind: "indirect",
  },
  // fees.ts refundTerms.law (Australian Consumer Law if we cancel a course)
  {
    question: "what happens to my money if YOU cancel the course?",
    facts: ["Australian Consumer Law"],
    kind: "indirect",
  },
  // fees.ts (data analytics $4,000 vs full stack $6,000)
  {
    question: "which is cheaper, data analytics or full stack?",
    facts: ["Data Analytics"],
    anyOf: [FEE_4K],
    kind: "comparison",
  },
  // fees.ts (data analytics $4,000) — follow-up naming the program first
  {
    before: ["tell me about the data analytics course"],
    question: "how much is it?",
    anyOf: [FEE_4K],
    absent: ["6,000"],
    kind: "follow-up",
  },
  // fees.ts (QA: 4 monthly instalments of $1,000)
  {
    before: ["what's the fee for the software testing course?"],
    question: "can i split that up into smaller payments",
    anyOf: [MONTHLY_1K, ["instalment", "installment", "monthly"]],
    kind: "follow-up",
  },

  // ───────────── Durations, comparisons ─────────────
  // programs.ts (QA 16 Weeks) — the issue's own follow-up shape
  {
    before: ["how long is the full stack course?"],
    question: "and the QA one?",
    anyOf: [W16],
    absent: ["24 weeks"],
    kind: "follow-up",
  },
  // programs.ts (full stack 24 Weeks, data analytics 16 Weeks)
  {
    question: "is full stack longer than data analytics? by how much",
    anyOf: [W24, W16],
    kind: "comparison",
  },
  // program-guide.ts selfStudy (full stack 6 to 8 hours) and programs.ts (full stack 24 Weeks)
  {
    question:
      "Between QA and full stack, which one needs more homework each week, and which one is longer overall?",
    anyOf: [SELF_FS, W24],
    kind: "comparison",
  },
  // program-guide.ts modes (QA online; data analytics no online) and fees.ts (both $4,000)
  {
    question: "QA vs data analytics: which of the two can i do online, and which costs less?",
    anyOf: [QA_NAME, FEE_4K],
    kind: "comparison",
  },

  // ───────────── Timetable and study ─────────────
  // study.ts classSchedule (weekday evening 6PM-9PM)
  {
    question:
      "I work 9 to 5 in an office in the city. Would I realistically be able to do your classes after work? What time do they start?",
    anyOf: [PM6],
    kind: "indirect",
  },
  // study.ts classSchedule (three-hour class)
  { question: "how long is each class session", anyOf: [H3], kind: "paraphrase" },
  // options.ts timeTableOptions (Sat 11AM - 2PM) — near-miss: opening hours say 10AM-3PM
  { question: "saturday class times?", anyOf: [AM11, PM2], kind: "answer" },
  // study.ts keepWorking (most students keep a full-time job)
  {
    question: "can i keep my full time job while studying with you guys",
    anyOf: [["full-time job", "full time job", "keep working", "keep a full-time", "keep your job"]],
    kind: "slang",
  },
  // study.ts missedClass (online space, catch up)
  {
    question: "I have a family wedding and will miss one class, what happens then?",
    anyOf: [["catch up", "online space"]],
    kind: "indirect",
  },
  // program-guide.ts selfStudy (full stack 6 to 8 hours)
  {
    before: ["im thinking about the full stack course"],
    question: "how many hours outside class should i plan for per week?",
    anyOf: [SELF_FS],
    kind: "follow-up",
  },
  // enrolment-terms.ts classes ("move to another class time ... when that class has room")
  {
    question: "if my roster changes can i swap to a different class night later on?",
    anyOf: [["has room", "another class time"]],
    kind: "indirect",
  },
  // ───────────── Study modes ─────────────
  // program-guide.ts data-analytics modes ("no online option", "Sydney only")
  {
    question: "can i do data analytics online? i live in perth",
    anyOf: [
      [
        "no online option",
        "Sydney only",
        "on campus only",
        "only on campus",
        "not online",
        "only taught on campus",
      ],
    ],
    kind: "answer",
  },
  // faq.ts "Can I study online?" (full stack and QA)
  {
    question: "which of your courses can i do from home",
    facts: ["QA"],
    anyOf: [["full stack"]],
    kind: "comparison",
  },
  // program-guide.ts full-stack modes (streamed live) — non-native speaker
  {
    question:
      "Hello, I am living in Brazil at the moment. Is possible to follow the full stack course from here by internet, in live?",
    anyOf: [["streamed live", "live online", "join the same class online", "online"]],
    kind: "paraphrase",
  },
  // ───────────── Prerequisites and who each program suits ─────────────
  // program-guide.ts QA prerequisites ("No coding experience") — parent
  {
    question:
      "My daughter is 19, she has never coded but she loves puzzles and finding mistakes. Does she need programming experience for the QA course?",
    anyOf: [NO_PROGRAMMING],
    kind: "indirect",
  },
  // program-guide.ts data-analytics prerequisites ("High-school maths")
  {
    question: "how good at maths do i need to be for data analytics",
    anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]],
    kind: "paraphrase",
  },
  // program-guide.ts QA suits ("Career changers from customer support, administration, hospitality or retail")
  {
    question:
      "I'm 44 and I've worked in retail management for twenty years. I'm thinking about a complete change but I'm not very technical. Which of your courses would suit someone like me?",
    facts: ["retail"],
    anyOf: [QA_NAME],
    kind: "indirect",
  },
  // program-guide.ts data-analytics prerequisites (SQL and Python taught from the start)
  {
    question:
      "Hi there. I finished uni last year with an arts degree and I've been temping since. I like numbers and I'm good with Excel, but I've never written code. Do I need to know Python before the data analytics course starts?",
    anyOf: [[...NO_PROGRAMMING, "taught from the start"]],
    kind: "multi-part",
  },
  // program-guide.ts prerequisites (English)
  {
    question: "my english is not perfect, what level is needed?",
    anyOf: [["technical documentation", "clear written English", "English good enough"]],
    kind: "paraphrase",
  },
  // program-guide.ts full-stack suits ("People who have tried free tutorials")
  {
    question:
      "ive done a bunch of free youtube tutorials but keep getting stuck. is full stack for people like me?",
    anyOf: [["free tutorials", "structure"]],
    kind: "slang",
  },

  // ───────────── Equipment ─────────────
  // study.ts equipment.summary (no laptop provided or lent)
  { question: "do students get a laptop from you?", anyOf: [NO_LAPTOP], kind: "paraphrase" },
  // program-guide.ts data-analytics equipmentNote (Power BI Desktop runs on Windows only)
  {
    question: "I only have a macbook, is that a problem for the data course?",
    facts: ["Power BI", "Windows"],
    kind: "indirect",
  },
  // study.ts equipment.requirements (locked-down work laptop)
  {
    question: "can i just use my work laptop?",
    anyOf: [["install software", "locked-down", "locked down"]],
    kind: "indirect",
  },
  // study.ts equipment.requirements (headset with a microphone)
  {
    question: "doing QA online - anything extra i need besides a laptop?",
    anyOf: [["headset", "microphone"]],
    kind: "indirect",
  },

  // ───────────── Careers support, certificate ─────────────
  // study.ts careersSupport.summary / honesty
  {
    question: "do you guarantee me a job at the end?",
    anyOf: [
      [
        "cannot promise",
        "can't promise",
        "no course can guarantee",
        "cannot guarantee",
        "can't guarantee",
        "not guarantee",
      ],
    ],
    kind: "answer",
  },
  // study.ts careersSupport.honesty (no placement rates or salary figures) — near-miss but answerable
  {
    question: "whats the avg salary your grads end up on",
    anyOf: [["do not publish", "don't publish", "no placement rates", "salary figures"]],
    kind: "slang",
  },
  // study.ts careersSupport.certificate (not nationally accredited, not an RTO)
  {
    question: "is the certificate nationally recognised?",
    anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.services (CV and LinkedIn review, mock interview)
  {
    question: "do you help with resumes and practice interviews?",
    anyOf: [["CV"], ["mock interview", "practice interview"]],
    kind: "paraphrase",
  },
  // program-guide.ts QA roles
  {
    question: "what kind of jobs could I go for after the testing course",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
    kind: "indirect",
  },
  // ───────────── Applying, intakes, waiting list, portal ─────────────
  // faq.ts "Can I follow my application online?" — returning applicant
  {
    question: "I applied last week for data analytics. How can I check where my application is up to?",
    facts: ["portal"],
    kind: "indirect",
  },
  // faq.ts ("An application cannot be changed once it is sent")
  {
    question: "i put the wrong phone number on my application, can i edit it?",
    anyOf: [["new application", "cannot be changed"]],
    kind: "indirect",
  },
  // application-next-steps.ts received (within two business days) / faq.ts (within a week)
  {
    question: "how long till i hear back after applying",
    anyOf: [["two business days", "within a week", "2 business days"]],
    kind: "slang",
  },
  // enrolment-terms.ts applying / application-next-steps.ts waitlisted
  {
    question: "what if the class i want is already full?",
    anyOf: [["waiting list", "waitlist"]],
    kind: "indirect",
  },
  // faq.ts (Forgot password, reset link)
  { question: "forgot my portal password", anyOf: [["Forgot password", "reset link"]], kind: "answer" },
  // enrolment-terms.ts enrolment ("You are enrolled when you accept the place we offer you")
  {
    question: "at what point am i officially enrolled?",
    anyOf: [["accept the place", "accept our offer", "accept the offer"]],
    kind: "paraphrase",
  },
  // ───────────── Contact, hours, address ─────────────
  // site.ts phones
  { question: "whats ur phone number", anyOf: [OFFICE], kind: "slang" },
  // site.ts email
  { question: "email for admissions?", facts: [EMAIL], kind: "answer" },
  // site.ts openingHours (Monday to Friday 9AM-9PM)
  { question: "are you open late on a thursday", anyOf: [PM9], kind: "indirect" },
  // site.ts address (Level 12, 88 Harbour Street)
  {
    question: "where are you exactly, what floor?",
    facts: ["Level 12"],
    anyOf: [STREET],
    kind: "paraphrase",
  },
  // site.ts / faq.ts "how do I get in touch" — the "best way" shape
  {
    question: "whats the quickest way to talk to an actual person",
    anyOf: [[...OFFICE, EMAIL, "/contact-us"]],
    kind: "indirect",
  },

  // ───────────── Services for businesses ─────────────
  // services.ts mobile (From $20,000 AUD; React Native, Swift) — small business, question at end
  {
    question:
      "We run two physio clinics in the inner west. Our patients keep asking for an app to book sessions. We'd need it on both iPhone and Android. Do you build that kind of thing, and roughly what's the starting price?",
    anyOf: [["20,000", "20000"]],
    kind: "multi-part",
  },
  // services.ts web (From $10,000 AUD)
  { question: "how much to get a web app built by you", anyOf: [["10,000", "10000"]], kind: "paraphrase" },
  // services.ts software-testing (From $5,000 AUD)
  {
    question: "we need someone independent to test our product before launch. what do you charge?",
    anyOf: [["5,000", "5000"]],
    kind: "indirect",
  },
  // services.ts (mobile From $20,000 vs web From $10,000)
  {
    question: "difference in starting price between a mobile app and a web app?",
    anyOf: [
      ["20,000", "20000"],
      ["10,000", "10000"],
    ],
    kind: "comparison",
  },
  // book-a-free-consultation.tsx ("A 30-minute call with a senior developer")
  {
    question: "how long is the free consultation call and who is it with?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty minutes"]],
    kind: "multi-part",
  },

  // ───────────── Privacy ─────────────
  // privacy.ts (IP address erased after 30 days)
  { question: "how long do u keep my IP address from this chat", anyOf: [DAYS30], kind: "slang" },
  // privacy.ts access ("We answer within 30 days, free of charge")
  {
    question: "I want you to delete everything you hold about me. How do I do that?",
    anyOf: [[EMAIL, ...OFFICE, "contact form"]],
    kind: "indirect",
  },
  // privacy.ts retention (Seven years after your course ends)
  {
    question: "how long do you keep enrolment and payment records",
    anyOf: [["seven years", "7 years"]],
    kind: "answer",
  },
  // privacy.ts complaints (OAIC)
  {
    question: "who can i complain to about my privacy if you don't sort it out",
    anyOf: [["OAIC", "Office of the Australian Information Commissioner"]],
    kind: "indirect",
  },

  // ───────────── Newsletter, outlines, team, blog, company ─────────────
  // privacy.ts newsletter ("Every newsletter e-mail has an unsubscribe link")
  { question: "how do i stop getting your newsletter", anyOf: [["unsubscribe"]], kind: "indirect" },
  // course-outlines.ts / program-details.ts (QA fundamentals, Manual testing, Automated testing)
  {
    question: "what topics are covered in the QA course",
    facts: ["manual testing"],
    anyOf: [["automated testing", "automation"]],
    kind: "answer",
  },
  // program-details.ts QA (Playwright and Postman) — near-miss: Selenium is not named
  {
    before: ["tell me about QA & Software Testing"],
    question: "does it teach selenium or something else?",
    facts: ["Playwright"],
    kind: "follow-up",
  },
  // program-details.ts data-analytics instructor
  {
    before: ["what's the data analytics course like?"],
    question: "who's the teacher?",
    facts: ["Daniel Okafor"],
    kind: "follow-up",
  },
  // people.ts (Sarah Whitfield, Director, fifteen years) — journalist
  {
    question:
      "Hi, I'm a journalist writing a piece on Sydney tech training providers. Who founded Harbourline Tech and what is their background?",
    facts: ["Sarah Whitfield"],
    anyOf: [["fifteen years", "15 years", "delivery teams"]],
    kind: "multi-part",
  },
  // blog/first-90-days-junior-developer.md (fifteen-minute rule)
  {
    question: "what's the fifteen minute rule you mention in your blog",
    facts: ["fifteen minutes"],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md
  {
    question: "should a company automate all of its tests?",
    anyOf: [["honest answer is no", "need both", "exploratory", "manual"]],
    kind: "free text",
  },

  // ───────────── Not in the content: honest no-answer ─────────────
  // site.ts has the address, nothing on parking
  { question: "parking?", noYes: true, kind: "no answer" },
  // fees.ts has fees and instalments, no discounts or scholarships
  {
    question: "do you have any scholarships or discounts for people who are unemployed?",
    none: true,
    kind: "no answer",
  },
  // nothing on visas (certificate passage says not an RTO, but says nothing about visas)
  {
    question: "can i get a student visa to come to australia through your course?",
    noYes: true,
    kind: "no answer",
  },
  // "small classes" but no class size is given
  { question: "how many students are in each class exactly?", none: true, kind: "no answer" },
  // Saturday class times exist, nothing on food
  { question: "is lunch provided for the saturday class?", none: true, kind: "no answer" },
  // nothing on pets
  { question: "can i bring my dog to class", none: true, kind: "no answer" },
  // nothing on dress code
  { question: "is there a dress code on campus?", none: true, kind: "no answer" },
  // prerequisites exist, no age limit stated — parent
  {
    question: "My son is 16 and still at school. Is there a minimum age to enrol in full stack?",
    none: true,
    kind: "no answer",
  },
  // company facts exist, no revenue
  { question: "what was harbourline's revenue last year?", none: true, kind: "no answer" },
  // study.ts says classrooms have Wi-Fi; the password is not given
  { question: "whats the wifi password in the classroom", none: true, kind: "no answer" },
  // certificate needs the projects handed in; no pass mark is given
  { question: "what's the pass mark for the final project?", none: true, kind: "no answer" },
  // address exists, no public transport directions
  { question: "which train station is closest to your office?", none: true, kind: "no answer" },
];
