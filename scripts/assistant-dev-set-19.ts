/**
 * Development set 19 (issue 16). First written as a private blind probe set (p23: the boundary between what the site says and what it does not) and run on
 * the engine at f528262, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet19: DevCase[] = [
  // ===== Stated in the content, asked indirectly =====

  // study.ts classSchedule.keepWorking: "Classes are in the evening or on Saturday, so most students keep a full-time job"
  {
    question: "I work 9 to 5 Monday to Friday. Would I have to quit my job to do the QA course?",
    anyOf: [
      ["evening", "6PM", "6 PM", "6pm", "18:00"],
      ["full-time", "full time", "keep"],
    ],
    kind: "indirect",
  },
  // site.ts openingHours: Saturday 10AM-3PM; faq.ts "Saturday visits are welcome"
  {
    question: "can i just rock up to ur office on a saturday arvo, like 2ish?",
    anyOf: [
      ["10AM", "10 AM", "10am", "10:00"],
      ["3PM", "3 PM", "3pm", "15:00"],
    ],
    kind: "slang",
  },
  // study.ts careersSupport.honesty: "We do not publish job placement rates or salary figures"
  {
    question: "Realistically, what kind of pay packet would I be on after finishing the full stack course?",
    anyOf: [["do not publish", "don't publish", "not publish", "no salary figures"]],
    kind: "indirect",
  },
  // study.ts careersSupport.honesty: "We do not publish job placement rates"
  {
    before: ["Do you help people find work after the course?"],
    question: "ok but what percentage of your grads actually get hired?",
    anyOf: [
      ["placement rate"],
      ["do not publish", "don't publish", "not publish"],
    ],
    kind: "follow-up",
  },
  // program-guide.ts data-analytics equipmentNote: "Power BI Desktop runs on Windows only. If your laptop is a Mac…"
  {
    question: "all i've got is a macbook air, is that gonna be an issue for the data analytics course?",
    facts: ["Power BI"],
    anyOf: [["Windows"]],
    kind: "indirect",
  },
  // fees.ts: full stack $6,000 AUD; QA and Data Analytics $4,000 AUD each
  {
    question: "Which of your courses is the cheapest, and which one costs the most?",
    anyOf: [
      ["$4,000", "4,000", "4000"],
      ["$6,000", "6,000", "6000"],
      ["full stack"],
    ],
    kind: "comparison",
  },
  // fees.ts: QA 4 monthly instalments of $1,000 AUD
  {
    before: ["how much is the QA course?"],
    question: "can i pay that off bit by bit instead of all at once?",
    anyOf: [
      ["$1,000", "1,000", "1000"],
      ["monthly", "a month", "per month"],
    ],
    kind: "follow-up",
  },
  // services.ts serviceWork.rateNote "starting price, excluding GST" vs fees.ts "Fees ... include GST"
  {
    question: "Your course fees include GST. Is that also true of the starting prices for your app development work?",
    anyOf: [
      [
        "excluding GST",
        "excludes GST",
        "exclude GST",
        "excl. GST",
        "plus GST",
        "+ GST",
        "not include GST",
        "don't include GST",
        "do not include GST",
      ],
    ],
    kind: "comparison",
  },
  // services.ts: Mobile Application Development startingRate "From $20,000 AUD"
  {
    question: "we've got about 15k to spend on an iPhone app for our cafe, is that enough to work with you?",
    anyOf: [["$20,000", "20,000", "20000", "20k"]],
    kind: "indirect",
  },
  // services.ts serviceWork.pricing: "a written, fixed quote"; consultation.ts "a fixed quote"
  {
    question: "Will we be quoted one set price for the project, or do you keep billing as you go?",
    anyOf: [["fixed quote", "fixed price", "fixed, written quote"]],
    kind: "paraphrase",
  },
  // consultation.ts promises: "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "Is the free consultation just a sales pitch? And how long does it go for?",
    anyOf: [
      ["senior developer"],
      ["30-minute", "30 minute", "30 minutes", "thirty minutes", "30-min"],
    ],
    kind: "multi-part",
  },
  // consultation.ts manage: "the e-mail has links to reschedule or cancel the call"
  {
    question: "I booked a consult call with you but can't make it anymore, how do I move it to another day?",
    anyOf: [["reschedule"]],
    kind: "indirect",
  },
  // study.ts classSchedule.summary: weekday evening (6PM-9PM), one three-hour class
  {
    question: "wat time r the evnin classes n how long is each 1",
    anyOf: [
      ["6PM", "6 PM", "6pm", "18:00"],
      ["9PM", "9 PM", "9pm", "21:00"],
      ["three hours", "3 hours", "three-hour", "3-hour"],
    ],
    kind: "typo",
  },
  // options.ts timeTableOptions "Sat 11AM - 2PM"; study.ts "on Saturday (11AM-2PM)"
  {
    question: "I do night shifts at a hospital so weeknights are impossible for me. Is there any way I could still do one of your courses?",
    anyOf: [["Sat"], ["11AM", "11 AM", "11am", "11:00"]],
    kind: "indirect",
  },
  // program-guide.ts data-analytics prerequisites: "High-school maths: the course teaches the statistics"
  {
    question: "maths was never my thing at school... do i need to be good at it for the data analytics course?",
    anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]],
    kind: "indirect",
  },
  // study.ts careersSupport.certificate: "Our courses are not nationally accredited qualifications: we are not a registered training organisation"
  {
    question: "Is the certificate you hand out an official recognised qualification, like something from TAFE?",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not a registered training organization",
        "not accredited",
      ],
    ],
    kind: "paraphrase",
  },
  // application-next-steps.ts received: "contacts you by e-mail or phone within two business days"
  {
    question: "Sent off my application last night. How long before I hear anything from you?",
    anyOf: [["two business days", "2 business days"]],
    kind: "indirect",
  },
  // privacy.ts automatic: "We use no advertising or analytics cookies and no third-party trackers."
  {
    question: "Is your website tracking me with Google Analytics or ad pixels?",
    anyOf: [["no advertising or analytics cookies", "third-party trackers", "no analytics", "no advertising"]],
    kind: "indirect",
  },
  // privacy.ts cookies portalToken: "30 days if you tick “Remember me”"
  {
    question: "if i tick remember me on the student portal, how long do i stay logged in for?",
    anyOf: [["30 days", "thirty days"]],
    kind: "paraphrase",
  },
  // privacy.ts complaints: "Office of the Australian Information Commissioner (OAIC)"
  {
    question: "I think you mishandled my personal data and I'm not happy with how you answered me. Who else can I take it to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
    kind: "indirect",
  },
  // people.ts: Sarah Whitfield, Director
  {
    question: "who's the head honcho over there?",
    facts: ["Sarah Whitfield"],
    kind: "slang",
  },
  // program-details.ts QA instructor: Mei Lin Chen "has led test teams for banking and health software for ten years"
  {
    before: ["who teaches the QA course?"],
    question: "how much real-world experience has she got?",
    anyOf: [["ten years", "10 years"]],
    kind: "follow-up",
  },
  // programs.ts: Data Analytics duration "16 Weeks"
  {
    before: ["How long is the full stack course?"],
    question: "and the data one?",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
    kind: "follow-up",
  },
  // course-outlines.ts / program-details.ts: Data Analytics teaches SQL and Python (pandas)
  {
    question: "I want to learn Python. Which of your programs covers it?",
    facts: ["Data Analytics"],
    kind: "indirect",
  },
  // blog/first-90-days-junior-developer.md: "fifteen-minute rule: try on your own for fifteen minutes, write down what you tried, then ask"
  {
    question: "what's that rule in your blog about how long a junior dev should stay stuck before asking for help?",
    anyOf: [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute"]],
    kind: "free text",
  },
  // enrolment-terms.ts changes: "we tell you at least two weeks ahead whenever we can"
  {
    question: "If you have to change my class night or push back the start date, how much warning will I get?",
    anyOf: [["two weeks", "2 weeks"]],
    kind: "paraphrase",
  },
  // study.ts equipment: "at least 8 GB of memory"; "We do not provide or lend laptops"
  {
    question: "How much RAM does my laptop need, and can you lend me one if mine is too old?",
    anyOf: [
      ["8 GB", "8GB"],
      ["do not provide or lend", "not provide", "don't provide", "not lend", "don't lend", "do not lend"],
    ],
    kind: "multi-part",
  },
  // faq.ts "Can I study online? Yes, Full stack software development and QA & Software Testing"; program-guide.ts data analytics "no online option"
  {
    question: "I live in Brisbane. Which of your programs could I do without moving to Sydney?",
    anyOf: [["QA"], ["full stack"]],
    kind: "comparison",
  },
  // study.ts classSchedule.missedClass: notes and exercises in your class's online space; instructor helps you catch up
  {
    question: "got sick and missed my class this week, am i stuffed?",
    anyOf: [["online space", "notes"], ["catch up"]],
    kind: "slang",
  },
  // fees.ts refundTerms "There is no refund once you are enrolled"; study.ts "no course can guarantee you a job"
  {
    question: "If I finish the course and still don't land a job, can I get my money back?",
    anyOf: [["guarantee", "cannot promise you a job"], ["no refund", "not refunded", "not refund"]],
    kind: "multi-part",
  },

  // ===== Sounds like it belongs on the site, but the content never says it =====

  // site.ts gives the address only; no parking or transport information anywhere
  {
    before: ["where's your office?"],
    question: "is there parking nearby or somewhere I can leave the car?",
    noYes: true,
    kind: "follow-up",
  },
  // fees.ts gives totals and instalments; no discount for paying upfront anywhere
  {
    before: ["How much is the full stack course?"],
    question: "do I get a discount if I pay the whole lot upfront?",
    none: true,
    kind: "follow-up",
  },
  // no scholarships, concessions or reduced fees anywhere (fees.ts, faq.ts, terms)
  {
    question: "Are there any scholarships or concession prices for people who are unemployed?",
    none: true,
    kind: "no answer",
  },
  // program-details.ts says "Small classes" but no class size number anywhere
  {
    question: "What's the max number of students in one class? like 10? 20?",
    none: true,
    kind: "no answer",
  },
  // prerequisites (program-guide.ts) say nothing about age
  {
    question: "my son is 16, is he old enough to enrol in the QA course?",
    none: true,
    kind: "indirect",
  },
  // nothing about international students or visas
  {
    question: "Can I come and study with you on a student visa from overseas?",
    noYes: true,
    kind: "no answer",
  },
  // fees.ts: instalments and first one due before first class; no late fee stated
  {
    question: "Is there a late fee if one of my instalment payments goes in a few days late?",
    none: true,
    kind: "no answer",
  },
  // services.ts gives starting rates and fixed quotes; no hourly rate
  {
    question: "What's your hourly rate for a developer?",
    none: true,
    kind: "no answer",
  },
  // services.ts support team: "on a plan that fits your business"; no price for it
  {
    question: "How much does your after-launch support plan cost per month?",
    none: true,
    kind: "no answer",
  },
  // nothing about NDAs or confidentiality agreements
  {
    question: "Will you sign an NDA before we tell you about our startup idea?",
    none: true,
    kind: "no answer",
  },
  // services.ts says "No lock-in"; nothing about who owns the code or IP
  {
    question: "Once you finish building our app, do we own the source code and the IP?",
    none: true,
    kind: "no answer",
  },
  // site.ts gives Level 12 but nothing on accessibility of the building
  {
    question: "Is your office wheelchair accessible? Is there a lift up to level 12?",
    none: true,
    kind: "no answer",
  },
  // study.ts: classes are streamed live and notes are in the online space; recordings are never mentioned
  {
    question: "Are the classes recorded so I can rewatch them later?",
    none: true,
    kind: "no answer",
  },
  // site.ts opening hours cover weekdays, Saturday and Sunday only; no public holidays
  {
    question: "r u guys open on public holidays?",
    none: true,
    kind: "typo",
  },
  // no corporate or in-house team training anywhere
  {
    question: "Do you run in-house training for companies, like upskilling our 10 staff in testing?",
    none: true,
    kind: "no answer",
  },
  // study.ts careers support lists introductions when possible; no internship or work placement
  {
    question: "Does the full stack course include an internship or work placement with a company?",
    none: true,
    kind: "no answer",
  },
  // privacy.ts mentions the newsletter and unsubscribing, never how often it is sent
  {
    question: "how often does your newsletter come out?",
    none: true,
    kind: "no answer",
  },
  // people.ts: "Sarah founded the company" with no year anywhere
  {
    question: "What year was Harbourline Tech started?",
    none: true,
    kind: "no answer",
  },
  // enrolment-terms.ts allows moving class time within your course; switching programs is never stated
  {
    question: "If I start QA and realise halfway I'd rather do data analytics, can I switch courses?",
    none: true,
    kind: "no answer",
  },
  // fees.ts covers withdrawing; pausing or deferring a course is never stated
  {
    question: "Can I put my course on hold for a couple of months if something comes up at home and pick it back up later?",
    none: true,
    kind: "indirect",
  },
  // faq.ts: "we e-mail you a reset link"; no validity period stated
  {
    question: "How long is the portal password reset link valid before it expires?",
    none: true,
    kind: "no answer",
  },
  // privacy.ts: "If we connect the chat to an external AI service" — no service is named
  {
    question: "Which AI runs this chat, is it ChatGPT?",
    none: true,
    kind: "no answer",
  },
  // privacy.ts: "our web host" is never named
  {
    question: "who hosts your website, AWS or someone else?",
    none: true,
    kind: "no answer",
  },
  // only three programs; no cyber security course
  {
    question: "Do you have a cyber security course?",
    none: true,
    kind: "no answer",
  },
  // QA course content never mentions ISTQB or any external certification
  {
    question: "does the QA course prep me for the ISTQB certification exam?",
    none: true,
    kind: "no answer",
  },
  // services are web, mobile and testing; no SEO or advertising
  {
    question: "Can you do SEO and Google Ads for our company website?",
    none: true,
    kind: "out-of-scope",
  },
  // applying is free, but no trial class is offered anywhere
  {
    question: "Can I sit in on a free trial class before I commit to anything?",
    noYes: true,
    kind: "no answer",
  },
  // classes are three hours; breaks are never mentioned
  {
    question: "is there a break in the middle of the 3 hour class or is it straight through?",
    none: true,
    kind: "slang",
  },
  // privacy.ts says what is sent to an external AI service, not whether chats train a model
  {
    question: "do u use my chat messages to train your AI?",
    none: true,
    kind: "no answer",
  },
  // out of scope entirely
  {
    question: "What's the weather going to be like in Sydney this Saturday?",
    none: true,
    kind: "out-of-scope",
  },
];
