/**
 * Development set 39 (issue 16). First written as a blind probe set (p54: people and stories found by what they did or said, and free text from passages) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 838add6, which nobody had tuned to it (first run 40/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet39: DevCase[] = [
  // --- staff, found by what they do ---
  { kind: "paraphrase", question: "who's the guy who teaches the testing course?", facts: ["Mei Lin"] },
  { kind: "paraphrase", question: "which of your teachers used to be an analyst in retail and for the government?", facts: ["Daniel Okafor"] },
  { kind: "indirect", question: "I heard one of your instructors built platforms for logistics and fintech firms, who is that?", facts: ["Arjun"] },
  { kind: "answer", question: "Who founded the company?", facts: ["Sarah Whitfield"] },
  { kind: "slang", question: "yo who's the big boss over there", facts: ["Sarah Whitfield"], anyOf: [["Director"]] },
  { kind: "indirect", question: "does the person running the place actually have anything to do with students, or is it just business for her?", anyOf: [["graduation project review", "graduation project"]] },
  { kind: "indirect", question: "I'm terrified of my first QA job interview. does anyone there help with that kind of thing?", anyOf: [["mock interview", "Mei Lin", "first QA interviews"]] },
  { kind: "comparison", question: "who has been in industry longer, the full stack instructor or the data analytics one?", facts: ["Arjun"], anyOf: [["twelve years", "12 years"], ["eight years", "8 years"]] },
  { kind: "comparison", question: "Arjun or Tomás - which one actually teaches the full stack classes and what does the other one do?", facts: ["Arjun", "curriculum"] },
  { kind: "multi-part", question: "who teaches QA, and can I do that course online?", facts: ["Mei Lin", "online"] },
  { kind: "multi-part", question: "who runs the data analytics course and which tools will they teach me?", facts: ["Daniel", "Power BI"], anyOf: [["SQL", "Python"]] },
  { kind: "follow-up", before: ["who teaches the full stack course?"], question: "how many years has he been doing this in industry?", anyOf: [["twelve years", "12 years"]] },
  { kind: "follow-up", before: ["who is the data analytics teacher?"], question: "what did he do before teaching?", facts: ["retail", "government"] },
  { kind: "follow-up", before: ["who teaches QA?"], question: "has she actually worked in testing herself?", facts: ["banking"] },
  { kind: "follow-up", before: ["who's your director?"], question: "what's her background?", anyOf: [["fifteen years", "15 years"]] },
  { kind: "typo", question: "who is teh tecnology hed at harbourline", facts: ["Rivera"] },
  { kind: "typo", question: "wich instucter does the data analitics", facts: ["Okafor"], absent: ["Arjun"] },

  // --- graduates / testimonials, found by what they said ---
  { kind: "indirect", question: "has anyone gone from working in a restaurant/hospitality to a dev job through your course?", facts: ["Priya"], anyOf: [["junior developer"]] },
  { kind: "follow-up", before: ["which student came over from hospitality?"], question: "which course did she do?", facts: ["full stack"] },
  { kind: "paraphrase", question: "there was a testing grad who got hired really fast after finishing, how fast was it?", facts: ["Liam"], anyOf: [["two weeks", "2 weeks"]] },
  { kind: "paraphrase", question: "one of your students said the evening classes meant they didn't have to quit their job. who was that and what did they study?", facts: ["Aisha", "QA"] },
  { kind: "paraphrase", question: "which graduate raved about the DevOps module and deploying to AWS?", facts: ["Jack"] },
  { kind: "paraphrase", question: "which past student said the career help was real, with CV reviews and practice interviews?", facts: ["Sofia"] },
  { kind: "typo", question: "wat do ur past studnets say about the clas sizes", anyOf: [["small classes", "Hannah"]] },
  { kind: "follow-up", before: ["which grad talked about the QA course being practical from day one?"], question: "what tool did he automate his tests with?", facts: ["Playwright"] },
  { kind: "answer", question: "what do graduates of the data analytics course say about it?", anyOf: [["Marco", "Sofia"]] },

  // --- blog: junior developer article ---
  { kind: "free text", question: "in that blog post about starting as a junior dev, what's the rule for when to ask for help?", anyOf: [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute"]] },
  { kind: "indirect", question: "I just got my first developer job, starting Monday. what should I focus on in the first month?", anyOf: [["running locally", "README", "read code", "review culture", "how the team works"]] },
  { kind: "free text", question: "what's a good first pull request to make when you join a new team?", facts: ["README"] },
  { kind: "free text", question: "by my third month as a junior what should i be aiming for?", anyOf: [["end to end", "ownership", "own something"]] },
  { kind: "free text", question: "any habits that help junior developers grow faster?", facts: ["work log"], anyOf: [["feedback", "tests"]] },
  { kind: "answer", question: "who wrote the article about a junior developer's first 90 days?", facts: ["Rivera"] },

  // --- blog: clean data article ---
  { kind: "free text", question: "how should I check my data before I build a dashboard?", facts: ["duplicate", "missing"] },
  { kind: "free text", question: "is an empty cell the same thing as a zero when analysing data?", anyOf: [["not the same as zero", "not the same"]] },
  { kind: "free text", question: "my total doesn't match the figure finance has, what does your blog say about that?", anyOf: [["reconcile", "not ready"]] },
  { kind: "typo", question: "who rote the artical on cleaning data", facts: ["Okafor"] },
  { kind: "follow-up", before: ["who teaches data analytics?"], question: "has he written anything on your blog?", anyOf: [["Clean data first", "clean-data-before-charts"]] },

  // --- blog: manual vs automated testing article ---
  { kind: "free text", question: "should we just automate all our tests and drop manual testing?", anyOf: [["manual", "exploratory", "by hand"]] },
  { kind: "free text", question: "which kinds of tests are actually worth automating?", anyOf: [["regression"], ["user journeys", "API contracts", "business rules"]] },
  { kind: "free text", question: "how do you decide whether a test should be automated or done by hand?", anyOf: [["many times"], ["judgement", "judgment"]] },
  { kind: "free text", question: "what does a human tester catch that an automated script won't?", anyOf: [["confusing error", "hidden behind the keyboard", "feels slow", "usability", "exploratory", "accessibility"]] },
  { kind: "indirect", question: "in the QA course do you jump straight into automation?", anyOf: [["first half", "by hand", "manual testing"]] },
  { kind: "multi-part", question: "who wrote the blog post on manual vs automated testing, and which tools does she teach automation with?", facts: ["Mei Lin", "Playwright", "Postman"] },
  { kind: "answer", question: "when was the article on manual or automated testing published?", anyOf: [["September 2026", "September 2, 2026", "2026-09-02"]] },

  // --- about us, technology research, client work ---
  { kind: "paraphrase", question: "so what does Harbourline actually do, in a nutshell?", anyOf: [["IT jobs", "training"], ["technology partner", "software"]] },
  { kind: "indirect", question: "we're a small business curious about using AI, is that something you help companies with?", anyOf: [["artificial intelligence", "technology research", "/technology-research"]] },
  { kind: "paraphrase", question: "if I book the free consult who will I actually be talking to, a sales rep?", facts: ["senior developer"] },
  { kind: "indirect", question: "will students or juniors be building our app, or experienced people?", anyOf: [["senior engineers", "experienced developers"]] },
  { kind: "slang", question: "once ur done building our app do u just ghost us lol", anyOf: [["monitoring", "on call", "support team"]] },

  // --- careers page ---
  { kind: "indirect", question: "I'd love to teach at your place one day, are you hiring?", link: "/careers" },
  { kind: "paraphrase", question: "what kind of people do you look for when you hire staff?", anyOf: [["Teach by doing", "still build software", "Small teams", "Flexible hours"]] },

  // --- careers outcomes told honestly ---
  { kind: "paraphrase", question: "what percentage of your graduates land a job and what do they earn?", anyOf: [["do not publish", "don't publish", "salary figures", "placement rates"]] },

  // --- not answered by the site ---
  { kind: "no answer", question: "was one of your graduates a former nurse? I'm in nursing and want to switch", none: true },
  { kind: "no answer", question: "which AI models or LLM vendors does your research team work with?", none: true },
  { kind: "no answer", question: "can you name some companies you've built apps for, or send case studies?", none: true },
  { kind: "no answer", question: "how much do you pay instructors?", none: true },
  { kind: "no answer", question: "what year was the company started?", none: true },
  { kind: "no answer", question: "how many students have graduated from your courses so far?", none: true },
  { kind: "out-of-scope", question: "is Arjun married? what's Mei Lin's personal mobile number?", none: true },
  { kind: "out-of-scope", question: "can you recommend a good beginner book on python?", none: true },
];
