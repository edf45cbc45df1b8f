/**
 * Development set 18 (issue 16). First written as a private blind probe set (p20: business clients, employers, parents and advice) and run on
 * the engine at 876b527, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const usd20k = ["$20,000", "20,000", "20000", "20k", "$20 000"];
const usd10k = ["$10,000", "10,000", "10000", "10k", "$10 000"];
const usd5k = ["$5,000", "5,000", "5000", "5k", "$5 000"];
const fee4k = ["$4,000", "4,000", "4000", "4k"];
const weeks16 = ["16 weeks", "16-week", "sixteen weeks", "16 wk"];
const exGst = ["excluding GST", "excludes GST", "exclude GST", "plus GST", "ex GST", "exclusive of GST", "excl. GST", "+ GST", "not include GST", "doesn't include GST", "does not include GST"];

export const devSet18: DevCase[] = [
  // ---------- Business clients: services ----------
  // services.ts: web app technologies Javascript, Typescript, React, Express, Remix, Nextjs
  {
    question: "What tech stack do you use when you build a web application for a client?",
    anyOf: [["React"], ["TypeScript", "Express", "Nextjs", "Next.js", "Remix"]],
    kind: "answer",
  },
  // services.ts: mobile from $20,000 AUD, React Native / Swift, iOS and Android
  {
    question:
      "I own a few cafes and want an ordering app customers can use on iPhone and Android. Do you build that, and what's the starting price?",
    anyOf: [["iOS", "Android", "React Native", "Swift"], usd20k],
    kind: "multi-part",
  },
  // services.ts: Software Testing service, Security testing
  {
    question:
      "Our platform goes live in two months and honestly nobody has properly checked it for bugs or security holes. Can you help?",
    anyOf: [["Software Testing", "software testing", "testing service"], ["Security testing", "security testing"]],
    kind: "indirect",
  },
  // services.ts serviceWork.steps: Discovery call, Proposal and fixed quote, Fortnightly demos, Launch and support
  {
    question: "How does a software project with you actually run, from first contact to launch?",
    anyOf: [["Discovery call", "discovery"], ["Fortnightly demos", "fortnightly"], ["fixed quote"]],
    kind: "answer",
  },
  // services.ts serviceWork.team: Experienced developers / Senior engineers
  {
    question: "who actually codes my project, a bunch of juniors or legit senior devs?",
    anyOf: [["Experienced developers", "Senior engineers", "senior developer", "experienced developer"]],
    kind: "slang",
  },
  // services.ts serviceWork.team Support team: "After launch we stay on call: monitoring, fixes, updates..."
  {
    question: "Once the app is launched, do you just hand it over and disappear, or do you look after it?",
    anyOf: [["on call", "monitoring", "fixes", "updates"]],
    kind: "paraphrase",
  },
  // services.ts: mobile from $20,000 AUD
  {
    before: ["What does your mobile app development service include?"],
    question: "and roughly what would that cost?",
    anyOf: [usd20k],
    kind: "follow-up",
  },
  // services.ts rateNote: "starting price, excluding GST"
  {
    before: ["How much do you charge to build a web app?"],
    question: "is that plus GST or GST inclusive?",
    anyOf: [exGst],
    kind: "follow-up",
  },
  // services.ts: Software Testing from $5,000 AUD (cheapest of 10,000 / 20,000 / 5,000)
  {
    question: "Out of web, mobile and testing, which of your services has the lowest starting price?",
    anyOf: [["testing"], usd5k],
    kind: "comparison",
  },
  // consultation.ts promises: 30-minute call with a senior developer; pages.ts "Book a free consultation"
  {
    question: "Is the consultation really free, how long is the call, and will I be talking to a salesperson?",
    anyOf: [["free"], ["30-minute", "30 minute", "30 minutes", "thirty minute", "half an hour"], ["senior developer", "not a salesperson"]],
    kind: "multi-part",
  },
  // services.ts pricing: "written, fixed quote"; consultation.ts "written proposal with a fixed quote"
  {
    question: "I've been burned before by agencies giving a vague estimate and then the bill doubling. How do you price work?",
    anyOf: [["fixed quote", "fixed price", "fixed, quote", "fixed-price"]],
    kind: "indirect",
  },
  // consultation.ts reply: "We reply within one business day"
  {
    question: "how fast do u get back to me after i book a consultaion?",
    anyOf: [["one business day", "1 business day", "a business day"]],
    kind: "typo",
  },
  // pages.ts /expertise/book-a-free-consultation
  {
    question: "Where do I go to book a free consultation about my project?",
    anyOf: [["consultation"]],
    link: "/expertise/book-a-free-consultation",
    kind: "answer",
  },
  // consultation.ts manage: calendar invitation with links to reschedule or cancel
  {
    before: ["How do I book a free consultation?"],
    question: "what if something comes up and I need to move the call?",
    anyOf: [["reschedule"]],
    kind: "follow-up",
  },
  // services.ts team Technical consultants: "No lock-in, no jargon."
  {
    question: "Will we end up locked into some proprietary system of yours?",
    anyOf: [["No lock-in", "no lock in", "not locked", "without lock-in"]],
    kind: "paraphrase",
  },
  // consultation.ts: "Honest advice on scope, budget and timeline"; services.ts Fortnightly demos
  {
    question: "What sort of timeline should I expect for a web project with you?",
    anyOf: [["timeline", "fortnightly"]],
    kind: "indirect",
  },
  // services.ts Software Testing technologies: Functional testing, Security testing, Test automation
  {
    question: "What does the software testing service cover, and can you automate our tests too?",
    anyOf: [["Functional testing", "functional"], ["Test automation", "automation", "automate"]],
    kind: "multi-part",
  },
  // services.ts mobile from $20,000
  {
    question: "how much for mobil app develpment?",
    anyOf: [usd20k],
    kind: "typo",
  },
  // services.ts software testing from $5,000
  {
    question: "do u guys do software testin for other companys? whats the price",
    anyOf: [usd5k],
    kind: "typo",
  },
  // services.ts: web from $10,000; mobile from $20,000
  {
    question: "Is a mobile app more expensive than a web app with you? By how much?",
    anyOf: [usd10k, usd20k],
    kind: "comparison",
  },
  // site.ts openingHours Saturday 10AM-3PM
  {
    question: "Can I drop by your office on a Saturday to talk about a project?",
    anyOf: [["10AM", "10 AM", "10am", "10:00"], ["3PM", "3 PM", "3pm", "15:00"]],
    kind: "indirect",
  },
  // site.ts address 88 Harbour Street; phones (02) 5550 1234 / 0491 570 156
  {
    question: "What's your street address and a phone number I can call?",
    anyOf: [["88 Harbour St"], ["5550 1234", "55501234", "0491 570 156", "0491570156"]],
    kind: "multi-part",
  },
  // people.ts: Director Sarah Whitfield
  {
    question: "who's the boss there? want to speak to the director",
    anyOf: [["Sarah Whitfield"]],
    kind: "slang",
  },
  // services.ts rateNote excluding GST vs fees.ts "include GST"
  {
    question: "Your course fees include GST. Do your software development prices include GST as well?",
    anyOf: [exGst],
    kind: "comparison",
  },

  // ---------- Employers ----------
  // study.ts careersSupport: "When businesses we work with tell us about junior roles, we pass them on"
  {
    question: "I manage a dev team and we're hiring juniors. Can we get in front of your graduates?",
    anyOf: [["junior roles", "pass them on", "pass it on", "introductions"]],
    kind: "indirect",
  },
  // program-details.ts QA automated testing: Playwright and Postman; Jira and TestRail
  {
    question: "As an employer, which testing tools do your QA graduates learn?",
    anyOf: [["Playwright"], ["Postman", "Jira", "TestRail"]],
    kind: "answer",
  },
  // study.ts careersSupport.certificate: not nationally accredited, not a registered training organisation
  {
    question: "A candidate listed your certificate on their CV. Is it a nationally accredited qualification?",
    anyOf: [["not nationally accredited", "not accredited", "not a registered training organisation", "not an RTO"]],
    kind: "indirect",
  },

  // ---------- Parents ----------
  // program-guide.ts full stack prerequisites: "No programming experience: the course starts with HTML"
  {
    question:
      "My son is 18, just finished school and has never coded but loves the idea of building websites. Would the full stack course be too advanced for him?",
    anyOf: [["No programming experience", "starts with HTML", "no coding experience", "no experience"]],
    kind: "indirect",
  },
  // fees.ts data analytics $4,000; programs.ts 16 Weeks
  {
    question: "My daughter wants to do data analytics. How much does it cost and how long does it run?",
    anyOf: [fee4k, weeks16],
    kind: "multi-part",
  },
  // fees.ts data analytics: 4 monthly instalments of $1,000 AUD
  {
    before: ["My daughter wants to do data analytics. How much does it cost and how long does it run?"],
    question: "can we pay that off in instalments?",
    anyOf: [["4 monthly instalments", "four monthly instalments", "4 instalments", "$1,000", "1,000"]],
    kind: "follow-up",
  },
  // study.ts careersSupport.honesty: "no course can guarantee you a job"; summary "we cannot promise you a job"
  {
    question: "Can you guarantee my son will get a job at the end of the course?",
    anyOf: [["cannot promise", "can't promise", "no course can guarantee", "cannot guarantee", "can't guarantee", "do not guarantee", "don't guarantee"]],
    kind: "paraphrase",
  },
  // fees.ts refundTerms: no refund once enrolled, not refunded if you withdraw or stop attending
  {
    question: "if my kid drops out halfway do we get our money back??",
    anyOf: [["no refund", "not refunded", "no refunds", "not refund"]],
    kind: "slang",
  },
  // study.ts equipment: "Bring your own laptop. We do not provide or lend laptops"
  {
    question: "Do we need to buy her a laptop, or does the school supply one?",
    anyOf: [["own laptop", "do not provide", "don't provide", "not provide"]],
    kind: "paraphrase",
  },
  // program-guide.ts data analytics equipmentNote: Power BI Desktop runs on Windows only
  {
    before: ["Do we need to buy her a laptop for the data analytics course?"],
    question: "she already has a MacBook, will that work?",
    anyOf: [["Power BI"], ["Windows"]],
    kind: "follow-up",
  },
  // program-details.ts QA instructor Mei Lin Chen
  {
    question: "Who would be teaching my daughter if she did the testing course?",
    anyOf: [["Mei Lin Chen", "Mei Lin"]],
    kind: "indirect",
  },
  // options.ts timetable Mon-Fri 6PM - 9PM; study.ts keepWorking
  {
    question: "My son works 9 to 5. When are the classes held?",
    anyOf: [["6PM", "6 PM", "6pm", "18:00", "6:00"], ["Saturday", "Sat"]],
    kind: "indirect",
  },
  // fees.ts paymentTerms.applying: "Applying is free: you pay nothing before you are enrolled"; methods bank transfer or card
  {
    question: "Do we have to pay a deposit when he applies, and can we pay by card?",
    anyOf: [["Applying is free", "pay nothing", "free to apply", "is free"], ["card"]],
    kind: "multi-part",
  },

  // ---------- Far from Sydney / overseas ----------
  // faq.ts "Can I study online?": Full stack and QA; program-guide.ts modes
  {
    question: "I live in Perth. Is there any course I can do without moving to Sydney?",
    anyOf: [["QA", "Full stack", "full-stack"], ["online"]],
    kind: "indirect",
  },
  // program-guide.ts data analytics: "Taught on campus in Sydney only; this course has no online option."
  {
    before: ["I live in Perth. Is there any course I can do without moving to Sydney?"],
    question: "what about data analytics, can I do that one from Perth too?",
    anyOf: [["no online option", "campus in Sydney only", "Sydney only", "on campus only", "not online", "only on campus", "campus only"]],
    kind: "follow-up",
  },
  // fees.ts paymentTerms.currency: "Fees are in Australian dollars"
  {
    question: "im overseas in nz, wat currency r ur fees in?",
    anyOf: [["Australian dollars", "AUD", "Australian dollar"]],
    kind: "typo",
  },
  // program-guide.ts QA modes: "online, live, with the same instructor and timetable"
  {
    question: "If I take the QA class online from interstate, is it pre-recorded videos or a real live class?",
    anyOf: [["live"]],
    kind: "paraphrase",
  },
  // program-guide.ts modes: QA online; Data Analytics on campus only
  {
    question: "Which of your programs can be done online and which are campus-only?",
    anyOf: [["QA"], ["Data Analytics"], ["online"]],
    kind: "comparison",
  },

  // ---------- Little IT background ----------
  // program-guide.ts QA suits: career changers from customer support, administration, hospitality or retail
  {
    question: "I've worked in retail for ten years and I'm really not techy. Is there a course that suits someone like me?",
    anyOf: [["QA", "Software Testing"]],
    kind: "indirect",
  },
  // program-guide.ts QA prerequisites: no coding experience, teaches the JavaScript you need
  {
    question: "zero coding skills lol can i still do the testing course",
    anyOf: [["No coding experience", "no coding", "teaches the JavaScript", "JavaScript you need"]],
    kind: "slang",
  },
  // programs.ts: QA 16 Weeks vs Full stack 24 Weeks
  {
    question: "I can only study at night. Which finishes quicker, full stack or QA?",
    anyOf: [["QA"], weeks16],
    kind: "comparison",
  },
  // program-guide.ts selfStudy: full stack 6 to 8 hours, others 5 to 7
  {
    question: "Which course needs the most homework each week?",
    anyOf: [["Full stack", "full-stack"], ["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight"]],
    kind: "comparison",
  },

  // ---------- Advice from the blog posts ----------
  // blog/manual-vs-automated-testing.md: "The honest answer is no"; exploratory testing, human judgement
  {
    question: "should I automate all my tests?",
    anyOf: [["exploratory", "human judgement", "manual", "both"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md: good candidates for automation
  {
    question: "Which kinds of tests are actually worth automating?",
    anyOf: [["Critical user journeys", "regression", "API contracts", "Business rules", "many times"]],
    kind: "free text",
  },
  // blog/first-90-days-junior-developer.md: weeks 1-4 learn the team, weeks 5-8 ship small things
  {
    question: "what should I do in my first months as a junior dev?",
    anyOf: [["Read code", "running locally", "small", "fifteen-minute", "work log", "review culture"]],
    kind: "free text",
  },
  // blog/first-90-days-junior-developer.md: the fifteen-minute rule
  {
    question: "New developer here: when I get stuck, how long should I try on my own before asking someone?",
    anyOf: [["fifteen minutes", "fifteen-minute", "15 minutes", "15-minute", "15 min"]],
    kind: "paraphrase",
  },
  // blog/first-90-days-junior-developer.md: weeks 9-12 own something; habits: work log, write tests, ask for feedback
  {
    question: "How do I earn a new team's trust as a junior developer, and what habits pay off long term?",
    anyOf: [["own", "small", "Read code"], ["work log", "Write tests", "feedback"]],
    kind: "multi-part",
  },
  // blog/clean-data-before-charts.md: "It is usually a duplicated file."
  {
    question: "My sales dashboard shows March at double every other month. What's probably gone wrong?",
    anyOf: [["duplicate"]],
    kind: "indirect",
  },
  // blog/clean-data-before-charts.md: five checks (duplicates, types, missing values, extremes, reconcile)
  {
    question: "wat checks shud i do on my data b4 making charts",
    anyOf: [["duplicate"], ["missing", "types", "extremes", "reconcile"]],
    kind: "typo",
  },
  // blog/clean-data-before-charts.md: "Missing is not the same as zero."
  {
    question: "is missing data basically just zeros? asking for my spreadsheet lol",
    anyOf: [["not the same as zero", "missing is not the same", "isn't the same as zero", "not zero"]],
    kind: "slang",
  },

  // ---------- Not stated on the site ----------
  // Not stated: NDAs are never mentioned in the content
  { question: "Will you sign an NDA before we share our product idea?", none: true, kind: "no answer" },
  // Not stated: ownership of source code / IP is never mentioned
  { question: "Who owns the source code and IP once you finish building our app?", none: true, kind: "no answer" },
  // Not stated: student visas / international students are never mentioned
  { question: "I'm in India. Can I get a student visa to come and study with you?", noYes: true, kind: "no answer" },
  // Not stated: corporate / in-house staff training is never mentioned
  { question: "Can you run a private training course just for our company's staff?", none: true, kind: "no answer" },
  // Not stated: parking is never mentioned
  { question: "Is there parking near your office for clients?", noYes: true, kind: "no answer" },
  // Not stated: discounts or scholarships are never mentioned
  { question: "Do you offer any scholarships or discounts for students from low-income families?", none: true, kind: "no answer" },
  // Out of scope
  { question: "What's the time difference between Sydney and London right now?", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "Can you recommend a good accountant in Sydney for my startup?", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "what's the weather gonna be like in sydney this weekend", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "Write me a Python script that scrapes LinkedIn profiles.", none: true, kind: "out-of-scope" },
];
