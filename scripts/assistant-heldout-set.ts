/**
 * Held-out evaluation set for the chat assistant (issue 16, deliverable 6).
 *
 * Written on 2026-11-23 by an independent helper who has not read the assistant's code, its
 * development set or its tests. Every expected fact was checked against the typed content on the
 * `content` branch (content/*.ts at 4e41c5d) and the product spec; each case names its source.
 * Never edit a case to make the assistant pass: only fix an expected answer that is wrong against
 * the content, and say why in the commit message.
 *
 * Matching is case-insensitive. `facts`: each must appear. `anyOf`: one of each inner list must
 * appear. `absent`: none may appear. `none`: the site does not say; the honest no-answer reply
 * with the contact and consultation links is expected.
 */
export interface HeldOutCase {
  /** Earlier questions of the same conversation, asked first, in order (follow-ups). */
  before?: string[];
  question: string;
  /** Each must appear in the answer (case-insensitive). */
  facts?: string[];
  /** At least one of each inner list must appear. */
  anyOf?: string[][];
  /** The page the answer must link to, when one obviously holds the answer. */
  link?: string;
  /** Text that must not appear. */
  absent?: string[];
  /** The site does not say: the assistant must give its honest no-answer reply. */
  none?: true;
  /** The content answers with a no (a published FAQ entry): any answer that does not say yes. */
  noYes?: true;
}

// Formatting variants used throughout.
const W24 = ["24 weeks", "24-week", "24 wks", "twenty-four weeks"];
const W16 = ["16 weeks", "16-week", "16 wks", "sixteen weeks"];
const FEE_FS = ["6,000", "6000"]; // fees.ts full stack totalAud 6000 -> "$6,000 AUD"
const FEE_4K = ["4,000", "4000"]; // fees.ts QA and data analytics totalAud 4000 -> "$4,000 AUD"
const INSTALMENT = ["1,000", "1000"]; // fees.ts: 6000/6 = 4000/4 = $1,000 AUD a month
const NO_REFUND = [
  "no refund",
  "not refunded",
  "non-refundable",
  "not refundable",
  "no refunds",
  "aren't refunded",
  "are not refunded",
  "isn't refunded",
  "is not refunded",
];
const THREE_HOURS = ["3 hours", "three hours", "three-hour", "3-hour", "3 hrs", "3hr"];
const EVENING = ["6PM", "6 PM", "6:00 PM", "6:00PM"];
const SAT_CLASS = ["11AM", "11 AM", "11:00 AM", "11:00AM"];
const PHONE = ["5550 1234", "55501234", "0491 570 156", "0491570156"];
const EMAIL = "hello@harbourline.example";
const NOT_GUARANTEED = [
  "cannot promise",
  "can't promise",
  "cannot guarantee",
  "can't guarantee",
  "no course can guarantee",
  "not guarantee",
  "don't guarantee",
  "do not guarantee",
  "no guarantee",
  "not promise",
  "don't promise",
  "do not promise",
  "no job guarantee",
];

