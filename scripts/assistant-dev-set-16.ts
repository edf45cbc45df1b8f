/**
 * Development set 16 (issue 16). First written as a private blind probe set (p18: a broad mix written from the spec section by section) and run on
 * the engine at 876b527, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 week", "24-week", "twenty-four week", "twenty four week"];
const W16 = ["16 week", "16-week", "sixteen week"];
const THREE_H = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];

export const devSet16: DevCase[] = [
  // ---------- Programs: duration, mode ----------
  // programs.ts: Full stack duration "24 Weeks"
  { question: "How many weeks does the full stack development program run for?", anyOf: [W24], kind: "paraphrase" },
  // programs.ts: Data Analytics duration "16 Weeks"
  { question: "how lon is the data analitics corse", anyOf: [W16], kind: "typo" },
  // programs.ts: QA 16 weeks vs full stack 24 weeks
  { question: "Which one is quicker to finish, the full stack course or the QA testing one?", anyOf: [W16, ["QA"]], kind: "comparison" },
  // programs.ts: Full stack 24 weeks vs Data Analytics 16 weeks
  { question: "full stack vs data analytics: which is longer and how many weeks is each?", anyOf: [W24, W16], kind: "comparison" },
  // program-guide.ts: QA "On campus or online"; full stack "streamed live"; data analytics "no online option"
  { question: "Which of your courses can I actually study from home?", anyOf: [["QA"], ["full stack", "full-stack"]], kind: "comparison" },
  // program-guide.ts: data analytics "Taught on campus in Sydney only; this course has no online option."
  { question: "I live 2 hours out of the city. Is the data analytics class available remotely?", anyOf: [["no online", "only", "not online", "not available online"], ["campus"]], kind: "indirect" },
  // program-guide.ts: full stack "taught on campus in Sydney and streamed live"
  { question: "is the full stack course face to face or online?", anyOf: [["campus"], ["live", "stream", "online"]], kind: "answer" },

  // ---------- Fees and payment ----------
  // fees.ts: full stack totalAud 6000
  { question: "how much dosh for the full stack bootcamp lol", anyOf: [["6,000", "6000"]], kind: "slang" },
  // fees.ts: QA totalAud 4000 (follow-up after full stack)
  { question: "and the QA one?", before: ["How much is the full stack course?"], anyOf: [["4,000", "4000"]], kind: "follow-up" },
  // fees.ts: data analytics totalAud 4000
  { question: "how much is it?", before: ["Tell me about the Data Analytics program"], anyOf: [["4,000", "4000"]], kind: "follow-up" },
  // fees.ts: QA 4 instalments of $1,000 AUD
  { question: "If I split the software testing course fee into monthly payments, how much would each one be?", anyOf: [["1,000", "1000"]], kind: "indirect" },
  // fees.ts paymentTerms.applying: "Applying is free"
  { question: "Is there an application fee?", anyOf: [["free", "nothing"]], kind: "answer" },
  // fees.ts refundTerms.summary: "There is no refund once you are enrolled."
  { question: "If I start and then realise after 3 weeks it's not for me, can I get my money back?", anyOf: [["no refund", "not refunded", "no refunds", "not be refunded"]], kind: "indirect" },
  // fees.ts refundTerms.detail: instalments that fall due after withdrawal are cancelled
  { question: "what happens to my remaining instalmnets if i withdraw halfway thru", anyOf: [["cancelled", "canceled"]], kind: "typo" },

  // ---------- Prerequisites and who it suits ----------
  // program-guide.ts full stack prerequisites: "No programming experience: the course starts with HTML"
  { question: "Do I need any experience for it?", before: ["Tell me about the full stack course"], anyOf: [["no programming experience", "starts with HTML", "no coding experience", "no experience"]], kind: "follow-up" },
  // program-guide.ts data analytics prerequisites: "High-school maths: the course teaches the statistics"
  { question: "I'm rubbish at maths, how much math do I need for data analytics?", anyOf: [["high-school maths", "high school maths", "high-school math", "high school math"]], kind: "slang" },
  // program-guide.ts QA suits: "Career changers from customer support, administration, hospitality or retail"
  { question: "I've worked in retail for 8 years and want out. Would the testing course suit someone like me?", anyOf: [["career changer", "retail", "detail-minded"]], kind: "indirect" },
  // program-guide.ts QA prerequisites: "No coding experience: the course teaches the JavaScript you need"
  { question: "do u need to know coding for the qa cource", anyOf: [["no coding experience", "JavaScript you need", "no programming", "teaches the JavaScript"]], kind: "typo" },

  // ---------- Timetable, session length, week shape ----------
  // options.ts timeTableOptions: Mon-Fri 6PM - 9PM, Sat 11AM - 2PM
  { question: "What times do classes run?", anyOf: [["6PM", "6 PM", "6pm", "18:00"], ["11AM", "11 AM", "11am"]], kind: "answer" },
  // study.ts classSchedule.sessionHours 3
  { question: "How long does each session go for?", anyOf: [THREE_H], kind: "paraphrase" },
  // options.ts: "Sat 11AM - 2PM"
  { question: "yo is there like a weekend class or is it all weeknights", anyOf: [["Saturday", "Sat"], ["11AM", "11 AM", "11am"]], kind: "slang" },
  // study.ts classSchedule.keepWorking: evening or Saturday, keep a full-time job
  { question: "I work 9 to 5 Monday to Friday. Could I realistically fit this in?", anyOf: [["evening"]], kind: "indirect" },
  // program-guide.ts QA week: class (3 hours), practice tasks, instructor feedback
  { question: "What does a normal week in the QA course look like?", anyOf: [THREE_H, ["feedback", "practice tasks", "bug reports", "reviews"]], kind: "paraphrase" },
  // study.ts classSchedule.missedClass: notes in online space, instructor helps you catch up
  { question: "what if im sick n miss a class", anyOf: [["online space", "catch up"]], kind: "slang" },

  // ---------- Equipment ----------
  // study.ts equipment.summary: "Bring your own laptop. We do not provide or lend laptops"
  { question: "do you guys give us a laptop or do i need to bring my own", anyOf: [["own laptop", "bring your own"]], kind: "slang" },
  // study.ts equipment.requirements: 8 GB memory, 20 GB disk
  { question: "What specs does my laptop need?", anyOf: [["8 GB", "8GB"], ["20 GB", "20GB"]], kind: "paraphrase" },
  // program-guide.ts data analytics equipmentNote: Power BI Desktop runs on Windows only
  { question: "I've only got a MacBook, is that a problem for data analytics?", anyOf: [["Power BI"], ["Windows"]], kind: "indirect" },

  // ---------- Careers support, outcomes, certificate ----------
  // study.ts careersSupport.honesty: no placement rates, no guarantee
  { question: "Do you guarantee a job at the end? What's your placement rate?", anyOf: [["cannot promise", "can't promise", "guarantee", "do not publish", "don't publish"]], absent: ["% of graduates", "% of our graduates"], kind: "multi-part" },
  // program-guide.ts QA roles: QA analyst, software tester, junior test automation engineer
  { question: "What kind of jobs could I go for after the QA course?", anyOf: [["QA analyst", "software tester", "test automation"]], kind: "answer" },
  // study.ts careersSupport.certificate: not nationally accredited, not a registered training organisation
  { question: "is ur certificate nationally recognised / accredited?", anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited"]], kind: "typo" },

  // ---------- Curriculum and people ----------
  // program-details.ts QA features: Playwright, Postman, Jira, TestRail
  { question: "wat tools do u learn in the testing course", anyOf: [["Playwright", "Postman", "Jira", "TestRail"]], kind: "typo" },
  // program-details.ts full stack instructor: Arjun Mehta
  { question: "Who's the teacher for full stack?", facts: ["Arjun Mehta"], kind: "paraphrase" },
  // program-details.ts QA instructor intro / people.ts bio: banking and health software, ten years
  { question: "what's her background?", before: ["Who teaches the QA course?"], anyOf: [["banking", "health", "ten years", "10 years"]], kind: "follow-up" },
  // testimonials.ts: QA quotes from Liam O'Connor and Aisha Karim
  { question: "What have past students said about the QA course?", anyOf: [["Liam", "Aisha", "Playwright", "Evening classes"]], kind: "free text" },

  // ---------- Contact, hours, visiting ----------
  // site.ts phones: (02) 5550 1234, 0491 570 156
  { question: "whats ur phone number", anyOf: [["5550 1234", "0491 570 156"]], kind: "typo" },
  // site.ts: email hello@harbourline.example
  { question: "What's the best way to get in touch with someone there?", anyOf: [["hello@harbourline.example", "5550 1234", "0491 570 156"]], kind: "indirect" },
  // site.ts openingHours: Saturday 10AM-3PM
  { question: "could i pop into the office saturday arvo for a chat?", anyOf: [["10AM", "10 AM", "10am", "10:00"], ["3PM", "3 PM", "3pm", "15:00"]], kind: "slang" },
  // site.ts address: 88 Harbour Street (follow-up after opening hours)
  { question: "and where exactly are you?", before: ["What are your opening hours?"], facts: ["88 Harbour Street"], kind: "follow-up" },
  // site.ts address + openingHours weekdays 9AM-9PM
  { question: "What's your address, and how late are you open on weekdays?", facts: ["88 Harbour Street"], anyOf: [["9PM", "9 PM", "9pm", "21:00"]], kind: "multi-part" },

  // ---------- Applying, enrolment terms, portal ----------
  // faq.ts How do I apply: application form, link /enrol-now
  { question: "How do I sign up for one of the courses?", link: "/enrol-now", kind: "paraphrase" },
  // application-next-steps.ts received: advisor contacts you within two business days; faq: decision within a week
  { question: "after I send my application how long till I hear back?", anyOf: [["two business days", "2 business days", "within a week"]], kind: "slang" },
  // faq.ts: application cannot be changed; submit a new application
  { question: "I made a mistake on my application, can I edit it?", anyOf: [["new application", "submit a new"]], kind: "indirect" },
  // enrolment-terms.ts / options.ts feeTerms: fee paid after enrolment, no refund
  { question: "What am I agreeing to when I tick the terms and conditions boxes on the enrolment form?", anyOf: [["no refund", "not refunded", "no refunds"], ["after enrolment", "after enrollment", "after you are enrolled"]], kind: "answer" },

  // ---------- Privacy ----------
  // faq.ts / privacy.ts: never sell personal information
  { question: "do you sell my details to marketers?", anyOf: [["never sell", "do not sell", "don't sell", "not sell"]], kind: "slang" },
  // privacy.ts access: e-mail hello@..., answer within 30 days free of charge
  { question: "How can I get you to delete the info you hold on me, and how long does it take?", anyOf: [["hello@harbourline.example", "contact form", "5550 1234"], ["30 days"]], kind: "multi-part" },

  // ---------- Services for businesses, consultation, newsletter ----------
  // services.ts: web app technologies React, Typescript, Express, Remix, Nextjs
  { question: "We're a startup needing a web app. What tech stack do you build with and what's the starting price?", anyOf: [["React"], ["10,000", "10000"]], kind: "multi-part" },
  // consultation.ts promises: 30-minute call with a senior developer; reply within one business day
  { question: "is the consultation actually free, how long is the call and when will you get back to me?", anyOf: [["30-minute", "30 minute", "30 min"], ["one business day", "1 business day"]], kind: "multi-part" },
  // services.ts serviceWork.steps: Discovery call, Proposal and fixed quote, Fortnightly demos, Launch and support
  { question: "How does a software project with your team usually run, step by step?", anyOf: [["Discovery call"], ["fixed quote"]], kind: "free text" },
  // privacy.ts newsletter: "Every newsletter e-mail has an unsubscribe link."
  { question: "if i sign up for the newsletter can i unsubscribe later?", anyOf: [["unsubscribe link", "unsubscribe"]], kind: "indirect" },

  // fees.ts: QA and Data Analytics both $4,000 AUD
  { question: "Do QA and data analytics cost the same or is one pricier?", anyOf: [["4,000", "4000"]], kind: "comparison" },
  // site.ts openingHours: Sunday Closed; Saturday 10AM-3PM
  { question: "r u guys open on the weekend? like sunday?", anyOf: [["closed"]], kind: "slang" },

  // ---------- Multi-part across programs ----------
  // programs.ts + fees.ts + program-guide.ts: QA 16 weeks, $4,000, on campus or online
  { question: "For the QA course: how long is it, how much does it cost, and can I do it online?", anyOf: [W16, ["4,000", "4000"], ["online"]], kind: "multi-part" },
  // study.ts equipment.summary + careersSupport services
  { question: "Do I need my own laptop, and is there any help with CVs or interviews?", anyOf: [["own laptop", "bring your own"], ["CV", "mock interview"]], kind: "multi-part" },

  // ---------- Blog / free text ----------
  // blog/first-90-days-junior-developer.md: fifteen-minute rule, README, work log
  { question: "Any tips for surviving my first few months as a junior dev?", anyOf: [["fifteen-minute rule", "fifteen minutes", "15-minute", "README", "work log"]], kind: "free text" },
  // blog/clean-data-before-charts.md: duplicates, types, missing values, extremes, reconcile
  { question: "what should I check in my data before making a dashboard?", anyOf: [["duplicate", "missing values", "extremes"]], kind: "free text" },

  // ---------- Not stated / out of scope (honest reply) ----------
  // Not in content: scholarships or discounts
  { question: "Do you offer any scholarships or discounts for students on low income?", none: true, kind: "no answer" },
  // Not in content: student visas / international students
  { question: "Can international students on a student visa enrol? Do you do CoE?", noYes: true, kind: "no answer" },
  // Not in content: parking near the office
  { question: "Is there parking near your office?", noYes: true, kind: "no answer" },
  // Not in content: a class-size number (only "small classes")
  { question: "Exactly how many students are in each class, like max number?", none: true, kind: "no answer" },
  // Not in content: minimum age
  { question: "my son is 16, is there a minimum age to enrol?", none: true, kind: "no answer" },
  // Not in content: recognition of prior learning / credit
  { question: "I already have a cert IV in IT, can I get credit / RPL to skip some modules?", none: true, kind: "no answer" },
  // Out of scope
  { question: "whats the weather gonna be like in sydney tomorrow", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "Who won the NRL grand final last year?", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "can you write my python assignment for me, it's a bubble sort", none: true, kind: "out-of-scope" },
  // Out of scope
  { question: "What's a good recipe for banana bread?", none: true, kind: "out-of-scope" },
];
