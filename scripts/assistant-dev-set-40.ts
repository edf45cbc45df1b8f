/**
 * Development set 40 (issue 16). First written as a blind probe set (p55: doing things on the site and what happens after: portal, applications, outlines, newsletter, consultation, privacy requests) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 838add6, which nobody had tuned to it (first run 45/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet40: DevCase[] = [
  // Student portal: signing up, signing in, the dashboard
  { kind: "indirect", question: "I sent in my application last week. Is there anywhere I can log in and see what's going on with it?", facts: ["portal"], anyOf: [["dashboard", "status"]] },
  { kind: "typo", question: "made a portal acount with my work email but i aplied with my personal one and now my dashbord is empty??", anyOf: [["applied with", "same e-mail", "same email"]] },
  { kind: "answer", question: "What details do I need to give to sign up for the student portal?", facts: ["password"], anyOf: [["e-mail", "email"], ["name"]] },
  { kind: "typo", question: "forgot my pasword for the student portal how do i get back in", anyOf: [["forgot password", "forgot-password"], ["reset link", "reset your password", "reset e-mail", "reset email"]] },
  { kind: "paraphrase", question: "I noticed a mistake in my address on an application I already sent. Can I just fix it from my portal?", anyOf: [["new application", "submit a new", "apply again"]] },
  { kind: "slang", question: "does the portal keep me logged in forever or what", facts: ["remember me"], anyOf: [["12 hours", "twelve hours"], ["30 days", "thirty days"]] },
  { kind: "no answer", question: "can I log into the student portal with my Google account instead of a password?", none: true },
  { kind: "indirect", question: "Bit paranoid about security. If I make a portal account, can your staff see my password?", facts: ["hash"] },

  // Applications and their statuses
  { kind: "answer", question: "My application status says received. What happens now?", facts: ["two business days"], anyOf: [["start date", "class time", "payment"]] },
  { kind: "typo", question: "status changed to under reveiw, how long til i get a desicion", anyOf: [["within a week", "a week"]] },
  { kind: "indirect", question: "Just got an email saying I've been accepted!!! What do I do to lock in my spot?", anyOf: [["reply"], ["5550 1234"]] },
  { kind: "follow-up", before: ["what does accepted mean on my application?"], question: "and once I confirm, how do I pay?", anyOf: [["invoice", "payment instructions"], ["bank transfer", "card", "instalment", "installment"]] },
  { kind: "paraphrase", question: "The dashboard shows my application as waitlisted. What does that actually mean for me?", facts: ["waiting list"], anyOf: [["full"]] },
  { kind: "slang", question: "kinda gutted, my application got rejected. is that it for me or can i have another go?", anyOf: [["later intake", "another program", "apply again"]] },
  { kind: "answer", question: "I withdrew my application by accident. Am I allowed to reapply?", anyOf: [["any time", "anytime", "apply again"]] },
  { kind: "answer", question: "What are all the different statuses an application can have?", facts: ["received", "under review", "accepted", "enrolled", "waitlisted", "rejected", "withdrawn"] },
  { kind: "comparison", question: "whats the difference between accepted and enrolled on my application?", anyOf: [["offer", "offered"], ["welcome e-mail", "welcome email", "you are enrolled when you accept", "enrolled when you accept"]] },
  { kind: "multi-part", question: "When I hit submit on the application do I get a confirmation email, and how long before someone actually contacts me?", anyOf: [["confirmation"], ["two business days"]] },
  { kind: "follow-up", before: ["how do I apply for the QA course?"], question: "ok and how long until I hear back?", anyOf: [["two business days"], ["within a week", "a week"]] },
  { kind: "no answer", question: "Can I put in applications for two different courses at the same time?", none: true },

  // Enrolment form fields and terms
  { kind: "answer", question: "What info should I have ready before I start the enrolment form?", anyOf: [["address"], ["education"], ["college or university", "university", "institution"], ["class time", "timetable"]] },
  { kind: "indirect", question: "There are two tick boxes at the bottom of the application form. What am I actually agreeing to by ticking them?", anyOf: [["terms and conditions"], ["no refund", "not refunded"], ["after enrolment", "after you are enrolled", "after you enrol"]], link: "/terms" },
  { kind: "paraphrase", question: "Does it cost anything just to send in an application?", anyOf: [["free"]], absent: ["application fee of"] },
  { kind: "slang", question: "if i apply am i locked in or nah", anyOf: [["commit", "free"]] },
  { kind: "multi-part", question: "When exactly do I have to pay the course fee, and can I split it into payments?", anyOf: [["after enrolment", "after you are enrolled", "after you enrol"], ["instalment", "installment"]] },
  { kind: "follow-up", before: ["tell me about the data analytics course"], question: "if I pay it monthly how much is each payment?", anyOf: [["$1,000", "1,000", "1000"]] },
  { kind: "follow-up", before: ["what's the full stack course like?"], question: "how many monthly payments can I spread the fee over?", anyOf: [["6 monthly", "six monthly", "6 instalments", "six instalments", "6 equal", "6 payments", "six payments"]] },
  { kind: "paraphrase", question: "If I change my mind after I've enrolled, do I get my money back?", anyOf: [["no refund", "not refunded", "no refunds"]] },
  { kind: "indirect", question: "I'm paying in instalments and might have to drop out halfway. Do I have to keep paying?", facts: ["in writing"], anyOf: [["cancelled", "canceled"]] },
  { kind: "paraphrase", question: "Once I've enrolled, can I swap to a different night for my class?", anyOf: [["room"], ["e-mail", "email"]] },
  { kind: "no answer", question: "can I attach my CV or my uni transcript to the application?", none: true },
  { kind: "free text", question: "What happens if you guys move the start date after I've already enrolled?", anyOf: [["two weeks", "2 weeks"]] },
  { kind: "answer", question: "Where can I read the full enrolment terms and conditions?", anyOf: [["terms and conditions"]], link: "/terms" },

  // Course outline downloads
  { kind: "answer", question: "How do I get the course outline for the full stack course?", anyOf: [["e-mail", "email"], ["training-programs/full-stack-development", "program page", "course page"]] },
  { kind: "indirect", question: "I filled in the download outline form but nothing downloaded?? Where did it go", anyOf: [["e-mail", "email", "inbox"]] },
  { kind: "typo", question: "if i request the outlin will u guys start calling me", anyOf: [["contact you", "contacted"]] },
  { kind: "indirect", question: "The outline form for data analytics asks face-to-face or online. I'm in Perth, can I actually do it online?", anyOf: [["no online option", "campus in Sydney only", "on campus only", "campus only", "not available online"]] },
  { kind: "multi-part", question: "what do you need from me to send an outline, and what do you do with my phone number afterwards?", anyOf: [["phone"], ["contact you about that course", "about that course", "contact you"]] },

  // Newsletter
  { kind: "answer", question: "How do I subscribe to your newsletter?", anyOf: [["e-mail address", "email address"], ["footer", "program page", "program pages"]] },
  { kind: "slang", question: "how do i make ur newsletter emails stop lol", anyOf: [["unsubscribe"]] },
  { kind: "follow-up", before: ["how do I unsubscribe from the newsletter?"], question: "and after that do you delete my email or keep it?", anyOf: [["unsubscribed"], ["ask us", "if you ask", "on request"]] },
  { kind: "no answer", question: "How often do you send the newsletter out?", none: true },
  { kind: "multi-part", question: "What do I have to give you for the newsletter, and do you sell your mailing list to anyone?", anyOf: [["e-mail address", "email address"], ["do not sell", "don't sell", "never sell"]] },

  // Booking a consultation
  { kind: "answer", question: "I've booked a free consultation through the site. When will I hear from you?", facts: ["one business day"] },
  { kind: "paraphrase", question: "Who's actually on the free consultation call? Am I going to get a sales pitch?", facts: ["senior developer"] },
  { kind: "indirect", question: "Something's come up and I can't make the consultation time I picked. What now?", facts: ["reschedule"] },
  { kind: "multi-part", question: "For the consultation booking, what budget ranges can I pick, and how long is the call?", anyOf: [["Less than $25K", "under $25K", "under $25,000"], ["$100K+", "100K", "$100,000"], ["30-minute", "30 minute", "30 minutes", "thirty minutes"]] },
  { kind: "typo", question: "do i get a qoute after the consultaton or is it just a chat", anyOf: [["fixed quote"], ["written proposal", "written"]] },
  { kind: "comparison", question: "I want a mobile app built for my business. Should I use the contact form or book a consultation?", anyOf: [["consultation"]], link: "/expertise/book-a-free-consultation" },

  // Contact form and getting in touch
  { kind: "answer", question: "What do I have to fill in on the contact form?", anyOf: [["name"], ["e-mail", "email"], ["phone"], ["message"]] },
  { kind: "multi-part", question: "can i drop into your office on a saturday to ask about enrolling, and whats the address?", facts: ["88 Harbour Street"], anyOf: [["10AM-3PM", "10AM - 3PM", "10am", "10 am"]] },

  // Privacy requests
  { kind: "answer", question: "How do I get you to delete all the info you have about me?", anyOf: [["hello@harbourline.example", "5550 1234", "contact form"], ["30 days", "thirty days"]] },
  { kind: "follow-up", before: ["how can I see what personal info you hold about me?"], question: "does that cost anything?", anyOf: [["free"]] },
  { kind: "indirect", question: "I finished one of your courses last year and want every record of me wiped completely.", anyOf: [["seven years", "7 years"]] },
  { kind: "comparison", question: "If I chat with this assistant, is my IP address kept as long as my enrolment records?", anyOf: [["30 days", "thirty days"], ["seven years", "7 years"]] },
  { kind: "answer", question: "Who can I complain to if you mishandle my personal info and don't sort it out?", anyOf: [["OAIC", "Office of the Australian Information Commissioner"]] },
  { kind: "slang", question: "yall using tracking cookies or ad stuff on this site?", anyOf: [["no advertising", "no analytics", "no third-party", "not use advertising"]] },

  // Out of scope
  { kind: "out-of-scope", question: "can you delete my facebook account for me?", none: true },
  { kind: "out-of-scope", question: "what's the weather going to be like in Sydney tomorrow", none: true },
  { kind: "out-of-scope", question: "can you help me write a cover letter for a job at Atlassian", none: true },
];
