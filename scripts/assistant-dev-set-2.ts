/**
 * Development evaluation set 2 for the site's chat assistant, written from the content modules
 * (content/*.ts, content/blog/*.md) and the product spec only. Every fact below is a string the
 * content writes (case-insensitive); `anyOf` lists formatting variants of one fact.
 * No case depends on a specific intake or next-session date.
 */
import type { EvalCase } from "./assistant-eval.ts";

/** An evaluation case (scripts/assistant-eval.ts), always with its kind. */
export interface DevCase extends EvalCase {
  kind:
    | "answer"
    | "paraphrase"
    | "indirect"
    | "typo"
    | "slang"
    | "comparison"
    | "multi-part"
    | "follow-up"
    | "out-of-scope"
    | "free text"
    | "no answer";
}

// Formatting variants shared by several cases.
const W24 = ["24 weeks", "24-week", "twenty-four weeks"];
const W16 = ["16 weeks", "16-week", "sixteen weeks"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const AM9 = ["9AM", "9 AM", "9:00", "9am"];
const PM9 = ["9PM", "9 PM", "21:00", "9pm"];
const PM6 = ["6PM", "6 PM", "18:00", "6pm"];
const AM11 = ["11AM", "11 AM", "11:00"];
const PM2 = ["2PM", "2 PM", "14:00"];
const AM10 = ["10AM", "10 AM", "10:00"];
const PM3 = ["3PM", "3 PM", "15:00"];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const EMAIL = "hello@harbourline.example";
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
];
const EMAIL_WORD = ["e-mail", "email"];
const FS = "/training-programs/full-stack-development";
const QA = "/training-programs/qa-and-software-testing";
const DA = "/training-programs/data-analytics";

