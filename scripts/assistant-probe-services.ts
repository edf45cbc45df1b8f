/**
 * Probe batch (issue 16, fixer h2): questions a small-business owner or HR manager asks about the
 * three services, and visitors' questions about the blog posts and the privacy and terms pages.
 * Written from content/ and the expertise page before any fix; `orNone` accepts the honest reply
 * too, where the site may not say it. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const CONSULT = "/expertise/book-a-free-consultation";

export const probes: Probe[] = [
  {
    question: "how long would it take to develop a website for my shop?",
    anyOf: [["timeline"]],
    orNone: true,
    absent: ["Javascript, Typescript"],
  },
  { question: "what do you charge to build a website for a small business?", anyOf: [["$10,000"]] },
  { question: "ballpark price for an iphone app?", anyOf: [["$20,000"]] },
  { question: "how much does your software testing service cost", anyOf: [["$5,000"]] },
  {
    question: "do your prices include GST?",
    anyOf: [["excluding GST", "exclude GST", "plus GST"]],
    orNone: true,
  },
  {
    question: "what happens after I book a consultation?",
    anyOf: [["one business day", "30-minute", "proposal", "calendar invitation"]],
  },
  { question: "how do I get started on an app project with you?", anyOf: [["consultation"]] },
  { question: "who would actually be building my app, juniors or seniors?", anyOf: [["senior"]] },
  { question: "what tech stack do you use for web apps?", anyOf: [["React"]] },
  { question: "can you build android apps?", anyOf: [["Android"]] },
  { question: "do u do security testing", anyOf: [["Security testing"]] },
  { question: "what's included in the software testing service", anyOf: [["Functional testing"]] },
  { question: "will you look after the site after it goes live?", anyOf: [["after launch", "monitoring"]] },
  {
    question: "do you offer maintenance once the app is launched",
    anyOf: [["after launch", "monitoring", "updates"]],
  },
  {
    question: "what's your process for a web project?",
    anyOf: [["discovery", "fortnightly", "fixed quote"]],
  },
  { question: "will I get to see progress while you build it?", anyOf: [["fortnightly demos", "demos"]] },
  { question: "is the quote fixed or do you charge by the hour?", anyOf: [["fixed quote"]] },
  { question: "can you get my app onto the app store?", anyOf: [["store listing"]] },
  // Not listed: the honest reply, or (fixer v6) the services saying what they do build with.
  { question: "do you build sites in wordpress?", anyOf: [["React", "Javascript"]], orNone: true },
  { question: "how many years have you been building web apps?", anyOf: [["5 years", "five years"]] },
  { question: "is the first meeting free?", anyOf: [["free"]], link: CONSULT },
  { question: "how long is the consultation call?", anyOf: [["30-minute", "30 minute"]] },
  { question: "will I be talking to a salesperson on the call?", anyOf: [["senior developer"]] },
  {
    question: "can you test an app that another company built for us?",
    anyOf: [["Independent testing", "Software Testing"]],
  },
  {
    question: "can you automate the tests for our existing software",
    anyOf: [["Test automation", "automation"]],
  },
  { question: "whats the minimum budget for a mobile app", anyOf: [["$20,000"]] },
  { question: "how many developers would work on my project?", none: true },
  { question: "do you build native apps in swift?", anyOf: [["Swift"]] },
  {
    question: "I'm an HR manager - could you test our new staff portal before we roll it out?",
    anyOf: [["testing"]],
  },
  {
    question: "how quickly do you get back to me after I send my project details?",
    anyOf: [["one business day"]],
  },
  // Blog posts and the policies, in visitors' words.
  {
    question: "should we automate all of our tests?",
    anyOf: [["honest answer is no", "does not replace manual testing", "need both"]],
  },
  {
    question: "what kind of tests are worth automating?",
    anyOf: [["Critical user journeys", "Regression checks", "run it many times"]],
  },
  {
    question: "my dashboard shows march sales doubled, what could cause that?",
    anyOf: [["duplicated file", "duplicate"]],
  },
  {
    question: "tips for my first month as a junior dev?",
    anyOf: [["learn how the team works", "running locally", "Read code"]],
  },
  { question: "what is the fifteen minute rule?", anyOf: [["for fifteen minutes"]] },
  { question: "do you sell my data to anyone?", anyOf: [["do not sell", "never sell"]] },
  { question: "can i get you to wipe my details?", anyOf: [["delete"]] },
  {
    question: "do you use google analytics or tracking cookies",
    anyOf: [["no advertising or analytics cookies", "no third-party trackers"]],
  },
  {
    question: "if i drop out halfway do i get my money back",
    anyOf: [["no refund", "not refunded", "non-refundable", "no refunds"]],
  },
  {
    question: "who can I complain to if you misuse my personal info?",
    anyOf: [["OAIC", "Information Commissioner"]],
  },
];

/**
 * Batch 2, written after the first fixes to see whether they generalise (first run 8/20), and
 * batch 3 (first run 6/15): fresh wordings of the same needs, and the honest reply where the
 * site does not say it.
 */
