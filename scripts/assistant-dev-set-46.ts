/**
 * Development set 46 (issue 16). First written as a blind probe set (p61: messages with two or three separate asks, each needing its own fact) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a9be3da, which nobody had tuned to it (first run 41/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet46: DevCase[] = [
  {
    question: "how much is the full stack course and do you sell my data to anyone?",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [["do not sell", "never sell"]],
  },
  {
    question: "what tools do u use in the QA course, also when do classes actually run during the week",
    kind: "multi-part",
    facts: ["6PM", "11AM"],
    anyOf: [["Playwright", "Postman", "Jira", "TestRail"]],
  },
  {
    question: "What are your office hours? Plus what's the exact address",
    kind: "multi-part",
    facts: ["9AM", "88 Harbour Street"],
  },
  {
    question: "how do i get you guys to delete my data, and do you sell it",
    kind: "multi-part",
    anyOf: [
      ["hello@harbourline.example", "5550 1234", "contact form"],
      ["do not sell", "never sell"],
    ],
  },
  {
    question: "who wrote the clean data blog post and what's it basically saying",
    kind: "multi-part",
    facts: ["Daniel Okafor"],
    anyOf: [["five checks", "Clean data first", "before you build a chart", "duplicated file"]],
  },
  {
    question: "whats Tomas Rivera's role n what's his background",
    kind: "multi-part",
    facts: ["Technology Head"],
    anyOf: [["React, Node.js and AWS", "startups and government", "client engineering team", "curriculum"]],
  },
  {
    question: "is data analytics available online? also how long is it",
    kind: "multi-part",
    anyOf: [
      ["no online option", "on campus in Sydney only", "On Campus"],
      ["16 weeks", "16-week"],
    ],
  },
  {
    before: ["how much is the QA course"],
    question: "can i pay it off in instalments? and if i quit halfway do i get anything back",
    kind: "follow-up",
    facts: ["monthly instalments"],
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question: "Who teaches full stack? And what's the fee for data analytics?",
    kind: "multi-part",
    facts: ["Arjun Mehta", "4,000"],
  },
  {
    question: "do i need to bring my own laptop (and does it have to be windows?)",
    kind: "multi-part",
    facts: ["macOS"],
    anyOf: [["Bring your own laptop", "your own laptop", "do not provide or lend"]],
  },
  {
    question: "phone number + email pls",
    kind: "multi-part",
    facts: ["hello@harbourline.example"],
    anyOf: [["5550 1234", "0491 570 156"]],
  },
  {
    question: "what does your mobile app team build with, oh and how long is the free consultation call",
    kind: "multi-part",
    facts: ["React Native", "30-minute"],
  },
  {
    before: ["how long is the full stack course?"],
    question: "and is it online or do i have to come in? also whats it cost",
    kind: "follow-up",
    facts: ["6,000"],
    anyOf: [["streamed live", "live online attendance", "join the same class online"]],
  },
  {
    question: "Is the certificate accredited? And do you guarantee me a job at the end?",
    kind: "multi-part",
    anyOf: [
      ["not nationally accredited", "registered training organisation"],
      ["cannot promise you a job", "guarantee you a job", "placement rates"],
    ],
  },
  {
    question: "what cookies does the site set, and how long do you keep my IP address from the chat",
    kind: "multi-part",
    facts: ["30 days"],
    anyOf: [["portalToken", "three cookies", "no advertising or analytics cookies"]],
  },
  {
    question: "what jobs could i get after the QA course, plus what do i need to know before starting",
    kind: "multi-part",
    anyOf: [
      ["QA analyst", "software tester", "junior test automation engineer"],
      ["No coding experience", "Clear written English", "Comfortable using web and mobile apps"],
    ],
  },
  {
    question: "when do you get back to me after i book a consultation? and what does a web app start at price wise",
    kind: "multi-part",
    facts: ["one business day", "10,000"],
  },
  {
    question: "who wrote the manual vs automated testing article and what's their background",
    kind: "multi-part",
    facts: ["Mei Lin Chen"],
    anyOf: [["banking and health", "ten years", "test teams"]],
  },
  {
    question: "what's the main point of the first 90 days junior developer article? also who wrote it",
    kind: "multi-part",
    facts: ["Rivera"],
    anyOf: [["fifteen-minute rule", "learn how the team works", "ship small things", "own something", "stayed curious"]],
  },
  {
    before: ["tell me about the full stack program"],
    question: "how many hrs of homework a week n how long is each class?",
    kind: "follow-up",
    facts: ["6 to 8 hours"],
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  {
    question: "can I keep my full time job while doing a course? what happens if i miss a class",
    kind: "multi-part",
    anyOf: [
      ["full-time job", "evening", "Saturday"],
      ["Tell your instructor", "online space", "catch up"],
    ],
  },
  {
    question: "Is applying free. And how soon will someone contact me after I apply?",
    kind: "multi-part",
    anyOf: [
      ["Applying is free", "pay nothing", "does not commit you"],
      ["two business days", "within a week"],
    ],
  },
  {
    question: "what topics does full stack cover and whos the data analytics teacher",
    kind: "multi-part",
    facts: ["Front end", "Back end", "DevOps", "Daniel Okafor"],
  },
  {
    question: "where r u located n r u open sundays",
    kind: "multi-part",
    facts: ["88 Harbour Street", "Closed"],
  },
  {
    question: "how do i unsubscribe from the newsletter? and do you use google analytics or tracking cookies on the site",
    kind: "multi-part",
    anyOf: [["unsubscribe link"], ["no advertising or analytics cookies", "no third-party trackers"]],
  },
  {
    before: ["tell me about the data analytics course"],
    question: "what software will i be using? oh and i have a macbook, is that gonna be a problem",
    kind: "follow-up",
    anyOf: [
      ["Power BI", "Python", "SQL", "Excel"],
      ["Windows only", "we help you set up", "macOS 12 or later"],
    ],
  },
  {
    question: "Who's the director? Also how long has she worked in software",
    kind: "multi-part",
    facts: ["Sarah Whitfield"],
    anyOf: [["fifteen years", "15"]],
  },
  {
    question: "QA course cost vs full stack cost?",
    kind: "multi-part",
    facts: ["4,000", "6,000"],
  },
  {
    question: "what kinds of testing do you do for clients, plus how does a project with you run from start to finish",
    kind: "multi-part",
    anyOf: [
      ["Functional testing", "Security testing", "Test automation"],
      ["Discovery call", "fixed quote", "Fortnightly demos", "Launch and support"],
    ],
  },
  {
    question: "which course can i do online from home and what time are the saturday classes",
    kind: "multi-part",
    facts: ["11AM", "2PM"],
    anyOf: [["QA & Software Testing", "QA and software testing"]],
  },
  {
    question: "do you pass my details on to marketers? also how long do you keep enrolment records",
    kind: "multi-part",
    facts: ["seven years"],
    anyOf: [["do not sell", "never sell", "for their marketing"]],
  },
  {
    question: "can i switch my class time after enrolling and what are the class time options",
    kind: "multi-part",
    facts: ["6PM", "11AM"],
    anyOf: [["has room", "another class time"]],
  },
  {
    question: "how long's the QA course? plus what does a typical week look like in it",
    kind: "multi-part",
    anyOf: [
      ["16 weeks", "16-week"],
      ["in pairs", "test cases", "bug reports", "5 to 7 hours"],
    ],
  },
  {
    question: "can i pay by bank transfer? and is the course price incl GST",
    kind: "multi-part",
    anyOf: [["bank transfer or card", "the invoice has the details"], ["include GST", "GST included"]],
  },
  {
    before: ["what's the fee for the full stack program"],
    question: "can i split it up? and when's the first payment due",
    kind: "follow-up",
    facts: ["monthly instalments"],
    anyOf: [["before your first class", "after enrolment"]],
  },
  {
    question: "what do you do to keep my info safe and can i see what you hold on me",
    kind: "multi-part",
    anyOf: [
      ["HTTPS", "one-way hash", "every change they make is logged", "Staff must sign in"],
      ["30 days", "hello@harbourline.example", "contact form", "free of charge"],
    ],
  },
  {
    question: "who's priya sharma, what course did she do and what was she doing before",
    kind: "multi-part",
    facts: ["hospitality"],
    anyOf: [["Full stack software development", "full stack"]],
  },
  {
    question: "what's the technology research page about? and who's your technology head",
    kind: "multi-part",
    facts: ["artificial intelligence", "Rivera"],
  },
  {
    before: ["i'm thinking about data analytics"],
    question: "what do i need before starting? oh and the fee",
    kind: "follow-up",
    facts: ["4,000"],
    anyOf: [["Comfortable with spreadsheets", "High-school maths", "No programming experience"]],
  },
  {
    question: "if i book a consultation can i cancel or move it later? and what budget ranges can i pick",
    kind: "multi-part",
    anyOf: [
      ["reschedule or cancel", "calendar invitation"],
      ["Less than $25K", "$100K+", "$50K – $100K"],
    ],
  },
  {
    question: "how long do you keep chat logs. also do you send my chat to some AI company",
    kind: "multi-part",
    facts: ["two years"],
    anyOf: [["text of your question", "external AI service"]],
  },
  {
    question: "if you cancel my course do i get anything back? and which state's law covers the enrolment terms",
    kind: "multi-part",
    facts: ["Australian Consumer Law", "New South Wales"],
  },
  {
    question: "where can i complain about how my data was handled, plus how fast do you respond to privacy requests",
    kind: "multi-part",
    facts: ["30 days"],
    anyOf: [["OAIC", "Office of the Australian Information Commissioner"]],
  },
  {
    question: "laptop specs - how much ram n disk? and do you lend laptops",
    kind: "multi-part",
    facts: ["8 GB", "20 GB"],
    anyOf: [["do not provide or lend", "none is included", "no laptop"]],
  },
  {
    question: "what's the tech stack in full stack & is QA on campus or online",
    kind: "multi-part",
    anyOf: [
      ["React", "Node.js", "PostgreSQL", "AWS"],
      ["or online", "online, live", "both", "choose when you apply"],
    ],
  },
  {
    question: "what did liam o'connor say about the testing course, and who teaches it",
    kind: "multi-part",
    facts: ["Mei Lin Chen"],
    anyOf: [["QA analyst", "Playwright", "practical from day one", "two weeks after finishing"]],
  },
  {
    before: ["who teaches the qa course?"],
    question: "and the data one? also how many yrs experience does he have",
    kind: "follow-up",
    facts: ["Daniel Okafor", "eight years"],
  },
  {
    question: "how long does the student portal keep me logged in, and can i edit my application after i've sent it",
    kind: "multi-part",
    anyOf: [
      ["12 hours", "30 days"],
      ["submit a new application", "cannot be changed"],
    ],
  },
  {
    question: "whats your ABN and what socials are you on",
    kind: "multi-part",
    facts: ["ABN 00 000 000 000"],
    anyOf: [["LinkedIn", "Facebook", "Instagram"]],
  },
  {
    question: "what does the careers support actually include, and is it extra $$",
    kind: "multi-part",
    facts: ["no extra cost"],
    anyOf: [["Portfolio review", "Mock interview", "CV and LinkedIn review", "Job-search sessions"]],
  },
  {
    question: "can i use my locked down work laptop? and do i have to pay for the software",
    kind: "multi-part",
    facts: ["free for students"],
    anyOf: [["locked-down work laptop may not do", "Permission to install software", "allowed to install software"]],
  },
  {
    question: "is the consultation actually free? and who will i be talking to on the call, a sales guy?",
    kind: "multi-part",
    facts: ["senior developer"],
    anyOf: [["free consultation", "not a salesperson"]],
  },
  {
    before: ["how do i apply?"],
    question: "ok and what am i agreeing to when i tick the box. plus can i track my application online",
    kind: "follow-up",
    anyOf: [
      ["enrolment terms and conditions", "no refund", "after enrolment"],
      ["student portal", "dashboard"],
    ],
  },
  {
    question: "difference in length between data analytics and full stack? also which one's cheaper",
    kind: "multi-part",
    facts: ["4,000"],
    anyOf: [
      ["24 weeks", "24-week"],
      ["16 weeks", "16-week"],
    ],
  },
  {
    question: "in the clean data article what's the first check, and what pandas thing does it mention for types",
    kind: "multi-part",
    anyOf: [["Count the rows", "duplicates"], ["df.dtypes", "dtypes"]],
  },
  {
    question: "per your blog how long should a junior dev try before asking for help? and what should they focus on in weeks 1-4",
    kind: "multi-part",
    anyOf: [
      ["fifteen", "15"],
      ["learn how the team works", "Get the project running locally", "Read code before you write it", "review culture"],
    ],
  },
  {
    question: "is there parking near your office?",
    kind: "no answer",
    noYes: true,
  },
  {
    question: "do you offer any scholarships or student discounts",
    kind: "no answer",
    none: true,
  },
  {
    question: "can you sponsor a student visa for me",
    kind: "no answer",
    noYes: true,
  },
  {
    question: "which train station is closest to your office",
    kind: "no answer",
    none: true,
  },
];
