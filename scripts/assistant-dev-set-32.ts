/**
 * Development set 32 (issue 16). First written as a private blind probe set (p40: an acceptance tester's sweep of every content file) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 52/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet32: DevCase[] = [
  // ---- site.ts: address, hours, phones, e-mail
  {
    kind: "typo",
    question: "wher is ur office located? want to drop in",
    facts: ["88 Harbour Street"],
  },
  {
    kind: "indirect",
    question:
      "I work Monday to Friday till late, so the only time I could come in and chat about courses is a Saturday around lunchtime. Would anyone be there?",
    anyOf: [["10AM-3PM", "10AM - 3PM", "10am to 3pm"]],
  },
  {
    kind: "multi-part",
    question: "whats your email, and are you guys open on sundays?",
    facts: ["hello@harbourline.example", "closed"],
  },

  // ---- people.ts: the team
  {
    kind: "slang",
    question: "who's the big boss there lol",
    facts: ["Sarah Whitfield"],
  },

  // ---- study.ts: timetable, equipment, careers support, certificate
  {
    kind: "indirect",
    question: "I can't really afford a new computer right now. Do you hand out laptops to students for the course?",
    anyOf: [["own laptop", "do not provide", "don't provide", "not provide"]],
    absent: ["we provide a laptop", "laptop is included"],
  },
  {
    kind: "typo",
    question: "how much ram does my lapotp need for the course",
    anyOf: [["8 GB", "8GB"]],
  },
  {
    kind: "paraphrase",
    question: "Is it realistic to hold down a 9-to-5 while doing one of your programs?",
    anyOf: [["full-time job", "keep working", "keep a full-time"]],
  },
  {
    kind: "paraphrase",
    question: "Will I come out with a recognised, accredited qualification?",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  {
    kind: "multi-part",
    question: "what careers help do you give at the end of the course, and is it extra $$?",
    anyOf: [["Mock interview", "CV and LinkedIn", "Portfolio review"], ["no extra cost", "part of every course"]],
  },

  // ---- application-next-steps.ts: after applying
  {
    kind: "indirect",
    question: "Sent my application in last night. How long before I hear something from a real person?",
    anyOf: [["two business days", "2 business days"]],
  },
  {
    kind: "slang",
    question: "portal says im waitlisted?? wtf does that mean",
    anyOf: [["waiting list", "is full"]],
  },

  // ---- enrolment-terms.ts: terms and conditions
  {
    kind: "paraphrase",
    question: "Which state's law do your enrolment T&Cs fall under?",
    facts: ["New South Wales"],
  },
  {
    kind: "typo",
    question: "if u guys push back the start date how much notise do we get",
    anyOf: [["two weeks", "2 weeks"]],
  },

  // ---- careers.ts: working at the provider
  {
    kind: "slang",
    question: "yo r u guys hiring? im a dev lookin for work",
    anyOf: [["open roles", "Teach by doing", "careers", "Small teams"]],
  },

  // ---- options.ts: class slots
  {
    kind: "answer",
    question: "What are the weekday class times?",
    anyOf: [["6PM - 9PM", "6PM-9PM", "6pm to 9pm"]],
  },
  {
    kind: "indirect",
    question: "I only have weekends free, Sundays mostly. Is there any class I could take?",
    anyOf: [["11AM - 2PM", "11AM-2PM", "11am to 2pm"]],
  },

  // ---- documents.ts: legal documents' update date
  {
    kind: "answer",
    question: "When were the enrolment terms and conditions last updated?",
    anyOf: [["2026-11-23", "23 November 2026", "November 23, 2026"]],
  },

  // ---- testimonials.ts: student quotes
  {
    kind: "indirect",
    question: "has anyone who did your testing course actually gone on to work as a tester?",
    anyOf: [["Liam O'Connor", "Liam O’Connor", "two weeks after finishing", "QA analyst"]],
  },

  // ---- faq.ts: applying, privacy, durations
  {
    kind: "typo",
    question: "do i have to pay anythign just to apply?",
    anyOf: [["Applying is free", "pay nothing before", "free"]],
  },

  // ---- pages.ts: page descriptions
  {
    kind: "slang",
    question: "can u guys build an iphone + android app for my startup",
    anyOf: [["React Native", "Swift"]],
  },

  // ---- public-urls.ts: public pages
  {
    kind: "answer",
    question: "Where can I read your enrolment terms and conditions?",
    anyOf: [["/terms", "terms and conditions"]],
  },

  // ---- program-guide.ts: modes, suits, prerequisites, workload, roles, equipment notes
  {
    kind: "indirect",
    question: "I live in Perth so I couldn't come to Sydney. Could I still do the Data Analytics course?",
    anyOf: [["no online option", "Sydney only", "on campus"]],
  },
  {
    kind: "typo",
    question: "never coded b4 in my life, can i still do full stack??",
    anyOf: [["starts with HTML", "No programming experience"]],
  },
  {
    kind: "paraphrase",
    question: "What sort of person is the QA course a good fit for?",
    anyOf: [["Detail-minded", "customer support", "Manual testers", "Career changers"]],
  },
  {
    kind: "slang",
    question: "how many hrs of homework a week r we talking for fullstack",
    anyOf: [["6 to 8 hours", "6-8 hours"]],
  },
  {
    kind: "typo",
    question: "i only have a macbook, will power bi work on it for the data course",
    anyOf: [["Windows only", "help you set up"]],
  },
  {
    kind: "comparison",
    question: "Out of your three courses, which ones can I attend online?",
    facts: ["QA & Software Testing", "Full stack"],
  },

  // ---- program-details.ts: instructors and topics
  {
    kind: "answer",
    question: "Who teaches the full stack course?",
    facts: ["Arjun Mehta"],
  },
  {
    kind: "multi-part",
    question: "who's the data analytics instructor and how long did he work as an analyst?",
    facts: ["Daniel Okafor"],
    anyOf: [["eight years", "8 years"]],
  },
  {
    kind: "typo",
    question: "wat tools do they use for automaton in the testing course",
    anyOf: [["Playwright", "Postman"]],
  },

  // ---- services.ts: software services
  {
    kind: "paraphrase",
    question: "Roughly what does it cost to get a mobile app built by you?",
    anyOf: [["20,000", "20000"]],
  },
  {
    kind: "comparison",
    question: "Which is cheaper to start with: having you test my existing app, or having you build a web app?",
    anyOf: [["5,000", "5000"]],
  },
  {
    kind: "multi-part",
    question: "How does a software project with you actually run, and are your starting prices with or without GST?",
    facts: ["excluding GST"],
    anyOf: [["Discovery call", "Fortnightly demos", "fixed quote"]],
  },

  // ---- blog.ts and front-matter.ts: the blog
  {
    kind: "paraphrase",
    question: "What topics does your blog cover?",
    anyOf: [["junior developer", "automated testing", "clean data", "90 days"]],
  },
  {
    kind: "answer",
    question: "When was the article about cleaning data before making charts published?",
    anyOf: [["2026-07-21", "21 July 2026", "July 21, 2026"]],
  },

  // ---- consultation.ts: the free consultation
  {
    kind: "multi-part",
    question: "for the free consult, how long is the call and will I be talking to a salesperson?",
    facts: ["senior developer"],
    anyOf: [["30-minute", "30 minute", "30 minutes"]],
  },
  {
    kind: "indirect",
    question: "I booked a consultation for Thursday but something came up. What now?",
    facts: ["reschedule"],
  },

  // ---- course-outlines.ts: outline topics
  {
    kind: "comparison",
    question: "Does the data course teach actual coding like Python, or is it just Excel stuff?",
    facts: ["Python"],
    anyOf: [["SQL", "pandas"]],
  },

  // ---- programs.ts: catalogue
  {
    kind: "comparison",
    question: "which takes longer, full stack or data analytics, and by how much?",
    facts: ["24 weeks", "16 weeks"],
  },
  {
    kind: "typo",
    question: "are the corses self paced or is there an actual teacher",
    anyOf: [["Instructor-led", "instructor"]],
  },

  // ---- fees.ts: fees, payment and refunds
  {
    kind: "slang",
    question: "how much $$ is the full stack course",
    anyOf: [["6,000", "6000"]],
  },
  {
    kind: "follow-up",
    before: ["How much does the full stack course cost?"],
    question: "and the data one?",
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "indirect",
    question: "What happens to my money if I have to drop out halfway through the course?",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "multi-part",
    question: "Can I pay off the course bit by bit instead of all at once, and do you take credit cards?",
    facts: ["monthly instalments", "card"],
  },

  // ---- privacy.ts: privacy policy
  {
    kind: "paraphrase",
    question: "How long do you hang on to the IP address when I use the chat?",
    facts: ["30 days"],
  },
  {
    kind: "answer",
    question: "Does your site use Google Analytics or any tracking cookies?",
    anyOf: [["no advertising or analytics cookies", "no third-party trackers", "no advertising"]],
  },

  // ---- blog/manual-vs-automated-testing.md
  {
    kind: "free text",
    question: "Our team wants to automate every single test and drop manual testing. Good idea?",
    anyOf: [["both", "exploratory", "human judgement"]],
  },

  // ---- blog/clean-data-before-charts.md
  {
    kind: "free text",
    question: "what should i check first before building a dashboard from a data export?",
    anyOf: [["duplicates", "count the rows"]],
  },

  // ---- blog/first-90-days-junior-developer.md
  {
    kind: "free text",
    question: "just started my first dev job. when im stuck how long should i try myself before asking for help?",
    anyOf: [["fifteen-minute", "fifteen minutes", "15 minutes"]],
  },
  {
    kind: "free text",
    question: "Who wrote the blog post on manual versus automated testing?",
    facts: ["Mei Lin Chen"],
  },

  // ---- follow-ups across files
  {
    kind: "follow-up",
    before: ["who teaches the QA course?"],
    question: "how long has she been doing it?",
    anyOf: [["ten years", "10 years"]],
  },
  {
    kind: "follow-up",
    before: ["tell me about the qa and software testing course"],
    question: "can i do it from home?",
    anyOf: [["On campus or online", "or online", "online, live"]],
  },
  {
    kind: "follow-up",
    before: ["I'm interested in Data Analytics."],
    question: "how much study outside class per week?",
    anyOf: [["5 to 7 hours", "5-7 hours"]],
  },
  {
    kind: "follow-up",
    before: ["What does your mobile app development service cost?"],
    question: "what about just testing an app we already have?",
    anyOf: [["5,000", "5000"]],
  },

  // ---- out of scope / not answered by the content
  {
    kind: "no answer",
    question: "is there parking near your office? will be driving in",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "do you offer any scholarships?",
    none: true,
  },
  {
    kind: "no answer",
    question: "can I bring my dog to class?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "whats the weather gonna be like in sydney tomorrow",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "can you write me a python function that reverses a string",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "should i put my savings into bitcoin or shares?",
    none: true,
  },
];
