/**
 * Development set 23 (issue 16). First written as a private blind probe set (p27: doing things on the site and what happens after) and run on
 * the engine at 1607667, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const PHONE = ["(02) 5550 1234", "02 5550 1234"];
const EMAIL = "hello@harbourline.example";

export const devSet23: DevCase[] = [
  // ---------- Applying / enrolling ----------
  // faq.ts "How do I apply?": "Fill in the application form ..." link /enrol-now
  {
    question: "How do I apply for one of your courses?",
    anyOf: [["application form", "Start your application", "enrol-now", "apply online"]],
    link: "/enrol-now",
    kind: "answer",
  },
  // enrolment-terms.ts applying: "Applying is free and does not commit you to anything."
  {
    question: "I'm keen on the data course but I'm scared that if I fill out the form I'm locked in",
    anyOf: [["does not commit", "free", "pay nothing"]],
    kind: "indirect",
  },
  // faq.ts "How do I apply?": "your details, the course, a preferred start date and a class time"
  {
    question: "What does the enrolment form ask me for?",
    anyOf: [["start date"], ["class time", "timetable"]],
    kind: "answer",
  },
  // privacy.ts Enrolment application collects: "college or university", "highest education"
  {
    question: "do i need to put my uni or colege on the aplication form??",
    anyOf: [["college or university", "highest education"]],
    kind: "typo",
  },
  // options.ts timeTableOptions / study.ts classSchedule.summary (6PM-9PM, Saturday 11AM-2PM)
  {
    question: "Which class times can I choose from when I fill in the application?",
    anyOf: [["6PM", "6 PM", "6pm", "18:00"], ["11AM", "11 AM", "11am"]],
    kind: "paraphrase",
  },
  // enrolment-terms.ts intro: "I accept ... course enrolment terms and conditions"; options.ts feeTerms
  {
    question: "wat are the 2 boxes i have to tick at the bottom of the enrol form",
    anyOf: [["terms and conditions", "enrolment terms"], ["fee"]],
    kind: "typo",
  },
  // faq.ts "What am I agreeing to when I apply?": terms and conditions, fee paid after enrolment, no refund
  {
    question: "What exactly am I agreeing to when I tick the terms checkbox on the application?",
    anyOf: [["terms and conditions"], ["after enrolment"], ["no refund", "not refunded"]],
    kind: "answer",
  },
  // fees.ts refundTerms.summary: "There is no refund once you are enrolled."
  {
    before: ["what do i agree to when i apply?"],
    question: "so if I change my mind after enrolling do I get my money back?",
    anyOf: [["no refund", "not refunded"]],
    kind: "follow-up",
  },
  // faq.ts link /terms "Enrolment terms and conditions"; pages.ts /terms
  {
    question: "Where can I read the fine print before I tick the accept box?",
    anyOf: [["/terms", "Enrolment terms and conditions"]],
    kind: "indirect",
  },
  // faq.ts "What happens after I apply": confirmation straight away; application-next-steps.ts received: two business days
  {
    question: "What happens after I submit my application?",
    anyOf: [["confirmation"], ["two business days", "2 business days", "within a week"]],
    kind: "answer",
  },
  // application-next-steps.ts received: "within two business days"
  {
    question: "applied yesterday lol how long till someone actually gets back to me",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "slang",
  },
  // fees.ts paymentTerms.applying / when: free to apply; fee paid after enrolment, invoice
  {
    question: "Do I pay anything when I apply? And when do I actually have to pay the course fee?",
    anyOf: [["free", "pay nothing"], ["after enrolment", "invoice"]],
    kind: "multi-part",
  },
  // fees.ts paymentTerms.applying + when
  {
    question: "yo can i just apply now n sort the money out later?",
    anyOf: [["free", "pay nothing", "after enrolment"]],
    kind: "slang",
  },
  // enrolment-terms.ts classes: "You can move to another class time of your course when that class has room; ask us by e-mail."
  {
    question: "I picked Tuesday night but my work roster changed, can I switch to another night?",
    anyOf: [["another class time", "has room"]],
    kind: "indirect",
  },
  // faq.ts: "An application cannot be changed once it is sent: to update one, submit a new application."
  {
    question: "can i chnage my aplication after i sent it",
    anyOf: [["new application", "cannot be changed"]],
    kind: "typo",
  },
  // enrolment-terms.ts conduct: "Treat classmates and staff with respect and hand in your own work."
  {
    question: "The terms mention behaviour in class, what's expected of me?",
    anyOf: [["respect"], ["own work", "harass"]],
    kind: "free text",
  },

  // ---------- Student portal ----------
  // faq.ts "Can I follow my application online?": student portal, dashboard lists applications and status
  {
    question: "How do I check the status of my application?",
    anyOf: [["portal"], ["dashboard", "status"]],
    kind: "answer",
  },
  // faq.ts: "with the e-mail address you applied with and confirm that address"
  {
    question: "I made a portal account with my gmail but applied with my work email, and my dashboard is empty",
    anyOf: [["e-mail address you applied with", "email address you applied with", "confirm that address"]],
    kind: "indirect",
  },
  // faq.ts: create an account, "your dashboard then lists your applications, their status and what happens next"
  {
    question: "How do I sign up for the student portal, and what will I see once I'm in?",
    anyOf: [["e-mail address you applied with", "email address you applied with", "create a student portal account", "sign-up", "sign up"], ["applications"]],
    kind: "multi-part",
  },
  // faq.ts: "choose “Forgot password” on the portal sign-in page and we e-mail you a reset link"
  {
    question: "I forgot my password for the student portal, what now?",
    anyOf: [["forgot password"], ["reset"]],
    kind: "answer",
  },
  // faq.ts: Forgot password / reset link
  {
    question: "locked outta my portal acct, pw totally gone 😩",
    anyOf: [["forgot password", "reset link"]],
    kind: "slang",
  },
  // privacy.ts cookies portalToken: "30 days if you tick “Remember me”"
  {
    before: ["how long does a portal sign-in last?"],
    question: "and if I tick remember me?",
    anyOf: [["30 days", "thirty days"]],
    kind: "follow-up",
  },
  // application-next-steps.ts "under review": "usually within a week"
  {
    before: ["my application status just changed to under review"],
    question: "how long will that take?",
    anyOf: [["within a week", "a week"]],
    kind: "follow-up",
  },
  // application-next-steps.ts waitlisted: "The intake you chose is full, so you are on its waiting list."
  {
    question: "My dashboard says waitlisted. What does that mean?",
    anyOf: [["full"], ["waiting list"]],
    kind: "answer",
  },
  // application-next-steps.ts waitlisted: "We e-mail you as soon as a place opens, in the order applications arrived."
  {
    question: "If someone drops out of the full class, do I get their seat?",
    anyOf: [["place opens", "waiting list", "order applications arrived"]],
    kind: "indirect",
  },
  // application-next-steps.ts waitlisted
  {
    before: ["what does waitlisted mean on my application?"],
    question: "how will i know if a spot frees up",
    anyOf: [["place opens", "e-mail you", "email you"]],
    kind: "follow-up",
  },
  // application-next-steps.ts accepted: "reply to our acceptance e-mail or call (02) 5550 1234"
  {
    question: "Application status says accepted!! what do I do now?",
    anyOf: [["acceptance e-mail", "acceptance email", ...PHONE]],
    kind: "answer",
  },
  // application-next-steps.ts rejected: "apply for a later intake or another program"
  {
    question: "Got rejected. Am I allowed to try again?",
    anyOf: [["later intake", "another program", "apply again"]],
    kind: "paraphrase",
  },
  // application-next-steps.ts waitlisted vs rejected
  {
    question: "what's the difference between being waitlisted and being rejected?",
    anyOf: [["waiting list", "full"], ["later intake", "another program", "could not offer"]],
    kind: "comparison",
  },

  // ---------- Your data ----------
  // privacy.ts access: e-mail hello@harbourline.example ...; "We answer within 30 days, free of charge."
  {
    question: "How can I get a copy of the personal info you hold on me?",
    anyOf: [[EMAIL, ...PHONE, "contact form"], ["30 days"]],
    kind: "answer",
  },
  // privacy.ts access: ask to see via e-mail/phone/contact form (no download button in content)
  {
    question: "Is there a way to download all my data from the portal or do I have to ask someone?",
    anyOf: [[EMAIL, ...PHONE, "contact form"]],
    kind: "indirect",
  },
  // faq.ts "How do I see or delete the information you hold about me?"
  {
    question: "I want you to delete my account and all my data please",
    anyOf: [[EMAIL, ...PHONE, "contact form"]],
    kind: "paraphrase",
  },
  // privacy.ts access: "We answer within 30 days, free of charge."
  {
    before: ["how do i get my data deleted"],
    question: "does that cost anything, and how long does it take?",
    anyOf: [["free of charge", "free"], ["30 days"]],
    kind: "follow-up",
  },
  // privacy.ts Newsletter signup: e-mail address; "Program pages and the footer of every page"
  {
    question: "How do I subscribe to your newsletter?",
    anyOf: [["footer", "program page"]],
    kind: "answer",
  },
  // privacy.ts Newsletter: "Every newsletter e-mail has an unsubscribe link."
  {
    question: "whats the deal w/ the newsletter, how do i get off it",
    anyOf: [["unsubscribe link"]],
    kind: "slang",
  },
  // privacy.ts retention: "we keep only your address marked as unsubscribed ... ask us and we delete it."
  {
    before: ["how do i unsubscribe from your newsletter"],
    question: "will you still keep my email after that?",
    anyOf: [["marked as unsubscribed", "ask us and we delete"]],
    kind: "follow-up",
  },
  // privacy.ts Newsletter signup collects "e-mail address"; Course outline form collects phone number, course and class format
  {
    question: "What's the difference between the newsletter signup and the course outline form in what they ask for?",
    anyOf: [["e-mail address", "email address"], ["phone number", "class format"]],
    kind: "comparison",
  },
  // newsletter frequency is not in content
  {
    question: "How often do you send out the newsletter?",
    none: true,
    kind: "no answer",
  },

  // ---------- Course outline ----------
  // privacy.ts Course outline form: where "Each training program page"; why "To e-mail you the outline"
  {
    question: "How do I download a course outline?",
    anyOf: [["program page", "outline form", "training-programs"]],
    kind: "answer",
  },
  // course-outlines.ts full-stack topics: Front end, Back end, DevOps
  {
    before: ["where can i get the full stack course outline"],
    question: "what's in it?",
    anyOf: [["Front end", "front-end"], ["Back end", "back-end"], ["DevOps"]],
    kind: "follow-up",
  },
  // privacy.ts Course outline form collects "your agreement to be contacted"; why "contact you about that course"
  {
    question: "if I ask for the outline are you gonna spam me with sales calls?",
    anyOf: [["contact you about that course", "agreement to be contacted", "contacted"]],
    kind: "indirect",
  },
  // privacy.ts Course outline form why: "To e-mail you the outline"
  {
    question: "does the outline get emailed to me or do i downlod it straight away",
    anyOf: [["e-mail you the outline", "email you the outline", "by e-mail", "by email", "e-mail", "email"]],
    kind: "typo",
  },
  // consultation.ts reply: "We reply within one business day to arrange a call."
  {
    question: "how do i book a free consultaion for my app idea",
    anyOf: [["one business day", "book-a-free-consultation", "Book a free consultation"]],
    kind: "typo",
  },
  // consultation.ts promises: "A 30-minute call with a senior developer, not a salesperson"
  {
    question: "How long is the free consultation call, and who will I be talking to?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty-minute"], ["senior developer"]],
    kind: "multi-part",
  },
  // consultation.ts manage: "the e-mail has links to reschedule or cancel the call"
  {
    question: "I booked a consult for Thursday but something came up, can I move it?",
    anyOf: [["reschedule"], ["e-mail", "email", "calendar invitation"]],
    kind: "indirect",
  },
  // consultation.ts manage
  {
    question: "gotta bail on the consult call, how do i cancel it",
    anyOf: [["links to reschedule or cancel", "calendar invitation", "the e-mail has links"]],
    kind: "slang",
  },
  // consultation.ts promises: "A written proposal with a fixed quote if we are a good fit"
  {
    before: ["How do I book a free consultation?"],
    question: "is it actually free or is there a catch? what do I get out of it",
    anyOf: [["fixed quote", "written proposal", "honest advice"]],
    kind: "follow-up",
  },
  // privacy.ts Consultation booking collects company, project details, budget range; consultation.ts one business day
  {
    question: "What do I need to fill in to book a consultation, and how quickly do you get back to me?",
    anyOf: [["budget", "project details", "company"], ["one business day", "1 business day"]],
    kind: "multi-part",
  },
  // consultation.ts one business day vs application-next-steps.ts two business days
  {
    question: "who gets back to you faster: the consultation team after a booking, or admissions after an application?",
    anyOf: [["one business day", "1 business day"], ["two business days", "2 business days"]],
    kind: "comparison",
  },

  // ---------- Contact form ----------
  // privacy.ts Contact form collects first and last name, e-mail address, phone number, your message
  {
    question: "what info do i have to put in the contact form?",
    anyOf: [["phone number", "phone"], ["message"]],
    kind: "answer",
  },
  // contact form reply time is not in content (spec UI text only)
  {
    question: "How soon will someone reply to a message I send through the contact form?",
    none: true,
    kind: "no answer",
  },

  // ---------- The chat ----------
  // privacy.ts Chat: "your name, e-mail address and phone number, only if you choose to give them"
  {
    question: "Do I have to give my name and email to use this chat?",
    anyOf: [["only if you choose", "without entering your details", "choose to give"]],
    kind: "answer",
  },
  // faq.ts "Where are you, and how do I get in touch?": phones, e-mail, contact page
  {
    question: "honestly I'd rather talk to a real human than a bot",
    anyOf: [[...PHONE, "0491 570 156", EMAIL, "contact-us"]],
    kind: "indirect",
  },
  // privacy.ts cookies visitor: "links your chat messages together", lasts 365 days
  {
    question: "If I close the tab and come back next week, will the chat remember what we talked about?",
    anyOf: [["365 days", "cookie", "visitor"]],
    kind: "indirect",
  },
  // privacy.ts use: "If we connect the chat to an external AI service, the text of your question is sent ... your name, e-mail address and phone number are not."
  {
    question: "are my chat questions sent off to some AI company?",
    anyOf: [["AI service", "text of your question"]],
    kind: "free text",
  },
  // clearing the chat conversation is not in content
  {
    question: "how do I clear this chat conversation and start fresh?",
    none: true,
    kind: "no answer",
  },

  // ---------- Things the site doesn't say ----------
  // portal sign-in methods other than e-mail/password are not in content
  {
    question: "Can I log in to the student portal with my Google account?",
    none: true,
    kind: "out-of-scope",
  },
  // no mobile app for students in content
  {
    question: "is there a phone app for the student portal I can download?",
    none: true,
    kind: "out-of-scope",
  },
  // paper/postal applications not in content
  {
    question: "Can I post you a paper application form instead of doing it online?",
    none: true,
    kind: "out-of-scope",
  },
  // SMS reminders not in content
  {
    question: "Will I get a text message reminder before my consultation call?",
    none: true,
    kind: "no answer",
  },
];