export const laterProbes: Probe[] = [
  { question: "do you guys do ongoing maintenance for websites?", anyOf: [["after launch"]] },
  { question: "who's on your dev team?", anyOf: [["senior engineers"]] },
  { question: "are your developers experienced?", anyOf: [["senior engineers"]] },
  { question: "what steps are involved in building an app with you", anyOf: [["discovery call"]] },
  { question: "do I get a fixed price or is it time and materials?", anyOf: [["fixed quote"]] },
  { question: "how often will I get updates on my project", anyOf: [["fortnightly"]] },
  { question: "do you help after the app is released?", anyOf: [["after launch"]] },
  { question: "can you fix bugs in our app after launch", anyOf: [["after launch"]] },
  { question: "how much would a basic website cost me", anyOf: [["$10,000"]] },
  { question: "what's the price range for mobile apps", anyOf: [["$20,000"]] },
  { question: "can u do penetration testing on our web app", anyOf: [["Security testing"]] },
  { question: "which languages do you code in for websites", anyOf: [["Typescript"]] },
  { question: "do you build for both iphone and android", anyOf: [["Android"]] },
  { question: "how long until I hear back after booking a consultation", anyOf: [["one business day"]] },
  { question: "what does the free consultation include", anyOf: [["30-minute"]] },
  { question: "will there be any lock-in contract", anyOf: [["No lock-in"]] },
  { question: "is there a warranty period after launch", none: true },
  { question: "do you do UX design for apps", none: true },
  { question: "our HR system needs testing before go-live, can you help?", anyOf: [["Software Testing"]] },
  { question: "can you give me a quote for an ecommerce site", anyOf: [["fixed quote", "consultation"]] },
  // Batch 3.
  { question: "once my app is in the store, do you keep looking after it?", anyOf: [["after launch"]] },
  { question: "what are the stages of a project with you", anyOf: [["discovery call"]] },
  { question: "do you charge hourly", anyOf: [["fixed quote"]] },
  { question: "who exactly will write the code for my website", anyOf: [["senior engineers"]] },
  { question: "can I see the app while it's being built", anyOf: [["fortnightly demos"]] },
  { question: "is there support after the website is finished", anyOf: [["after launch"]] },
  { question: "how much for an android app", anyOf: [["$20,000"]] },
  { question: "what does it cost to have you test our software", anyOf: [["$5,000"]] },
  { question: "do you use react for websites", anyOf: [["React"]] },
  { question: "whats the turnaround time for a small website", none: true },
  { question: "do I need to pay a deposit to start a project", none: true },
  { question: "will I own the code when the project is done", none: true },
  { question: "how do I request a quote for a mobile app", anyOf: [["fixed quote", "consultation"]] },
  { question: "do your devs have government experience", anyOf: [["government"]] },
  { question: "can you take over a half-built app from another agency", none: true },
];
