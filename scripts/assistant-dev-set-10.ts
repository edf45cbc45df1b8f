/**
 * Development set 10 (issue 16). First written as a private blind probe set (p10) and run on the
 * engine at 5f41bab, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p10 for the chat assistant (issue 16). Written from the product spec and the
 * site's content (content/*.ts, content/blog/*.md) only, without reading the engine. Visitor
 * personas: a parent, a career changer with a full-time job, an HR manager, an international
 * student, a shift worker, a small-business owner, a recent graduate and a sceptic.
 * Every fact is a string the content writes (case-insensitive); anyOf lists formatting variants.
 * No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6pm"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const AM11 = ["11AM", "11 AM", "11:00", "11am"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000", "1000"];
const SELF_57 = ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const CAMPUS_ONLY = [
  "no online option",
  "on campus in Sydney only",
  "Sydney only",
  "on campus only",
  "campus only",
  "not available online",
  "isn't available online",
  "is not available online",
  "no online",
];
const EVENING = ["evening", ...PM6, "Saturday"];

export const devSet10: DevCase[] = [
  // ───────────── A parent asking for a teenager ─────────────
  // program-guide.ts: Data Analytics suits "People who already work with spreadsheets..."
  {
    question:
      "hi, my son is 17 and just finished year 12. hes really good at maths and loves messing around in excel. which of your courses would suit him?",
    anyOf: [["Data Analytics"]],
    kind: "indirect",
  },
  // Nothing in the content states a minimum (or maximum) age to enrol.
  { question: "is there a minimum age to enrol? my daughter is 16", none: true, kind: "no answer" },
  // fees.ts: Full stack $6,000 AUD, or 6 monthly instalments of $1,000 AUD
  {
    question:
      "how much is the full stack course all up, and can we pay it off monthly rather than in one hit?",
    anyOf: [FEE_FS, MONTHLY_1K],
    kind: "multi-part",
  },
  // study.ts: "Our courses are not nationally accredited qualifications: we are not a registered training organisation."
  {
    question: "will my daughter come out with a proper recognised qualification, like a TAFE certificate?",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training",
        "not accredited",
        "isn't accredited",
        "not an accredited",
      ],
    ],
    kind: "paraphrase",
  },
  // program-guide.ts: QA "Choose when you apply: join the class on campus in Sydney, or online, live"
  {
    before: ["my daughter wants to do the QA course"],
    question: "can she do it from home or does she have to come into the city?",
    anyOf: [["online"]],
    absent: ["no online option"],
    kind: "follow-up",
  },
  // blog/first-90-days-junior-developer.md: fifteen-minute rule, README, read code before you write it
  {
    question:
      "my son just got his first junior developer job!! any advice for his first few months so he doesnt stuff it up?",
    anyOf: [["fifteen-minute", "fifteen minute", "15-minute", "15 minute", "README", "read code before"]],
    kind: "free text",
  },
  // faq.ts: "An application cannot be changed once it is sent: to update one, submit a new application."
  {
    question: "oops my kid put the wrong phone number on his application lol how do we fix it",
    anyOf: [["new application", "apply again", "submit a new", "send a new"]],
    kind: "slang",
  },

  // ───────────── A career changer in their 30s with a full-time job ─────────────
  // study.ts keepWorking: classes are in the evening or on Saturday; options.ts: Mon-Fri 6PM - 9PM
  {
    question: "I work 9 to 5 monday to friday. can I still do the full stack course?",
    anyOf: [EVENING],
    kind: "indirect",
  },
  // program-guide.ts: QA suits "Career changers from customer support, administration, hospitality or retail"; "No coding experience"
  {
    question:
      "I'm 34, been in retail for ten years and never written a line of code. is the testing course realistic for someone like me?",
    anyOf: [["career changers", "no coding experience", "retail"]],
    kind: "indirect",
  },
  // programs.ts: Data Analytics 16 Weeks
  {
    before: ["how long is the full stack course?"],
    question: "and the data analytics one?",
    anyOf: [W16],
    kind: "follow-up",
  },
  // fees.ts: Data Analytics $4,000 AUD vs Full stack $6,000 AUD
  {
    question: "which is cheaper, data analytics or full stack?",
    anyOf: [FEE_4K],
    kind: "comparison",
  },
  // fees.ts refundTerms: "The course fee is not refunded if you change your mind, withdraw or stop attending."
  {
    question: "wots ur refund polcy if i drop out half way thru",
    anyOf: [NO_REFUND],
    kind: "typo",
  },
  // enrolment-terms.ts: "You can move to another class time of your course when that class has room; ask us by e-mail."
  {
    question: "if i pick tuesday nights and then my job changes, can i switch to thursdays later on?",
    anyOf: [["has room", "another class time", "move to another"]],
    kind: "paraphrase",
  },
  // program-guide.ts: Data Analytics prerequisites "Comfortable with spreadsheets: formulas, sorting and filtering"
  {
    before: ["I'm thinking about the data analytics course", "how much is it?"],
    question: "ok and what do I need to know before I start?",
    anyOf: [["spreadsheet"]],
    kind: "follow-up",
  },
  // study.ts: "Permission to install software (a locked-down work laptop may not do)"
  {
    question: "the only laptop I have is my work one and IT locks everything down. will that be a problem?",
    anyOf: [["locked-down", "locked down", "permission to install", "allowed to install"]],
    kind: "indirect",
  },
  // application-next-steps.ts received: "contacts you by e-mail or phone within two business days"
  {
    question:
      "what happens after I hit submit on the application, and how long till someone gets back to me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "multi-part",
  },
  // program-guide.ts: Data Analytics equipmentNote "Power BI Desktop runs on Windows only. If your laptop is a Mac..."
  {
    question: "I've got a macbook, is that going to be ok for the data analytics course?",
    anyOf: [["Power BI", "Windows only"]],
    kind: "indirect",
  },

  // ───────────── An HR manager wanting to send staff ─────────────
  // fees.ts and the FAQ give no group or corporate discount.
  {
    question:
      "we'd like to put 5 of our staff through the QA course. do you offer a group or corporate discount?",
    none: true,
    kind: "no answer",
  },
  // The content offers the three public programs only; no private in-house delivery is mentioned.
  {
    question: "could you run the training privately at our office, just for our team?",
    none: true,
    kind: "no answer",
  },
  // program-guide.ts: QA suits "Manual testers who want to add test automation to their skills"
  {
    question:
      "a few of our manual testers want to move into automation. which of your programs is meant for that?",
    anyOf: [QA_NAME],
    kind: "indirect",
  },
  // study.ts certificate of completion; enrolment-terms.ts "To receive the certificate of completion, hand in the course's projects."
  {
    question: "do staff get a certificate when they finish, and what do they have to do to get it?",
    anyOf: [["certificate of completion"], ["projects"]],
    kind: "multi-part",
  },
  // programs.ts: QA and Data Analytics 16 Weeks (Full stack 24 Weeks)
  {
    question: "we want the shortest course we can get our analysts through. which one takes the least time?",
    anyOf: [W16],
    kind: "comparison",
  },

  // ───────────── An international student / non-native English speaker ─────────────
  // program-guide.ts: QA prerequisites "Clear written English: developers act on your bug reports"
  {
    question:
      "english is my second language and my writing is not perfect. is this ok for the testing course?",
    anyOf: [["written English"]],
    kind: "indirect",
  },
  // program-guide.ts: QA online live; Data Analytics has no online option
  {
    question: "I can only study online. which of your course I can take?",
    anyOf: [QA_NAME],
    kind: "comparison",
  },
  // fees.ts: "Fees are in Australian dollars and include GST."
  {
    question: "what currency are the fees in, and is GST included? I will pay from India",
    anyOf: [["Australian dollars", "AUD"], ["GST"]],
    kind: "multi-part",
  },
  // The content says nothing about student visas or CoEs.
  {
    question: "can you sponsor my student visa or give me a CoE for immigration?",
    noYes: true,
    kind: "no answer",
  },
  // site.ts: Suite 4, Level 12, 88 Harbour Street, Sydney NSW 2000
  {
    question: "wat is the adress of ur office, i want come to see",
    anyOf: [STREET],
    kind: "typo",
  },
  // fees.ts: "Pay by bank transfer or card; the invoice has the details."
  {
    question: "how i pay the fee? credit card is ok or only bank?",
    anyOf: [["card"]],
    kind: "typo",
  },

  // ───────────── A shift worker ─────────────
  // options.ts: Sat 11AM - 2PM is the only daytime class
  {
    question: "I work night shift so weekday evenings are out for me. is there any daytime class at all?",
    anyOf: [AM11],
    kind: "indirect",
  },
  // study.ts missedClass: "Tell your instructor. The week's notes and exercises are in your class's online space..."
  {
    question: "i do rotating shifts so i'll definitely miss a few classes. what happens then?",
    anyOf: [["catch up", "online space", "tell your instructor"]],
    kind: "indirect",
  },
  // program-guide.ts: Data Analytics "Taught on campus in Sydney only; this course has no online option."
  {
    before: ["I'm a nurse on rotating shifts and I'm interested in data analytics"],
    question: "on weeks I can't get to campus can I just join the class online?",
    anyOf: [CAMPUS_ONLY],
    kind: "follow-up",
  },
  // site.ts openingHours: Sunday Closed
  {
    question: "r u guys open sundays? its the only day i get off",
    anyOf: [["closed"]],
    kind: "slang",
  },
  // program-guide.ts selfStudy: QA 5 to 7 hours, full stack 6 to 8 hours
  {
    question:
      "which needs less time outside class each week, QA or full stack? my hours are all over the place",
    anyOf: [SELF_57],
    kind: "comparison",
  },

  // ───────────── A small-business owner (web app, mobile app, testing) ─────────────
  // services.ts: Web Application Design and Development from $10,000 AUD
  {
    question:
      "I run a cafe and want a website where customers can order online. ballpark, what does that start at?",
    anyOf: [["$10,000", "10,000", "10000", "10k"]],
    kind: "indirect",
  },
  // services.ts: Mobile $20,000 vs Web $10,000
  {
    question: "web app vs mobile app, which one costs more to get started with you?",
    anyOf: [["$20,000", "20,000", "20000", "20k"]],
    kind: "comparison",
  },
  // services.ts: Software Testing from $5,000 AUD is the lowest starting rate
  {
    question: "whats the cheapest of the services you offer businesses?",
    anyOf: [["$5,000", "5,000", "5000", "5k"]],
    kind: "comparison",
  },
  // consultation.ts: "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "is the consultation actually free? and who would I be talking to, some sales guy?",
    anyOf: [["senior developer"]],
    kind: "free text",
  },
  // consultation.ts: "We reply within one business day to arrange a call."
  {
    question: "once I send the booking form, how soon will you get back to me?",
    anyOf: [["one business day", "1 business day"]],
    kind: "paraphrase",
  },
  // consultation.ts: "A written proposal with a fixed quote if we are a good fit"
  {
    question: "do you quote a fixed price for a project or do you just bill by the hour?",
    anyOf: [["fixed quote", "fixed price", "fixed-price"]],
    kind: "paraphrase",
  },
  // consultation.ts manage: "the e-mail has links to reschedule or cancel the call"
  {
    question: "I booked a consultation for thursday but something's come up at the shop",
    anyOf: [["reschedule"]],
    kind: "indirect",
  },
  // services.ts: Software Testing covers "Security testing"
  {
    question: "can you check our online store for security holes before the christmas rush?",
    anyOf: [["security testing"]],
    kind: "indirect",
  },
  // The content says nothing about NDAs or confidentiality agreements with clients.
  {
    question: "will you sign an NDA before I tell you about my app idea?",
    none: true,
    kind: "no answer",
  },
  // The content gives no hosting or maintenance plan or monthly fee.
  {
    question: "after you build the app, do you host and maintain it? what's the monthly fee for that?",
    none: true,
    kind: "no answer",
  },
  // services.ts: Software Testing from $5,000 AUD
  {
    before: ["how much does a mobile app cost with you?"],
    question: "and if I just want my existing app tested?",
    anyOf: [["$5,000", "5,000", "5000", "5k"]],
    kind: "follow-up",
  },
  // pages.ts /technology-research: "How Harbourline Tech researches artificial intelligence and puts it to work for clients."
  {
    question: "do you guys do anything with AI? could it help my business?",
    anyOf: [["artificial intelligence", "technology research", "technology-research"]],
    kind: "free text",
  },
  // services.ts: Mobile Application Development technologies React Native, Swift; "iOS and Android apps"
  {
    question: "do you build for android too or only iphone? what do you build the apps with?",
    anyOf: [["React Native"]],
    kind: "paraphrase",
  },
  // blog/manual-vs-automated-testing.md: "The honest answer is no"; exploratory testing, human judgement
  {
    question: "we're a small startup. should we just automate all our tests and skip manual testing?",
    anyOf: [["exploratory", "human judgement", "human judgment", "need both", "curious human"]],
    kind: "free text",
  },

  // ───────────── A graduate checking careers support ─────────────
  // study.ts careersSupport.services: Portfolio review, CV and LinkedIn review, Mock interview, Job-search sessions
  {
    question:
      "I just finished an IT degree but can't land a job. what help would I actually get with job hunting?",
    anyOf: [["mock interview", "CV", "portfolio review", "job-search"]],
    kind: "indirect",
  },
  // study.ts honesty: "We do not publish job placement rates or salary figures"
  {
    question: "what's your job placement rate for graduates?",
    anyOf: [["do not publish", "don't publish", "no course can guarantee", "not publish"]],
    kind: "paraphrase",
  },
  // program-guide.ts roles: QA "QA analyst", "software tester", "junior test automation engineer"
  {
    question: "what kind of jobs do people go for after finishing the QA course?",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
    kind: "paraphrase",
  },
  // study.ts: "we pass them on to students and recent graduates"
  {
    before: ["tell me about your careers support"],
    question: "does the job introductions thing still apply once I've finished the course?",
    anyOf: [["recent graduates", "graduates"]],
    kind: "follow-up",
  },
  // study.ts honesty: no salary figures published
  {
    question: "realistically what salary could I expect after the data analytics course?",
    anyOf: [["salary figures", "do not publish", "don't publish", "not publish"]],
    absent: ["$70,000", "$80,000", "$90,000", "$65,000", "$75,000", "$85,000"],
    kind: "indirect",
  },
  // blog/clean-data-before-charts.md: five checks, starting with rows and duplicates
  {
    question: "any tips for cleaning up messy data before I build dashboards for my portfolio?",
    anyOf: [["duplicate"]],
    kind: "free text",
  },
  // study.ts: "Careers support is part of every course at no extra cost."
  {
    before: ["I'm looking at the full stack course"],
    question: "is the careers help included in that price or is it an add-on?",
    anyOf: [["no extra cost", "part of every course", "at no extra", "included"]],
    kind: "follow-up",
  },

  // ───────────── A sceptic ─────────────
  // site.ts: legalName "Harbourline Tech Pty Ltd (demo)", ABN, address 88 Harbour Street
  {
    question: "is this legit or a scam lol, r u even a real company??",
    anyOf: [["ABN", "88 Harbour Street", "Pty Ltd", "Harbour St"]],
    kind: "slang",
  },
  // testimonials.ts: seven student quotes (Priya Sharma, Liam O'Connor, ...)
  {
    question: "got any reviews from actual students or is it all marketing?",
    anyOf: [["Priya", "Liam", "Hannah", "Marco", "Aisha", "Jack Thompson", "Sofia", "testimonials"]],
    kind: "free text",
  },
  // study.ts: "we cannot promise you a job"; "no course can guarantee you a job"
  {
    question: "other bootcamps promise you a job at the end or your money back. do you?",
    anyOf: [
      [
        "cannot promise",
        "no course can guarantee",
        "can't promise",
        "don't guarantee",
        "do not guarantee",
        "not guarantee",
      ],
    ],
    kind: "indirect",
  },
  // The content publishes no count of students or graduates.
  {
    question: "how many students have actually graduated from you so far?",
    none: true,
    kind: "no answer",
  },
  // people.ts: Sarah Whitfield, Director
  {
    question: "who's actually running this place?",
    anyOf: [["Sarah Whitfield"]],
    kind: "paraphrase",
  },
  // privacy.ts: "We use no advertising or analytics cookies and no third-party trackers."
  {
    question: "are you tracking me with cookies while I browse and chat here?",
    anyOf: [["no advertising", "analytics cookies", "no third-party trackers", "third-party trackers"]],
    kind: "free text",
  },
  // privacy.ts access: e-mail, call or contact form; "We answer within 30 days, free of charge."
  {
    question:
      "if I decide I don't trust you, how do I get you to delete everything you have on me, and how long does it take?",
    anyOf: [
      [EMAIL, "contact form", ...OFFICE],
      ["30 days", "thirty days"],
    ],
    kind: "multi-part",
  },
  // site.ts: 88 Harbour Street; Saturday 10AM-3PM
  {
    question: "where exactly are you, and can I drop in on a saturday to check the place out?",
    anyOf: [STREET, AM10],
    kind: "multi-part",
  },
  // fees.ts paymentTerms.applying: "Applying is free: you pay nothing before you are enrolled."
  {
    question: "how do I apply, and do I have to pay anything up front just to apply?",
    anyOf: [["Applying is free", "free to apply", "pay nothing", "no cost", "nothing to apply"]],
    kind: "multi-part",
  },
  // program-details.ts: Arjun Mehta "has built web platforms ... for twelve years"
  {
    before: ["who teaches the full stack course?"],
    question: "how much real world experience has he got?",
    anyOf: [["twelve years", "12 years"]],
    kind: "follow-up",
  },
  // fees.ts: QA & Software Testing 4 monthly instalments of $1,000 AUD
  {
    before: ["what's the fee for the QA course?"],
    question: "can I split that up into payments?",
    anyOf: [MONTHLY_1K],
    kind: "follow-up",
  },
  // site.ts phones: (02) 5550 1234 and 0491 570 156
  {
    question: "can i just talk to a real human on the phone pls",
    anyOf: [[...OFFICE, ...MOBILE]],
    kind: "slang",
  },
  // program-guide.ts: Data Analytics prerequisites "No programming experience: SQL and Python are taught from the start"
  {
    question: "bruh do i need to know coding b4 data analitics",
    anyOf: [["No programming experience", "taught from the start", "no coding", "don't need", "do not need"]],
    kind: "typo",
  },

  // ───────────── Out of scope / not on the site ─────────────
  // The content says nothing about parking near the office.
  {
    question: "is there parking near your office? I'd be driving in after work",
    noYes: true,
    kind: "no answer",
  },
  // Out of scope.
  {
    question: "what's the weather going to be like in sydney this weekend?",
    none: true,
    kind: "out-of-scope",
  },
  // Out of scope.
  {
    question: "can you fix my python error? IndexError: list index out of range on line 12",
    none: true,
    kind: "out-of-scope",
  },
];