export const heldOutSet: HeldOutCase[] = [
  // ───────────── Programs: duration, content, tools ─────────────
  // programs.ts duration "24 Weeks"; program-details.ts heroTitle
  {
    question: "how long does the full stack thing take",
    anyOf: [W24],
    link: "/training-programs/full-stack-development",
    absent: ["16 weeks", "16-week"],
  },
  // programs.ts data-analytics duration "16 Weeks"
  {
    question: "data anlytics course length?",
    anyOf: [W16],
    link: "/training-programs/data-analytics",
    absent: ["24 weeks", "24-week"],
  },
  // programs.ts / program-details.ts QA features: QA fundamentals, Manual testing, Automated testing
  {
    question: "wat do u actually learn in the qa course",
    facts: ["manual", "automat"],
    link: "/training-programs/qa-and-software-testing",
  },
  // program-details.ts data-analytics heroText: SQL, Python, Excel and Power BI
  {
    question: "is there any python in data analytics or is it all excel",
    facts: ["Python"],
    link: "/training-programs/data-analytics",
  },
  // program-details.ts full stack heroText: React, Node.js, Express, PostgreSQL and AWS
  {
    question: "does full stack cover react and node?",
    facts: ["React"],
    anyOf: [["Node", "Express"]],
    link: "/training-programs/full-stack-development",
  },
  // program-details.ts QA "Automated testing": Playwright and Postman
  {
    question: "which automation tool do they teach in software testing, selenium?",
    facts: ["Playwright"],
    link: "/training-programs/qa-and-software-testing",
  },
  // program-details.ts full stack DevOps: deploying to AWS; course-outlines.ts "deployment to the cloud (AWS)"
  {
    question: "whats in the devops part of the fullstack course",
    facts: ["AWS"],
    link: "/training-programs/full-stack-development",
  },
  // program-details.ts data-analytics "Real-world projects": dashboards and reports in Power BI
  {
    question: "do we build dashboards in the data course? which software",
    facts: ["Power BI"],
    link: "/training-programs/data-analytics",
  },

  // ───────────── Comparisons ─────────────
  // programs.ts: Data Analytics 16 Weeks, Full stack 24 Weeks
  {
    question: "which is shorter, data analytics or full stack",
    facts: ["Data Analytics"],
    anyOf: [W16],
  },
  // program-guide.ts modes.online: full stack true (live online attendance), QA true, data analytics false; faq.ts "Can I study online?"
  {
    question: "which of your courses can i do online",
    facts: ["QA", "full stack"],
  },
  // fees.ts: QA and Data Analytics 4000, full stack 6000
  {
    question: "which course costs the least",
    anyOf: [FEE_4K],
  },
  // fees.ts
  {
    question: "is QA cheaper than full stack? by how much",
    anyOf: [[...FEE_4K, "2,000", "2000"]],
  },
  // programs.ts: both 16 Weeks
  {
    question: "qa vs data analytics - which one takes longer",
    anyOf: [W16],
  },
  // programs.ts durations; program-guide.ts modes
  {
    question: "whats the difference between the full stack and the testing course in terms of length",
    anyOf: [W24, W16],
  },
  // program-guide.ts data-analytics suits: "People who already work with spreadsheets..."
  {
    question: "i use spreadsheets all day at work, which of your programs fits me best?",
    facts: ["Data Analytics"],
  },

  // ───────────── Study mode / location ─────────────
  // program-guide.ts data-analytics modes.detail: "Taught on campus in Sydney only; this course has no online option."
  {
    question: "can i do data analytics from home",
    anyOf: [
      [
        "no online",
        "not online",
        "not available online",
        "isn't available online",
        "not offered online",
        "on campus only",
        "only on campus",
        "campus only",
        "in Sydney only",
        "only in sydney",
        "only taught on campus",
        "taught on campus",
      ],
    ],
    link: "/training-programs/data-analytics",
  },
  // program-guide.ts full stack modes: "streamed live: when you cannot come in, join the same class online"
  {
    question: "is full stack strictly on campus or can i join remotely some weeks",
    facts: ["online"],
    anyOf: [["live", "stream"]],
    link: "/training-programs/full-stack-development",
  },
  // program-guide.ts QA modes.detail: "Choose when you apply: join the class on campus in Sydney, or online"
  {
    question: "for QA do I get to pick between face to face and online?",
    facts: ["online"],
    anyOf: [["campus", "face-to-face", "face to face", "in person"]],
    link: "/training-programs/qa-and-software-testing",
  },
  // site.ts address (Sydney only); program-guide.ts "on campus in Sydney"
  {
    question: "do you have a campus in melbourne?",
    facts: ["Sydney"],
  },

  // ───────────── Multi-part ─────────────
  // programs.ts QA 16 Weeks; fees.ts QA 4000
  {
    question: "how long is QA and how much",
    anyOf: [W16, FEE_4K],
  },
  // programs.ts full stack 24 Weeks; fees.ts 6000
  {
    question: "full stack - price and duration pls",
    anyOf: [W24, FEE_FS],
  },
  // program-guide.ts data-analytics modes; programs.ts 16 Weeks
  {
    question: "data analytics: online or in person? and how many weeks",
    facts: ["campus"],
    anyOf: [W16],
  },
  // study.ts classSchedule.summary: "One three-hour class a week, on a weekday evening (6PM-9PM) or on Saturday (11AM-2PM)"
  {
    question: "what time are the classes and how long is each one",
    anyOf: [EVENING, THREE_HOURS],
  },

  // ───────────── Follow-ups ─────────────
  // programs.ts QA 16 Weeks
  {
    before: ["tell me about the full stack course"],
    question: "and the QA one?",
    anyOf: [W16, ["QA", "testing"]],
    absent: ["24 weeks", "24-week"],
  },
  // fees.ts data-analytics 4000
  {
    before: ["whats the data analytics course like"],
    question: "how much is it?",
    anyOf: [FEE_4K],
    absent: ["6,000"],
  },
  // program-guide.ts QA modes.online true
  {
    before: ["i'm interested in qa and software testing"],
    question: "can i do it online?",
    facts: ["online"],
    absent: ["no online option"],
  },
  // fees.ts full stack: 6 instalments -> "or 6 monthly instalments of $1,000 AUD"
  {
    before: ["how much is full stack"],
    question: "can i pay that off monthly?",
    anyOf: [
      INSTALMENT,
      [
        "6 monthly",
        "six monthly",
        "6 instalments",
        "six instalments",
        "6 equal",
        "six equal",
        "6 payments",
        "six payments",
        "6 installments",
        "six installments",
        "6 months",
        "six months",
      ],
    ],
  },
  // program-details.ts data-analytics instructor: Daniel Okafor, "spent eight years as an analyst"
  {
    before: ["who teaches the data analytics course?"],
    question: "how much experience has he got",
    anyOf: [["eight years", "8 years"]],
  },
  // program-guide.ts data-analytics prerequisites: spreadsheets, high-school maths
  {
    before: ["what do i need to know before starting full stack?"],
    question: "what about for data analytics?",
    facts: ["spreadsheet"],
    anyOf: [["maths", "math"]],
    absent: ["starts with HTML"],
  },
  // services.ts mobile startingRateAud 20_000 -> "From $20,000 AUD"
  {
    before: ["tell me about your mobile app development service"],
    question: "whats the starting price for that",
    anyOf: [["20,000", "20000", "20k"]],
    absent: ["10,000", "5,000"],
  },
  // program-guide.ts QA online true, data-analytics online false
  {
    before: ["how long is the qa course", "and data analytics?"],
    question: "which of those two can i do online",
    facts: ["QA"],
  },
  // fees.ts refundTerms.summary "There is no refund once you are enrolled."
  {
    before: ["what's the fee for data analytics"],
    question: "and if i drop out halfway do i get it back?",
    anyOf: [NO_REFUND],
  },
  // services.ts software-testing technologies: Functional testing, Security testing, Test automation
  {
    before: ["do you do software testing for other companies?"],
    question: "what kinds of testing exactly",
    facts: ["functional", "security"],
  },

  // ───────────── Fees, payment, refunds ─────────────
  // fees.ts full stack 6000
  {
    question: "how much is the ful stack corse",
    anyOf: [FEE_FS],
    absent: ["4,000"],
  },
  // fees.ts paymentTerms.applying "Applying is free"
  {
    question: "do i have to pay anything just to apply",
    facts: ["free"],
  },
  // fees.ts paymentTerms.when "The course fee is paid after enrolment."; options.ts feeTerms
  {
    question: "when do i actually have to hand over the money",
    anyOf: [
      [
        "after enrolment",
        "after enrollment",
        "after you enrol",
        "after you are enrolled",
        "after you're enrolled",
        "once you are enrolled",
        "once you're enrolled",
        "once enrolled",
        "when you are enrolled",
        "when you're enrolled",
        "when you enrol",
        "after enrolling",
        "once you enrol",
        "invoice",
      ],
    ],
  },
  // fees.ts refundTerms; faq.ts "Can I get a refund?"
  {
    question: "can i get my money back if i change my mind after enrolling",
    anyOf: [NO_REFUND],
  },
  // fees.ts paymentTerms.currency "Fees are in Australian dollars and include GST."
  {
    question: "r the course prices incl gst",
    facts: ["GST"],
    anyOf: [["include", "incl"]],
  },
  // fees.ts paymentTerms.methods "Pay by bank transfer or card"
  {
    question: "can i pay by credit card or only bank transfer",
    facts: ["card", "bank transfer"],
  },
  // fees.ts data-analytics 4 instalments -> "or 4 monthly instalments of $1,000 AUD"
  {
    question: "is there a payment plan for data analytics",
    anyOf: [
      INSTALMENT,
      [
        "4 monthly",
        "four monthly",
        "4 instalments",
        "four instalments",
        "4 equal",
        "four equal",
        "4 payments",
        "four payments",
        "4 installments",
        "four installments",
        "4 months",
        "four months",
      ],
    ],
  },
  // fees.ts refundTerms.detail: instalments that fall due after withdrawal are cancelled
  {
    question: "if i withdraw while im on instalments do i still have to pay the remaining ones",
    anyOf: [["cancelled", "canceled"]],
  },
  // fees.ts refundTerms.law
  {
    question: "what happens to my money if YOU cancel the course",
    facts: ["Australian Consumer Law"],
  },
  // fees.ts formatAud "$6,000 AUD"; paymentTerms.currency
  {
    question: "what currency are your fees in? im coming from nz",
    anyOf: [["AUD", "Australian dollar"]],
  },

  // ───────────── Prerequisites and who a program suits ─────────────
  // program-guide.ts full stack prerequisites "No programming experience: the course starts with HTML"
  {
    question: "i've never coded in my life, can i still do full stack?",
    anyOf: [
      [
        "no programming experience",
        "no coding experience",
        "no experience",
        "starts with HTML",
        "from scratch",
        "don't need",
        "do not need",
        "not required",
        "no prior",
      ],
    ],
    link: "/training-programs/full-stack-development",
  },
  // program-guide.ts data-analytics prerequisites "High-school maths: the course teaches the statistics"
  {
    question: "im pretty rubbish at maths, is data analytics going to be too hard",
    anyOf: [["high-school", "high school", "school maths", "school math", "school-level", "school level"]],
    link: "/training-programs/data-analytics",
  },
  // program-guide.ts QA suits: "Career changers from customer support, administration, hospitality or retail"
  {
    question: "I work in retail at the moment, would the testing course be a good fit?",
    anyOf: [["retail", "career changer", "career-changer"]],
    link: "/training-programs/qa-and-software-testing",
  },
  // program-guide.ts full stack suits[0] "Career changers who want a first developer job..."
  {
    question: "who's the full stack program aimed at",
    anyOf: [["career changer", "career-changer"]],
    link: "/training-programs/full-stack-development",
  },
  // program-guide.ts QA prerequisites "Clear written English: developers act on your bug reports"
  {
    question: "english isnt my first language, is that a problem for QA",
    facts: ["English"],
  },
  // program-guide.ts QA suits "Manual testers who want to add test automation to their skills"
  {
    question: "i'm already a manual tester, is there any point doing your QA course",
    facts: ["automat"],
  },
  // program-guide.ts data-analytics suits "Career changers from business, finance, marketing, science or government roles"
  {
    question: "would data analytics suit someone coming from a marketing job",
    anyOf: [["marketing", "career changer", "career-changer"]],
  },
  // program-guide.ts QA prerequisites "No coding experience: the course teaches the JavaScript you need for automation"
  {
    question: "do i need to know how to code for the qa course",
    anyOf: [
      [
        "JavaScript",
        "no coding experience",
        "no coding",
        "no programming",
        "no experience",
        "not required",
        "don't need",
        "do not need",
        "no prior",
      ],
    ],
  },

  // ───────────── Class times, sessions, a week ─────────────
  // study.ts classSchedule.keepWorking / summary
  {
    question: "I work 9 to 5, can I still do this?",
    anyOf: [[...EVENING, "evening"]],
  },
  // options.ts timeTableOptions "Sat 11AM - 2PM"
  {
    question: "any weekend classes?",
    facts: ["Saturday"],
    anyOf: [SAT_CLASS],
  },
  // study.ts classSchedule.sessionHours 3
  {
    question: "how long is each session",
    anyOf: [THREE_HOURS],
  },
  // study.ts classSchedule.classesPerWeek 1
  {
    question: "how many classes a week is it",
    anyOf: [
      [
        "one three-hour class",
        "one 3-hour class",
        "one class a week",
        "one class per week",
        "one class each week",
        "once a week",
        "1 class",
        "one class",
      ],
    ],
  },
  // program-guide.ts full stack selfStudy "6 to 8 hours"
  {
    question: "how many hours of homework per week for full stack outside class",
    anyOf: [["6 to 8", "6-8", "6–8", "six to eight"]],
  },
  // study.ts classSchedule.missedClass
  {
    question: "what happens if i miss a class cos of work",
    anyOf: [["catch up", "notes"]],
  },
  // enrolment-terms.ts classes: "You can move to another class time of your course when that class has room; ask us by e-mail."
  {
    question: "can i swap to a different night later on",
    anyOf: [["room", "space", "availab"]],
  },
  // program-guide.ts data-analytics week: class (3 hours), exercise, written feedback
  {
    question: "what does a normal week look like in data analytics",
    anyOf: [THREE_HOURS, ["feedback"]],
  },
  // options.ts timeTableOptions Mon-Fri 6PM - 9PM, Sat 11AM - 2PM
  {
    question: "which days can i choose from for class",
    facts: ["Sat"],
    anyOf: [["Mon", "weekday"]],
  },

  // ───────────── Equipment ─────────────
  // study.ts equipment.summary "We do not provide or lend laptops, and none is included in the course fee."
  {
    question: "do i get a free laptop with the course",
    anyOf: [
      [
        "bring your own",
        "own laptop",
        "do not provide",
        "don't provide",
        "not provide",
        "doesn't include",
        "not included",
        "no laptop",
      ],
    ],
    absent: ["2 February 2027"],
  },
  // program-guide.ts data-analytics equipmentNote: Power BI Desktop runs on Windows only
  {
    question: "will my macbook be ok for the data analytics course",
    facts: ["Power BI", "Windows"],
  },
  // study.ts equipment.requirements "At least 8 GB of memory and 20 GB of free disk space"
  {
    question: "how much ram does my laptop need",
    anyOf: [["8 GB", "8GB", "8 gigabytes"]],
  },
  // study.ts equipment.software "Every tool we teach with is free for students"
  {
    question: "do i need to buy any software licences",
    facts: ["free"],
  },
  // study.ts equipment.requirements "A headset with a microphone if you join classes online"
  {
    question: "if im joining online is there anything extra i need",
    facts: ["headset"],
  },
  // study.ts equipment.requirements "Permission to install software (a locked-down work laptop may not do)"
  {
    question: "can i just use my work laptop",
    facts: ["install"],
  },

  // ───────────── Certificates ─────────────
  // study.ts careersSupport.certificate "certificate of completion"
  {
    question: "do u get a cert at the end",
    anyOf: [["certificate of completion", "completion certificate"]],
  },
  // study.ts careersSupport.certificate "not nationally accredited ... not a registered training organisation"
  {
    question: "is the qualification nationally accredited",
    anyOf: [
      [
        "not nationally accredited",
        "not accredited",
        "isn't accredited",
        "not an accredited",
        "not a registered training organisation",
        "not a registered training organization",
        "not a nationally accredited",
      ],
    ],
  },
  // enrolment-terms.ts classes: "To receive the certificate of completion, hand in the course's projects."
  {
    question: "what do i need to do to actually get the certificate",
    facts: ["project"],
  },

  // ───────────── Careers support ─────────────
  // study.ts careersSupport.services: portfolio review, CV and LinkedIn review, mock interview...
  {
    question: "do u help with getting a job after",
    anyOf: [["CV", "résumé", "resume"], ["interview"]],
  },
  // study.ts careersSupport.summary / honesty
  {
    question: "is there a job guarantee",
    anyOf: [NOT_GUARANTEED],
    absent: ["we guarantee", "guaranteed job"],
  },
  // study.ts careersSupport.honesty "We do not publish job placement rates or salary figures"
  {
    question: "what percentage of your grads get hired and whats the avg salary",
    anyOf: [["do not publish", "don't publish", "not publish", "no placement rate", "not published"]],
    absent: ["%"],
  },
  // program-guide.ts data-analytics roles
  {
    question: "what kind of jobs could i apply for after data analytics",
    facts: ["data analyst"],
    anyOf: [["reporting analyst", "business intelligence analyst", "BI analyst"]],
  },
  // program-guide.ts QA roles
  {
    question: "what job titles do QA grads usually go for",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  // study.ts careersSupport.summary "Careers support is part of every course at no extra cost."
  {
    question: "does the careers help cost extra",
    anyOf: [
      ["no extra cost", "at no cost", "no additional cost", "free", "included", "part of every course"],
    ],
  },

  // ───────────── Contact ─────────────
  // site.ts phones
  {
    question: "whats ur phone number",
    anyOf: [PHONE],
    link: "/contact-us",
  },
  // site.ts email
  {
    question: "email address for general enquiries?",
    facts: [EMAIL],
    link: "/contact-us",
  },
  // site.ts openingHours: Sunday Closed
  {
    question: "can i drop by the office on a sunday to have a chat",
    facts: ["closed"],
    link: "/contact-us",
    absent: ["the rows"],
  },
  // site.ts openingHours Saturday 10AM-3PM
  {
    question: "r u open saturdays? what hours",
    anyOf: [
      ["10AM", "10 AM", "10:00"],
      ["3PM", "3 PM", "3:00"],
    ],
    link: "/contact-us",
  },
  // site.ts email/phones; faq.ts "Where are you, and how do I get in touch?"
  {
    question: "what's the best way to get in touch with someone",
    anyOf: [[EMAIL, ...PHONE]],
    link: "/contact-us",
  },
  // site.ts address: Suite 4, Level 12, 88 Harbour Street, Sydney NSW 2000
  {
    question: "where r u guys located exactly",
    anyOf: [["88 Harbour"]],
    facts: ["Sydney"],
    link: "/contact-us",
  },
  // site.ts openingHours Monday to Friday 9AM-9PM
  {
    question: "what time do you close on weekdays",
    anyOf: [["9PM", "9 PM", "9:00 PM", "21:00"]],
  },
  // site.ts phones[1] Mobile 0491 570 156
  {
    question: "do you have a mobile number i can text or call",
    anyOf: [["0491 570 156", "0491570156"]],
  },
  // site.ts taxNumber
  {
    question: "what's your ABN? need it for our supplier form",
    facts: ["00 000 000 000"],
  },

  // ───────────── Privacy and terms ─────────────
  // privacy.ts use: "We do not sell personal information"
  {
    question: "do you sell my details to other companies",
    anyOf: [["never sell", "do not sell", "don't sell", "not sell", "won't sell"]],
    link: "/privacy",
  },
  // privacy.ts access / faq.ts: "We answer within 30 days, free of charge."
  {
    question: "how do i get you to delete everything you have on me",
    anyOf: [[EMAIL, ...PHONE, "contact form", "30 days", "thirty days"]],
    link: "/privacy",
  },
  // privacy.ts automatic: "We use no advertising or analytics cookies and no third-party trackers."
  {
    question: "does this site track me with cookies",
    anyOf: [
      [
        "no advertising",
        "no analytics",
        "no third-party",
        "three cookies",
        "3 cookies",
        "not use advertising",
        "don't use advertising",
      ],
    ],
    link: "/privacy",
  },
  // privacy.ts automaticPeriods.visitorIpDays 30
  {
    question: "how long do you keep my ip address from this chat",
    anyOf: [["30 days", "thirty days"]],
  },
  // faq.ts "What am I agreeing to when I apply?"; options.ts feeTerms
  {
    question: "what exactly am i agreeing to when i tick the terms box on the application",
    anyOf: [NO_REFUND],
    link: "/terms",
  },
  // enrolment-terms.ts contact: "These terms are governed by the law of New South Wales."
  {
    question: "which state's law applies to your enrolment terms",
    anyOf: [["New South Wales", "NSW"]],
  },
  // privacy.ts complaints: OAIC
  {
    question: "if im not happy with how you handled my personal info who else can i complain to",
    anyOf: [["OAIC", "Office of the Australian Information Commissioner", "Information Commissioner"]],
  },
  // privacy.ts retention: "Enrolment and payment records: Seven years after your course ends"
  {
    question: "how long do u hang on to enrolment records",
    anyOf: [["seven years", "7 years"]],
  },
  // enrolment-terms.ts changes: "we tell you at least two weeks ahead whenever we can"
  {
    question: "what if you move the start date after i've enrolled",
    anyOf: [["two weeks", "2 weeks"]],
  },

  // ───────────── Services for businesses ─────────────
  // services.ts web-app-development startingRate "From $10,000 AUD"
  {
    question: "roughly how much does it cost to get a web app built by you",
    anyOf: [["10,000", "10000", "10k"]],
    link: "/expertise/web-app-development",
    absent: ["20,000"],
  },
  // services.ts mobile-app-development: iOS and Android, React Native, Swift
  {
    question: "do you guys build iphone and android apps",
    anyOf: [["React Native", "Swift", "iOS"]],
    link: "/expertise/mobile-app-development",
  },
  // services.ts software-testing startingRateAud 5_000 (the lowest)
  {
    question: "whats the cheapest service you offer businesses",
    anyOf: [["5,000", "5000", "5k"]],
    facts: ["testing"],
  },
  // services.ts web-app technologies: Javascript, Typescript, React, Express, Remix, Nextjs
  {
    question: "what tech stack do you use for client web projects",
    facts: ["React"],
    anyOf: [["Typescript", "Express", "Remix", "Next"]],
  },
  // services.ts software-testing
  {
    question: "we need someone to test our app before launch, is that something you do",
    anyOf: [["functional", "security", "automation"]],
    link: "/expertise/software-testing",
  },
  // pages.ts /expertise/book-a-free-consultation; spec §2.1
  {
    question: "how do i book a consult for my startup idea and does it cost anything",
    facts: ["free"],
    link: "/expertise/book-a-free-consultation",
  },
  // spec §1 technology research (artificial intelligence) page; pages.ts /technology-research
  {
    question: "does your company do any AI work for businesses",
    anyOf: [["artificial intelligence", "technology research"]],
    link: "/technology-research",
  },
  // services.ts web description: "a process refined over the past 5 years"
  {
    question: "how long have you been building web apps for clients",
    anyOf: [["5 years", "five years"]],
  },

  // ───────────── About the company and people ─────────────
  // people.ts Director Sarah Whitfield
  {
    question: "who runs harbourline",
    facts: ["Sarah Whitfield"],
    link: "/our-people",
  },
  // people.ts Technology Head Tomás Rivera
  {
    question: "who's your head of technology",
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
  },
  // program-details.ts / people.ts QA instructor Mei Lin Chen
  {
    question: "who's the teacher for QA",
    facts: ["Mei Lin Chen"],
  },
  // program-details.ts full stack instructor Arjun Mehta
  {
    question: "who teaches fullstack",
    facts: ["Arjun Mehta"],
  },
  // program-details.ts Arjun Mehta "for twelve years"
  {
    question: "how experienced is the full stack instructor",
    anyOf: [["twelve years", "12 years"]],
  },
  // careers.ts openings = [] (the /careers page: no openings at the moment)
  {
    question: "are u hiring at the moment? i'd love to teach",
    anyOf: [
      [
        "no openings",
        "no open roles",
        "not hiring",
        "no roles",
        "no current openings",
        "not currently hiring",
        "no vacancies",
        "no positions",
        "no jobs open",
        "nothing open",
      ],
    ],
    link: "/careers",
  },
  // testimonials.ts QA quotes: Liam O'Connor, Aisha Karim
  {
    question: "what do past students reckon about the testing course",
    anyOf: [["Liam", "Aisha"]],
  },
  // blog/first-90-days-junior-developer.md
  {
    question: "got any advice for my first few months as a junior dev",
    link: "/blog/first-90-days-junior-developer",
  },
  // pages.ts "/about-us"; site.ts; spec §1
  {
    question: "so what does harbourline tech actually do",
    facts: ["training"],
    anyOf: [["software", "web app", "apps"]],
  },

  // ───────────── Applying ─────────────
  // faq.ts "How do I apply?"; pages.ts /enrol-now
  {
    question: "how do i sign up for one of the courses",
    link: "/enrol-now",
  },
  // enrolment-terms.ts applying: "put you on a waiting list when a class is full"
  {
    question: "what if the class i want is already full",
    anyOf: [["waiting list", "wait list", "waitlist", "wait-list"]],
  },
  // faq.ts "How do I apply?": preferred start date and a class time
  {
    question: "can i choose my start date and class time when i apply",
    anyOf: [["start date"], ["class time", "timetable", "6PM", "6 PM"]],
  },
  // spec §2.1 download-outline form on each program page; privacy.ts "Course outline form"
  {
    question: "can i get the full stack syllabus sent to me",
    facts: ["outline"],
    link: "/training-programs/full-stack-development",
  },

  // ───────────── Out of scope: the site does not say ─────────────
  // No content mentions visas, international students or sponsorship.
  {
    question: "do you sponsor student visas for international students",
    noYes: true,
    absent: ["24 weeks", "16 weeks"],
  },
  // No content mentions parking or transport.
  { question: "is there parking near ur office", noYes: true, absent: ["the rows"] },
  // No content mentions scholarships or discounts (fees.ts: full fee or instalments only).
  { question: "any scholarships or discounts going?", none: true },
  // No content gives a minimum age.
  { question: "whats the minimum age to enrol", none: true },
  // No content mentions government funding, Centrelink or subsidies.
  { question: "can i get centrelink or govt funding to cover the fees", none: true },
  // No program or service covers ethical hacking / cyber security courses (services.ts security testing is a business service).
  { question: "do u have a cyber security or ethical hacking course", none: true, absent: ["5,000"] },
  // Not about the provider at all.
  { question: "who won the nrl grand final last year", none: true },
  // No content mentions an app for studying on the phone.
  { question: "is there a mobile app i can study the course on", none: true, absent: ["20,000"] },

  // ───────────── Greetings and thanks ─────────────
  {
    question: "hey there",
    anyOf: [["hi", "hello", "hey", "welcome", "g'day", "help"]],
    absent: ["couldn't find", "could not find"],
  },
  {
    question: "thanks heaps, that really helped!",
    anyOf: [["welcome", "pleasure", "glad", "no worries", "anytime", "happy to help", "thank"]],
    absent: ["couldn't find", "could not find"],
  },
  // programs.ts: the three programs
  {
    question: "good morning, i'm trying to figure out which course to pick, what have you got",
    facts: ["Full stack", "QA", "Data Analytics"],
  },
];
