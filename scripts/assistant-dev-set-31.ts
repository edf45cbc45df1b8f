/**
 * Development set 31 (issue 16). First written as a private blind probe set (p39: free text from passages: blog, testimonials, people, guides, FAQ, terms, privacy) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a1858ba, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

/**
 * p39: free-text questions answered from passages (blog posts, testimonials, people, about and
 * research pages, program guides, FAQ, terms, privacy), plus nearby questions the content does not answer.
 */
export const devSet31: DevCase[] = [
  // ---- Blog: clean data first, charts second ----
  {
    kind: "free text",
    question: "what does your blog say I should check before I build a dashboard?",
    anyOf: [["duplicate", "missing value", "extremes", "reconcile", "check the types"]],
  },
  {
    kind: "paraphrase",
    question: "Who wrote that article about cleaning up data before making charts?",
    facts: ["Daniel Okafor"],
  },
  {
    kind: "indirect",
    question:
      "My boss keeps asking why march sales on my report are double every other month. I read something on your site about this, what's usually the cause?",
    anyOf: [["duplicated file", "duplicate"]],
  },
  {
    kind: "slang",
    question: "blank cells = 0 right? just fill em with zeros yeah",
    anyOf: [["not the same as zero"]],
  },
  {
    kind: "typo",
    question: "wat pandas comand do u guys run first in evry notebook",
    facts: ["df.dtypes"],
  },
  {
    kind: "follow-up",
    before: ["what's the blog post about clean data saying?"],
    question: "ok and once the data is clean, what kind of chart should I go for?",
    anyOf: [["simplest chart"]],
  },
  // ---- Blog: first 90 days as a junior developer ----
  {
    kind: "free text",
    question:
      "I just landed my first junior dev job and start in two weeks, honestly terrified. Any advice for the first month?",
    anyOf: [["running locally", "read code before", "review culture", "how the team works"]],
  },
  {
    kind: "typo",
    question: "whats the 15 minute rule ur blog talks abt when im stuck",
    anyOf: [["fifteen minutes", "fifteen-minute"]],
  },
  {
    kind: "multi-part",
    question:
      "Who wrote the post about a junior developer's first three months, and what's his job at your company?",
    facts: ["Rivera"],
    anyOf: [["Technology Head"]],
  },
  {
    kind: "paraphrase",
    question: "By the third month in a new dev team, what should I be aiming for according to your article?",
    anyOf: [["own something", "end to end", "ownership"]],
  },
  {
    kind: "follow-up",
    before: ["what does the blog say about the first 90 days as a junior developer?"],
    question: "what would be a good first pull request then?",
    facts: ["README"],
  },
  {
    kind: "free text",
    question: "what habits help junior devs grow fastest? you wrote something on it I think",
    anyOf: [["work log", "write tests", "ask for feedback", "stayed curious"]],
  },
  // ---- Blog: manual vs automated testing ----
  {
    kind: "indirect",
    question:
      "We're a small startup and our CTO wants to automate every single test and drop manual QA. Is that smart?",
    anyOf: [["honest answer is no", "need both", "does not replace manual"]],
  },
  {
    kind: "comparison",
    question: "which course needs more of my time outside class each week, full stack or data analytics?",
    facts: ["6 to 8", "5 to 7"],
  },
  {
    kind: "paraphrase",
    question: "How do experienced testers decide whether a test should be automated or done by hand?",
    anyOf: [["many times", "human judgement", "expected result"]],
  },
  {
    kind: "multi-part",
    question: "In the QA course do you jump straight into automation? and which tools do you automate with?",
    anyOf: [["first half", "by hand", "manual testing"], ["Playwright"]],
  },
  {
    kind: "no answer",
    question: "How often do you put out new blog posts? weekly?",
    none: true,
  },
  // ---- Testimonials ----
  {
    kind: "indirect",
    question:
      "I've worked in restaurants for 8 years and never written a line of code. Has anyone like me actually made it through and got a dev job?",
    anyOf: [["Priya", "hospitality"]],
  },
  {
    kind: "free text",
    question: "what do past students say about the QA course?",
    anyOf: [["Liam", "Aisha", "Playwright", "evening classes"]],
  },
  {
    kind: "slang",
    question: "how quick did ur QA grads land jobs lol, any real stories",
    anyOf: [["two weeks"]],
  },
  {
    kind: "paraphrase",
    question: "Which of your students talked about their project deploying itself to the cloud?",
    facts: ["Jack"],
  },
  {
    kind: "indirect",
    question:
      "I'm worried I'll feel dumb asking questions. Are the instructors approachable? What do students say?",
    anyOf: [["Hannah", "never made me feel slow", "small classes", "weekends"]],
  },
  {
    kind: "free text",
    question: "did anyone from data analytics say anything about the career help they got?",
    anyOf: [["Sofia", "mock interview", "CV review"]],
  },
  // ---- People ----
  {
    kind: "paraphrase",
    question: "who started harbourline tech?",
    facts: ["Sarah Whitfield"],
  },
  {
    kind: "follow-up",
    before: ["Who is the director of the company?"],
    question: "what did she do before that?",
    anyOf: [["fifteen years", "delivery teams"]],
  },
  {
    kind: "indirect",
    question: "Who on your team has experience testing banking software?",
    facts: ["Mei Lin"],
  },
  {
    kind: "paraphrase",
    question: "who puts together the full stack curriculum?",
    facts: ["Rivera"],
  },
  {
    kind: "multi-part",
    question: "Who teaches data analytics, and what's his background?",
    facts: ["Daniel Okafor"],
    anyOf: [["eight years", "retail and government"]],
  },
  {
    kind: "typo",
    question: "who wud be my teacher for the full stak course",
    facts: ["Arjun Mehta"],
  },
  {
    kind: "comparison",
    question: "Who has been in industry longer, the full stack instructor or the data analytics one?",
    facts: ["Arjun"],
    anyOf: [["twelve years"]],
  },
  {
    kind: "indirect",
    question: "Does the director actually have anything to do with students, or is she just business side?",
    anyOf: [["graduation project"]],
  },
  {
    kind: "free text",
    question:
      "has your QA teacher ever hired testers herself? I want someone who knows what employers look for",
    anyOf: [["hired many junior testers", "looks for in an interview", "first QA interviews"]],
  },
  {
    kind: "no answer",
    question: "Do any of your instructors have a PhD?",
    none: true,
  },
  {
    kind: "no answer",
    question: "How many staff work at Harbourline altogether?",
    none: true,
  },
  {
    kind: "no answer",
    question: "can u send me Arjun Mehta's linkedin",
    none: true,
  },
  // ---- About us and technology research ----
  {
    kind: "slang",
    question: "so wait r u guys a coding school or a dev agency?? confused",
    anyOf: [
      ["IT jobs", "training"],
      ["technology partner", "software"],
    ],
  },
  {
    kind: "paraphrase",
    question: "Do you do any work with AI?",
    anyOf: [["artificial intelligence"]],
  },
  {
    kind: "no answer",
    question: "Which AI models or vendors does your research team use, OpenAI or something else?",
    none: true,
  },
  // ---- Program guides and details ----
  {
    kind: "free text",
    question: "what does a normal week look like in the data analytics course?",
    anyOf: [
      ["3 hours", "three-hour", "three hours"],
      ["public data set", "analysis exercise", "written feedback"],
    ],
  },
  {
    kind: "paraphrase",
    question: "Roughly how much homework should I expect each week on full stack?",
    anyOf: [["6 to 8"]],
  },
  {
    kind: "follow-up",
    before: ["How many hours of project work outside class does full stack need each week?"],
    question: "and the testing course?",
    anyOf: [["5 to 7"]],
  },
  {
    kind: "indirect",
    question: "I work in retail at the moment. Would the QA course be a good fit for someone like me?",
    anyOf: [["retail"]],
  },
  {
    kind: "typo",
    question: "never codd befor, can i still do the testin course?",
    anyOf: [["no coding experience", "javascript you need"]],
  },
  {
    kind: "free text",
    question: "what sort of jobs do people go for after finishing data analytics?",
    anyOf: [["data analyst", "reporting analyst", "business intelligence"]],
  },
  {
    kind: "indirect",
    question: "I only have a MacBook. Is that going to be an issue for the data analytics course?",
    anyOf: [["Windows"]],
  },
  {
    kind: "free text",
    question: "how does the data analytics course wrap up? what are the big projects like",
    anyOf: [["panel", "Power BI"]],
  },
  {
    kind: "paraphrase",
    question: "In the full stack program, who checks my code and how often?",
    anyOf: [["code review"]],
  },
  {
    kind: "comparison",
    question:
      "I use Excel all day at work and want to move into something more analytical. Data analytics or QA, which suits me better?",
    facts: ["Data Analytics"],
    anyOf: [["spreadsheets"]],
  },
  // ---- FAQ, terms and privacy passages ----
  {
    kind: "slang",
    question: "if i skip a class am i screwed",
    anyOf: [["catch up", "online space"]],
  },
  {
    kind: "indirect",
    question: "Can you actually kick a student out of a course? Under what circumstances?",
    anyOf: [["harasses", "someone else's work", "end the enrolment"]],
  },
  {
    kind: "multi-part",
    question:
      "What happens if you change the start date after I've enrolled, and how much notice would I get?",
    anyOf: [["two weeks"], ["another class time or intake", "another class time", "intake"]],
  },
  {
    kind: "paraphrase",
    question: "do you sell my email address to other companies?",
    anyOf: [["do not sell", "never sell"]],
  },
  {
    kind: "free text",
    question: "how long do you hang on to the stuff I type in this chat?",
    anyOf: [["two years", "30 days"]],
  },
  {
    kind: "indirect",
    question: "Does your site track me with Google Analytics or ad cookies?",
    anyOf: [["no advertising or analytics cookies", "no third-party trackers"]],
  },
  {
    kind: "free text",
    question: "If I'm not happy with how you dealt with my personal info, who else can I complain to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
  },
  {
    kind: "indirect",
    question: "Will employers recognise the certificate? Is it an official accredited qualification?",
    anyOf: [["not nationally accredited", "registered training organisation"]],
  },
  {
    kind: "indirect",
    question: "What's the average salary your graduates get after the course?",
    anyOf: [["do not publish", "salary figures"]],
  },
  {
    kind: "multi-part",
    question:
      "Long story: I enrolled in QA and I'm paying monthly, but my partner just lost his job and I might have to pull out halfway. If I withdraw do I get anything back, and do I have to keep paying the rest?",
    anyOf: [["not refunded", "no refund"], ["cancelled"]],
  },
  // ---- Near the topics, not answered / out of scope ----
  {
    kind: "no answer",
    question: "Is there a student discount or scholarship for the full stack course?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "is there parking near your office? where do students usually park",
    noYes: true,
  },
];
