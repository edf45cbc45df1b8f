/**
 * Development set 28 (issue 16). First written as a private blind probe set (p36: the spec section by section, a visitor's questions about each page and feature) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a1858ba, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

// p36: the spec's sections in order (what the site does, site shell, home, program pages,
// expertise pages, other public pages, portal, option lists, terms/privacy, constants),
// written as visitors would type them. Facts are substrings of /work/main/content/.
export const devSet28: DevCase[] = [
  // §1 what the product does / home page
  {
    kind: "slang",
    question: "yo is this place just courses or do u build apps for businesses too",
    facts: ["web app", "mobile"],
  },
  {
    kind: "paraphrase",
    question: "Hi, which training programs can I sign up for with you at the moment?",
    facts: ["Full stack", "QA", "Data Analytics"],
  },
  {
    kind: "free text",
    question: "in a nutshell what is harbourline about, like what's the mission",
    anyOf: [["IT jobs", "technology partner", "Career-ready IT training"]],
  },

  // §2.1 site shell: contact bar, footer
  {
    kind: "typo",
    question: "whats ur email adress",
    facts: ["hello@harbourline.example"],
  },
  {
    kind: "multi-part",
    question: "Two things: what's the office landline, and is there a mobile number I can ring instead?",
    facts: ["5550 1234", "0491 570 156"],
  },

  // Home technologies strip / program overview
  {
    kind: "paraphrase",
    question: "What tech stack does the full stack course actually use? Is it React or Angular or what?",
    facts: ["React", "PostgreSQL"],
  },

  // Program pages: catalogue facts
  {
    kind: "answer",
    question: "How long is the full stack course?",
    anyOf: [["24 weeks", "24-week"]],
  },
  {
    kind: "follow-up",
    before: ["How many weeks is the full stack software development program?"],
    question: "and the QA one?",
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    kind: "comparison",
    question: "Which one finishes quicker, data analytics or full stack?",
    facts: ["Data Analytics"],
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    kind: "comparison",
    question: "which of your courses can I do from home, online?",
    facts: ["QA", "full stack"],
  },
  {
    kind: "indirect",
    question:
      "So I live up in Newcastle and I really can't get down to Sydney every week, but data analytics is the one I'm keen on. Is that going to work for me or not?",
    anyOf: [["no online option", "Sydney only", "campus"]],
  },
  {
    kind: "multi-part",
    question: "For data analytics: how long is it, what does it cost, and can I do it online?",
    facts: ["4,000"],
    anyOf: [
      ["16 weeks", "16-week"],
      ["no online option", "Sydney only", "campus"],
    ],
  },

  // Program overview topics
  {
    kind: "typo",
    question: "wat topics r in the QA corse",
    facts: ["manual testing", "automated testing"],
  },
  {
    kind: "free text",
    question: "Which automation tools do you teach in the testing program?",
    facts: ["Playwright", "Postman"],
  },

  // Who a program suits / prerequisites
  {
    kind: "indirect",
    question:
      "I've literally never written a line of code in my life. Am I going to be completely lost in full stack?",
    anyOf: [["No programming experience", "starts with HTML"]],
  },
  {
    kind: "paraphrase",
    question: "how strong does my maths need to be for data analytics? i was pretty bad at stats at school",
    facts: ["High-school maths"],
  },
  {
    kind: "indirect",
    question:
      "I've been in retail for 8 years and I'm bored out of my mind. Would the testing course suit someone like me?",
    facts: ["career changers"],
  },

  // Schedule and session length
  {
    kind: "indirect",
    question: "I work 9 to 5 Monday to Friday. Can I realistically do one of your courses on top of that?",
    anyOf: [["6PM", "full-time job", "evening"]],
  },
  {
    kind: "paraphrase",
    question: "how many hours does one class go for?",
    anyOf: [["3 hours", "three-hour", "three hours"]],
  },
  {
    kind: "answer",
    question: "Is there a Saturday class, and what time is it?",
    anyOf: [["11AM-2PM", "11AM - 2PM"]],
  },
  {
    kind: "follow-up",
    before: ["How many hours of homework a week should I plan for in full stack?"],
    question: "what about data analytics?",
    facts: ["5 to 7 hours"],
  },
  {
    kind: "free text",
    question: "What actually happens during the three hours of a QA class?",
    anyOf: [["in pairs", "testing a real application"]],
  },
  {
    kind: "slang",
    question: "wat happens if im sick n miss a week, am i cooked?",
    anyOf: [["catch up", "online space"]],
  },

  // Course outline download
  {
    kind: "indirect",
    question: "Is there a PDF or something with the syllabus I could show my manager before I commit?",
    facts: ["outline"],
  },

  // Instructor profiles
  {
    kind: "follow-up",
    before: ["Who's the instructor for full stack?"],
    question: "and who takes the data analytics class?",
    facts: ["Daniel Okafor"],
  },
  {
    kind: "multi-part",
    question: "Who runs the QA course and how much industry experience does she have?",
    facts: ["Mei Lin Chen"],
    anyOf: [["ten years", "10 years"]],
  },

  // Newsletter signup
  {
    kind: "answer",
    question: "If I sign up for your newsletter, how do I get off the list later?",
    facts: ["unsubscribe"],
  },
  {
    kind: "no answer",
    question: "How often does the newsletter go out? Weekly? I don't want my inbox flooded",
    none: true,
  },

  // Fees
  {
    kind: "typo",
    question: "hw much dose the ful stack cours cost",
    facts: ["6,000"],
  },
  {
    kind: "follow-up",
    before: ["Tell me about the data analytics course"],
    question: "how much is it?",
    facts: ["4,000"],
  },
  {
    kind: "comparison",
    question: "what's your cheapest course?",
    facts: ["4,000"],
  },
  {
    kind: "multi-part",
    question: "Can I pay off the QA course month by month, and does the price include GST?",
    anyOf: [
      ["1,000", "4 monthly"],
      ["include GST", "GST included", "includes GST"],
    ],
  },
  {
    kind: "slang",
    question: "ngl im kinda broke rn, do i gotta pay anything just to apply?",
    anyOf: [["Applying is free", "pay nothing"]],
  },
  {
    kind: "typo",
    question:
      "if i enrol and then lose my job in week 3 and have to qiut, do i get a refnd for the rest of the corse?",
    anyOf: [["no refund", "not refunded"]],
  },

  // Equipment
  {
    kind: "slang",
    question: "bro do u guys hook students up with laptops or nah",
    anyOf: [["own laptop", "do not provide"]],
  },
  {
    kind: "typo",
    question: "i only hav a macbook, wil power bi work on it for the data corse??",
    facts: ["Windows"],
  },
  {
    kind: "follow-up",
    before: ["Can I do the QA course online?"],
    question: "cool, if I join online do I need any extra gear?",
    facts: ["headset"],
  },

  // Careers support
  {
    kind: "answer",
    question: "What's the average salary your graduates get after the course?",
    anyOf: [["salary figures", "do not publish"]],
  },
  {
    kind: "paraphrase",
    question: "Is the certificate nationally recognised, like a TAFE qualification?",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },

  // Expertise pages
  {
    kind: "slang",
    question: "tbh what r u charging to build a mobile app, ballpark",
    facts: ["20,000"],
  },
  {
    kind: "comparison",
    question:
      "What's cheaper to start with: you testing our existing software, or you building us a web app?",
    facts: ["5,000", "10,000"],
  },
  {
    kind: "follow-up",
    before: ["How much does a web application cost with you?"],
    question: "is that with GST or without?",
    facts: ["excluding GST"],
  },
  {
    kind: "free text",
    question: "How does a software project with you run, step by step?",
    facts: ["Discovery call", "Fortnightly demos"],
  },

  // Book a free consultation
  {
    kind: "multi-part",
    question: "Is the consultation actually free, and how long is the call?",
    facts: ["30-minute"],
  },
  {
    kind: "indirect",
    question: "I booked a consult for Tuesday but something came up at work. How do I move it?",
    facts: ["reschedule"],
  },

  // Contact page
  {
    kind: "paraphrase",
    question: "Which floor is your office on? Want to drop by after work",
    facts: ["Level 12"],
  },
  {
    kind: "answer",
    question: "Are you open on Sundays?",
    facts: ["closed"],
  },

  // About us / our people
  {
    kind: "typo",
    question: "who is the directer of harbourline",
    facts: ["Sarah Whitfield"],
  },

  // Testimonials, blog, careers page
  {
    kind: "free text",
    question: "What's this fifteen minute rule from your blog post about junior devs?",
    anyOf: [["fifteen minutes", "write down what you tried"]],
  },

  // Terms (enrolment form checkbox)
  {
    kind: "paraphrase",
    question: "If you move my class time, how much notice do I get?",
    facts: ["two weeks"],
  },

  // Privacy policy
  {
    kind: "indirect",
    question: "Do you hand my details over to other companies so they can market to me?",
    anyOf: [["do not sell", "never sell", "their marketing"]],
  },

  // Applying and the student portal
  {
    kind: "multi-part",
    question:
      "I applied yesterday but put the wrong phone number in. Can I fix it in the portal, and when should I expect to hear from someone?",
    facts: ["submit a new application"],
    anyOf: [["two business days", "within a week"]],
  },

  // Honest "we don't say" and out of scope
  {
    kind: "no answer",
    question: "Do you offer any scholarships or early-bird discounts?",
    none: true,
  },
  {
    kind: "no answer",
    question: "I'm from India on a student visa, can international students enrol in your courses?",
    noYes: true,
  },
  {
    kind: "out-of-scope",
    question: "whats the weather gonna be like in sydney tomorrow",
    none: true,
  },
  {
    kind: "no answer",
    question: "is there parking near your office or a train station close by?",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "My son is 16 and really into coding. Is there a minimum age to enrol?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "can u help me debug my python script? it keeps throwing a KeyError on line 12",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Who won the NRL grand final last year?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Write me a cover letter for a junior developer job at Atlassian please",
    none: true,
  },
];
