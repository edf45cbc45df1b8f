/**
 * Development set 38 (issue 16). First written as a blind probe set (p53: multi-part messages: two or three asks in one message, of mixed kinds) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 838add6, which nobody had tuned to it (first run 40/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const REFUND = ["no refund", "not refunded", "non-refundable", "no refunds"];
const SIX_PM = ["6PM", "6 pm", "18:00"];
const THREE_HOURS = ["3 hours", "three hours", "three-hour", "3-hour"];
const FS_LEN = ["24 weeks", "24-week", "twenty-four weeks"];
const SHORT_LEN = ["16 weeks", "16-week", "sixteen weeks"];
const FS_FEE = ["6,000", "6000"];
const OTHER_FEE = ["4,000", "4000"];
const DA_NOT_ONLINE = [
  "no online option",
  "Sydney only",
  "campus only",
  "only on campus",
  "only taught on campus",
  "not online",
  "not available online",
  "not offered online",
];
const PHONE = ["5550 1234", "55501234", "0491 570 156", "0491570156"];
const INSTALMENT = ["instalment", "installment"];

export const devSet38: DevCase[] = [
  {
    kind: "multi-part",
    question: "how much is the full stack course and can i get my money back if i drop out halfway?",
    anyOf: [FS_FEE, REFUND],
  },
  {
    kind: "multi-part",
    question: "What days do the QA classes run? And do you guys help with CVs and stuff once it's finished?",
    anyOf: [SIX_PM, ["Sat"], ["CV", "mock interview", "job-search", "portfolio review"]],
  },
  {
    kind: "multi-part",
    question: "Looking to get an iPhone app built for my business. Roughly what do prices start at, and what number can I ring?",
    anyOf: [["20,000", "20000"], PHONE],
  },
  {
    kind: "comparison",
    question: "which is quicker to finish, data analytics or full stack? and can the quicker one be done online from home?",
    anyOf: [SHORT_LEN, DA_NOT_ONLINE],
  },
  {
    kind: "multi-part",
    question: "Do I need to already know how to code for the QA course? Also what does it cost and can I split the payment up?",
    anyOf: [
      ["no coding experience", "no programming experience", "no experience", "teaches the JavaScript", "don't need to know how to code", "do not need"],
      OTHER_FEE,
      INSTALMENT,
    ],
    absent: ["6,000"],
  },
  {
    kind: "multi-part",
    question:
      "Hi there, so I'm 34, been working in retail management for about ten years and honestly I'm pretty over it. A mate of mine did some kind of software testing course and now works as a tester and loves it. Problem is I work full time Monday to Friday during the day so I'm not sure I could even fit a course around that?? And if I went for the testing one what sort of jobs would I actually be going for at the end of it?",
    anyOf: [["evening", "6PM", "6 pm", "Saturday"], ["QA analyst", "software tester", "test automation engineer"]],
  },
  {
    kind: "multi-part",
    question: "where are you guys located, are you open on sundays, and whats your email",
    facts: ["88 Harbour Street", "hello@harbourline.example"],
    anyOf: [["closed"]],
  },
  {
    kind: "multi-part",
    question: "What gets covered in the data analytics course, and who's the teacher?",
    facts: ["Daniel Okafor"],
    anyOf: [["SQL", "Python", "Power BI", "statistic", "cleaning", "hypothesis"]],
  },
  {
    kind: "multi-part",
    question: "Can I pay with a credit card? And when do I actually have to pay, before I apply or later on?",
    anyOf: [["card"], ["after enrolment", "after enrollment", "after you are enrolled", "after you're enrolled", "once you are enrolled", "once you're enrolled", "when you are enrolled"]],
  },
  {
    kind: "multi-part",
    question: "How long does full stack take, what's the fee, and do you get some kind of certificate at the end?",
    anyOf: [FS_LEN, FS_FEE, ["certificate"]],
  },
  {
    kind: "multi-part",
    question: "is your certificate an accredited qualification? and do you guarantee me a job after",
    anyOf: [
      ["not nationally accredited", "not accredited", "not a registered training organisation", "not an accredited", "isn't accredited"],
      ["can guarantee", "cannot promise", "can't promise", "not guarantee", "no guarantee", "cannot guarantee", "can't guarantee", "don't guarantee", "do not guarantee"],
    ],
  },
  {
    kind: "multi-part",
    question:
      "We're a small logistics company and need a customer web portal built. What does a web app usually start at with you, and how do we get an initial chat going?",
    anyOf: [["10,000", "10000"], ["consultation"]],
  },
  {
    kind: "multi-part",
    question: "What does your software testing service cost for a company, and what kinds of testing do you offer?",
    anyOf: [["5,000", "5000"], ["functional", "security", "automation"]],
    absent: ["4,000"],
  },
  {
    kind: "slang",
    question: "do u guys give out laptops or nah? and whats the min specs i need",
    anyOf: [["not provide", "don't provide", "do not provide", "own laptop", "bring your own", "don't lend", "do not lend"], ["8 GB", "8GB"]],
  },
  {
    kind: "typo",
    question: "wat time r the saturday clases and how lng is each one",
    anyOf: [["11AM", "11 am", "11:00"], THREE_HOURS],
  },
  {
    kind: "multi-part",
    question: "If I miss a class because of work what happens? And can I swap to a different night later on if my roster changes?",
    anyOf: [["catch up", "online space", "notes"], ["has room", "another class time", "move to another", "if there is room", "if there's room"]],
  },
  {
    kind: "multi-part",
    question: "Who's the director of the company, and who's in charge of the tech side of things?",
    facts: ["Sarah Whitfield"],
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
  },
  {
    kind: "multi-part",
    question: "I've only got a MacBook, is that ok for data analytics? And is there any way to do that course online?",
    anyOf: [["Power BI", "Windows"], DA_NOT_ONLINE],
  },
  {
    kind: "follow-up",
    before: ["tell me about the QA course"],
    question: "ok how much is it and when are the classes?",
    anyOf: [OTHER_FEE, SIX_PM],
    absent: ["6,000"],
  },
  {
    kind: "follow-up",
    before: ["what's the full stack program like?"],
    question: "who teaches it, and how many hours a week should I set aside outside of class?",
    facts: ["Arjun Mehta"],
    anyOf: [["6 to 8", "6-8", "6–8", "six to eight"]],
  },
  {
    kind: "comparison",
    question: "which of your courses is the cheapest, and can I pay for it in installments?",
    facts: ["Data Analytics"],
    anyOf: [["QA"], OTHER_FEE, INSTALMENT],
  },
  {
    kind: "comparison",
    question: "How much longer is full stack than QA, and do they both use the same class times?",
    anyOf: [FS_LEN, SHORT_LEN, SIX_PM],
  },
  {
    kind: "multi-part",
    question: "I sent my application in yesterday, when will someone get back to me? And can I change the course I picked on it?",
    anyOf: [["two business days", "2 business days", "within a week"], ["new application", "submit a new", "apply again"]],
  },
  {
    kind: "multi-part",
    question: "how do i reset my student portal password and where do i check the status of my application",
    anyOf: [["Forgot password", "reset link"], ["dashboard"]],
  },
  {
    kind: "multi-part",
    question: "What do you do with the info I put in the enrolment form, and can I ask you to delete it down the track?",
    anyOf: [["assess", "invoice", "arrange your place"], ["30 days", "delete"]],
  },
  {
    kind: "multi-part",
    question: "Does your site use tracking cookies? And how long do you hang on to chat conversations?",
    anyOf: [["no advertising", "no analytics", "no third-party", "advertising or analytics", "don't use tracking", "do not use tracking"], ["two years", "2 years"]],
  },
  {
    kind: "multi-part",
    question: "I live in Melbourne. Can I do the full stack course remotely, and what hours would I need to be logged in (Sydney time)?",
    anyOf: [["streamed live", "live online", "join the same class online", "online attendance", "join online"], SIX_PM],
  },
  {
    kind: "multi-part",
    question: "what do you build mobile apps with, and what's the minimum budget I'd be looking at?",
    anyOf: [["React Native", "Swift"], ["20,000", "20000"]],
  },
  {
    kind: "multi-part",
    question: "Does the 10k starting price for a web app include GST? And how does the process run once we sign on?",
    anyOf: [
      ["excluding GST", "excludes GST", "exclusive of GST", "plus GST", "ex GST", "not include GST", "doesn't include GST", "does not include GST"],
      ["fixed quote", "fortnightly demos", "discovery call", "launch and support"],
    ],
  },
  {
    kind: "multi-part",
    question: "What does the free consultation actually involve, and how quickly do you get back to us after we book one?",
    anyOf: [["30-minute", "30 minute", "30 minutes", "thirty-minute", "thirty minutes"], ["one business day", "1 business day"]],
  },
  {
    kind: "multi-part",
    question: "whats the address? and are you open saturdays, what hours?",
    facts: ["88 Harbour Street"],
    anyOf: [["10AM", "10 am", "10:00"], ["3PM", "3 pm", "15:00"]],
  },
  {
    kind: "multi-part",
    question:
      "Hey! So I've been doing Excel reports at my finance job for years, heaps of pivot tables and vlookups, and my manager keeps telling me I should learn 'proper' data skills. I'm fine with spreadsheets but I barely remember any maths from school past the basics and I've never written a line of code in my life. Would I be ok starting the data analytics course? What tools would I actually end up learning? And is there some kind of payment plan because I can't exactly drop four grand in one go lol",
    anyOf: [
      ["high-school maths", "high school maths", "high-school math", "high school math", "teaches the statistics", "no programming experience", "taught from the start"],
      ["SQL", "Python", "Power BI"],
      INSTALMENT,
    ],
  },
  {
    kind: "follow-up",
    before: ["I'm interested in the QA course"],
    question: "how long does it go for and what will I actually learn?",
    anyOf: [SHORT_LEN, ["manual testing", "automated testing", "automation", "Playwright", "QA fundamentals"]],
  },
  {
    kind: "multi-part",
    question: "what does a normal week look like in full stack, and when do I get feedback on what I've built?",
    anyOf: [THREE_HOURS, ["code review"]],
  },
  {
    kind: "multi-part",
    question: "do I get a refund if you guys cancel the course? and what if I just change my mind?",
    anyOf: [["Australian Consumer Law"], REFUND],
  },
  {
    kind: "multi-part",
    question: "If I'm paying monthly and I quit partway, do I still owe the rest of the instalments? Also is GST included in the course fee?",
    anyOf: [["cancelled", "in writing"], ["GST included", "include GST", "includes GST", "including GST", "inclusive of GST"]],
  },
  {
    kind: "multi-part",
    question: "Do you help graduates find work, and do you publish your job placement rate?",
    anyOf: [["mock interview", "CV", "portfolio review", "job-search"], ["do not publish", "don't publish", "not publish", "no placement"]],
  },
  {
    kind: "comparison",
    question: "Between QA and data analytics, which one can I do online? and what do they each cost?",
    anyOf: [DA_NOT_ONLINE, OTHER_FEE],
    absent: ["6,000"],
  },
  {
    kind: "multi-part",
    question: "how do i get hold of someone about enrolling and what hours is the office open on weekdays",
    anyOf: [[...PHONE, "hello@harbourline.example"], ["9AM", "9 am", "9:00"], ["9PM", "9 pm", "21:00"]],
  },
  {
    kind: "multi-part",
    question: "What tools do you learn in QA, and has the QA teacher actually worked in the industry?",
    facts: ["Mei Lin Chen"],
    anyOf: [["Playwright", "Postman", "Jira", "TestRail"], ["banking", "health", "ten years", "10 years"]],
  },
  {
    kind: "multi-part",
    question: "Can I do my data analytics classes on Saturdays, and how many classes is it per week?",
    anyOf: [["11AM", "11 am", "11:00"], ["one three-hour class a week", "one class a week", "once a week", "1 class a week", "one class per week", "one 3-hour class"]],
  },
  {
    kind: "multi-part",
    question: "How do I get a copy of the full stack course outline? And what does the DevOps bit cover?",
    anyOf: [["download", "outline form"], ["AWS", "containers", "Git"]],
  },
  {
    kind: "slang",
    question: "yo how much is data analytics n do i get my $$ back if it aint for me",
    anyOf: [OTHER_FEE, REFUND],
    absent: ["6,000"],
  },
  {
    kind: "multi-part",
    question: "Is there an application fee? And what details does the application form ask me for?",
    anyOf: [["free", "no fee", "no application fee", "nothing to apply"], ["class time", "start date", "education", "address"]],
  },
  {
    kind: "follow-up",
    before: ["how much is full stack?"],
    question: "can I pay that off monthly, and what happens money-wise if I withdraw?",
    anyOf: [["6 monthly", "six monthly", "1,000", "1000"], [...REFUND, "cancelled"]],
  },
  {
    kind: "follow-up",
    before: ["do you guys run a data analytics course?"],
    question: "cool, how long is it and what jobs could it get me?",
    anyOf: [SHORT_LEN, ["data analyst", "reporting analyst", "business intelligence"]],
  },
  {
    kind: "multi-part",
    question: "Who teaches full stack and what's their background? And who actually put the full stack curriculum together?",
    facts: ["Arjun Mehta"],
    anyOf: [["twelve years", "12 years", "logistics", "fintech"], ["Tomás Rivera", "Tomas Rivera"]],
  },
  {
    kind: "multi-part",
    question: "Our app needs testing before it goes live. Do you do security testing, and what's the best email to send our requirements to?",
    facts: ["hello@harbourline.example"],
    anyOf: [["security"]],
  },
  {
    kind: "multi-part",
    question: "What budget options are there when you book a consultation, and do I have to pay for the consultation itself?",
    anyOf: [["25K"], ["free"]],
  },
  {
    kind: "comparison",
    question: "which course runs the longest, and how much more does it cost than the other ones?",
    facts: ["Full stack"],
    anyOf: [FS_LEN, FS_FEE, OTHER_FEE],
  },
  {
    kind: "multi-part",
    question: "If I do QA online do I need any special gear, and are the online classes live or just recordings?",
    anyOf: [["headset", "microphone"], ["live,", "live with", "live online", "online, live", "streamed live", "live class", "taught live", "same instructor", "in real time"]],
  },
  {
    kind: "multi-part",
    question: "Do I have to bring my own laptop to campus, and is there wifi in the classrooms?",
    anyOf: [["own laptop", "bring your own"], ["Wi-Fi", "wifi"]],
  },
  {
    kind: "multi-part",
    question: "Is full stack a good fit for someone who's already done a bunch of free youtube tutorials? and do I need my own computer?",
    anyOf: [["structure", "feedback", "real projects"], ["own laptop", "bring your own"]],
  },
  {
    kind: "multi-part",
    question:
      "Hi, I run a small physio clinic with three locations and we've been talking about getting a booking app made for our patients, ideally for both iPhone and Android. I genuinely have no idea what this kind of thing costs so even a ballpark would help. Also what happens after it launches, do you just hand it over and disappear or is there ongoing support? And what's your office number so I can give you a call?",
    anyOf: [["20,000", "20000"], ["monitoring", "on call", "launch and support", "support plan", "fixes"], PHONE],
  },
  {
    kind: "multi-part",
    question: "what's the privacy situation with this chat, do you store what I type? and can I use it without giving my name?",
    anyOf: [["30 days", "two years", "IP address", "questions and"], ["only if you choose", "without giving", "without entering", "optional", "don't have to", "do not have to", "don't need to", "do not need to"]],
  },
  {
    kind: "multi-part",
    question: "when r the weeknight classes, and once I finish the data course do you help me put together something to show employers?",
    anyOf: [SIX_PM, ["portfolio review", "portfolio"]],
  },
  {
    kind: "typo",
    question: "hw much is the qa cours and cn i studdy it from home",
    anyOf: [OTHER_FEE, ["online"]],
    absent: ["6,000"],
  },
  {
    kind: "multi-part",
    question: "What am I signing up for when I tick the terms box on the application, and where can I read the full terms?",
    anyOf: [REFUND, ["after enrolment", "after enrollment", "after you are enrolled", "once you are enrolled"], ["/terms"]],
  },
  {
    kind: "multi-part",
    question: "Is there anything on your blog about cleaning up data before making charts? Who wrote it and what's the main point?",
    facts: ["Daniel Okafor"],
    anyOf: [["duplicate", "missing values", "five checks", "types", "reconcile", "clean"]],
  },
  {
    kind: "multi-part",
    question: "What sort of jobs do full stack grads go for, and do I pay extra for the careers support?",
    anyOf: [["junior full stack developer", "junior front-end developer", "junior back-end developer", "full stack developer"], ["no extra cost", "free", "included", "part of every course"]],
  },
];
