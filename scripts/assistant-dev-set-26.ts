/**
 * Development set 26 (issue 16). First written as a private blind probe set (p31: a cautious prospective student and the people around them) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 6159d13, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet26: DevCase[] = [
  // Costs and extra costs
  {
    kind: "indirect",
    question:
      "My daughter wants to do the full stack course but I'm the one paying for it. How much will it cost me all up?",
    anyOf: [["$6,000", "6,000", "6000"]],
  },
  {
    kind: "comparison",
    question: "which is cheaper, data analytics or full stack?",
    anyOf: [
      ["$4,000", "4,000", "4000"],
      ["$6,000", "6,000", "6000"],
    ],
  },
  {
    kind: "multi-part",
    question: "Is the price GST inclusive? and is that in aussie dollars or USD?",
    anyOf: [
      ["include GST", "GST included", "includes GST"],
      ["Australian dollars", "AUD"],
    ],
  },
  {
    kind: "slang",
    question: "ok real talk, what's the catch? any sneaky costs on top of the course fee??",
    anyOf: [["laptop", "free for students", "include GST", "no refund"]],
  },
  {
    kind: "paraphrase",
    question: "Will I have to fork out for paid software licences while I'm studying?",
    anyOf: [["free for students"]],
  },
  {
    kind: "follow-up",
    before: ["can I do full stack while still working?"],
    question: "how much is it then?",
    anyOf: [["$6,000", "6,000", "6000"]],
  },
  // Payment and refunds
  {
    kind: "follow-up",
    before: ["what does the QA testing course cost?"],
    question: "can that be split into payments?",
    anyOf: [["4 monthly instalments", "four monthly", "$1,000", "1,000"]],
  },
  {
    kind: "indirect",
    question:
      "I'm worried about handing over thousands and then her dropping out after a month. Do we get anything back if she quits?",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "follow-up",
    before: ["How much is the QA course?"],
    question: "ok and if I drop out halfway through paying the instalments, do I still owe the rest?",
    anyOf: [["are cancelled", "already paid are not refunded", "not refunded"]],
  },
  {
    kind: "answer",
    question: "When exactly do I have to pay the course fee?",
    anyOf: [["after enrolment", "after you are enrolled"]],
  },
  {
    kind: "typo",
    question: "can i pay by credit crad or is it only bank tranfer",
    facts: ["card", "bank transfer"],
  },
  {
    kind: "multi-part",
    question: "Does it cost anything to apply, and am I locked in once I hit submit?",
    anyOf: [["Applying is free"], ["does not commit you", "nothing before you are enrolled"]],
  },
  {
    kind: "no answer",
    question: "Is there an early-bird discount or a discount if I pay the whole lot upfront?",
    none: true,
  },
  {
    kind: "no answer",
    question:
      "Our company wants to send three staff through the QA course next year. Do you offer a group or corporate discount?",
    none: true,
  },
  {
    kind: "typo",
    question: "do u guys provide laptops or do i hav to bring my own",
    anyOf: [["Bring your own laptop", "own laptop", "do not provide"]],
  },
  {
    kind: "indirect",
    question:
      "My partner only has a MacBook and is keen on the data analytics course. I read something about Power BI being a problem?",
    anyOf: [["Windows only"]],
  },
  {
    kind: "paraphrase",
    question: "what specs does my computer need to have?",
    anyOf: [
      ["8 GB", "8GB"],
      ["20 GB", "20GB"],
    ],
  },
  {
    kind: "indirect",
    question:
      "I manage a small support team and we're putting one of our staff through QA training. She'd use her company laptop, which IT keeps pretty locked down. Is that going to be an issue?",
    anyOf: [["locked-down work laptop", "permission to install software", "allowed to install software"]],
  },
  {
    kind: "follow-up",
    before: ["Can I do the QA course online?"],
    question: "anything extra I'd need at home for that?",
    anyOf: [["headset"]],
  },
  // Job outcomes and careers support
  {
    kind: "indirect",
    question:
      "I'm scared I'll spend all this money and still not get a job at the end. Do you guarantee employment?",
    anyOf: [["cannot promise", "no course can guarantee", "can guarantee you a job"]],
    absent: ["%"],
  },
  {
    kind: "paraphrase",
    question: "What percentage of your grads actually land a job, and what do they end up earning?",
    anyOf: [["do not publish", "placement rates or salary figures"]],
    absent: ["%"],
  },
  {
    kind: "answer",
    question: "What kind of careers help do students get?",
    facts: ["mock interview"],
    anyOf: [["CV and LinkedIn", "CV"]],
  },
  {
    kind: "slang",
    question: "what kinda jobs could i go for after the data course",
    anyOf: [["data analyst", "reporting analyst", "business intelligence analyst"]],
  },
  {
    kind: "follow-up",
    before: ["what jobs do full stack grads usually apply for?"],
    question: "and after the testing one?",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  {
    kind: "paraphrase",
    question: "My boss wants to know if the certificate is a proper accredited qualification.",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  {
    kind: "multi-part",
    question: "Is careers support extra, and do you actually connect students with employers?",
    anyOf: [["no extra cost"], ["Introductions when we can", "pass them on", "junior roles"]],
  },
  // Time commitment beside a job
  {
    kind: "indirect",
    question:
      "I work 9 to 5 full time and I'm worried I won't cope. Is it realistic to do the full stack course on top of my job?",
    anyOf: [["full-time job", "keep working", "6 to 8 hours", "6PM"]],
  },
  {
    kind: "paraphrase",
    question: "roughly how much homework per week should I plan for in QA?",
    anyOf: [["5 to 7 hours", "5-7 hours"]],
  },
  {
    kind: "comparison",
    question: "Which course needs more study at home each week, full stack or data analytics?",
    anyOf: [
      ["6 to 8 hours", "6-8 hours"],
      ["5 to 7 hours", "5-7 hours"],
    ],
  },
  {
    kind: "answer",
    question: "How long is each class session?",
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  {
    kind: "typo",
    question: "wat nights are the clases on",
    anyOf: [["6PM - 9PM", "6PM-9PM", "6 PM", "6pm"]],
  },
  {
    kind: "slang",
    question: "can i just do saturdays? weeknights are cooked for me with work",
    anyOf: [["11AM - 2PM", "11AM-2PM", "11AM", "11 AM"]],
  },
  {
    kind: "answer",
    question: "How many classes a week are there?",
    anyOf: [["one three-hour class", "one class a week", "once a week", "1 class"]],
  },
  {
    kind: "multi-part",
    question: "Do I need any coding background for QA, and will I have to know JavaScript already?",
    anyOf: [["No coding experience", "teaches the JavaScript"]],
  },
  {
    kind: "indirect",
    question: "My son has always been hopeless at maths. Would data analytics be too much for him?",
    anyOf: [["High-school maths", "teaches the statistics"]],
  },
  {
    kind: "paraphrase",
    question: "What should I already know before starting the full stack program?",
    anyOf: [["starts with HTML", "No programming experience"]],
  },
  {
    kind: "follow-up",
    before: ["what do I need before starting full stack?"],
    question: "and for data analytics?",
    anyOf: [["spreadsheets"], ["High-school maths", "maths"]],
  },
  {
    kind: "indirect",
    question:
      "I've worked in retail for 8 years and I'm super detail oriented, always spotting when things go wrong. Which of your courses would suit someone like me?",
    anyOf: [["QA"], ["retail", "Detail-minded"]],
  },
  {
    kind: "indirect",
    question:
      "My wife has done free YouTube coding tutorials for a year and feels stuck. Is the full stack course meant for people like her?",
    anyOf: [["free tutorials", "structure, feedback"]],
  },
  {
    kind: "comparison",
    question: "I already live in Excel at work. Is data analytics or QA the better fit for me?",
    anyOf: [["Data Analytics"], ["spreadsheets"]],
  },
  // Typical week and what is taught
  {
    kind: "follow-up",
    before: ["tell me about the QA course"],
    question: "what would a normal week look like in it?",
    anyOf: [["in pairs", "test cases, bug reports"]],
  },
  {
    kind: "free text",
    question: "In the full stack course, who actually looks at my code each week?",
    anyOf: [["working developer", "code review"]],
  },
  {
    kind: "free text",
    question: "Which testing tools will I get hands on with in the QA course?",
    anyOf: [["Playwright"], ["Postman", "Jira", "TestRail"]],
  },
  {
    kind: "free text",
    question: "What tech stack does the full stack course teach?",
    anyOf: [["React"], ["PostgreSQL", "Node.js", "Express"]],
  },
  {
    kind: "comparison",
    question: "which of the courses can I do from home online?",
    anyOf: [["QA"], ["Full stack"]],
  },
  {
    kind: "follow-up",
    before: ["Is the data analytics course on campus?"],
    question: "so there's no way to do it online at all?",
    anyOf: [["no online option", "Sydney only"]],
  },
  {
    kind: "comparison",
    question: "Which program finishes quickest? I don't want to be studying forever",
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    kind: "typo",
    question: "how many weeks is the ful stak corse",
    anyOf: [["24 weeks", "24-week"]],
  },
  {
    kind: "slang",
    question: "sent my application in last night lol, what happens now?",
    anyOf: [["two business days", "confirmation", "advisor"]],
  },
  {
    kind: "paraphrase",
    question: "How long till I find out if I've been accepted?",
    anyOf: [["within a week", "two business days"]],
  },
  {
    kind: "typo",
    question: "i picked the wrong class nite on my aplication, can i edit it?",
    anyOf: [["new application"]],
  },
  {
    kind: "answer",
    question: "What happens if the intake I want is already full?",
    anyOf: [["waiting list"]],
  },
  {
    kind: "multi-part",
    question: "Where's the campus exactly, and can I drop in on a Saturday to ask some questions in person?",
    anyOf: [["88 Harbour Street"], ["10AM-3PM", "10AM"]],
  },
  // Not answered by the site, or out of scope
  {
    kind: "no answer",
    question: "Is there a minimum age? My son is 16 and really keen to start.",
    none: true,
  },
  {
    kind: "no answer",
    question: "Could I sit in on a free trial class before we commit to paying?",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "Is there parking near the campus? I'd be driving in after work.",
    noYes: true,
  },
  {
    kind: "no answer",
    question:
      "As the employer paying for this, will we get progress or attendance reports on our staff member?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Can you recommend a good uni computer science degree instead?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "how do i reverse a linked list in python",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "What's the weather going to be like in Sydney this weekend?",
    none: true,
  },
];