export const devSet2: DevCase[] = [
  // ───────────── Greetings and thanks ─────────────
  // (no content: the reply must simply not be the no-answer reply)
  { question: "hi", kind: "answer" },
  // (no content)
  {
    before: ["how long is the data analytics course?"],
    question: "cheers mate thats all i needed",
    kind: "slang",
  },

  // ───────────── Full stack software development ─────────────
  // programs.ts (duration "24 Weeks")
  { question: "how lnog is the fulstack course", anyOf: [W24], link: FS, kind: "typo" },
  // program-details.ts (features Front end / Back end / DevOps)
  {
    question: "what do you actually learn in full stack",
    anyOf: [
      ["front end", "front-end", "frontend"],
      ["back end", "back-end", "backend"],
    ],
    facts: ["DevOps"],
    kind: "paraphrase",
  },
  // program-guide.ts (modes.detail: on campus in Sydney and streamed live)
  {
    question: "is the full stack program online or do i have to come in every week",
    facts: ["online"],
    anyOf: [["campus"], ["live"]],
    kind: "indirect",
  },
  // program-guide.ts (suits: "Support, testing or design staff who want to build complete web applications themselves")
  {
    question: "i work on a support desk and want to build web apps myself would full stack suit me",
    facts: ["support"],
    anyOf: [["web application", "web app"]],
    kind: "indirect",
  },
  // program-details.ts (instructor Arjun Mehta)
  { question: "Who teaches the full stack course?", facts: ["Arjun Mehta"], kind: "answer" },
  // program-details.ts (Arjun: "for twelve years")
  {
    before: ["who teaches the full stack course?"],
    question: "how many yrs experience has he got",
    anyOf: [["twelve years", "12 years"]],
    kind: "follow-up",
  },
  // program-guide.ts (selfStudy "6 to 8 hours")
  {
    question: "roughly how much study outside class per week does full stack need",
    anyOf: [SELF_FS],
    kind: "paraphrase",
  },
  // fees.ts (6000 AUD)
  { question: "yo whats the damage for full stack", facts: ["$6,000"], link: FS, kind: "slang" },
  // fees.ts (6 instalments of $1,000)
  {
    before: ["how much is full stack?"],
    question: "can i split it up",
    facts: ["$1,000"],
    anyOf: [
      [
        "6 monthly",
        "six monthly",
        "6 equal",
        "six equal",
        "6 instalments",
        "six instalments",
        "6 installments",
        "six installments",
        "6 payments",
        "six payments",
      ],
    ],
    kind: "follow-up",
  },
  // program-guide.ts (roles: junior full stack / front-end / back-end developer)
  {
    question: "what jobs could i apply for after finishing full stack",
    facts: ["junior"],
    anyOf: [
      ["front-end", "front end"],
      ["back-end", "back end"],
    ],
    kind: "paraphrase",
  },
  // program-guide.ts (suits + prerequisites)
  {
    question: "full stack: who is it for, and what do i need before i start?",
    anyOf: [["career changer", "changing career", "career change"], ["HTML"], ["laptop"]],
    link: FS,
    kind: "multi-part",
  },
  // people.ts (Tomás Rivera leads "the curriculum behind the full stack course")
  {
    question: "who is behind the curriculum for full stack",
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
    kind: "indirect",
  },

  // ───────────── QA & Software Testing ─────────────
  // program-guide.ts (QA modes: on campus or online, live)
  {
    question: "is the qa gig online or do i gotta show up in person",
    facts: ["online"],
    anyOf: [["campus"]],
    kind: "slang",
  },
  // program-details.ts (Playwright, Postman, Jira, TestRail)
  {
    question: "which tools will i use in the qa course",
    facts: ["Playwright", "Postman"],
    anyOf: [["Jira", "TestRail"]],
    kind: "paraphrase",
  },
  // program-guide.ts (QA prerequisites: "the course teaches the JavaScript you need for automation")
  {
    question: "do i need coding experience for qa testing",
    facts: ["JavaScript"],
    kind: "answer",
  },
  // program-guide.ts (QA suits: career changers from ... hospitality or retail)
  {
    question: "i work in hospitality atm, is qa testing a realistic move for me",
    facts: ["hospitality"],
    kind: "indirect",
  },
  // program-details.ts (QA instructor)
  { question: "whos the qa teacher", facts: ["Mei Lin Chen"], kind: "slang" },
  // program-details.ts (Mei Lin: banking and health software, ten years)
  {
    before: ["who teaches the qa course"],
    question: "whats her background",
    facts: ["banking", "health"],
    kind: "follow-up",
  },
  // fees.ts (4000 AUD)
  { question: "hw much is the qa corse", facts: ["$4,000"], kind: "typo" },
  // programs.ts + fees.ts
  {
    before: ["how long is the qa course?"],
    question: "and how much does it cost",
    facts: ["$4,000"],
    kind: "follow-up",
  },
  // program-guide.ts (QA week: 3-hour class, 5 to 7 hours)
  {
    question: "typical week in the qa course? how much homework?",
    anyOf: [H3, SELF_57],
    kind: "multi-part",
  },
  // course-outlines.ts (QA fundamentals, Manual testing, Automated testing)
  {
    question: "whats in the qa course outline",
    facts: ["QA fundamentals", "Manual testing"],
    anyOf: [["Automated testing", "automation"]],
    kind: "paraphrase",
  },
  // programs.ts + fees.ts + program-guide.ts
  {
    question: "qa course - can i do it online, how much, and how many weeks",
    facts: ["online", "$4,000"],
    anyOf: [W16],
    kind: "multi-part",
  },

  // ───────────── Data Analytics ─────────────
  // program-guide.ts (DA: "Taught on campus in Sydney only; this course has no online option.")
  {
    before: ["tell me about the data analytics course"],
    question: "can i do it online",
    facts: ["campus"],
    anyOf: [["only", "no online", "not available online", "not offered online", "isn't offered online"]],
    kind: "follow-up",
  },
  // program-details.ts (SQL, Python, Excel and Power BI)
  {
    question: "what software do u use in data analytics",
    facts: ["SQL", "Python", "Power BI"],
    kind: "slang",
  },
  // program-guide.ts (equipmentNote: Power BI Desktop runs on Windows only)
  {
    question: "i've got a macbook, is that going to be a problem for data analytics?",
    facts: ["Power BI", "Windows"],
    kind: "indirect",
  },
  // program-guide.ts (DA prerequisites)
  {
    question: "waht do i nead for the data analitics course",
    facts: ["spreadsheet"],
    anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]],
    kind: "typo",
  },
  // program-guide.ts ("High-school maths: the course teaches the statistics")
  {
    question: "gonna be honest i suck at maths, can i still do data analytics lol",
    anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]],
    kind: "slang",
  },
  // program-details.ts (DA instructor)
  { question: "who teachs data anlytics", facts: ["Daniel Okafor"], kind: "typo" },
  // program-details.ts (Daniel: eight years as an analyst in retail and government)
  {
    before: ["who teaches data analytics?"],
    question: "what did he do before teaching",
    facts: ["retail", "government"],
    kind: "follow-up",
  },
  // fees.ts (4000 AUD, 4 instalments of 1000)
  {
    question: "can i pay in instalmants for data analytics",
    facts: ["$1,000"],
    anyOf: [
      [
        "4 monthly",
        "four monthly",
        "4 equal",
        "four equal",
        "4 instalments",
        "four instalments",
        "4 installments",
        "four installments",
        "4 payments",
        "four payments",
      ],
    ],
    kind: "typo",
  },
  // program-guide.ts (DA roles)
  {
    question: "what kind of roles do data analytics grads go for",
    facts: ["data analyst", "reporting analyst"],
    kind: "paraphrase",
  },
  // program-guide.ts (DA suits: career changers from business, finance, marketing ...)
  {
    question: "im in marketing and want to switch careers, would the data course suit me",
    facts: ["marketing"],
    kind: "indirect",
  },
  // program-details.ts (Statistical analysis and hypothesis testing)
  {
    question: "does the data analytics program teach stats?",
    anyOf: [["hypothesis"]],
    kind: "answer",
  },
  // programs.ts + fees.ts
  {
    question: "how much is data analytics and how long does it go for",
    facts: ["$4,000"],
    anyOf: [W16],
    link: DA,
    kind: "multi-part",
  },
  // program-details.ts (instructor) + (tools)
  {
    question: "who teaches data analytics and what tools will i learn",
    facts: ["Daniel Okafor", "Power BI"],
    anyOf: [["SQL", "Python"]],
    kind: "multi-part",
  },

  // ───────────── Comparisons across programs ─────────────
  // programs.ts (16 vs 24 weeks)
  {
    question: "which course is the shortest",
    facts: ["QA", "Data Analytics"],
    anyOf: [W16],
    kind: "comparison",
  },
  // fees.ts
  {
    question: "whats the cheapest course you have",
    facts: ["$4,000", "QA", "Data Analytics"],
    kind: "comparison",
  },
  // faq.ts ("Can I study online?": Full stack and QA) / program-guide.ts
  {
    question: "which of your courses can i do online",
    facts: ["Full stack", "QA"],
    kind: "comparison",
  },
  // program-guide.ts (every program: no programming experience needed)
  {
    question: "complete beginner here never coded, which course should i pick",
    anyOf: [
      ["Full stack", "QA", "Data Analytics"],
      [
        "no programming experience",
        "no coding experience",
        "no prior",
        "no experience",
        "don't need",
        "do not need",
      ],
    ],
    kind: "comparison",
  },
  // fees.ts + programs.ts
  {
    question: "full stack vs qa, whats the difference in price and length",
    facts: ["$6,000", "$4,000"],
    anyOf: [W24, W16],
    kind: "comparison",
  },
  // program-guide.ts (QA and DA both 5 to 7 hours)
  {
    question: "qa or data analytics which one has more work outside class",
    anyOf: [SELF_57],
    kind: "comparison",
  },
  // program-guide.ts (DA suits people who work with spreadsheets)
  {
    question: "i love excel and numbers, which of your programs fits me best",
    facts: ["Data Analytics"],
    kind: "comparison",
  },
  // program-guide.ts (selfStudy)
  {
    question: "which program needs the most self study each week",
    facts: ["Full stack"],
    anyOf: [SELF_FS],
    kind: "comparison",
  },
  // programs.ts (Full stack: build complete web applications)
  {
    question: "which course should i do if i want to build websites and apps",
    facts: ["Full stack"],
    kind: "comparison",
  },
  // programs.ts (the three programs; no cyber security course)
  {
    question: "do you teach cyber security",
    facts: ["Full stack", "QA", "Data Analytics"],
    kind: "indirect",
  },
  // follow-up on programs: of the shortest (QA, DA) only QA is online
  {
    before: ["what courses do you offer?", "which one is the shortest?"],
    question: "and which of those can i do online",
    facts: ["QA"],
    kind: "follow-up",
  },

  // ───────────── Class times and study ─────────────
  // options.ts / study.ts (slots)
  {
    question: "wat time r the clases",
    anyOf: [PM6, PM9, AM11, PM2],
    kind: "typo",
  },
  // study.ts (sessionHours 3)
  { question: "How long is each class?", anyOf: [H3], absent: ["2 hours"], kind: "answer" },
  // study.ts (keepWorking)
  {
    question: "lowkey want to keep my job, can i study and still work full time tho",
    facts: ["Saturday"],
    anyOf: [["evening"]],
    kind: "slang",
  },
  // options.ts (Sat 11AM - 2PM)
  { question: "do u do weekend clases", facts: ["Saturday"], anyOf: [AM11, PM2], kind: "typo" },
  // study.ts ("You choose your class time when you apply.")
  {
    question: "do i get to pick which night my class is on",
    anyOf: [["when you apply", "apply"]],
    kind: "free text",
  },
  // study.ts (missedClass)
  {
    question: "what happens if i miss a class because im sick",
    facts: ["instructor"],
    anyOf: [["online space", "notes"]],
    kind: "free text",
  },
  // enrolment-terms.ts (classes: move to another class time when that class has room; ask by e-mail)
  {
    question: "if my shifts change can i move to a different class time later on",
    anyOf: [["room", "space"], EMAIL_WORD],
    kind: "free text",
  },

  // ───────────── Equipment ─────────────
  // study.ts ("We do not provide or lend laptops")
  {
    question: "can you guys lend me a laptop for the course",
    anyOf: [
      [
        "do not provide",
        "don't provide",
        "do not lend",
        "don't lend",
        "not provide",
        "not lend",
        "no laptop",
      ],
    ],
    absent: ["we lend"],
    kind: "indirect",
  },
  // study.ts (minimum: 8 GB memory, 20 GB disk)
  {
    question: "wat laptop do i need for clases",
    facts: ["8 GB", "20 GB"],
    kind: "typo",
  },
  // study.ts (headset with a microphone)
  {
    question: "if i join the class online do i need anything extra",
    facts: ["headset"],
    kind: "paraphrase",
  },
  // study.ts (software: free for students; help install in your first class)
  {
    question: "will i have to buy any software licences for the course",
    facts: ["free"],
    kind: "free text",
  },

  // ───────────── Certificates and careers support ─────────────
  // study.ts (certificate of completion)
  { question: "do i get a certifcate at the end", facts: ["certificate of completion"], kind: "typo" },
  // study.ts (not nationally accredited; not a registered training organisation)
  {
    question: "Is the certificate nationally accredited?",
    anyOf: [
      [
        "not nationally accredited",
        "not accredited",
        "registered training organisation",
        "registered training organization",
        "RTO",
      ],
    ],
    kind: "answer",
  },
  // enrolment-terms.ts ("To receive the certificate of completion, hand in the course's projects.")
  {
    question: "what do i have to do to actually get the certificate",
    facts: ["projects"],
    kind: "free text",
  },
  // study.ts (careersSupport.services)
  {
    question: "do you help with cv and interviews after the course",
    facts: ["CV"],
    anyOf: [["mock interview"]],
    kind: "answer",
  },
  // study.ts (honesty: cannot promise a job)
  {
    question: "no cap do u guarantee me a job after",
    anyOf: [
      [
        "cannot promise",
        "can't promise",
        "cannot guarantee",
        "can't guarantee",
        "can guarantee",
        "not guarantee",
        "don't guarantee",
        "do not guarantee",
        "no guarantee",
      ],
    ],
    absent: ["we guarantee"],
    kind: "slang",
  },
  // study.ts (honesty: no placement rates or salary figures)
  {
    question: "what percentage of your grads get hired and whats the average salary",
    anyOf: [["do not publish", "don't publish", "not publish"]],
    absent: ["%"],
    kind: "indirect",
  },
  // study.ts (Job-search sessions: "In the last weeks of the course")
  {
    question: "when in the course do the job search sessions happen",
    anyOf: [["last weeks", "final weeks"]],
    kind: "free text",
  },
  // study.ts (Introductions when we can)
  {
    question: "do you ever connect students with companies that are hiring",
    anyOf: [["pass them on", "pass on", "introduc"]],
    kind: "free text",
  },

  // ───────────── Fees, payment, refunds ─────────────
  // fees.ts (currency: AUD, GST included)
  {
    question: "is gst on top of the course price or included",
    facts: ["GST"],
    anyOf: [["include"]],
    kind: "indirect",
  },
  // fees.ts (paymentTerms.when)
  {
    question: "when exactly do i need to pay the course fee",
    anyOf: [AFTER_ENROL],
    kind: "paraphrase",
  },
  // fees.ts (methods: bank transfer or card)
  {
    question: "how can i pay the invoice? do you take card",
    facts: ["bank transfer", "card"],
    kind: "multi-part",
  },
  // fees.ts (refundTerms.detail)
  {
    question: "do u do refunds if i cancle after starting",
    anyOf: [NO_REFUND],
    kind: "typo",
  },
  // fees.ts (refundTerms.detail: later instalments cancelled, paid ones not refunded, tell us in writing)
  {
    question: "if i drop out halfway while paying monthly, do i still owe the rest",
    anyOf: [
      ["cancelled", "canceled"],
      ["in writing", "writing"],
    ],
    kind: "free text",
  },
  // fees.ts (refundTerms.law)
  {
    question: "what are my rights if you cancel the course on me",
    facts: ["Australian Consumer Law"],
    kind: "free text",
  },
  // fees.ts (refund + instalments)
  {
    question: "whats the refund policy and can i pay in instalments",
    anyOf: [NO_REFUND, ["monthly"]],
    kind: "multi-part",
  },

  // ───────────── Applying ─────────────
  // pages.ts (/enrol-now) / faq.ts (How do I apply?)
  { question: "How do I apply?", link: "/enrol-now", kind: "answer" },
  // faq.ts (How do I apply? — confirmation e-mail, advisor) / enrolment-terms.ts (applying)
  {
    before: ["how do I apply?"],
    question: "what happens after i submit it",
    facts: ["advisor"],
    anyOf: [EMAIL_WORD],
    kind: "follow-up",
  },
  // enrolment-terms.ts (applying: offer a place, waiting list, or decline)
  {
    question: "could my application be knocked back",
    anyOf: [["waiting list", "decline"]],
    kind: "free text",
  },
  // enrolment-terms.ts (enrolment: "You are enrolled when you accept the place we offer you.")
  {
    question: "at what point am i officially enrolled",
    facts: ["accept"],
    kind: "free text",
  },
  // enrolment-terms.ts ("Applying is free and does not commit you to anything.")
  {
    question: "if i apply am i locked in to doing the course",
    anyOf: [["does not commit", "doesn't commit", "not commit", "no commitment", "not locked", "free"]],
    kind: "free text",
  },
  // faq.ts ("What am I agreeing to when I apply?")
  {
    question: "what exactly am i agreeing to when i tick the boxes on the application",
    anyOf: [["terms and conditions", "terms"], NO_REFUND],
    kind: "free text",
  },
  // fees.ts + faq.ts
  {
    question: "how do i sign up for a course and do i pay anything upfront",
    facts: ["free"],
    link: "/enrol-now",
    kind: "multi-part",
  },

  // ───────────── Enrolment terms ─────────────
  // enrolment-terms.ts (changes: instructor, order of topics, classroom)
  {
    question: "can you swap my teacher or change stuff after i enrol",
    anyOf: [["order of topics", "classroom", "order"]],
    kind: "free text",
  },
  // enrolment-terms.ts (changes: at least two weeks ahead)
  {
    question: "if you push back the start date how much notice do i get",
    anyOf: [["two weeks", "2 weeks"]],
    kind: "free text",
  },
  // enrolment-terms.ts ("These terms are governed by the law of New South Wales.")
  {
    question: "which state's law do your enrolment terms fall under",
    anyOf: [["New South Wales", "NSW"]],
    kind: "free text",
  },

  // ───────────── Privacy ─────────────
  // privacy.ts (Chat assistant collection point)
  {
    question: "what info do you collect when i use this chat",
    facts: ["IP address"],
    anyOf: [["browser"]],
    kind: "free text",
  },
  // privacy.ts (visitor IP erased after 30 days)
  {
    question: "how long is my IP address kept",
    facts: ["30 days"],
    kind: "paraphrase",
  },
  // privacy.ts (portalToken: 30 days with Remember me)
  {
    before: ["what cookies do you use?"],
    question: "how long does the login one last if i tick remember me",
    facts: ["30 days"],
    kind: "follow-up",
  },
  // privacy.ts (visitor cookie lasts 365 days)
  {
    question: "what cookies do you set and how long does the chat one last",
    facts: ["visitor", "365 days"],
    kind: "multi-part",
  },
  // privacy.ts ("We use no advertising or analytics cookies and no third-party trackers.")
  {
    question: "do you track me with google analytics or ad pixels",
    anyOf: [["no advertising", "no analytics", "not use", "don't use", "do not use", "no third-party"]],
    kind: "indirect",
  },
  // privacy.ts (access) / faq.ts
  {
    question: "how do i get you to delete my data",
    anyOf: [[EMAIL, "contact form", ...OFFICE]],
    kind: "answer",
  },
  // privacy.ts (use: "We do not sell personal information")
  {
    question: "do you sell my details to other companies",
    anyOf: [["do not sell", "don't sell", "never sell", "not sell"]],
    absent: ["we sell"],
    kind: "free text",
  },
  // privacy.ts (retention: enrolment and payment records seven years)
  {
    question: "how long do you hang on to enrolment and payment records",
    anyOf: [["seven years", "7 years"]],
    kind: "paraphrase",
  },
  // privacy.ts (complaints: OAIC)
  {
    question: "if you mess up with my personal info and dont fix it who else can i complain to",
    anyOf: [["OAIC", "Office of the Australian Information Commissioner"]],
    kind: "free text",
  },
  // privacy.ts (use: question text sent to an external AI service; name, e-mail, phone are not)
  {
    question: "does what i type here get sent to some AI company",
    anyOf: [["question"], ["name", "e-mail", "email", "phone"]],
    kind: "free text",
  },
  // privacy.ts (newsletter: unsubscribe link in every e-mail)
  {
    question: "how do i stop getting your newsletter",
    facts: ["unsubscribe"],
    kind: "free text",
  },
  // privacy.ts (retention: keep only your address marked as unsubscribed; ask us and we delete it)
  {
    question: "after i unsubscribe do you still keep my email address",
    facts: ["unsubscribed"],
    kind: "free text",
  },
  // privacy.ts (security: one-way hashes, HTTPS)
  {
    question: "how do you store passwords for the student portal",
    anyOf: [["hash"]],
    kind: "free text",
  },
  // privacy.ts (intro: Australian Privacy Principles, Privacy Act 1988)
  {
    question: "what privacy law do you follow",
    anyOf: [["Australian Privacy Principles", "Privacy Act"]],
    link: "/privacy",
    kind: "free text",
  },

  // ───────────── Contact and visiting ─────────────
  // site.ts (phones)
  {
    question: "hit me with ur phone number",
    anyOf: [[...OFFICE, ...MOBILE]],
    kind: "slang",
  },
  // site.ts (email)
  { question: "whats ur emial", facts: [EMAIL], kind: "typo" },
  // site.ts (address)
  {
    question: "wheres ur ofice",
    facts: ["88 Harbour Street", "Sydney"],
    link: "/contact-us",
    kind: "typo",
  },
  // site.ts (openingHours)
  {
    question: "What are your opening hours?",
    facts: ["closed"],
    anyOf: [AM9, PM9, AM10, PM3],
    kind: "answer",
  },
  // site.ts (Saturday 10AM-3PM)
  { question: "u guys open on sat arvo?", anyOf: [PM3], kind: "slang" },
  // site.ts (Sunday closed)
  {
    question: "could i pop in on a sunday to chat about courses",
    facts: ["closed"],
    kind: "indirect",
  },
  // site.ts (Monday to Friday 9AM-9PM)
  {
    before: ["where's your office?"],
    question: "what r the hours on fridays",
    anyOf: [AM9, PM9],
    kind: "follow-up",
  },
  // site.ts (phones, email) / faq.ts (Where are you, and how do I get in touch?)
  {
    question: "whats the quickest way to get hold of someone there",
    anyOf: [[...OFFICE, ...MOBILE, EMAIL]],
    kind: "paraphrase",
  },
  // site.ts (address, Saturday hours)
  {
    question: "whats your address and are you open saturdays",
    facts: ["88 Harbour Street"],
    anyOf: [AM10, PM3],
    kind: "multi-part",
  },

  // ───────────── Services for businesses ─────────────
  // services.ts (web: From $10,000 AUD)
  {
    question: "do you build web apps for businesses, whats the starting price",
    facts: ["$10,000"],
    link: "/expertise/web-app-development",
    kind: "multi-part",
  },
  // services.ts (web technologies)
  {
    before: ["how much does a web app cost to build?"],
    question: "what tech would you use",
    facts: ["React"],
    anyOf: [["Typescript", "Javascript"]],
    kind: "follow-up",
  },
  // services.ts (mobile: React Native, Swift)
  {
    question: "What technologies do you use for mobile apps?",
    facts: ["React Native", "Swift"],
    kind: "answer",
  },
  // services.ts (mobile: From $20,000 AUD)
  { question: "mobil app devlopment price", facts: ["$20,000"], kind: "typo" },
  // services.ts / pages.ts (iOS and Android)
  {
    before: ["do you build mobile apps?"],
    question: "android too or just iphone",
    facts: ["Android"],
    kind: "follow-up",
  },
  // services.ts (testing: From $5,000 AUD)
  {
    question: "what's the starting cost for a software testing engagement",
    facts: ["$5,000"],
    link: "/expertise/software-testing",
    kind: "paraphrase",
  },
  // services.ts (Security testing)
  {
    question: "could your team check our app for security holes",
    anyOf: [["security testing"]],
    kind: "indirect",
  },
  // services.ts (testing technologies + rate)
  {
    question: "what kinds of testing do you offer businesses and how much does it start at",
    facts: ["$5,000"],
    anyOf: [["Functional testing"], ["Security testing"], ["Test automation", "automation"]],
    kind: "multi-part",
  },
  // services.ts
  {
    question: "web app vs mobile app, which costs more to get built",
    facts: ["$10,000", "$20,000"],
    kind: "comparison",
  },
  // services.ts (Software Testing From $5,000 AUD)
  {
    question: "whats the cheapest service you offer for companies",
    facts: ["Software Testing", "$5,000"],
    kind: "comparison",
  },
  // pages.ts (/expertise/book-a-free-consultation)
  {
    question: "keen on getting an app built for my biz, where do i start",
    anyOf: [["consultation"]],
    link: "/expertise/book-a-free-consultation",
    kind: "slang",
  },
  // options.ts (budgetOptions labels)
  {
    question: "what budget ranges can i pick on the consultation form",
    anyOf: [
      ["$25K", "25K", "25,000"],
      ["$100K", "100K", "100,000"],
    ],
    kind: "answer",
  },
  // pages.ts (/technology-research: researches artificial intelligence and puts it to work for clients)
  {
    question: "do u guys do AI stuff for companies",
    anyOf: [["artificial intelligence", "AI"]],
    link: "/technology-research",
    kind: "slang",
  },

  // ───────────── The company and its people ─────────────
  // pages.ts (/about-us description)
  {
    question: "so what is harbourline tech exactly",
    anyOf: [
      ["IT jobs", "IT job", "IT career", "training"],
      ["technology partner", "partner", "software"],
    ],
    kind: "free text",
  },
  // people.ts (Director)
  { question: "who runs the company", facts: ["Sarah Whitfield"], kind: "indirect" },
  // people.ts (Sarah: fifteen years running delivery teams)
  {
    before: ["who is the director?"],
    question: "how did she get started",
    anyOf: [["fifteen years", "15 years"]],
    kind: "follow-up",
  },
  // careers.ts (careerValues)
  {
    question: "what's it like working at your company, what do you value",
    anyOf: [["Teach by doing"], ["Small teams"], ["Flexible hours"]],
    kind: "free text",
  },

  // ───────────── Testimonials ─────────────
  // testimonials.ts (QA quotes: Liam O'Connor, Aisha Karim)
  {
    question: "any reviews from people who did the qa course",
    anyOf: [["Liam", "Aisha"]],
    kind: "answer",
  },

  // ───────────── Blog ─────────────
  // blog/*.md (three articles)
  {
    question: "what do you write about on your blog",
    anyOf: [["90 days"], ["clean data"], ["manual", "automated"]],
    link: "/blog",
    kind: "answer",
  },
  // blog/first-90-days-junior-developer.md (fifteen-minute rule)
  {
    question: "got any tips for when im stuck in my first dev job",
    anyOf: [["fifteen-minute", "fifteen minute", "15-minute", "15 minute", "fifteen minutes", "15 minutes"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md ("The honest answer is no")
  {
    question: "should a team automate all of its tests",
    anyOf: [["both"], ["exploratory", "manual"]],
    kind: "free text",
  },
  // blog/clean-data-before-charts.md (five checks)
  {
    question: "what should i check in my data before building a dashboard",
    anyOf: [["duplicate"], ["missing"]],
    kind: "free text",
  },
  // blog/clean-data-before-charts.md ("Missing is not the same as zero.")
  {
    question: "is a missing value basically the same as a zero",
    anyOf: [["not the same", "isn't the same", "is not zero", "not zero"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md (author Mei Lin Chen)
  {
    before: ["do you guys have a blog?"],
    question: "who wrote the one about testing",
    facts: ["Mei Lin Chen"],
    kind: "follow-up",
  },

  // ───────────── Course outlines, newsletter ─────────────
  // privacy.ts (Course outline form on each training program page: e-mails you the outline)
  {
    question: "can i get a course outline sent to me",
    anyOf: [["outline"], EMAIL_WORD],
    kind: "indirect",
  },
  // options.ts (formatOptions Face-to-face / Online)
  {
    question: "when i download an outline can i choose online or in person",
    facts: ["Online"],
    anyOf: [["Face-to-face", "face to face"]],
    kind: "paraphrase",
  },

  // ───────────── Out of scope (nothing to do with the site) ─────────────
  // (no content)
  { question: "whats the weather like in sydney this weekend", none: true, kind: "out-of-scope" },
  // (no content)
  { question: "can you write me a python function that reverses a string", none: true, kind: "out-of-scope" },
  // (no content)
  { question: "who won the nrl grand final last year", none: true, kind: "out-of-scope" },
  // (no content)
  { question: "recommend a good cafe near your office for lunch", none: true, kind: "out-of-scope" },
  // (no content)
  { question: "my printer keeps jamming how do i fix it", none: true, kind: "out-of-scope" },
  // (no content)
  { question: "whats the capital of canada", none: true, kind: "out-of-scope" },

  // ───────────── No answer (on topic, but the content never says) ─────────────
  // (grep parking: no match in content/)
  { question: "is there parking at your building", noYes: true, kind: "no answer" },
  // (grep visa / international: no match)
  { question: "do you take international students on a student visa", noYes: true, kind: "no answer" },
  // (grep scholarship / discount: no match)
  { question: "any scholarships or discounts available for the courses", none: true, kind: "no answer" },
  // (grep wheelchair / accessible building: no match)
  { question: "is the campus wheelchair accessible", none: true, kind: "no answer" },
  // (grep record: class recordings never mentioned)
  { question: "are the classes recorded so i can rewatch them later", none: true, kind: "no answer" },
  // ("small classes" only; no number anywhere)
  { question: "how many students are in each class exactly", none: true, kind: "no answer" },
  // (no founding year in content)
  { question: "what year was harbourline tech founded", none: true, kind: "no answer" },
  // (grep holiday: no match)
  { question: "do classes still run on public holidays", none: true, kind: "no answer" },
  // (no age rule in prerequisites)
  { question: "is there a minimum age to enrol", none: true, kind: "no answer" },
  // (expertise support plan has no price)
  {
    question: "how much do you charge per month for app maintenance after launch",
    none: true,
    kind: "no answer",
  },
];
