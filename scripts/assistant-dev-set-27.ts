/**
 * Development set 27 (issue 16). First written as a private blind probe set (p32: business clients, doing things on the site, and out-of-scope questions) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 6159d13, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet27: DevCase[] = [
  // (a) Business clients asking about the three services
  {
    kind: "indirect",
    question:
      "Hey, we've got an old booking app that keeps crashing on customers right at checkout. Before we rebuild anything we'd like someone independent to test it and tell us what's actually broken. Is that something you do, and roughly where does the price start?",
    facts: ["5,000"],
  },
  {
    kind: "slang",
    question:
      "need someone to test our checkout flow n automate it so it runs every release, u guys do that?",
    anyOf: [["test automation", "automate"]],
  },
  {
    kind: "paraphrase",
    question: "Ballpark, what does it cost to get a web application built by your team?",
    facts: ["10,000"],
  },
  {
    kind: "multi-part",
    question: "How much for a mobile app, and can you do both iPhone and Android?",
    facts: ["20,000", "Android"],
    anyOf: [["iOS", "iPhone"]],
  },
  {
    kind: "comparison",
    question: "which of your services is the cheapest to get started with - web, mobile or testing?",
    facts: ["5,000"],
    anyOf: [["Software Testing", "testing"]],
  },
  {
    kind: "comparison",
    question:
      "Why is a mobile app double the starting price of a web app with you guys? What are the two starting figures?",
    facts: ["20,000", "10,000"],
  },
  {
    kind: "typo",
    question: "is the startng price for web apps incl gst or exlcuding?",
    facts: ["excluding GST"],
  },
  {
    kind: "answer",
    question: "What frameworks do you build web apps with? We're a TypeScript shop.",
    facts: ["React"],
    anyOf: [["Typescript"], ["Nextjs", "Next.js", "Remix", "Express"]],
  },
  {
    kind: "paraphrase",
    question: "What tech would you use for our mobile app? Cross-platform or native?",
    facts: ["React Native", "Swift"],
  },
  {
    kind: "answer",
    question: "Does your software testing service cover security, or just checking features work?",
    anyOf: [["Security testing"], ["Functional testing"]],
  },
  {
    kind: "free text",
    question: "Walk me through how a project with you runs once we decide to go ahead. What are the stages?",
    facts: ["Discovery call"],
    anyOf: [["Fortnightly demos", "fortnightly"], ["fixed quote"]],
  },
  {
    kind: "indirect",
    question:
      "My boss hates surprises. How often would we actually get to see what's been built while the project's running?",
    anyOf: [["fortnightly"]],
  },
  {
    kind: "paraphrase",
    question: "Is the first meeting to scope the project something we have to pay for?",
    anyOf: [["free consultation", "free"]],
  },
  {
    kind: "free text",
    question: "What actually happens on the consultation call? I don't want a 45 min sales pitch.",
    anyOf: [
      ["not a salesperson", "senior developer"],
      ["30-minute", "30 minute"],
    ],
  },
  {
    kind: "slang",
    question: "will we be stuck with some junior dev or are ur people senior?",
    anyOf: [["senior"]],
  },
  {
    kind: "indirect",
    question:
      "Who's in charge of your client engineering side? I'd like to know who's ultimately responsible for our build.",
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
  },
  {
    kind: "free text",
    question:
      "What happens after the app goes live? We've been burned by agencies disappearing once they're paid.",
    anyOf: [
      ["monitoring", "on call"],
      ["fixes", "updates"],
    ],
  },
  {
    kind: "paraphrase",
    question: "If we end up going with you, are we going to be locked into your platform forever?",
    anyOf: [["no lock-in", "lock-in"]],
  },
  {
    kind: "follow-up",
    before: ["what's included in your software testing service?"],
    question: "ok and how much does that start at?",
    facts: ["5,000"],
  },
  {
    kind: "follow-up",
    before: ["How much is a mobile app with you?"],
    question: "and what would it be built in?",
    anyOf: [["React Native"]],
  },
  {
    kind: "answer",
    question: "Our procurement form asks for your ABN, what is it?",
    facts: ["00 000 000 000"],
  },
  {
    kind: "indirect",
    question: "Have you done work for bigger orgs or only small startups? We're a state government agency.",
    anyOf: [["government"]],
  },
  {
    kind: "no answer",
    question: "What's your hourly rate for a developer if we just want to hire someone by the hour?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Roughly how many weeks does it take you to build a mobile app from scratch?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Are your developers based here in Australia or do you offshore the coding?",
    none: true,
  },

  // (b) Doing things on the site
  {
    kind: "paraphrase",
    question: "where on the site do i sign up for your newsletter?",
    anyOf: [["footer", "program pages"]],
  },
  {
    kind: "follow-up",
    before: ["can I get your newsletter?"],
    question: "and if i get sick of the emails later?",
    anyOf: [["unsubscribe"]],
  },
  {
    kind: "typo",
    question: "how do i downlaod the course outline for data analytcs",
    anyOf: [["/training-programs/data-analytics", "program page", "outline form"]],
  },
  {
    kind: "answer",
    question: "How do I book a free consultation about a project?",
    anyOf: [["/expertise/book-a-free-consultation", "book a free consultation"]],
  },
  {
    kind: "answer",
    question: "Once I send the consultation request, how soon will you get back to me?",
    facts: ["one business day"],
  },
  {
    kind: "follow-up",
    before: ["how do i book a consult about our app?"],
    question: "something came up, can I move the call to another day?",
    anyOf: [["reschedule"]],
  },
  {
    kind: "multi-part",
    question: "What does the consultation booking form ask for? Do I need to know my budget already?",
    anyOf: [["budget"], ["project details", "company"]],
  },
  {
    kind: "slang",
    question: "whats the easiest way to msg u guys? like is there a form or smth",
    anyOf: [["contact form", "/contact-us", "contact page"]],
  },
  {
    kind: "answer",
    question: "Where do I apply for one of the courses?",
    anyOf: [["/enrol-now", "application form"]],
  },
  {
    kind: "indirect",
    question: "Will it cost me anything just to send in an application? I'm not sure I'm ready to commit.",
    anyOf: [["Applying is free", "free"]],
  },
  {
    kind: "answer",
    question: "After I hit submit on my application, when does somebody contact me?",
    facts: ["two business days"],
  },
  {
    kind: "answer",
    question: "Can I check the status of my application online somewhere?",
    anyOf: [
      ["student portal", "portal"],
      ["dashboard", "status"],
    ],
  },
  {
    kind: "typo",
    question: "i made a mistake in my aplication, can i edit it in the portal??",
    anyOf: [["new application"]],
  },
  {
    kind: "paraphrase",
    question: "I've forgotten my student portal password",
    anyOf: [["Forgot password", "reset link"]],
  },
  {
    kind: "indirect",
    question:
      "How long do I stay signed in to the portal before it kicks me out? Does the remember me box do anything?",
    anyOf: [["12 hours"], ["30 days"]],
  },
  {
    kind: "multi-part",
    question: "I want you to delete everything you have on me. Who do I ask and how long will it take?",
    facts: ["30 days"],
    anyOf: [["hello@harbourline.example", "contact form", "5550 1234"]],
  },
  {
    kind: "answer",
    question: "Do you sell my email address to other companies?",
    anyOf: [["do not sell", "never sell"]],
  },
  {
    kind: "slang",
    question: "does this chat log my ip and keep it forever or wat",
    facts: ["30 days"],
  },
  {
    kind: "indirect",
    question: "If this chat uses some AI service, does my name and phone number get sent to it?",
    anyOf: [["text of your question", "are not"]],
  },
  {
    kind: "paraphrase",
    question: "I'd rather speak to an actual human. What number can I ring?",
    anyOf: [["5550 1234", "0491 570 156"]],
  },

  // (c) Out of scope or not on the site
  {
    kind: "out-of-scope",
    question: "what's the weather going to be like in Sydney tomorrow?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Are you cheaper than Accenture or Deloitte Digital for the same kind of app?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Do you do SEO and Google Ads management for our website as well?",
    none: true,
  },
  {
    kind: "no answer",
    question: "We're a charity, do you give nonprofits a discount on development work?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Will you sign an NDA before we tell you about our idea?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Can you host the website for us after it's built, and what does hosting cost a month?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Is there parking near your office if I come in for a meeting?",
    noYes: true,
  },
  {
    kind: "out-of-scope",
    question: "who won the footy last night",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Can you write me a Python function that reverses a linked list?",
    none: true,
  },
  {
    kind: "no answer",
    question: "are there any scholarships for the data analytics course?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Do you build video games, like in Unity?",
    none: true,
  },
  {
    kind: "no answer",
    question: "For a web project, do we pay a deposit up front or in milestones?",
    none: true,
  },
  {
    kind: "out-of-scope",
    before: ["how much does a web app cost with you?"],
    question: "cool. also what's the best pizza place near Harbour Street?",
    none: true,
  },
  {
    kind: "no answer",
    question: "Can you load test our site so it doesn't fall over on Black Friday?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "What's the current exchange rate from AUD to USD?",
    none: true,
  },
];
