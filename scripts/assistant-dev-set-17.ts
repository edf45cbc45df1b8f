/**
 * Development set 17 (issue 16). First written as a private blind probe set (p19: fourteen visitors' conversations) and run on
 * the engine at 876b527, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

// Format variants used below.
const W24 = ["24 weeks", "24-week", "24 week", "twenty-four weeks"];
const W16 = ["16 weeks", "16-week", "16 week", "sixteen weeks"];
const FEE6 = ["$6,000", "6,000", "6000", "6k"];
const FEE4 = ["$4,000", "4,000", "4000", "4k"];
const QA = ["QA", "Software Testing"];
const FS = ["Full stack", "Full-stack", "fullstack"];
const DA = ["Data Analytics"];

// Chat A: school leaver comparing full stack and QA
const chatA = [
  "hey how long is the full stack course",
  "and the QA one?",
  "which of those is shorter?",
  "how much is it?",
];

// Chat B: finance worker looking at data analytics
const chatB = [
  "im working full time in finance, could i still do the data analytics course?",
  "what about online?",
  "do i need to no python alredy",
  "my laptop's a macbook, is that a problem",
  "and whats it cost",
  "i might have to move to sydney for it, do you help with accommodation?",
];

// Chat C: parent of a school leaver
const chatC = [
  "Hi, my son is finishing year 12 and keen on IT. What programs do you run?",
  "He's the type who pulls everything apart to see how it breaks. Which one would suit him?",
  "Does he need to know coding for it?",
  "Is the certificate recognised, like properly accredited?",
];

// Chat D: gym owner wanting a mobile app
const chatD = [
  "We need an app for iOS and Android for our gym. Do you build those?",
  "roughly how much?",
  "is that incl GST",
  "ok and how does the whole process work once we go ahead",
  "might need a website for bookings too. how much is that one?",
];

// Chat E: fintech wanting independent testing
const chatE = [
  "hi, we're launching a fintech product and want someone independent to test it before go-live. do you offer that?",
  "does that inclde securty testing?",
  "what's the starting price",
  "can we talk to someone first? like a call",
  "how fast do you get back to us after we book, and how long is the call?",
];

// Chat F: retail worker wanting into QA
const chatF = [
  "im in retail atm and wanna get into tech, is qa testing a good fit",
  "how long dose it take",
  "can i do it from home",
  "what tools do u learn",
  "and what jobs could i go for after",
];

// Chat G: timetable questions
const chatG = [
  "wat nights r the clases on and how long is each one",
  "and the weekend option?",
  "how many hrs a week on top of that for full stack",
];

// Chat H: wants to visit the office
const chatH = [
  "where r u guys located and whats ur email",
  "can i pop in on sunday",
  "what about saturday then",
  "whats the best number to call",
];

// Chat I: fees and refunds
const chatI = [
  "how much is full stack vs data analytics",
  "so the full stack one can be split into payments? how much each",
  "if i drop out halfway do i get my money back",
  "when do i actually have to pay, before i apply?",
  "can i pay by card",
];

// Chat J: applying
const chatJ = [
  "how do i apply and does it cost anything to apply?",
  "what happens after i submit it",
  "can i check on it online somewhere",
];

// Chat K: equipment
const chatK = [
  "do u give studnets a laptp?",
  "how much ram and disk space does it need",
  "is the software extra cost?",
];

// Chat L: people and the blog
const chatL = [
  "who runs harbourline?",
  "and who's the tech head",
  "did he write anything on your blog?",
  "whats the fifteen minute rule in that one",
  "diff topic - who teaches the data course?",
];

// Chat M: off-topic start, then privacy
const chatM = [
  "can you help me with my python homework",
  "ok fine. which of your courses actually teaches python?",
  "how long do you keep the chat stuff",
];

// Chat N: which course can be done online
const chatN = [
  "which of your courses can i do online",
  "and which ones are the 16 week ones",
  "so the only one thats online AND 16 weeks is...?",
  "is there an age limit? im 52",
];

const before = (chat: string[], n: number) => chat.slice(0, n);

export const devSet17: DevCase[] = [
  // ---------- Chat A ----------
  // programs.ts: Full stack duration "24 Weeks"
  { question: chatA[0]!, anyOf: [W24], kind: "answer" },
  // programs.ts: QA duration "16 Weeks"
  { question: chatA[1]!, before: before(chatA, 1), anyOf: [W16], absent: ["24 weeks"], kind: "follow-up" },
  // programs.ts: QA 16 Weeks vs full stack 24 Weeks
  { question: chatA[2]!, before: before(chatA, 2), anyOf: [QA, W16], kind: "comparison" },
  // fees.ts: QA & Software Testing totalAud 4000 -> "$4,000 AUD"
  { question: chatA[3]!, before: before(chatA, 3), anyOf: [FEE4], kind: "follow-up" },
  // fees.ts: QA instalments 4 -> "or 4 monthly instalments of $1,000 AUD"; paymentTerms.options
  {
    question: "can i pay that in bits or does it all have to be upfront",
    before: before(chatA, 4),
    anyOf: [["instalment", "installment"]],
    kind: "slang",
  },

  // ---------- Chat B ----------
  // study.ts classSchedule.keepWorking: "Classes are in the evening or on Saturday"
  { question: chatB[0]!, anyOf: [["evening", "Saturday", "6PM", "6 PM"]], kind: "indirect" },
  // program-guide.ts data-analytics modes.detail: "Taught on campus in Sydney only; this course has no online option."
  {
    question: chatB[1]!,
    before: before(chatB, 1),
    anyOf: [["no online option", "Sydney only", "campus only", "only on campus", "not available online", "not offered online", "isn't offered online", "no online"]],
    kind: "follow-up",
  },
  // program-guide.ts data-analytics prerequisites: "No programming experience: SQL and Python are taught from the start"
  {
    question: chatB[2]!,
    before: before(chatB, 2),
    anyOf: [["No programming experience", "taught from the start", "no prior programming", "don't need to know Python", "do not need to know Python"]],
    kind: "typo",
  },
  // program-guide.ts data-analytics equipmentNote: "Power BI Desktop runs on Windows only. If your laptop is a Mac..."
  {
    question: chatB[3]!,
    before: before(chatB, 3),
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows"]],
    kind: "follow-up",
  },
  // fees.ts: Data Analytics totalAud 4000
  { question: chatB[4]!, before: before(chatB, 4), anyOf: [FEE4], kind: "follow-up" },
  // Not in content: accommodation is never mentioned
  { question: chatB[5]!, before: before(chatB, 5), none: true, kind: "no answer" },

  // ---------- Chat C ----------
  // programs.ts: the three program names
  { question: chatC[0]!, anyOf: [FS, QA, DA], kind: "paraphrase" },
  // program-guide.ts QA suits: "Detail-minded people who like finding out how things break"
  { question: chatC[1]!, before: before(chatC, 1), anyOf: [QA], kind: "indirect" },
  // program-guide.ts QA prerequisites: "No coding experience: the course teaches the JavaScript you need for automation"
  {
    question: chatC[2]!,
    before: before(chatC, 2),
    anyOf: [["No coding experience", "no coding", "teaches the JavaScript", "no programming experience"]],
    kind: "follow-up",
  },
  // study.ts careersSupport.certificate: "Our courses are not nationally accredited qualifications: we are not a registered training organisation."
  {
    question: chatC[3]!,
    before: before(chatC, 3),
    anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited"]],
    kind: "paraphrase",
  },
  // Not in content: scholarships are never mentioned
  {
    question: "are there any scholarships he could apply for?",
    before: before(chatC, 4),
    none: true,
    kind: "no answer",
  },

  // ---------- Chat D ----------
  // services.ts: Mobile Application Development, "Native-quality iOS and Android apps", React Native, Swift
  {
    question: chatD[0]!,
    anyOf: [["Mobile Application Development", "mobile app", "React Native", "Swift"]],
    kind: "indirect",
  },
  // services.ts: mobile startingRateAud 20_000 -> "From $20,000 AUD"
  { question: chatD[1]!, before: before(chatD, 1), anyOf: [["$20,000", "20,000", "20000", "20k"]], kind: "follow-up" },
  // services.ts serviceWork.rateNote: "starting price, excluding GST"
  {
    question: chatD[2]!,
    before: before(chatD, 2),
    anyOf: [["excluding GST", "excl. GST", "exclusive of GST", "excludes GST", "plus GST", "ex GST", "not include GST", "doesn't include GST", "does not include GST"]],
    absent: ["and include GST", "GST included"],
    kind: "follow-up",
  },
  // services.ts serviceWork.steps: "Discovery call", "Proposal and fixed quote", "Fortnightly demos", "Launch and support"
  {
    question: chatD[3]!,
    before: before(chatD, 3),
    anyOf: [["Fortnightly demos", "fortnightly", "Discovery call", "Launch and support"]],
    kind: "follow-up",
  },
  // services.ts: web app startingRateAud 10_000 (subject switch)
  {
    question: chatD[4]!,
    before: before(chatD, 4),
    anyOf: [["$10,000", "10,000", "10000", "10k"]],
    kind: "follow-up",
  },

  // ---------- Chat E ----------
  // services.ts: Software Testing, "Independent testing that finds what matters before your users do."
  { question: chatE[0]!, anyOf: [["Software Testing", "testing service"]], kind: "indirect" },
  // services.ts software-testing technologies: "Security testing"
  { question: chatE[1]!, before: before(chatE, 1), facts: ["security testing"], kind: "typo" },
  // services.ts: software testing startingRateAud 5_000 -> "From $5,000 AUD"
  { question: chatE[2]!, before: before(chatE, 2), anyOf: [["$5,000", "5,000", "5000", "5k"]], kind: "follow-up" },
  // consultation.ts / pages.ts: "Book a free consultation"; "A 30-minute call with a senior developer"
  {
    question: chatE[3]!,
    before: before(chatE, 3),
    anyOf: [["free consultation", "30-minute", "book-a-free-consultation", "30 minute"]],
    kind: "paraphrase",
  },
  // consultation.ts: "We reply within one business day"; "A 30-minute call"
  {
    question: chatE[4]!,
    before: before(chatE, 4),
    anyOf: [["one business day", "1 business day"], ["30-minute", "30 minute", "30 minutes", "thirty minutes"]],
    kind: "multi-part",
  },
  // Not in content: NDAs / confidentiality agreements are never mentioned
  {
    question: "do you sign NDAs before we share the product details?",
    before: before(chatE, 5),
    none: true,
    kind: "no answer",
  },

  // ---------- Chat F ----------
  // program-guide.ts QA suits: "Career changers from customer support, administration, hospitality or retail"
  { question: chatF[0]!, anyOf: [["retail", "career changers"]], kind: "slang" },
  // programs.ts: QA 16 Weeks
  { question: chatF[1]!, before: before(chatF, 1), anyOf: [W16], kind: "typo" },
  // program-guide.ts QA modes: "join the class on campus in Sydney, or online, live"
  { question: chatF[2]!, before: before(chatF, 2), facts: ["online"], kind: "follow-up" },
  // program-details.ts QA features: Jira and TestRail; Playwright and Postman
  {
    question: chatF[3]!,
    before: before(chatF, 3),
    anyOf: [["Playwright", "Postman", "Jira", "TestRail"]],
    kind: "follow-up",
  },
  // program-guide.ts QA roles: "QA analyst", "software tester", "junior test automation engineer"
  {
    question: chatF[4]!,
    before: before(chatF, 4),
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
    kind: "follow-up",
  },
  // program-details.ts QA instructor: Mei Lin Chen
  { question: "who teaches it?", before: before(chatF, 5), facts: ["Mei Lin Chen"], kind: "follow-up" },

  // ---------- Chat G ----------
  // options.ts timeTableOptions "Mon 6PM - 9PM"...; study.ts "One three-hour class a week"
  {
    question: chatG[0]!,
    anyOf: [["6PM", "6 PM", "6pm", "18:00", "6:00"], ["three-hour", "three hours", "3 hours", "3-hour", "3 hour"]],
    kind: "multi-part",
  },
  // options.ts: "Sat 11AM - 2PM"
  { question: chatG[1]!, before: before(chatG, 1), anyOf: [["11AM", "11 AM", "11am", "11:00"]], kind: "follow-up" },
  // program-guide.ts full stack selfStudy: "6 to 8 hours"
  {
    question: chatG[2]!,
    before: before(chatG, 2),
    anyOf: [["6 to 8", "6-8", "six to eight", "6–8"]],
    kind: "slang",
  },
  // study.ts missedClass: "Tell your instructor. The week's notes and exercises are in your class's online space..."
  {
    question: "what if i miss one cos of work",
    before: before(chatG, 3),
    anyOf: [["catch up", "online space", "Tell your instructor"]],
    kind: "follow-up",
  },

  // ---------- Chat H ----------
  // site.ts: address "88 Harbour Street"; email "hello@harbourline.example"
  {
    question: chatH[0]!,
    anyOf: [["88 Harbour Street", "88 Harbour St"], ["hello@harbourline.example"]],
    kind: "multi-part",
  },
  // site.ts openingHours: Sunday "Closed"
  { question: chatH[1]!, before: before(chatH, 1), facts: ["closed"], kind: "indirect" },
  // site.ts openingHours: Saturday "10AM-3PM"
  {
    question: chatH[2]!,
    before: before(chatH, 2),
    anyOf: [["10AM", "10 AM", "10am", "10:00"]],
    kind: "follow-up",
  },
  // site.ts phones: "(02) 5550 1234", "0491 570 156"
  {
    question: chatH[3]!,
    before: before(chatH, 3),
    anyOf: [["5550 1234", "0491 570 156", "55501234", "0491570156"]],
    kind: "paraphrase",
  },
  // Not in content: parking is never mentioned
  { question: "is there parking near you?", before: before(chatH, 4), noYes: true, kind: "no answer" },

  // ---------- Chat I ----------
  // fees.ts: full stack 6000, data analytics 4000
  { question: chatI[0]!, anyOf: [FEE6, FEE4], kind: "comparison" },
  // fees.ts: full stack 6 instalments -> "6 monthly instalments of $1,000 AUD"
  { question: chatI[1]!, before: before(chatI, 1), anyOf: [["$1,000", "1,000", "1000"]], kind: "follow-up" },
  // fees.ts refundTerms: "There is no refund once you are enrolled." / "not refunded if you ... withdraw"
  {
    question: chatI[2]!,
    before: before(chatI, 2),
    anyOf: [["no refund", "not refunded", "non-refundable", "no refunds"]],
    kind: "indirect",
  },
  // fees.ts paymentTerms: "Applying is free: you pay nothing before you are enrolled." / "paid after enrolment"
  {
    question: chatI[3]!,
    before: before(chatI, 3),
    anyOf: [["after enrolment", "after you are enrolled", "Applying is free", "pay nothing before", "after you enrol"]],
    kind: "follow-up",
  },
  // fees.ts paymentTerms.methods: "Pay by bank transfer or card"
  { question: chatI[4]!, before: before(chatI, 4), facts: ["card"], kind: "answer" },
  // Not in content: no discount for paying in full is mentioned
  {
    question: "any discount if i pay the whole thing upfront?",
    before: before(chatI, 5),
    none: true,
    kind: "no answer",
  },

  // ---------- Chat J ----------
  // faq.ts "How do I apply?": "Fill in the application form"; fees.ts "Applying is free"
  {
    question: chatJ[0]!,
    anyOf: [["application form", "/enrol-now", "Enrol Now", "Start your application", "apply online"], ["Applying is free", "free to apply", "pay nothing", "no cost", "is free"]],
    kind: "multi-part",
  },
  // application-next-steps.ts received: "contacts you by e-mail or phone within two business days"
  {
    question: chatJ[1]!,
    before: before(chatJ, 1),
    anyOf: [["two business days", "2 business days"]],
    kind: "follow-up",
  },
  // faq.ts "Can I follow my application online?": "create a student portal account"
  { question: chatJ[2]!, before: before(chatJ, 2), facts: ["portal"], kind: "follow-up" },
  // faq.ts: "An application cannot be changed once it is sent: to update one, submit a new application."
  {
    question: "oops i put the wrong phone no. in it, can i edit it?",
    before: before(chatJ, 3),
    anyOf: [["new application", "cannot be changed", "submit a new", "can't be changed"]],
    kind: "follow-up",
  },

  // ---------- Chat K ----------
  // study.ts equipment.summary: "We do not provide or lend laptops"
  {
    question: chatK[0]!,
    anyOf: [["do not provide", "Bring your own laptop", "don't provide", "not provide", "own laptop"]],
    kind: "typo",
  },
  // study.ts equipment.requirements: "At least 8 GB of memory and 20 GB of free disk space"
  {
    question: chatK[1]!,
    before: before(chatK, 1),
    anyOf: [["8 GB", "8GB"], ["20 GB", "20GB"]],
    kind: "multi-part",
  },
  // study.ts equipment.software: "Every tool we teach with is free for students"
  {
    question: chatK[2]!,
    before: before(chatK, 2),
    anyOf: [["free for students", "free of charge", "are free", "no extra cost"]],
    kind: "answer",
  },
  // study.ts equipment.requirements: "A headset with a microphone if you join classes online"
  {
    question: "and if i join online do i need anything else?",
    before: before(chatK, 3),
    anyOf: [["headset", "microphone"]],
    kind: "follow-up",
  },

  // ---------- Chat L ----------
  // people.ts: Sarah Whitfield, Director
  { question: chatL[0]!, facts: ["Sarah Whitfield"], kind: "paraphrase" },
  // people.ts: Tomás Rivera, Technology Head
  { question: chatL[1]!, before: before(chatL, 1), anyOf: [["Tomás Rivera", "Tomas Rivera"]], kind: "follow-up" },
  // blog/first-90-days-junior-developer.md: author Tomás Rivera, "Your first 90 days as a junior developer"
  { question: chatL[2]!, before: before(chatL, 2), anyOf: [["90 days", "ninety days"]], kind: "follow-up" },
  // blog/first-90-days-junior-developer.md: "try on your own for fifteen minutes, write down what you tried, then ask"
  {
    question: chatL[3]!,
    before: before(chatL, 3),
    anyOf: [["fifteen minutes", "15 minutes"]],
    kind: "free text",
  },
  // program-details.ts data-analytics instructor: Daniel Okafor (subject switch)
  {
    question: chatL[4]!,
    before: before(chatL, 4),
    facts: ["Daniel Okafor"],
    kind: "paraphrase",
  },

  // ---------- Chat M ----------
  // Out of scope: homework help
  { question: chatM[0]!, none: true, kind: "out-of-scope" },
  // program-details.ts data-analytics: "SQL, Python, Excel and Power BI"
  { question: chatM[1]!, before: before(chatM, 1), anyOf: [DA], kind: "indirect" },
  // privacy.ts retention: chats "no longer than two years"; chat IP "Erased automatically after 30 days"
  {
    question: chatM[2]!,
    before: before(chatM, 2),
    anyOf: [["two years", "2 years", "30 days"]],
    kind: "indirect",
  },
  // privacy.ts complaints: "Office of the Australian Information Commissioner (OAIC)"
  {
    question: "and if i ask u to delete it and u ignore me, who do i complain to",
    before: before(chatM, 3),
    anyOf: [["OAIC", "Information Commissioner"]],
    kind: "follow-up",
  },

  // ---------- Chat N ----------
  // faq.ts "Can I study online?": full stack (live online attendance) and QA (online: true); data analytics has no online option
  { question: chatN[0]!, anyOf: [QA, FS], kind: "comparison" },
  // programs.ts: QA and Data Analytics are 16 Weeks
  { question: chatN[1]!, before: before(chatN, 1), anyOf: [QA, DA], kind: "comparison" },
  // programs.ts + program-guide.ts: QA is 16 weeks and online; data analytics is campus only
  { question: chatN[2]!, before: before(chatN, 2), anyOf: [QA], kind: "comparison" },
  // Not in content: no age limit is mentioned
  { question: chatN[3]!, before: before(chatN, 3), none: true, kind: "no answer" },
];
