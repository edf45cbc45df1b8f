/**
 * Development evaluation set 5 for the site's chat assistant (issue 16). Written blind by an
 * examiner helper (branch q5) who read only the product spec, what the site says (content/, blog
 * articles included), the case format in scripts/assistant-eval.ts and scripts/assistant-dev-set-2.ts
 * and the top of scripts/assistant-dev-set-4.ts for style; never the engine's code, its tests, the
 * other sets' questions or the held-out set.
 * The examiner went through the spec section by section (programs, services, forms, portal, terms,
 * contact, company) and the content files, and for each thing a visitor could ask wrote how a real
 * visitor types it: typos, slang, text-speak, indirect wording, rambling messages with the question
 * at the end, very short ones, formal and non-native English, multi-part questions, comparisons and
 * follow-ups; about 17% are questions the site does not answer (`none`), many of them near misses.
 * Committed before any tuning against it; afterwards edited only to fix a wrong expected answer
 * (with the reason in the commit).
 * Every fact is a string the content writes (case-insensitive, checked with grep against content/);
 * `anyOf` lists formatting variants of one fact. No case depends on a specific intake date (those
 * come from the database).
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

// Formatting variants shared by several cases.
const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6pm"];
const PM9 = ["9PM", "9 PM", "21:00"];
const AM9 = ["9AM", "9 AM", "9:00"];
const AM10 = ["10AM", "10 AM", "10:00"];
const PM3 = ["3PM", "3 PM", "15:00"];
const AM11 = ["11AM", "11 AM", "11:00"];
const PM2 = ["2PM", "2 PM", "14:00"];
const SATURDAY = ["Saturday", "Sat "];
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const MOBILE = ["0491 570 156", "+61 491 570 156"];
const EMAIL = "hello@harbourline.example";
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000", "1000"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const FS_NAME = ["full stack"];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing", "QA", "software testing"];
const DA_NAME = ["Data Analytics"];
const NO_LAPTOP = ["do not provide or lend", "do not provide", "don't provide", "none is included"];
const NO_PROGRAMMING = ["No programming experience", "no programming", "no coding experience", "no coding"];
const ONLINE_NO = ["no online option", "Sydney only", "on campus only", "only on campus", "not online"];
const DAYS30 = ["30 days", "thirty days"];
const SELF_FS = ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"];
const SELF_57 = ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"];
const TOMAS = ["Tomás Rivera", "Tomas Rivera"];
const TWO_DAYS = ["two business days", "2 business days"];
const WEEK = ["within a week", "usually within a week"];

export const devSet5: DevCase[] = [
  // ───────────── Full stack software development ─────────────
  // program-details.ts full-stack features (Front end, Back end, DevOps)
  {
    question: "wat do you actualy cover in the full stak course",
    anyOf: [["front end", "front-end"], ["back end", "back-end"], ["DevOps"]],
    kind: "typo",
  },
  // programs.ts duration "24 Weeks"
  { question: "how many weeks is the fullstack progam", anyOf: [W24], kind: "typo" },
  // program-guide.ts full-stack modes ("On campus, with live online attendance")
  {
    question: "is full stack done in a classroom or can i join from home?",
    anyOf: [["campus"], ["online"]],
    kind: "paraphrase",
  },
  // program-guide.ts full-stack prerequisites ("No programming experience: the course starts with HTML")
  {
    question: "i've never written a line of code in my life. is full stack too advanced for me?",
    anyOf: [[...NO_PROGRAMMING, "starts with HTML"]],
    kind: "indirect",
  },
  // program-details.ts full-stack instructor
  { question: "who teaches the full stack course?", facts: ["Arjun Mehta"], kind: "answer" },
  // program-guide.ts full-stack roles
  {
    question: "What kind of job could I realistically go for after finishing full stack?",
    anyOf: [["junior full stack developer", "junior front-end developer", "junior back-end developer"]],
    kind: "paraphrase",
  },
  // program-guide.ts full-stack week (written code review from a working developer)
  {
    question: "what does a normal week look like when doing the full stack course?",
    anyOf: [["code review", "demonstration", "module project"]],
    kind: "free text",
  },

  // ───────────── QA & Software Testing ─────────────
  // program-details.ts QA features (QA fundamentals, Manual testing, Automated testing)
  {
    question: "whats in the QA course, topics wise?",
    facts: ["manual", "automat"],
    kind: "answer",
  },
  // program-guide.ts QA modes ("On campus or online")
  {
    question: "can i do the software testing course fully online from home?",
    facts: ["online"],
    kind: "paraphrase",
  },
  // program-details.ts QA instructor
  { question: "Who's the teacher for software testing?", facts: ["Mei Lin Chen"], kind: "paraphrase" },
  // program-details.ts QA Automated testing (Playwright and Postman), Manual testing (Jira and TestRail)
  {
    question: "which tools do they teach in qa, is it selenium or something else",
    anyOf: [["Playwright"], ["Postman", "Jira", "TestRail"]],
    kind: "paraphrase",
  },
  // program-guide.ts QA suits ("Career changers from customer support, administration, hospitality or retail")
  {
    question:
      "so ive been working in retail for about 6 years and im kind of sick of it, i like finding problems with stuff and my friend said testing might be a good fit. would the QA course suit someone like me?",
    anyOf: [["retail", "career changers", "detail-minded", "how things break"]],
    kind: "indirect",
  },
  // program-guide.ts QA prerequisites ("No coding experience: the course teaches the JavaScript…")
  {
    question: "do you need to know programming for the testing course?",
    anyOf: [[...NO_PROGRAMMING, "JavaScript"]],
    kind: "answer",
  },

  // ───────────── Data Analytics ─────────────
  // program-details.ts data-analytics heroText (SQL, Python, Excel and Power BI)
  {
    question: "what will i learn in data analytics",
    anyOf: [
      ["SQL", "Python"],
      ["statistic", "Power BI", "hypothesis", "cleaning"],
    ],
    kind: "answer",
  },
  // program-guide.ts data-analytics modes ("this course has no online option")
  { question: "can data analytics be studyed remotly?", anyOf: [ONLINE_NO], kind: "typo" },
  // programs.ts data-analytics duration "16 Weeks"
  { question: "data analytcs how long", anyOf: [W16], kind: "typo" },
  // program-details.ts data-analytics instructor
  { question: "who's running the data analytics class", facts: ["Daniel Okafor"], kind: "slang" },
  // program-guide.ts data-analytics prerequisites ("High-school maths: the course teaches the statistics")
  {
    question: "Honestly I was terrible at maths at school. Is data analytics going to be full of hard maths?",
    anyOf: [["High-school maths", "high school maths", "teaches the statistics"]],
    kind: "indirect",
  },
  // program-guide.ts data-analytics equipmentNote ("Power BI Desktop runs on Windows only…")
  {
    question: "i only have a macbook, is that ok for the data course?",
    anyOf: [["Windows only", "runs on Windows"]],
    kind: "indirect",
  },

  // ───────────── Comparisons ─────────────
  // programs.ts durations (Data Analytics 16 Weeks, full stack 24 Weeks)
  {
    question: "which is shorter, full stack or data analytics?",
    anyOf: [DA_NAME, W16],
    kind: "comparison",
  },
  // program-guide.ts modes (full stack and QA online: true; data analytics false)
  {
    question: "which of your courses can i do online",
    anyOf: [QA_NAME, FS_NAME],
    kind: "comparison",
  },
  // fees.ts (QA and Data Analytics $4,000 AUD, full stack $6,000 AUD)
  {
    question: "whats the cheapest course u have",
    anyOf: [FEE_4K, ["QA", "Data Analytics"]],
    kind: "comparison",
  },
  // programs.ts (QA 16 Weeks, Data Analytics 16 Weeks)
  { question: "is QA longer than data analytics or the same?", anyOf: [W16], kind: "comparison" },
  // programs.ts summary and program-details.ts (Data Analytics: dashboards)
  {
    question: "I like working with numbers and making dashboards, which of your programs fits that?",
    anyOf: [DA_NAME],
    kind: "indirect",
  },
  // program-guide.ts selfStudy (full stack 6 to 8 hours, QA 5 to 7 hours)
  {
    question: "full stack vs qa, which one has more study outside class every week?",
    anyOf: [SELF_FS, SELF_57],
    kind: "comparison",
  },
  // programs.ts (full stack 24 Weeks, the longest)
  { question: "which is your longest program", anyOf: [FS_NAME, W24], kind: "comparison" },
  // site.ts/program-guide.ts: every program has the same class slots, so the comparison is by mode
  {
    question: "if i live outside Sydney which course would work for me, QA or data analytics?",
    anyOf: [QA_NAME, ["online"]],
    kind: "comparison",
  },

  // ───────────── Follow-ups ─────────────
  // programs.ts QA duration "16 Weeks"
  {
    before: ["tell me about the full stack course"],
    question: "and the QA one? how long is that",
    anyOf: [W16],
    kind: "follow-up",
  },
  // fees.ts data-analytics totalAud 4000
  {
    before: ["what's the data analytics course about?"],
    question: "how much is it?",
    anyOf: [FEE_4K],
    kind: "follow-up",
  },
  // programs.ts data-analytics duration
  {
    before: ["how long is the full stack program?"],
    question: "and data analytics?",
    anyOf: [W16],
    kind: "follow-up",
  },
  // fees.ts QA instalments 4 (4 monthly instalments of $1,000 AUD)
  {
    before: ["how much does the QA course cost?"],
    question: "can i split it into payments?",
    anyOf: [["instalment", "installment"], MONTHLY_1K],
    kind: "follow-up",
  },
  // program-details.ts QA instructor intro (banking and health software, ten years)
  {
    before: ["who teaches QA?"],
    question: "whats her background",
    anyOf: [["banking", "health software", "ten years", "test teams"]],
    kind: "follow-up",
  },
  // program-guide.ts data-analytics modes
  {
    before: ["is the QA course available online?"],
    question: "what about data analytics?",
    anyOf: [ONLINE_NO],
    kind: "follow-up",
  },
  // services.ts mobile startingRateAud 20000
  {
    before: ["what services do you offer to businesses?"],
    question: "how much for a mobile app then?",
    anyOf: [["$20,000", "20,000", "20000"]],
    kind: "follow-up",
  },
  // fees.ts refundTerms
  {
    before: ["what's the fee for full stack"],
    question: "do i get that back if i drop out?",
    anyOf: [NO_REFUND],
    kind: "follow-up",
  },
  // program-guide.ts QA roles
  {
    before: ["tell me about the QA and software testing course"],
    question: "and what jobs does it lead to?",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
    kind: "follow-up",
  },

  // ───────────── Timetable and study ─────────────
  // options.ts timeTableOptions (weekday 6PM - 9PM)
  { question: "wat time are the clases", anyOf: [PM6, PM9], kind: "typo" },
  // study.ts classSchedule.sessionHours 3
  { question: "how long is each session?", anyOf: [H3], kind: "paraphrase" },
  // options.ts timeTableOptions ("Sat 11AM - 2PM")
  { question: "can I study on weekends?", anyOf: [SATURDAY, AM11, PM2], kind: "answer" },
  // study.ts classSchedule.keepWorking
  {
    question: "I work 9 to 5 monday to friday. would I still be able to do one of your courses?",
    anyOf: [["evening", "keep a full-time job", "Saturday"]],
    kind: "indirect",
  },
  // program-guide.ts QA week (testing a real application in pairs) and selfStudy "5 to 7 hours"
  {
    question: "what does a typical week look like in the testing course",
    anyOf: [[...SELF_57, "in pairs", "bug reports", "test cases"]],
    kind: "free text",
  },
  // study.ts classSchedule.missedClass
  {
    question: "what happens if i miss a class because im sick",
    anyOf: [["catch up", "online space", "notes and exercises"]],
    kind: "indirect",
  },
  // enrolment-terms.ts classes ("You can move to another class time of your course when that class has room")
  {
    question: "If my work roster changes can I swap to a different class night later on?",
    anyOf: [["has room", "move to another class time", "another class time"]],
    kind: "indirect",
  },

  // ───────────── Equipment ─────────────
  // study.ts equipment.summary
  { question: "do you guys give students a free laptop?", anyOf: [NO_LAPTOP], kind: "slang" },
  // study.ts equipment.requirements ("At least 8 GB of memory and 20 GB of free disk space")
  {
    question: "what laptop specs do i need, how much ram",
    anyOf: [["8 GB", "8GB"]],
    kind: "paraphrase",
  },
  // study.ts equipment.requirements ("Permission to install software (a locked-down work laptop may not do)")
  {
    question: "can i just use my work laptop? its pretty locked down by IT",
    anyOf: [["locked-down", "install software"]],
    kind: "indirect",
  },

  // ───────────── Fees, payment, refunds ─────────────
  // fees.ts (full stack $6,000 AUD, QA and Data Analytics $4,000 AUD)
  { question: "fees?", anyOf: [FEE_FS, FEE_4K], kind: "answer" },
  // fees.ts paymentTerms.currency ("Fees are in Australian dollars and include GST")
  { question: "are the course prices inc gst", facts: ["GST"], kind: "slang" },
  // fees.ts paymentTerms.when ("The course fee is paid after enrolment")
  {
    question: "when excatly do i have to pay the course fee",
    anyOf: [["after enrolment", "after enrollment", "invoice"]],
    kind: "typo",
  },
  // fees.ts paymentTerms.applying ("Applying is free")
  {
    question: "is there an application fee",
    anyOf: [["Applying is free", "free", "pay nothing"]],
    kind: "answer",
  },
  // fees.ts paymentTerms.methods ("Pay by bank transfer or card")
  {
    question: "can I pay with my credit card or only bank transfer?",
    anyOf: [["card"], ["bank transfer"]],
    kind: "answer",
  },
  // fees.ts refundTerms
  {
    question: "If I quit halfway through because its not for me, do I get any money back?",
    anyOf: [NO_REFUND],
    kind: "indirect",
  },
  // fees.ts refundTerms.detail ("instalments that fall due after that are cancelled")
  {
    question:
      "hi, im paying off my course monthly and i might need to withdraw for family reasons. do i have to keep paying the rest?",
    anyOf: [["cancelled", "canceled"]],
    kind: "indirect",
  },
  // fees.ts full-stack instalments 6 (6 monthly instalments of $1,000 AUD)
  {
    question: "Could you please advise whether an instalment plan is available for the Full Stack program?",
    anyOf: [["6 monthly", "six monthly", "6 instalments", "six instalments"], MONTHLY_1K],
    kind: "paraphrase",
  },

  // ───────────── Applying, status, the form ─────────────
  // faq.ts "How do I apply?" (application form) and pages.ts /enrol-now
  { question: "how do i enrole", anyOf: [["application form", "apply", "application"]], kind: "typo" },
  // application-next-steps.ts received ("within two business days")
  {
    question: "how long after applying until someone gets back to me",
    anyOf: [[...TWO_DAYS, ...WEEK]],
    kind: "paraphrase",
  },
  // enrolment-terms.ts intro and feeTerms ("the course fee is paid after enrolment, and there is no refund")
  {
    question: "what am i actually agreeing to when i tick the terms boxes on the enrolment form",
    anyOf: [["paid after enrolment", "no refund", "terms and conditions"]],
    kind: "indirect",
  },
  // application-next-steps.ts waitlisted
  {
    question: "my dashboard says waitlisted?? what does that mean",
    anyOf: [["waiting list"], ["full", "place opens"]],
    kind: "slang",
  },
  // application-next-steps.ts accepted ("reply to our acceptance e-mail or call …")
  {
    question: "my application status changed to accepted, what do i do now",
    anyOf: [["acceptance e-mail", "reply", "confirm"]],
    kind: "answer",
  },
  // faq.ts "Can I follow my application online?" ("to update one, submit a new application")
  {
    question: "i made a mistake in my application, can i edit it?",
    anyOf: [["submit a new application", "new application", "cannot be changed"]],
    kind: "indirect",
  },
  // application-next-steps.ts rejected ("apply for a later intake or another program")
  {
    question: "got rejected :( can i try again later?",
    anyOf: [["later intake", "another program", "apply again", "welcome to apply"]],
    kind: "slang",
  },

  // ───────────── Student portal ─────────────
  // faq.ts "Can I follow my application online?" (student portal, dashboard)
  {
    question: "is there somewhere online i can check how my application is going",
    anyOf: [["portal"], ["dashboard", "status"]],
    kind: "indirect",
  },
  // faq.ts ("choose “Forgot password” on the portal sign-in page and we e-mail you a reset link")
  {
    question: "forgot my pasword for the studnet portal",
    anyOf: [["Forgot password", "reset link"]],
    kind: "typo",
  },
  // privacy.ts cookies portalToken ("30 days if you tick “Remember me”")
  { question: "how long does 'remember me' keep me logged in", anyOf: [DAYS30], kind: "paraphrase" },

  // ───────────── Privacy ─────────────
  // privacy.ts collectionPoints Chat assistant
  {
    question: "what info do you collect about me when I use this chat",
    anyOf: [["IP address", "your questions", "browser description"]],
    kind: "answer",
  },
  // privacy.ts retention ("Erased automatically after 30 days")
  { question: "how long do u keep my ip address", anyOf: [DAYS30], kind: "slang" },
  // privacy.ts access (e-mail, call or contact form; within 30 days)
  {
    question: "I want all my personal data deleted. How do I request that?",
    anyOf: [[EMAIL, ...OFFICE, "contact form"]],
    kind: "answer",
  },
  // privacy.ts automatic ("We use no advertising or analytics cookies and no third-party trackers")
  {
    question: "does this site use google analytics or tracking cookies",
    anyOf: [
      [
        "no advertising or analytics cookies",
        "no third-party trackers",
        "no advertising",
        "analytics cookies",
      ],
    ],
    kind: "paraphrase",
  },
  // privacy.ts complaints (OAIC)
  {
    question: "if im not happy with how you handle my privacy complaint who else can I go to",
    anyOf: [["OAIC", "Office of the Australian Information Commissioner"]],
    kind: "indirect",
  },
  // privacy.ts collectionPoints Newsletter ("Every newsletter e-mail has an unsubscribe link")
  { question: "how do i unsubscribe from ur newsletter", facts: ["unsubscribe link"], kind: "slang" },

  // ───────────── Contact, hours, address ─────────────
  // site.ts phones
  { question: "phone number?", anyOf: [OFFICE], kind: "answer" },
  // site.ts email / phones, faq.ts "Where are you, and how do I get in touch?"
  {
    question: "whats the best way to reach an actual human at your place",
    anyOf: [[EMAIL, ...OFFICE, ...MOBILE, "contact form"]],
    kind: "indirect",
  },
  // site.ts email
  { question: "wats ur email", facts: [EMAIL], kind: "slang" },
  // site.ts address
  { question: "where r u guys located", anyOf: [STREET], kind: "slang" },
  // site.ts address (suite, level)
  {
    question: "Which floor is your office on? I'm coming in for a chat",
    facts: ["Level 12"],
    kind: "indirect",
  },
  // site.ts openingHours Saturday 10AM-3PM
  {
    question: "r u open on saturday? what time",
    anyOf: [AM10, PM3],
    kind: "slang",
  },
  // site.ts openingHours Sunday Closed
  { question: "can i visit the office on a sunday", facts: ["closed"], kind: "indirect" },

  // ───────────── Services and consultation ─────────────
  // services.ts web-app startingRateAud 10000
  {
    question:
      "Hi there, I run a small landscaping business and we've been thinking for a while about getting a booking web app made for our customers. Roughly what would something like that cost with you?",
    anyOf: [["$10,000", "10,000", "10000"]],
    kind: "indirect",
  },
  // services.ts software-testing (Functional testing, Security testing, Test automation; from $5,000 AUD)
  {
    question: "does your company also do testing for other businesses' software",
    anyOf: [["Functional testing", "Security testing", "Test automation", "$5,000", "5,000"]],
    kind: "indirect",
  },
  // pages.ts /expertise/book-a-free-consultation ("Book a free consultation", "ideas, a plan and a quote")
  {
    question: "how do i book a consultation and does it cost anything",
    anyOf: [["free"]],
    kind: "multi-part",
  },
  // pages.ts /technology-research ("researches artificial intelligence")
  {
    question: "what is your technology research stuff about",
    anyOf: [["artificial intelligence"]],
    kind: "answer",
  },
  // services.ts web-app technologies and description ("refined over the past 5 years")
  {
    question: "which frameworks do you build web apps with, and how long have you been doing it?",
    anyOf: [
      ["React", "Remix", "Nextjs", "Typescript"],
      ["5 years", "five years"],
    ],
    kind: "multi-part",
  },

  // ───────────── Company, people, testimonials, careers support ─────────────
  // people.ts Director
  { question: "who's the boss at harbourline", facts: ["Sarah Whitfield"], kind: "slang" },
  // site.ts taxNumber
  { question: "ABN?", facts: ["00 000 000 000"], kind: "answer" },
  // testimonials.ts (full stack quotes: Priya Sharma, Hannah Nguyen, Jack Thompson)
  {
    question: "what do past students say about the full stack course",
    anyOf: [["Priya", "Hannah", "Jack", "code reviews", "DevOps module"]],
    kind: "free text",
  },
  // study.ts careersSupport.certificate ("not nationally accredited", "not a registered training organisation")
  {
    question: "is the certificate you get nationally recognised?",
    anyOf: [
      ["not nationally accredited", "not a registered training organisation", "certificate of completion"],
    ],
    kind: "paraphrase",
  },
  // study.ts careersSupport.honesty ("no course can guarantee you a job")
  {
    question: "will i 100% get a job after the course?",
    anyOf: [["cannot promise", "can guarantee", "no course can guarantee", "not guarantee"]],
    kind: "slang",
  },
  // study.ts careersSupport.honesty ("We do not publish job placement rates or salary figures")
  {
    question: "what's the average starting salary of your graduates?",
    anyOf: [["do not publish", "salary figures"]],
    kind: "indirect",
  },
  // study.ts careersSupport.services
  {
    question: "what kind of carreer help do you give students",
    anyOf: [["Mock interview", "CV", "Portfolio review", "Job-search"]],
    kind: "typo",
  },

  // ───────────── Blog ─────────────
  // blog/*.md titles
  {
    question: "what artciles are on ur blog",
    anyOf: [["Clean data first", "first 90 days", "Manual or automated testing"]],
    kind: "typo",
  },
  // blog/first-90-days-junior-developer.md author
  {
    question: "who wrote the blog post about your first 90 days as a junior dev?",
    anyOf: [TOMAS],
    kind: "answer",
  },
  // blog/first-90-days-junior-developer.md ("the fifteen-minute rule")
  {
    question: "what's the fifteen minute rule from ur blog",
    anyOf: [["fifteen minutes", "15 minutes"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md ("The honest answer is no"; "good QA teams need both")
  {
    question: "should a team automate all of its tests?",
    anyOf: [["need both", "honest answer is no", "does not replace manual testing"]],
    kind: "free text",
  },

  // ───────────── Multi-part ─────────────
  // programs.ts QA 16 Weeks + fees.ts QA $4,000 AUD
  {
    question: "how long is the QA course and how much does it cost",
    anyOf: [W16, FEE_4K],
    kind: "multi-part",
  },
  // program-guide.ts full-stack modes + options.ts timeTableOptions
  {
    question: "Two questions: can I attend the full stack classes online, and what times are they on?",
    anyOf: [["online"], PM6],
    kind: "multi-part",
  },
  // site.ts address + openingHours
  {
    question: "where is your office and when is it open on weekdays",
    anyOf: [STREET, AM9],
    kind: "multi-part",
  },
  // fees.ts data-analytics fee + refundTerms
  {
    question:
      "Good afternoon. May I ask the fee of Data Analytics course and is it possible to receive refund if I cannot continue?",
    anyOf: [FEE_4K, NO_REFUND],
    kind: "multi-part",
  },
  // program-guide.ts QA prerequisites + program-details.ts QA instructor
  {
    question: "for the testing course do i need coding experience and who teaches it?",
    anyOf: [[...NO_PROGRAMMING, "JavaScript"]],
    facts: ["Mei Lin Chen"],
    kind: "multi-part",
  },

  // ───────────── Non-native and formal English ─────────────
  // programs.ts full-stack duration
  {
    question: "Please tell me how much time full stack course is taking for finish?",
    anyOf: [W24],
    kind: "paraphrase",
  },

  // ───────────── Questions the site does not answer ─────────────
  // (not in content: no graduate counts)
  { question: "how many students have graduated from your courses so far?", none: true, kind: "no answer" },
  // (not in content: visas, international students)
  {
    question: "I'm from India, can you sponsor a student visa for me to do the course?",
    noYes: true,
    kind: "no answer",
  },
  // (not in content: scholarships or discounts)
  { question: "any scholarships or discounts for uni students?", none: true, kind: "no answer" },
  // program-guide.ts modes (campus "in Sydney"; full stack and QA can be joined online): the site
  // does not name Melbourne, but it does say where its campus is, so "we're in Sydney" answers it
  { question: "do you have a campus in melbourne", anyOf: [["Sydney"]], kind: "indirect" },
  // (not in content: staff numbers)
  { question: "how many people work at your company?", none: true, kind: "no answer" },
  // (not in content: the company's founding year)
  { question: "what year was harbourline founded", none: true, kind: "no answer" },
  // (not in content: parking)
  { question: "is there parking near the office?", noYes: true, kind: "no answer" },
  // (not in content: how often the newsletter is sent)
  { question: "how often does the newsletter come out", none: true, kind: "no answer" },
  // (not in content: deferring a start date at the student's request)
  {
    question: "If I get accepted, can I defer my start to next year?",
    none: true,
    kind: "no answer",
  },
  // (not in content: minimum age)
  { question: "is there a minimum age to enrol?", none: true, kind: "no answer" },
  // (not in content: wheelchair access to the office)
  { question: "Is your office wheelchair accessible?", none: true, kind: "no answer" },
  // (not in content: pass rates)
  { question: "what's the pass rate for the QA course", none: true, kind: "no answer" },
  // (not in content: a discount for paying up front)
  { question: "do i get a discount if i pay the whole fee upfront?", none: true, kind: "no answer" },
  // (not in content: internships at the provider)
  { question: "do you offer internships at your company after the course?", none: true, kind: "no answer" },
  // (not in content: languages of instruction other than English)
  { question: "are any classes taught in mandarin?", none: true, kind: "no answer" },
  // (not in content: instructors' pay)
  { question: "how much do your instructors get paid", none: true, kind: "no answer" },
  // (out of scope)
  { question: "whats the weather like in sydney tomorrow", none: true, kind: "out-of-scope" },
  // (out of scope)
  { question: "write me a python function that reverses a string", none: true, kind: "out-of-scope" },
  // (out of scope)
  { question: "who won the footy last night?", none: true, kind: "out-of-scope" },
  // (out of scope)
  { question: "can you recommend a good pizza place near the office", none: true, kind: "out-of-scope" },
  // (not in content: bringing pets)
  { question: "can I bring my dog to class?", none: true, kind: "no answer" },
];
