/**
 * Development set 11 (issue 16). First written as a private blind probe set (p11) and run on the
 * engine at 5f41bab, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p11 for the chat assistant (issue 16). Written from the product spec and the
 * site's content (content/*.ts, content/blog/*.md) only. Focus: what a visitor can do on the site
 * (forms, portal, application status) and the policies around it (terms, refunds, privacy, FAQ,
 * careers support) plus the blog. Every fact is a string the content writes (case-insensitive);
 * anyOf lists formatting variants of one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const EMAIL = "hello@harbourline.example";
const OFFICE = ["(02) 5550 1234", "02 5550 1234", "+61 2 5550 1234"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const D30 = ["30 days", "30-day", "thirty days"];
const Y7 = ["seven years", "7 years", "7-year", "seven-year"];
const MIN15 = ["fifteen minutes", "fifteen-minute", "15 minutes", "15-minute", "15 minute"];

export const devSet11: DevCase[] = [
  // ───────────── Plain, paraphrase, indirect ─────────────
  // application-next-steps.ts received / faq.ts: advisor contacts you within two business days
  {
    question: "I sent my enrolment application yesterday, when will someone actually get in touch with me?",
    anyOf: [["two business days", "2 business days"]],
    kind: "indirect",
  },
  // application-next-steps.ts waitlisted: the intake you chose is full, you are on its waiting list
  {
    question: "my portal dashboard says my application is waitlisted, what does that mean?",
    anyOf: [["is full", "waiting list"]],
    kind: "paraphrase",
  },
  // application-next-steps.ts accepted: reply to our acceptance e-mail or call (02) 5550 1234
  {
    question: "my application status just changed to accepted!! do I need to do anything to lock in my spot?",
    anyOf: [["acceptance e-mail", "acceptance email", ...OFFICE]],
    kind: "indirect",
  },
  // faq.ts "Can I follow my application online?": to update one, submit a new application
  {
    question: "Can I edit my application after submitting it? I picked the wrong class time",
    anyOf: [["new application", "apply again"]],
    kind: "paraphrase",
  },
  // privacy.ts newsletter collection point: every newsletter e-mail has an unsubscribe link
  {
    question: "How do I unsubscribe from your newsletter?",
    anyOf: [["unsubscribe link"]],
    kind: "answer",
  },
  // consultation.ts manage: the e-mail has links to reschedule or cancel the call
  {
    question: "we booked a free consultation for thursday but our CTO can't make it now, how do we move it?",
    facts: ["reschedule"],
    kind: "indirect",
  },
  // consultation.ts reply: we reply within one business day to arrange a call
  {
    question: "After I send the consultation booking form, how quickly does someone get back to me?",
    anyOf: [["one business day", "1 business day"]],
    kind: "paraphrase",
  },
  // privacy.ts access: e-mail hello@harbourline.example, call (02) 5550 1234, or use the contact form
  {
    question: "How do I ask you to delete the personal information you hold about me?",
    anyOf: [[EMAIL, "contact form", ...OFFICE]],
    kind: "answer",
  },
  // privacy.ts use: we do not sell personal information
  {
    question: "do you guys sell my email address to other companies?",
    anyOf: [["do not sell", "never sell", "don't sell", "not sell"]],
    kind: "paraphrase",
  },
  // privacy.ts automatic: we use no advertising or analytics cookies and no third-party trackers
  {
    question: "Does this site use Google Analytics or any tracking cookies?",
    anyOf: [
      ["no advertising", "no analytics", "no third-party", "not use advertising", "don't use advertising"],
    ],
    kind: "paraphrase",
  },
  // privacy.ts cookies portalToken: 30 days if you tick "Remember me"
  {
    question:
      "I ticked remember me when I signed in to the student portal, how long will it keep me logged in?",
    anyOf: [D30],
    kind: "indirect",
  },
  // fees.ts paymentTerms.methods: pay by bank transfer or card
  {
    question: "What payment methods do you accept for the course fee?",
    anyOf: [["bank transfer"]],
    kind: "answer",
  },
  // enrolment-terms.ts classes: you can move to another class time of your course when that class has room
  {
    question:
      "my boss might change my shifts, could I switch from the tuesday evening class to saturday once I'm enrolled?",
    anyOf: [["has room", "another class time", "move to another class"]],
    kind: "indirect",
  },
  // privacy.ts course outline form: to e-mail you the outline and contact you about that course
  {
    question: "If I download the course outline, will you contact me afterwards about the course?",
    anyOf: [["contact you", "to be contacted"]],
    kind: "paraphrase",
  },
  // fees.ts refundTerms.detail: instalments that fall due after that are cancelled (tell us in writing)
  {
    question:
      "I'm paying the full stack course in monthly instalments but need to drop out halfway. do I still have to pay the remaining instalments?",
    anyOf: [["cancelled", "canceled", "in writing"]],
    kind: "indirect",
  },
  // study.ts careersSupport.services: Mock interview
  {
    question: "What careers support comes with the course? Do you do practice interviews?",
    anyOf: [["mock interview", "practice interview"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.certificate: our courses are not nationally accredited qualifications
  {
    question: "Is the certificate I get at the end nationally accredited?",
    anyOf: [
      [
        "not nationally accredited",
        "not accredited",
        "not a registered training organisation",
        "not an accredited",
      ],
    ],
    kind: "answer",
  },
  // privacy.ts enrolment application: to assess your application, arrange your place, invoice you...
  {
    question: "Why does the application form want my home address and my uni? what do you do with that info?",
    anyOf: [["assess your application", "assess it", "invoice you"]],
    kind: "indirect",
  },
  // study.ts equipment.summary: we do not provide or lend laptops
  {
    question: "my laptop just died, can I borrow one of yours for the course?",
    anyOf: [
      [
        "do not provide or lend",
        "not provide or lend",
        "do not lend",
        "don't lend",
        "no laptop is provided",
        "not lend",
      ],
    ],
    kind: "indirect",
  },
  // privacy.ts complaints: the Office of the Australian Information Commissioner (OAIC)
  {
    question:
      "I think you mishandled my personal info and your reply didn't fix it. Who else can I complain to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
    kind: "paraphrase",
  },

  // ───────────── Typos and slang ─────────────
  // faq.ts: choose "Forgot password" on the portal sign-in page and we e-mail you a reset link
  {
    question: "wat happns if i forgot my pasword for the student portl",
    anyOf: [["reset link", "forgot password", "reset your password", "password reset"]],
    kind: "typo",
  },
  // fees.ts paymentTerms.applying: applying is free: you pay nothing before you are enrolled
  {
    question: "yo is applyin free or do i gotta pay upfront",
    anyOf: [["applying is free", "is free", "pay nothing", "free to apply"]],
    kind: "slang",
  },
  // privacy.ts retention: IP addresses of chat visitors erased automatically after 30 days
  {
    question: "how long do u keep the ip adress from the chat thing",
    anyOf: [D30],
    kind: "typo",
  },
  // enrolment-terms.ts conduct: we may end the enrolment of a student who harasses others or submits someone else's work
  {
    question: "ngl kinda worried, can u actually get kicked out of a course?",
    anyOf: [["harasses", "someone else's work", "end the enrolment"]],
    kind: "slang",
  },
  // privacy.ts newsletter signup: program pages and the footer of every page
  {
    question: "wheres the newsleter signup form",
    anyOf: [["footer"]],
    kind: "typo",
  },
  // study.ts careersSupport: we cannot promise you a job / no course can guarantee you a job
  {
    question: "bruh do u guys actually guarantee a job after the course or nah",
    anyOf: [["cannot promise", "can guarantee you a job", "do not publish job placement", "can't promise"]],
    kind: "slang",
  },

  // ───────────── Comparisons ─────────────
  // services.ts: mobile from $20,000 AUD vs web from $10,000 AUD
  {
    question: "which costs more to get built by you, a mobile app or a web app?",
    anyOf: [["20,000", "20000", "$20K", "20k"]],
    kind: "comparison",
  },
  // privacy.ts retention: applications not leading to enrolment up to two years; enrolment and payment records seven years
  {
    question:
      "Which do you keep longer: an application that never turned into an enrolment, or my enrolment and payment records?",
    anyOf: [Y7],
    kind: "comparison",
  },
  // fees.ts: full stack 6 monthly instalments, data analytics 4
  {
    question: "Can I spread the payments over more months on full stack or on data analytics?",
    anyOf: [["6 monthly", "six monthly", "6 instalments", "six instalments", "6 equal"]],
    kind: "comparison",
  },
  // services.ts: software testing from $5,000 AUD vs web from $10,000 AUD
  {
    question: "whats cheaper for my startup to hire you for: software testing or web app development?",
    anyOf: [["5,000", "5000", "$5K", "5k"]],
    kind: "comparison",
  },
  // privacy.ts cookies portalToken: at most 12 hours, 30 days with Remember me
  {
    question:
      "How long does the portal keep me signed in if I don't tick remember me, compared with when I do?",
    anyOf: [["12 hours", "twelve hours", "12-hour"]],
    kind: "comparison",
  },
  // program-guide.ts: QA on campus or online; data analytics taught on campus in Sydney only, no online option
  {
    question: "I want to study from home. QA or data analytics, which one lets me do that?",
    anyOf: [
      [
        "no online option",
        "Sydney only",
        "on campus only",
        "only on campus",
        "campus only",
        "only taught on campus",
      ],
    ],
    kind: "comparison",
  },

  // ───────────── Follow-ups ─────────────
  // fees.ts: Data Analytics $4,000 AUD or 4 monthly instalments of $1,000 AUD
  {
    before: ["How much is the data analytics course?"],
    question: "can i split that into payments?",
    anyOf: [["4 monthly", "four monthly", "1,000", "4 instalments", "four instalments"]],
    kind: "follow-up",
  },
  // consultation.ts promises: a 30-minute call with a senior developer
  {
    before: ["what happens after I book a free consultation?"],
    question: "and how long is the call?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "half an hour", "thirty minutes"]],
    kind: "follow-up",
  },
  // application-next-steps.ts under review: we e-mail you as soon as there is a decision, usually within a week
  {
    before: ["Can I check my application status online?"],
    question: "and what does 'under review' mean there?",
    anyOf: [["within a week"]],
    kind: "follow-up",
  },
  // privacy.ts retention: chat IP erased after 30 days; chats kept no longer than two years after last contact
  {
    before: ["what do you collect when I use the chat?"],
    question: "ok and how long do you keep that?",
    anyOf: [["30 days", "two years", "2 years"]],
    kind: "follow-up",
  },
  // fees.ts refundTerms.law: Australian Consumer Law, e.g. if we cancel a course
  {
    before: ["tell me about your refund policy"],
    question: "what if YOU cancel the course though?",
    anyOf: [["Australian Consumer Law"]],
    kind: "follow-up",
  },
  // program-details.ts QA instructor Mei Lin Chen; blog/manual-vs-automated-testing.md author Mei Lin Chen
  {
    before: ["Who teaches the QA course?"],
    question: "has she written anything on your blog?",
    anyOf: [
      [
        "Manual or automated testing",
        "manual vs automated",
        "Why good QA teams need both",
        "manual-vs-automated",
      ],
    ],
    kind: "follow-up",
  },

  // ───────────── Multi-part ─────────────
  // site.ts email; privacy.ts access: we answer within 30 days, free of charge
  {
    question: "what's your email address, and how long do you take to answer a request to see my data?",
    facts: [EMAIL],
    anyOf: [D30],
    kind: "multi-part",
  },
  // study.ts equipment: bring your own laptop; every tool we teach with is free for students
  {
    question: "Do I need to bring my own laptop, and do I have to pay for the software?",
    anyOf: [["own laptop"], ["free"]],
    kind: "multi-part",
  },
  // site.ts openingHours: Saturday 10AM-3PM, Sunday Closed
  {
    question: "what time do you open on saturdays, and are you open sunday?",
    anyOf: [AM10, ["closed"]],
    kind: "multi-part",
  },
  // options.ts budgetOptions (Less than $25K ...); consultation.ts: a written proposal with a fixed quote
  {
    question: "on the consultation form what budget ranges can I pick, and will I get a fixed quote?",
    anyOf: [["25K", "25k", "25,000"], ["fixed quote"]],
    kind: "multi-part",
  },
  // privacy.ts retention newsletter: keep only your address marked as unsubscribed; ask us and we delete it
  {
    question:
      "If I unsubscribe from the newsletter do you still keep my email, and can I get it removed completely?",
    anyOf: [["marked as unsubscribed"], ["delete"]],
    kind: "multi-part",
  },

  // ───────────── Free text (blog, policies, careers) ─────────────
  // blog/first-90-days-junior-developer.md: the fifteen-minute rule
  {
    question: "In your blog about junior devs, what's the advice for when you get stuck on something?",
    anyOf: [MIN15],
    kind: "free text",
  },
  // blog/clean-data-before-charts.md: 1. Count the rows and the duplicates
  {
    question: "what does the clean data article say to check first before making a chart?",
    anyOf: [["duplicates", "count the rows"]],
    kind: "free text",
  },
  // blog/manual-vs-automated-testing.md: good candidates for automation
  {
    question: "According to your testing article, which kinds of tests are worth automating?",
    anyOf: [["critical user journeys", "regression", "API contracts", "business rules"]],
    kind: "free text",
  },
  // privacy.ts use: the text of your question is sent to that service; name, e-mail and phone number are not
  {
    question: "If the chat uses some external AI, does my phone number get sent to it?",
    anyOf: [["text of your question", "only your question", "only the question", "only the text"]],
    kind: "free text",
  },
  // careers.ts careerValues: Teach by doing, Small teams, Flexible hours
  {
    question: "what kind of people do you look for if I wanted to work at Harbourline?",
    anyOf: [["Teach by doing", "Small teams", "Flexible hours", "still build software"]],
    kind: "free text",
  },

  // ───────────── No answer / out of scope ─────────────
  // not in content: parking (site.ts has only the address)
  {
    question: "is there parking near your Harbour Street office for the evening classes?",
    noYes: true,
    kind: "no answer",
  },
  // not in content: scholarships or discounts (fees.ts has totals and instalments only)
  {
    question: "do you have any scholarships or discounts for the data analytics course fee?",
    none: true,
    kind: "no answer",
  },
  // not in content: visas or international students
  {
    question: "im on a student visa, am I allowed to enrol in the QA course?",
    noYes: true,
    kind: "no answer",
  },
  // out of scope: no cyber security program (programs.ts lists three)
  {
    question: "do you run a cyber security course, like the QA one but for security?",
    none: true,
    kind: "out-of-scope",
  },
  // out of scope: local recommendations
  {
    question: "can u recommend a good cafe near Level 12 88 Harbour St for lunch before the saturday class",
    none: true,
    kind: "out-of-scope",
  },
  // not in content: newsletter frequency
  {
    question: "how often does the newsletter come out, weekly or monthly?",
    none: true,
    kind: "no answer",
  },
  // not in content: children in class
  {
    question: "can I bring my 8 year old to the saturday class? no babysitter that day",
    none: true,
    kind: "no answer",
  },
  // not in content: a free trial class (only "applying is free")
  {
    question: "can I sit in on a free trial class before I pay the course fee?",
    noYes: true,
    kind: "no answer",
  },
  // not in content: two-factor authentication on the portal
  {
    question: "does the student portal sign in have two-factor authentication?",
    none: true,
    kind: "no answer",
  },
  // not in content: wheelchair access or a lift at the office
  {
    question: "is the Level 12 office wheelchair accessible? is there a lift?",
    none: true,
    kind: "no answer",
  },
  // not in content: minimum age to enrol
  {
    question: "my daughter is 16, is she old enough to enrol in the full stack course?",
    none: true,
    kind: "no answer",
  },
  // out of scope: SEO and ads are not among the services (services.ts)
  {
    question: "can you do SEO and google ads for my shop's website?",
    none: true,
    kind: "out-of-scope",
  },
];
