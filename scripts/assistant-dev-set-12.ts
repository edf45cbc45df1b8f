/**
 * Development set 12 (issue 16). First written as a private blind probe set (p14: six visitors over a few turns) and run on
 * the engine at 6388945, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
/**
 * Blind probe set p14 for the chat assistant (issue 16). Written from the product spec and the site's
 * content (content/*.ts, content/blog/*.md) only, never from the engine. Six imagined visitors, a few
 * turns each: a school-leaver, a parent, a mid-career switcher, an HR lead, a café owner who wants an
 * app, and a returning student who has already applied. Every fact is a string the content writes
 * (case-insensitive); anyOf lists formatting variants of one fact. No case depends on an intake date.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week", "twenty-four weeks", "24 week"];
const W16 = ["16 weeks", "16-week", "sixteen weeks", "16 week"];
const H3 = ["3 hours", "three hours", "three-hour", "3-hour", "3 hour"];
const PM6 = ["6PM", "6 PM", "18:00", "6:00 PM", "6:00pm", "6pm"];
const AM10 = ["10AM", "10 AM", "10:00", "10am"];
const STREET = ["88 Harbour Street", "88 Harbour St"];
const FEE_FS = ["$6,000", "6,000", "6000"];
const FEE_4K = ["$4,000", "4,000", "4000"];
const MONTHLY_1K = ["$1,000", "1,000", "1000"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const AFTER_ENROL = [
  "after enrolment",
  "after enrollment",
  "after you enrol",
  "after you are enrolled",
  "after you're enrolled",
  "once you are enrolled",
  "once enrolled",
  "when you accept our offer",
];
const QA_NAME = ["QA & Software Testing", "QA and Software Testing"];
const CAMPUS_ONLY = [
  "no online option",
  "on campus in Sydney only",
  "Sydney only",
  "on campus only",
  "only on campus",
  "not available online",
  "no online",
];
const NO_CODING = [
  "no programming experience",
  "no coding experience",
  "starts with HTML",
  "taught from the start",
];
const NOT_ACCREDITED = [
  "not nationally accredited",
  "not a registered training organisation",
  "not an accredited",
  "not accredited",
];
const NO_GUARANTEE = [
  "cannot promise you a job",
  "can't promise",
  "cannot promise",
  "no course can guarantee",
  "can guarantee you a job",
  "not guarantee",
  "cannot guarantee",
  "don't guarantee",
  "do not guarantee",
];
const PORTAL = ["student portal", "portal", "dashboard"];

export const devSet12: DevCase[] = [
  // ═════════════ Visitor 1: Jayden, 18, just finished school ═════════════

  // fees.ts: full-stack-development totalAud 6000 ("$6,000 AUD")
  { question: "how much is teh fullstack corse", anyOf: [FEE_FS], absent: ["$4,000"], kind: "typo" },

  // program-guide.ts: full stack prerequisites "No programming experience: the course starts with HTML"
  {
    question: "ive literally never coded b4 lol is that a problem for full stack",
    anyOf: [NO_CODING],
    kind: "slang",
  },

  // program-guide.ts: full stack modes.detail "Classes are taught on campus in Sydney and streamed live"
  {
    before: ["how long is the full stack course?"],
    question: "can i just do it from home tho",
    anyOf: [
      ["streamed live", "live online", "join the same class online", "online attendance", "attend online"],
    ],
    kind: "follow-up",
  },

  // study.ts: equipment.summary "We do not provide or lend laptops"
  {
    question: "do u guys give out laptops or do i have to buy one, mine is pretty cooked",
    anyOf: [["do not provide", "don't provide", "not provide or lend", "bring your own laptop", "no laptop"]],
    kind: "slang",
  },

  // none: no minimum age or age requirement is stated anywhere in the content
  { question: "is there a minimum age? im turning 18 next month", none: true, kind: "no answer" },

  // study.ts: careersSupport.summary "we cannot promise you a job" / honesty "no course can guarantee you a job"
  {
    question: "real talk will i actually get a job at the end or nah",
    anyOf: [NO_GUARANTEE],
    kind: "slang",
  },

  // program-guide.ts: full stack selfStudy "6 to 8 hours" (QA and data "5 to 7 hours")
  {
    question: "which course has the most homework outside class? dont want to be swamped",
    anyOf: [["6 to 8 hours", "6-8 hours", "6–8 hours", "six to eight hours", "6 to 8"]],
    kind: "comparison",
  },

  // pages.ts / site.ts: nothing about what the weather is (out of scope)
  { question: "whats the weather gonna be like in sydney on the weekend", none: true, kind: "out-of-scope" },

  // blog/first-90-days-junior-developer.md: "the fifteen-minute rule: try on your own for fifteen minutes ... then ask"
  {
    question: "saw ur blog about the first 90 days as a junior dev, what was that 15 minute rule thing",
    anyOf: [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute"]],
    kind: "free text",
  },

  // program-details.ts: full stack instructor "Arjun Mehta", "Lead Full Stack Instructor"
  {
    before: ["whats in the full stack course"],
    question: "who's the teacher for that one",
    facts: ["Arjun Mehta"],
    kind: "follow-up",
  },

  // ═════════════ Visitor 2: a parent ═════════════

  // program-guide.ts: data analytics prerequisites "High-school maths" / "No programming experience: SQL and Python are taught from the start"
  {
    question:
      "Hello, my son is 17 and finishing Year 12 this year. He is good at maths and likes spreadsheets but has never done any programming. Would he need to know programming before the Data Analytics course?",
    anyOf: [NO_CODING],
    kind: "indirect",
  },

  // site.ts: address "88 Harbour Street"; opening hours Saturday "10AM-3PM"
  {
    question:
      "I'd like to come in with my daughter to have a look before she commits. Where is your office exactly, and are you open on a Saturday?",
    anyOf: [STREET, AM10],
    kind: "multi-part",
  },

  // study.ts: careersSupport.certificate "Our courses are not nationally accredited qualifications: we are not a registered training organisation."
  {
    question: "Is the certificate at the end a proper qualification, like what she'd get from TAFE?",
    anyOf: [NOT_ACCREDITED],
    kind: "paraphrase",
  },

  // fees.ts: data-analytics totalAud 4000, instalments 4 ("or 4 monthly instalments of $1,000 AUD")
  {
    question:
      "What would the Data Analytics course cost us all up, and are we able to pay it off month by month rather than in one go?",
    anyOf: [FEE_4K, MONTHLY_1K],
    kind: "multi-part",
  },

  // privacy.ts: "We do not sell personal information or give it to others for their marketing."
  {
    question:
      "Before she fills in your application form, what happens to her details? I don't want her getting spam calls from other companies",
    anyOf: [["do not sell", "never sell", "don't sell", "not sell"]],
    kind: "free text",
  },

  // none: nothing about student accommodation or housing
  {
    question:
      "We live in Newcastle. Do you offer student accommodation in Sydney or help finding somewhere to stay?",
    none: true,
    kind: "no answer",
  },

  // program-details.ts: data-analytics instructor "Daniel Okafor"
  {
    question: "who would actually be teaching the data analytics class?",
    facts: ["Daniel Okafor"],
    kind: "answer",
  },

  // none: no school-holiday or public-holiday arrangement is stated
  {
    question: "Do classes still run over the Christmas school holidays and public holidays?",
    none: true,
    kind: "no answer",
  },

  // enrolment-terms.ts: conduct "We may end the enrolment of a student who harasses others or repeatedly submits someone else's work"
  {
    question: "Under what circumstances could a student be removed from a course?",
    anyOf: [["harass", "someone else's work", "someone else’s work"]],
    kind: "free text",
  },

  // ═════════════ Visitor 3: Renee, 38, accountant changing careers ═════════════

  // study.ts: classSchedule.keepWorking "most students keep a full-time job while they study"
  {
    question:
      "i'm a 38yo accountant, full time, two kids. is it realistic to do one of these courses without quitting my job??",
    anyOf: [
      ["full-time job", "keep working", "keep a full-time job", "keep your job", "evening or on Saturday"],
    ],
    kind: "indirect",
  },

  // programs.ts: Full stack 24 Weeks, Data Analytics 16 Weeks
  {
    question: "which is shorter, full stack or data analytics?",
    anyOf: [W16],
    kind: "comparison",
  },

  // program-guide.ts: modes.online true for full stack and QA; data analytics "no online option"
  {
    question: "Which of your programs can I attend online? I'm not always able to get into the city",
    anyOf: [QA_NAME],
    kind: "comparison",
  },

  // fees.ts: full stack $6,000, QA $4,000
  {
    question: "price difference between QA and full stack?",
    anyOf: [FEE_FS, FEE_4K],
    kind: "comparison",
  },

  // program-guide.ts: data-analytics equipmentNote "Power BI Desktop runs on Windows only. If your laptop is a Mac..."
  {
    question: "I only have a MacBook, is that going to be an issue for the data analytics course?",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows", "Power BI"]],
    kind: "indirect",
  },

  // study.ts: classSchedule.summary "One three-hour class a week, on a weekday evening (6PM-9PM) or on Saturday (11AM-2PM)"
  {
    question: "How long is each class, and what time do the weeknight ones start?",
    anyOf: [H3, PM6],
    kind: "multi-part",
  },

  // program-guide.ts: data-analytics roles "data analyst", "reporting analyst", "junior business intelligence analyst"
  {
    before: ["tell me about the data analytics course"],
    question: "what sort of jobs do people go for after it?",
    anyOf: [["data analyst", "reporting analyst", "business intelligence analyst"]],
    kind: "follow-up",
  },

  // study.ts: classSchedule.missedClass "The week's notes and exercises are in your class's online space, and the instructor helps you catch up"
  {
    question: "With kids I'll probably miss the odd class when someone's sick. What happens then?",
    anyOf: [["catch up", "online space", "tell your instructor"]],
    kind: "indirect",
  },

  // none: no trial or taster class is offered anywhere in the content
  { question: "can I sit in on a free trial class before I decide?", noYes: true, kind: "no answer" },

  // fees.ts: QA and Data Analytics are both totalAud 4000 ("$4,000 AUD")
  {
    question: "is QA cheaper than data analytics or are they the same price",
    anyOf: [FEE_4K],
    absent: ["$6,000"],
    kind: "comparison",
  },

  // ═════════════ Visitor 4: Marcus, HR / L&D lead at a mid-size company ═════════════

  // none: no group booking, corporate cohort or volume discount is stated
  {
    question:
      "Hi, I look after L&D for a 200-person company. Could we book a private cohort of about 10 staff for the QA course, and is there a group rate?",
    none: true,
    kind: "no answer",
  },

  // study.ts: careersSupport.certificate "not nationally accredited ... not a registered training organisation"
  {
    question: "For our training records: is your QA course nationally accredited / are you an RTO?",
    anyOf: [NOT_ACCREDITED],
    kind: "answer",
  },

  // services.ts: Software Testing startingRate "From $5,000 AUD"; technologies include "Security testing"
  {
    question:
      "Separate question, we also need someone external to test our new payroll system before go-live, incl. security testing. Do you do that and what's the starting price?",
    anyOf: [["$5,000", "5,000", "5000"]],
    absent: ["$20,000"],
    kind: "multi-part",
  },

  // study.ts: careersSupport services "Introductions when we can: When businesses we work with tell us about junior roles, we pass them on to students and recent graduates."
  {
    question:
      "We hire junior testers now and then. Is there a way to get our openings in front of your graduates?",
    anyOf: [["pass them on", "introductions", "junior roles"]],
    kind: "indirect",
  },

  // privacy.ts: retention "Enrolment and payment records: Seven years after your course ends"
  {
    question: "If our staff enrol, how long do you keep their enrolment and payment records on file?",
    anyOf: [["seven years", "7 years"]],
    kind: "free text",
  },

  // blog/manual-vs-automated-testing.md: "Should we automate all our tests? ... The honest answer is no" / "good QA teams need both"
  {
    question:
      "our CTO wants to automate all our testing and get rid of manual testers. what's your view on that?",
    anyOf: [
      [
        "need both",
        "honest answer is no",
        "does not replace",
        "doesn't replace",
        "not replace",
        "exploratory",
      ],
    ],
    kind: "free text",
  },

  // none: confidentiality agreements / NDAs are not mentioned
  {
    question: "will your testers sign our NDA before seeing the payroll system?",
    none: true,
    kind: "no answer",
  },

  // program-guide.ts: QA suits "Career changers from customer support, administration, hospitality or retail"
  {
    question: "Would the QA course suit people from our customer support team who have no tech background?",
    anyOf: [["customer support", "no coding experience"]],
    kind: "indirect",
  },

  // ═════════════ Visitor 5: Tash, owns a café, wants an ordering app ═════════════

  // services.ts: Mobile Application Development startingRate "From $20,000 AUD"
  {
    question:
      "hey so i run a little cafe in surry hills and want an app so ppl can order their coffee ahead. roughly what does something like that cost with you guys?",
    anyOf: [["$20,000", "20,000", "20000"]],
    absent: ["$6,000"],
    kind: "indirect",
  },

  // services.ts: Web Application Design and Development "From $10,000 AUD"
  {
    before: ["how much does a mobile app cost?"],
    question: "ok and if it was just a website people can order from instead?",
    anyOf: [["$10,000", "10,000", "10000"]],
    kind: "follow-up",
  },

  // services.ts: web $10,000 vs mobile $20,000 (cheaper: web)
  {
    question: "which is cheaper for you to build, a web app or a phone app?",
    anyOf: [["$10,000", "10,000", "10000"]],
    kind: "comparison",
  },

  // services.ts: Mobile technologies "React Native", "Swift"; description "iOS and Android apps"
  {
    question: "would it work on both iphones and androids? what do you build it in",
    anyOf: [["React Native"]],
    kind: "multi-part",
  },

  // consultation.ts: promises "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "is the consultation actualy free?? how long is the call and will it be some sales guy",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty-minute", "thirty minutes"]],
    kind: "typo",
  },

  // consultation.ts: reply "We reply within one business day to arrange a call."
  {
    question: "if i book the consultation tonight how soon will someone get back to me",
    anyOf: [["one business day", "1 business day"]],
    kind: "paraphrase",
  },

  // consultation.ts: manage "the e-mail has links to reschedule or cancel the call"
  {
    question: "booked a consult for thursday but something came up, how do i move it",
    anyOf: [["reschedule"]],
    kind: "paraphrase",
  },

  // none: no build time or delivery timeline for an app is stated (only that the call gives advice on timeline)
  {
    question: "how many weeks would it take you to build the app from start to finish?",
    none: true,
    kind: "no answer",
  },

  // pages.ts: /technology-research "How Harbourline Tech researches artificial intelligence and puts it to work for clients."
  {
    question:
      "whats on your technology research page about? could any of that help a small business like mine",
    anyOf: [["artificial intelligence"]],
    kind: "free text",
  },

  // ═════════════ Visitor 6: Omar, already applied for QA ═════════════

  // faq.ts: "Can I follow my application online? Yes: create a student portal account ... your dashboard then lists your applications, their status"
  {
    question: "I applied for the QA course last week, how can I check where my application is up to?",
    anyOf: [PORTAL],
    kind: "paraphrase",
  },

  // faq.ts: "An application cannot be changed once it is sent: to update one, submit a new application."
  {
    question: "i put the wrong mobile number on my applicaton, can i just edit it??",
    anyOf: [["new application", "submit a new", "cannot be changed"]],
    kind: "typo",
  },

  // faq.ts: "If you forget your password, choose “Forgot password” on the portal sign-in page and we e-mail you a reset link."
  {
    question: "forgot my portal pasword, help",
    anyOf: [["forgot password", "reset link", "forgot-password", "reset your password"]],
    kind: "typo",
  },

  // application-next-steps.ts: waitlisted "The intake you chose is full, so you are on its waiting list."
  {
    question: "my dashboard says waitlisted?? what does that even mean",
    anyOf: [["waiting list", "is full", "wait list", "waitlist"]],
    kind: "paraphrase",
  },

  // application-next-steps.ts: received "contacts you by e-mail or phone within two business days"; faq "A decision usually comes within a week"
  {
    before: ["I sent in my application for QA yesterday"],
    question: "how long till someone contacts me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "follow-up",
  },

  // application-next-steps.ts: accepted "To confirm it, reply to our acceptance e-mail or call (02) 5550 1234"
  {
    question: "Just got accepted!! what do I need to do to lock in my spot?",
    anyOf: [["acceptance e-mail", "acceptance email", "reply to", "(02) 5550 1234", "02 5550 1234"]],
    kind: "paraphrase",
  },

  // enrolment-terms.ts: classes "You can move to another class time of your course when that class has room; ask us by e-mail."
  {
    question:
      "I picked the Tuesday night slot when I applied but my roster changed. Can I switch to the Saturday class instead?",
    anyOf: [["has room", "have room", "if there is room", "if there's room", "space"]],
    kind: "indirect",
  },

  // fees.ts: paymentTerms.when "The course fee is paid after enrolment. When you accept our offer and are enrolled, we e-mail you an invoice."
  {
    question: "when do I actually have to pay, do I need to pay anything now that I've applied?",
    anyOf: [AFTER_ENROL],
    kind: "paraphrase",
  },

  // fees.ts: refundTerms.detail "instalments that fall due after that are cancelled, and instalments already paid are not refunded"
  {
    question:
      "Hypothetically, if I enrol, pay 2 of the 4 instalments and then have to drop out, do I get that money back, and do I still owe the other 2?",
    anyOf: [NO_REFUND, ["cancelled", "canceled"]],
    kind: "multi-part",
  },

  // fees.ts: paymentTerms.methods "Pay by bank transfer or card"
  {
    before: ["how much is the QA course"],
    question: "how do i pay for it",
    anyOf: [["bank transfer"]],
    kind: "follow-up",
  },

  // program-details.ts: QA automated testing "UI and API automation with Playwright and Postman"
  {
    question: "does the QA course teach selenium or something else for the automation part?",
    anyOf: [["Playwright"]],
    kind: "paraphrase",
  },

  // none: nothing about international students or student visas
  {
    question: "my cousin is overseas, can she come on a student visa to do the QA course?",
    noYes: true,
    kind: "no answer",
  },

  // privacy.ts: complaints "complain to the Office of the Australian Information Commissioner (OAIC)"
  {
    question:
      "if i think you've mishandled my personal info and you don't sort it out, who can i complain to?",
    anyOf: [["OAIC", "Office of the Australian Information Commissioner"]],
    kind: "free text",
  },

  // out of scope: writing a cover letter is not something the site offers
  {
    question: "can you write my cover letter for a barista job at another cafe",
    none: true,
    kind: "out-of-scope",
  },
];
