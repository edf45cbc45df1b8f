/**
 * Development set 8 (issue 16). First written as a private blind probe set and run on engines nobody
 * had tuned to it (first-run scores in docs/evaluation/assistant-scores.md); committed as a development
 * set afterwards, unchanged except for the import and the export's name.
 *
 * Blind probe set p7 for the chat assistant (issue 16). Written from the product spec and the
 * site's content (content/*.ts, content/blog/*.md, page text) only. Every fact is a string the
 * content writes (case-insensitive); anyOf lists formatting variants of one fact.
 * No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm"];
const PM9 = ["9PM", "9 PM", "21:00", "9:00 PM", "9:00pm"];
const AM9 = ["9AM", "9 AM", "9:00"];
const AM10 = ["10AM", "10 AM", "10:00"];
const PM3 = ["3PM", "3 PM", "15:00"];
const AM11 = ["11AM", "11 AM", "11:00"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000", "1000"];
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
const SAT = ["Saturday", "Sat "];
const CAMPUS_ONLY = [
  "no online option",
  "on campus in Sydney only",
  "Sydney only",
  "on campus only",
  "not online",
];

export const devSet8: DevCase[] = [
  // ───────── Programs (spec §2.1, content/programs.ts) ─────────
  // programs.ts: three program names
  {
    question: "what courses do you offer?",
    facts: ["Data Analytics"],
    anyOf: [["Full stack"], QA_NAME],
    kind: "answer",
  },
  // programs.ts durations: DA 16, FS 24 → DA shorter
  {
    question: "which one is shorter, full stack or data analytics?",
    facts: ["Data Analytics"],
    anyOf: [W16],
    kind: "comparison",
  },
  // programs.ts: QA "On Campus or Online"; program-guide: DA has no online option
  {
    question: "Which of your courses can I do completely online?",
    anyOf: [QA_NAME],
    kind: "comparison",
  },
  // fees.ts: QA 4000 < FS 6000
  {
    question: "is QA cheaper than full stack?",
    anyOf: [FEE_4K, FEE_FS],
    kind: "comparison",
  },
  // programs.ts: QA 16, DA 16
  {
    question: "Do the QA course and the data analytics course take the same time?",
    anyOf: [W16],
    kind: "comparison",
  },
  // program-details.ts: FS features React, Node.js, PostgreSQL, AWS
  {
    question: "wat tech stack do u teach in fullstack",
    anyOf: [["React"], ["Node.js", "Node"], ["PostgreSQL"]],
    kind: "typo",
  },
  // course-outlines.ts QA topics
  {
    question: "What topics are covered in the QA outline?",
    anyOf: [["QA fundamentals"], ["Manual testing"], ["Automated testing", "automation"]],
    kind: "answer",
  },
  // program-details.ts DA: SQL, Python, Excel and Power BI
  {
    question: "which tools will i learn in data analytics? excel only?",
    anyOf: [["Power BI"], ["Python"], ["SQL"]],
    kind: "slang",
  },
  // ───────── Fees, payment, refunds (content/fees.ts, terms) ─────────
  // fees.ts FS 6000
  { question: "price?", before: ["tell me about the full stack course"], anyOf: [FEE_FS], kind: "follow-up" },
  // fees.ts refundTerms
  {
    question: "if i drop out halfway do i get my money back??",
    anyOf: [NO_REFUND],
    kind: "slang",
  },
  // fees.ts instalments: FS 6 × $1,000
  {
    question: "Is it possible to pay the full stack fee in monthly parts rather than all at once?",
    anyOf: [["instalment", "installment"], MONTHLY_1K],
    kind: "paraphrase",
  },
  // ───────── Timetable, session length (content/study.ts, options.ts) ─────────
  // study.ts summary: 6PM-9PM weekday, Sat 11AM-2PM
  {
    question: "when r the classes on?",
    anyOf: [PM6, SAT],
    kind: "slang",
  },
  // study.ts sessionHours 3
  { question: "how long is each clas sesion", anyOf: [H3], kind: "typo" },
  // program-guide.ts selfStudy FS "6 to 8 hours"
  {
    question: "Besides the class, how many hours a week should I plan for homework on full stack?",
    anyOf: [["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours"]],
    kind: "indirect",
  },
  // ───────── Contact, hours, address (content/site.ts) ─────────
  // site.ts phones
  { question: "phone number?", anyOf: [OFFICE], kind: "answer" },
  // site.ts email
  { question: "whats ur emial adress", facts: [EMAIL], kind: "typo" },
  // site.ts address
  { question: "where is your office located", anyOf: [STREET], facts: ["Sydney"], kind: "answer" },
  // site.ts openingHours
  { question: "wat are ur openning hours", anyOf: [AM9, PM9], kind: "typo" },
  // site.ts: Saturday 10AM-3PM
  {
    question: "Can I pop into the office on a Saturday to chat about enrolling?",
    anyOf: [AM10, PM3],
    kind: "indirect",
  },
  // faq.ts visiting: call, e-mail, contact page
  {
    question: "What's the best way to reach someone there?",
    anyOf: [OFFICE.concat(MOBILE, [EMAIL, "/contact-us"])],
    kind: "indirect",
  },
  // ───────── Services and consultation (content/services.ts, consultation.ts) ─────────
  // services.ts mobile 20,000
  {
    question:
      "I own a small gym and I'd like an app for my members on both iPhone and Android. Roughly what would something like that start at?",
    anyOf: [["20,000", "20000", "20K"]],
    kind: "indirect",
  },
  // services.ts software testing from 5,000
  {
    question: "We already have a web app, could your team test it for us? How much?",
    anyOf: [["5,000", "5000", "5K"]],
    kind: "multi-part",
  },
  // consultation.ts: 30-minute call with a senior developer
  {
    question: "What happens on the free consultation, how long is the call?",
    anyOf: [["30-minute", "30 minute", "thirty-minute", "30 min"]],
    kind: "multi-part",
  },
  // follow-up: services.ts mobile technologies React Native, Swift
  {
    question: "and what tech do you build those with?",
    before: ["do you build mobile apps?"],
    anyOf: [["React Native", "Swift"]],
    kind: "follow-up",
  },
  // ───────── Enrolment, form, terms, portal (faq.ts, application-next-steps.ts, enrolment-terms.ts) ─────────
  // faq.ts How do I apply → /enrol-now, application form
  {
    question: "how do i sign up for a course",
    anyOf: [["/enrol-now", "application form", "apply"]],
    kind: "answer",
  },
  // enrolment-terms.ts: checkbox "I accept ... course enrolment terms and conditions"
  {
    question: "What am I agreeing to when I tick the box on the enrolment form?",
    anyOf: [["terms and conditions", "/terms"]],
    kind: "indirect",
  },
  // application-next-steps.ts received: within two business days
  {
    question: "I just applied. How soon will somebody get back to me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "indirect",
  },
  // application-next-steps.ts waitlisted
  {
    question: "my application status says waitlisted, what does that mean?",
    anyOf: [["waiting list", "is full"]],
    kind: "answer",
  },
  // faq.ts: cannot be changed once sent; submit a new application
  {
    question: "I put the wrong class time on my application, can I edit it in the portal?",
    anyOf: [["new application"]],
    kind: "indirect",
  },
  // faq.ts: Forgot password on portal sign-in
  {
    question: "forgot my portal password help",
    anyOf: [["forgot password", "reset link", "/portal/forgot-password"]],
    kind: "slang",
  },
  // faq.ts: student portal lists applications and status
  {
    question: "Can I check my application status online somewhere?",
    anyOf: [["portal"]],
    kind: "paraphrase",
  },
  // ───────── Who it suits, prerequisites (program-guide.ts) ─────────
  // FS prerequisites: no programming experience, starts with HTML
  {
    question:
      "I'm honestly really nervous, I've never written a line of code in my life and I'm 42. Would I be totally lost in the full stack course?",
    anyOf: [["No programming experience", "starts with HTML", "no coding experience"]],
    kind: "indirect",
  },
  // DA prerequisites: high-school maths
  {
    question: "i'm not great at maths, is data analytics going to be too hard?",
    anyOf: [["High-school maths", "high school maths", "teaches the statistics"]],
    kind: "indirect",
  },
  // QA suits: career changers from customer support, admin, hospitality or retail
  {
    question: "I work in retail. Is the QA course suitable for someone like me?",
    anyOf: [["retail", "career changers"]],
    kind: "indirect",
  },
  // DA suits: graduates who want a practical analytics portfolio
  {
    question:
      "I just graduated with a commerce degree and I want something practical for my CV with real projects. Which of your programs suits a graduate?",
    facts: ["Data Analytics"],
    kind: "indirect",
  },
  // follow-up: DA prerequisites say no programming experience, SQL and Python taught
  {
    question: "do I need to already know python?",
    before: ["what do I need before starting data analytics?"],
    anyOf: [["No programming experience", "taught from the start"]],
    kind: "follow-up",
  },
  // ───────── Equipment (study.ts) ─────────
  // study.ts equipment summary: no laptop provided or lent
  {
    question: "do you give students a laptop or do i need to buy one?",
    anyOf: [["do not provide or lend", "do not provide", "bring your own laptop", "own laptop"]],
    kind: "answer",
  },
  // program-guide.ts DA equipmentNote: Power BI Desktop runs on Windows only
  {
    question: "I've got a MacBook, is that ok for the data analytics course?",
    anyOf: [["Windows only", "Power BI"]],
    kind: "indirect",
  },
  // ───────── Careers support, certificate (study.ts) ─────────
  // study.ts careers services (names or their descriptions; corrected after the first run: the
  // descriptions are the content's own wording of the same services)
  {
    question: "Do you help graduates find jobs after the course?",
    anyOf: [
      [
        "mock interview",
        "CV",
        "portfolio review",
        "job-search",
        "ready to show an employer",
        "junior roles are advertised",
        "practice interview",
        "pass them on to students",
      ],
    ],
    kind: "answer",
  },
  // study.ts honesty: no placement rates or salary figures
  {
    question: "What salary can I expect after finishing full stack?",
    anyOf: [["salary figures", "do not publish", "cannot promise", "can guarantee"]],
    kind: "indirect",
  },
  // study.ts certificate: not nationally accredited
  {
    question: "is the certifcate nationaly accredited",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
    kind: "typo",
  },
  // ───────── Privacy (privacy.ts) ─────────
  // privacy.ts access: within 30 days, free of charge
  {
    question: "How can I get you to delete my personal data?",
    anyOf: [[EMAIL, "contact form"].concat(OFFICE)],
    kind: "answer",
  },
  // ───────── Team, instructors, blog, testimonials, newsletter ─────────
  // people.ts Director Sarah Whitfield
  { question: "who is the director of harbourline?", facts: ["Sarah Whitfield"], kind: "answer" },
  // follow-up: program-details.ts QA instructor Mei Lin Chen
  {
    question: "who teaches that one?",
    before: ["what's the QA course about?"],
    facts: ["Mei Lin Chen"],
    kind: "follow-up",
  },
  // follow-up: program-details.ts DA instructor Daniel Okafor
  {
    question: "and data analytics?",
    before: ["who teaches the full stack course?"],
    facts: ["Daniel Okafor"],
    kind: "follow-up",
  },
  // follow-up: programs.ts QA 16 weeks
  {
    question: "and the QA one?",
    before: ["how long is the full stack course"],
    anyOf: [W16],
    kind: "follow-up",
  },
  // follow-up: fees.ts DA 4000
  {
    question: "how much is it?",
    before: ["tell me about the data analytics program"],
    anyOf: [FEE_4K],
    kind: "follow-up",
  },
  // follow-up: site.ts Sunday Closed
  {
    question: "and on sundays?",
    before: ["what time are you open on weekdays?"],
    anyOf: [["closed"]],
    kind: "follow-up",
  },
  // follow-up: program-guide.ts DA no online option
  {
    question: "what about data analytics, can that one be online too?",
    before: ["can I do the QA course online?"],
    anyOf: [CAMPUS_ONLY.concat(["on campus"])],
    kind: "follow-up",
  },
  // blog: manual-vs-automated-testing by Mei Lin Chen
  {
    question: "Have you written anything on the blog about manual vs automated testing?",
    anyOf: [["Manual or automated testing", "good QA teams need both", "/blog/manual-vs-automated-testing"]],
    kind: "free text",
  },
  // blog: first-90-days-junior-developer
  {
    question: "any advice for my first months in a new junior dev job?",
    anyOf: [["first 90 days", "fifteen-minute rule", "README", "Weeks 1–4", "first three months"]],
    kind: "free text",
  },
  // testimonials.ts: QA quotes Liam O'Connor, Aisha Karim
  {
    question: "what do past students say about the testing course?",
    anyOf: [["Liam", "Aisha"]],
    kind: "free text",
  },
  // page text: "Subscribe to our newsletter"; privacy: newsletter e-mails have an unsubscribe link
  {
    question: "how do I subscribe to the newsletter and can I unsubscribe later?",
    anyOf: [["unsubscribe"]],
    kind: "multi-part",
  },
  // ───────── Visitor situations ─────────
  // parent, multi-part: fees paid after enrolment; no refund
  {
    question:
      "Hi, I'm a mum looking into the full stack course for my son. When would we actually have to pay, and if he decides it's not for him after a month, is any of it refundable?",
    anyOf: [AFTER_ENROL, NO_REFUND],
    kind: "multi-part",
  },
  // shift worker: class slots 6PM-9PM weekdays, Sat 11AM-2PM
  {
    question:
      "I do rotating shifts at a warehouse so my weekdays change every fortnight. Are there any classes on weekends, and what time?",
    anyOf: [SAT, AM11],
    kind: "indirect",
  },
  // someone abroad: QA online, live
  {
    question:
      "Hello, I am living in Malaysia at the moment. It is possible to attend the QA classes from here by internet?",
    anyOf: [["online"]],
    kind: "paraphrase",
  },
  // someone abroad: DA on campus only
  {
    question: "I'm overseas until next year. Could I take the data analytics course remotely?",
    anyOf: [CAMPUS_ONLY],
    kind: "indirect",
  },
  // employer paying: invoice e-mailed after enrolment; bank transfer or card
  {
    question:
      "Good afternoon. Our firm intends to fund a staff member's enrolment in the QA & Software Testing course. Could you please advise how the fee is invoiced and which payment methods are accepted?",
    anyOf: [["invoice"], ["bank transfer", "card"]],
    kind: "multi-part",
  },
  // full-time worker: keepWorking
  {
    question: "can i keep my 9-5 job while doing the course",
    anyOf: [["full-time job", "keep working", "keep a full-time", "evening or on Saturday"]],
    kind: "slang",
  },
  // ───────── No answer in the content (~15%) ─────────
  // content gives no parking information
  { question: "Is there parking near your office?", noYes: true, kind: "no answer" },
  // content says nothing about a minimum age
  { question: "is there a minimum age to enrol", none: true, kind: "no answer" },
  // content gives no discount for paying upfront (near-miss: fees, instalments)
  {
    question: "If I pay the whole fee upfront do I get a discount?",
    none: true,
    kind: "no answer",
  },
  // content says nothing about scholarships
  { question: "do you offer any scholarships?", none: true, kind: "no answer" },
  // content says nothing about accommodation
  {
    question: "I'm moving from Perth for the course, can you help me find accommodation in Sydney?",
    none: true,
    kind: "no answer",
  },
  // content says nothing about a free trial class (near-miss: free consultation)
  { question: "can i attend a free trial class before enrolling?", noYes: true, kind: "no answer" },
  // content does not say the invoice can be issued to a company (near-miss: invoice)
  {
    question: "Can the invoice be made out to my employer's company name and ABN instead of me?",
    none: true,
    kind: "no answer",
  },
  // out of scope
  { question: "what's the weather going to be like in Sydney tomorrow?", none: true, kind: "out-of-scope" },
  // out of scope
  { question: "who won the football last night", none: true, kind: "out-of-scope" },
  // content says nothing about wheelchair access
  { question: "Is the building wheelchair accessible?", none: true, kind: "no answer" },
  // content says nothing about pets
  { question: "can I bring my dog to class?", none: true, kind: "no answer" },
];
