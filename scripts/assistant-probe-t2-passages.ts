/**
 * Probe batch (issue 16, fixer t2-passages): free-text questions answered from passages, asked by
 * what the passage says rather than by its name — a person found by what they did (banking tests,
 * hiring testers, the full stack curriculum, client engineering), a student quote found by its
 * story (hospitality, deploying to AWS, a job two weeks after, Power BI at work), blog advice found
 * by the problem described (doubled monthly totals, choosing a chart, what to automate, the first
 * weeks in a job), and a program guide's class, order of teaching and ending. Written before any
 * fix, in new wordings. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

export const passageStoryAsks: ProbeCase[] = [
  // people: found by what they did
  {
    question: "is there anyone teaching who has worked on health or finance software testing?",
    anyOf: [["Mei Lin"], ["banking", "health"]],
  },
  {
    question: "which of your staff designed what's taught in the web development course?",
    anyOf: [["Tomás", "Rivera"]],
  },
  {
    question: "does the testing instructor know what employers look for when they interview juniors?",
    anyOf: [["hired many junior testers", "what she looks for in an interview", "first QA interviews"]],
  },
  {
    question: "who's in charge of your engineering team that builds software for clients?",
    anyOf: [["Tomás", "Rivera"]],
  },
  {
    question: "how many years has the lady who teaches testing been doing it?",
    anyOf: [["Mei Lin"], ["ten years", "10 years"]],
  },
  {
    question: "the guy who wrote the advice for new junior devs, what's his role there?",
    anyOf: [["Technology Head"]],
  },
  {
    question: "who set up the company and what did she do before?",
    anyOf: [["Sarah"], ["fifteen years", "delivery teams"]],
  },
  // testimonials: found by their story
  {
    question: "did any student's app end up auto deploying to AWS whenever they pushed code?",
    anyOf: [["Jack"]],
  },
  {
    question: "i work as a waiter with zero coding knowledge, has someone from a background like that become a developer?",
    anyOf: [["Priya", "hospitality"]],
  },
  {
    question: "any testing graduates who got hired quickly after the course ended?",
    anyOf: [["two weeks", "Liam"]],
  },
  {
    question: "has anyone said the data course helped them build something their boss actually uses?",
    anyOf: [["Marco", "Power BI dashboard"]],
  },
  {
    question: "what did past students say about the help finding work, like mock interviews?",
    anyOf: [["Sofia", "mock interviews"]],
  },
  // blog advice: found by the problem described
  {
    question: "my dashboard shows one month with twice the revenue of the rest, what usually causes that?",
    anyOf: [["duplicated file", "duplicate"]],
  },
  {
    question: "what should i check in a spreadsheet before making graphs from it?",
    anyOf: [["duplicates", "rows", "types", "missing", "extremes", "reconcile"]],
  },
  {
    question: "when I present my analysis, what sort of chart works best according to your blog?",
    anyOf: [["simplest chart"]],
  },
  {
    question: "is it worth automating every single test we have?",
    anyOf: [["no", "both", "three questions", "many times"]],
  },
  {
    question: "what kind of bugs can only a human tester find, not a script?",
    anyOf: [["confusing error message", "exploratory", "hidden behind the keyboard", "human judgement"]],
  },
  {
    question: "I just started my first programming job and I keep getting stuck. how long should I try before asking for help?",
    anyOf: [["fifteen minutes", "fifteen-minute"]],
  },
  {
    question: "what should a new junior dev focus on in the first month at a company?",
    anyOf: [["learn how the team works", "running locally", "README", "Read code"]],
  },
  // program guides: a class, the order of teaching, the ending, the stack
  {
    question: "what do we actually do in a data analytics lesson?",
    anyOf: [["real public data set", "query pattern", "statistical test"]],
  },
  {
    question: "In a full stack class, is it just lectures or do we code ourselves?",
    anyOf: [["build it yourself", "demonstration"]],
  },
  {
    question: "does the QA course teach automation from day one or manual testing first?",
    anyOf: [["manual", "by hand"]],
  },
  {
    question: "what's the final stretch of the data course like, is there a presentation?",
    anyOf: [["panel", "Power BI"]],
  },
  {
    question: "which database do you learn in the full stack program?",
    anyOf: [["PostgreSQL"]],
  },
  {
    question: "what tools do they use for automated testing in the QA course?",
    anyOf: [["Playwright"]],
  },
  {
    question: "how is my homework checked in the qa course, does someone look at it?",
    anyOf: [["reviews your test cases", "feedback", "instructor"]],
  },
  // not said on the site
  { question: "Has Arjun ever worked at Google?", none: true },
  { question: "Which students from the data course got jobs at banks?", none: true },
];
