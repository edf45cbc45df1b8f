/**
 * Development set 21 (issue 16). First written as a private blind probe set (p25: comparisons and decisions between options) and run on
 * the engine at c8cc1db, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const FS = ["Full stack", "full-stack"];
const QA = ["QA"];
const DA = ["Data Analytics", "data analytics", "data course"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 wks"];
const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 wks"];
const F4 = ["$4,000", "4,000", "4000", "$4k", "4k"];
const F6 = ["$6,000", "6,000", "6000", "$6k", "6k"];
const I1 = ["$1,000", "1,000", "1000", "$1k"];
const R5 = ["$5,000", "5,000", "5000", "$5k"];
const R10 = ["$10,000", "10,000", "10000", "$10k"];
const R20 = ["$20,000", "20,000", "20000", "$20k"];
const H3 = ["three hours", "3 hours", "three-hour", "3-hour", "3 hrs", "3hrs"];
const PM6 = ["6PM", "6 PM", "6pm", "6 pm", "18:00"];
const AM11 = ["11AM", "11 AM", "11am", "11 am"];
const NO_ONLINE = [
  "no online option",
  "campus in Sydney only",
  "on campus only",
  "only on campus",
  "campus only",
  "campus-only",
  "not available online",
  "not offered online",
  "no online",
];
const PHONE = ["(02) 5550 1234", "02 5550 1234", "5550 1234", "0491 570 156"];

export const devSet21: DevCase[] = [
  // programs.ts duration: Full stack 24 Weeks, Data Analytics 16 Weeks
  {
    question: "Which is shorter, full stack or data analytics?",
    anyOf: [W16, W24],
    kind: "comparison",
  },
  // fees.ts: full-stack 6000, QA 4000
  {
    question: "What's the price difference between the QA course and the full stack one?",
    anyOf: [F4, F6],
    kind: "comparison",
  },
  // program-guide.ts modes: QA "On campus or online"; Data Analytics "Taught on campus in Sydney only; this course has no online option."
  {
    question: "I can't decide between QA and data analytics but I really need to study from home, I live 3 hours from Sydney",
    anyOf: [QA, NO_ONLINE],
    kind: "indirect",
  },
  // fees.ts instalments: full stack 6, QA 4 (feeFacts "or 6 monthly instalments of $1,000 AUD")
  {
    question: "how many instalments can I split full stack into, compared to QA?",
    anyOf: [
      ["6 monthly", "six monthly", "6 instalments", "six instalments", "6 equal", "6 payments", "six payments"],
      ["4 monthly", "four monthly", "4 instalments", "four instalments", "4 equal", "4 payments", "four payments"],
    ],
    kind: "comparison",
  },
  // fees.ts: data-analytics totalAud 4000
  {
    before: ["how much is the full stack course?"],
    question: "and the data one?",
    anyOf: [F4],
    absent: ["$6,000"],
    kind: "follow-up",
  },
  // programs.ts duration: Full stack 24 Weeks (longer than QA's 16)
  {
    before: ["How long is the QA course?"],
    question: "which is longer, that or full stack?",
    anyOf: [W24],
    kind: "follow-up",
  },
  // program-details.ts upcomingSession (full stack TBA; QA has a start text) / faq.ts nextIntakeAnswer; names both programs and their intake status
  {
    question: "wich one strts first, QA or full stak?",
    anyOf: [FS, QA, ["intake", "TBA", "not announced", "start"]],
    kind: "typo",
  },
  // program-details.ts features: QA Playwright, Postman, Jira, TestRail; Data Analytics SQL, Python, Excel, Power BI
  {
    question: "What tools would I actually learn in QA vs data analytics?",
    anyOf: [
      ["Playwright", "Postman", "Jira", "TestRail"],
      ["Power BI", "Python", "SQL", "pandas", "Excel"],
    ],
    kind: "comparison",
  },
  // program-guide.ts prerequisites: full stack "No programming experience: the course starts with HTML"; QA "No coding experience"
  {
    question: "Do I need to know coding before full stack or QA? Which one needs more background?",
    anyOf: [["No programming experience", "no coding experience", "no prior coding", "no prior programming"]],
    kind: "comparison",
  },
  // program-guide.ts prerequisites: data analytics "High-school maths: the course teaches the statistics"
  {
    question: "data analitycs or full stack - wich one needs maths?",
    anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]],
    kind: "typo",
  },
  // program-guide.ts roles: QA analyst, software tester, junior test automation engineer; data analyst, reporting analyst, junior business intelligence analyst
  {
    question: "What kind of jobs could I go for after QA compared with data analytics?",
    anyOf: [
      ["QA analyst", "software tester", "test automation engineer"],
      ["data analyst", "reporting analyst", "business intelligence analyst"],
    ],
    kind: "comparison",
  },
  // program-guide.ts selfStudy: full stack "6 to 8 hours", QA "5 to 7 hours"
  {
    question: "Which course eats more of my evenings at home, full stack or QA? How many hours outside class?",
    anyOf: [
      ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"],
      ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"],
    ],
    kind: "indirect",
  },
  // program-guide.ts suits: QA "Career changers from customer support, administration, hospitality or retail"
  {
    question: "I've worked in retail for 8 years and I'm wondering if QA or full stack suits me better",
    anyOf: [QA, ["retail"]],
    kind: "indirect",
  },
  // program-guide.ts suits: data analytics "People who already work with spreadsheets..." and "Career changers from business, finance..."
  {
    question: "I'm an accountant who basically lives in Excel all day. Data analytics or full stack for me?",
    anyOf: [DA, ["spreadsheets", "finance"]],
    kind: "indirect",
  },
  // options.ts timeTableOptions: Mon-Fri 6PM - 9PM, Sat 11AM - 2PM
  {
    question: "whats better for me, a weekday evening or a saturday class? what times are they?",
    anyOf: [PM6, AM11],
    kind: "comparison",
  },
  // study.ts classSchedule: "One three-hour class a week" (weekday 6PM-9PM, Saturday 11AM-2PM)
  {
    question: "Is the Saturday class shorter than the weeknight ones?",
    anyOf: [H3],
    kind: "comparison",
  },
  // fees.ts: full stack 6 monthly instalments of $1,000 AUD; paymentTerms.options "the first one due before your first class"
  {
    question: "For full stack is it better to pay in full or monthly? what's the catch with instalments?",
    anyOf: [I1, ["before your first class", "before the first class"]],
    kind: "comparison",
  },
  // fees.ts refundTerms.detail: instalments falling due after withdrawal are cancelled, those already paid are not refunded
  {
    question: "what's the catch with paying monthly if I drop out halfway?",
    anyOf: [["not refunded", "no refund", "non-refundable"], ["cancelled", "canceled"]],
    kind: "indirect",
  },
  // site.ts email and phones
  {
    question: "Should I call, email or just come in? What's your number and email?",
    facts: ["hello@harbourline.example"],
    anyOf: [PHONE],
    kind: "multi-part",
  },
  // site.ts openingHours: Saturday 10AM-3PM
  {
    question: "can i pop in on a saturday or is it better on a weekday?",
    anyOf: [["10AM", "10 AM", "10am", "10:00"], ["3PM", "3 PM", "3pm", "15:00"]],
    kind: "slang",
  },
  // services.ts startingRateAud: web 10,000; mobile 20,000
  {
    question: "whats cheaper to get built, a web app or a mobile app? ballpark is fine",
    anyOf: [R10, R20],
    kind: "slang",
  },
  // services.ts: starting rates 10,000 / 20,000 / 5,000
  {
    question: "Can you give me the starting prices for all three of your development services?",
    anyOf: [R10, R20, R5],
    kind: "answer",
  },
  // services.ts technologies: testing "Functional testing, Security testing, Test automation"; web "Javascript, Typescript, React, Express, Remix, Nextjs"
  {
    question: "What do I actually get with the software testing service vs the web dev one?",
    anyOf: [
      ["Functional testing", "Security testing", "Test automation"],
      ["React", "Typescript", "Express", "Remix", "Nextjs", "Next.js"],
    ],
    kind: "comparison",
  },
  // services.ts: mobile React Native, Swift, from 20,000; testing from 5,000
  {
    question: "For a mobile app what tech do you use, and is it pricier than getting you to test an app?",
    anyOf: [["React Native", "Swift"], R20, R5],
    kind: "multi-part",
  },
  // fees.ts paymentTerms.currency "include GST"; services.ts rateNote "starting price, excluding GST"
  {
    question: "Are both the course fees and the service prices GST inclusive?",
    anyOf: [
      ["include GST", "includes GST", "GST included", "including GST", "GST inclusive", "inclusive of GST"],
      ["excluding GST", "exclude GST", "excludes GST", "excl. GST", "plus GST", "GST exclusive", "+ GST"],
    ],
    kind: "comparison",
  },
  // fees.ts QA 4000; services.ts software testing from 5,000
  {
    question: "I run a small online shop. Should I send a staff member on your QA course or just hire you to test our site? What would each cost roughly?",
    anyOf: [F4, R5],
    kind: "indirect",
  },
  // fees.ts full stack 6000; services.ts web app from 10,000
  {
    question: "cost wise, is it smarter to learn full stack myself or pay you to build my web app?",
    anyOf: [F6, R10],
    kind: "comparison",
  },
  // services.ts order: web, mobile, software testing (from $5,000)
  {
    before: ["What services do you offer businesses?", "How much is mobile app development?"],
    question: "and what about the third one?",
    anyOf: [R5],
    kind: "follow-up",
  },
  // program-guide.ts data analytics modes: "Taught on campus in Sydney only; this course has no online option."
  {
    before: ["Tell me about the Data Analytics course", "how long is it?"],
    question: "can I do it online like the QA one?",
    anyOf: [NO_ONLINE],
    kind: "follow-up",
  },
  // program-guide.ts suits: both full stack and QA list career changers; study.ts keepWorking
  {
    before: [
      "I'm a career changer with no coding background and I work full time",
      "what's the difference between full stack and QA?",
    ],
    question: "ok so which would you pick for someone like me?",
    anyOf: [FS, QA, ["career changer", "Career changers", "keep working", "full-time job", "keep a full-time job"]],
    kind: "follow-up",
  },
  // fees.ts: QA and data analytics both 4000
  {
    before: ["how much is the QA course?"],
    question: "and which is cheaper, that or data analytics?",
    anyOf: [F4, ["same", "both", "equal", "also"]],
    absent: ["$6,000"],
    kind: "follow-up",
  },
  // study.ts classSchedule: one three-hour class a week
  {
    before: ["what are the class times?"],
    question: "and how long is each one?",
    anyOf: [H3],
    kind: "follow-up",
  },
  // consultation.ts: "A 30-minute call with a senior developer", "We reply within one business day"
  {
    question: "For my app project, should I book a consultation or just fill in the contact form? What happens in the consultation?",
    anyOf: [["30-minute", "30 minute", "thirty-minute", "30 min"]],
    kind: "comparison",
  },
  // programs.ts QA 16 Weeks, On Campus or Online; fees.ts 4000
  {
    question: "How long is QA, how much is it, and can I do it online?",
    anyOf: [W16, F4, ["online"]],
    kind: "multi-part",
  },
  // programs.ts full stack 24 Weeks; fees.ts 6000; program-guide.ts "On campus, with live online attendance"
  {
    question: "full stack: length, price, and is it campus or online?",
    anyOf: [W24, F6, ["campus"]],
    kind: "multi-part",
  },
  // program-details.ts instructors: Daniel Okafor (Data Analytics), Mei Lin Chen (QA)
  {
    question: "Who teaches the data course vs the QA course?",
    facts: ["Daniel Okafor", "Mei Lin Chen"],
    kind: "comparison",
  },
  // programs.ts: QA and Data Analytics 16 Weeks
  {
    question: "yo which course is the quickest one lol",
    anyOf: [W16],
    kind: "slang",
  },
  // study.ts careersSupport.honesty "We do not publish job placement rates or salary figures"
  {
    question: "ngl data analytics or qa, which one pays better once i get a job?",
    anyOf: [["salary figures", "salary", "salaries", "placement rates", "guarantee"]],
    kind: "slang",
  },
  // fees.ts: QA 4000, data analytics 4000
  {
    question: "diffrence betwen qa and data anlytics fees??",
    anyOf: [F4],
    kind: "typo",
  },
  // program-guide.ts full stack modes: "taught on campus in Sydney and streamed live"
  {
    question: "is teh full stak course online or on campas",
    anyOf: [["campus"], ["online", "streamed", "live"]],
    kind: "typo",
  },
  // program-guide.ts selfStudy: data analytics 5 to 7 hours, full stack 6 to 8 hours
  {
    question: "how mant hours a week outsid class for data analitics vs full stack",
    anyOf: [
      ["5 to 7 hours", "5-7 hours", "5–7 hours", "five to seven hours", "5 to 7"],
      ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"],
    ],
    kind: "typo",
  },
  // program-guide.ts data analytics equipmentNote: "Power BI Desktop runs on Windows only"
  {
    question: "I've got a MacBook. Is that fine for data analytics the same as for QA?",
    anyOf: [["Power BI"], ["Windows"]],
    kind: "comparison",
  },
  // study.ts careersSupport.certificate: "Our courses are not nationally accredited qualifications"
  {
    question: "Do all three courses give the same kind of certificate? Is any of them accredited?",
    anyOf: [["not nationally accredited", "not accredited", "not a registered training organisation", "aren't nationally accredited", "are not nationally accredited"]],
    kind: "comparison",
  },
  // study.ts careersSupport.summary: "Careers support is part of every course at no extra cost."
  {
    question: "Is the careers help the same for every course or do I pay extra for it on data analytics?",
    anyOf: [["no extra cost", "every course", "at no extra", "free of charge", "included"]],
    kind: "comparison",
  },
  // program-guide.ts data analytics prerequisites (spreadsheets, High-school maths) and suits
  {
    question: "My son just finished year 12, he's good at maths and loves spreadsheets, but he's also looking at testing. Which of your courses fits him?",
    anyOf: [DA, ["spreadsheets", "high-school maths", "high school maths", "Graduates"]],
    kind: "indirect",
  },
  // program-guide.ts QA modes: "join the class on campus in Sydney, or online, live"
  {
    question: "Is there one of your courses that means I never have to come into Sydney at all?",
    anyOf: [QA],
    kind: "paraphrase",
  },
  // enrolment-terms.ts classes: "You can move to another class time of your course when that class has room; ask us by e-mail."
  {
    question: "If I start on a weeknight class, can I switch to Saturdays later on?",
    anyOf: [["has room", "move to another class time", "when that class has room", "if there is room", "if that class has room"]],
    kind: "indirect",
  },
  // services.ts serviceWork.steps: Discovery call, Proposal and fixed quote, Fortnightly demos, Launch and support
  {
    question: "Is the way you run a web project different from a mobile one? How does it work?",
    anyOf: [["Fortnightly demos", "fortnightly", "fixed quote", "Discovery call"]],
    kind: "free text",
  },
  // fees.ts QA 4000 / programs.ts 16 Weeks vs services.ts Software Testing from 5,000
  {
    question: "What's the difference between your QA course and your software testing service?",
    anyOf: [R5, [...F4, ...W16]],
    kind: "comparison",
  },
  // services.ts: mobile from 20,000, software testing from 5,000
  {
    question: "We need an app for iOS and Android plus proper testing of it. Starting rate for each?",
    anyOf: [R20, R5],
    kind: "multi-part",
  },
  // application-next-steps.ts received: "contacts you by e-mail or phone within two business days"
  {
    question: "After I apply, will you ring me or email me, and how soon?",
    anyOf: [["two business days", "2 business days"]],
    kind: "multi-part",
  },
  // consultation.ts reply: "We reply within one business day"
  {
    question: "If I book the free consultation instead of emailing, how fast do you get back to me?",
    anyOf: [["one business day", "1 business day"]],
    kind: "paraphrase",
  },
  // program-details.ts data analytics: SQL, Python, Excel and Power BI; QA teaches JavaScript for automation
  {
    question: "I want to learn Python. QA or data analytics?",
    anyOf: [DA, ["Python"]],
    kind: "comparison",
  },
  // study.ts keepWorking: "most students keep a full-time job while they study"
  {
    question: "Between weekday and Saturday classes, can I still keep my 9 to 5 job?",
    anyOf: [["keep a full-time job", "keep working", "full-time job", "evening or on Saturday"]],
    kind: "paraphrase",
  },
  // not in content: no multi-course discount
  {
    question: "Is there a discount if I sign up for QA and data analytics together?",
    none: true,
    kind: "no answer",
  },
  // not in content: comparison with another provider
  {
    question: "Which is better value, you or the General Assembly bootcamp?",
    none: true,
    kind: "out-of-scope",
  },
  // not in content: the support plan after launch has no price
  {
    question: "How much does the after-launch support plan cost per month compared with the build itself?",
    none: true,
    kind: "no answer",
  },
  // not in content: class sizes are "small" but no number is given
  {
    question: "How many students are in a QA class vs a data analytics class?",
    none: true,
    kind: "no answer",
  },
  // not in content: no separate international-student fee
  {
    question: "Do international students pay a different fee for full stack than locals?",
    none: true,
    kind: "no answer",
  },
  // not in content: parking
  {
    question: "Is parking at your building free on Saturdays compared to weekdays?",
    noYes: true,
    kind: "out-of-scope",
  },
];
