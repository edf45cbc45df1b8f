/**
 * Probe batch (issue 16, fixer v6): a client's questions about the services, often two asks at once
 * (what we build with, how a project runs, the starting price, GST), and the tools or versions asked
 * of a course or a service. Written from content/services.ts and content/program-details.ts before
 * any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const v6ServicesTools: Probe[] = [
  // services.ts mobile technologies: React Native, Swift
  { question: "could you make an app for my gym that works on iphones and androids?", anyOf: [["React Native", "Swift"]] },
  { question: "what do u guys code mobile apps in", anyOf: [["React Native", "Swift"]] },
  { question: "r ur apps native or cross platform", anyOf: [["React Native", "Swift"]] },
  { question: "we need an android app built for our clinic, what tech would you use?", anyOf: [["React Native"]] },
  // A tool the service does not list: what it does work with (or the honest reply).
  { question: "can u do our app in kotlin?", anyOf: [["React Native", "Swift"]], orNone: true },
  { question: "do you guys use flutter for mobile", facts: ["React Native"], orNone: true },
  // services.ts web technologies
  { question: "what framework would you build our web app with? angular?", anyOf: [["React"]] },
  { question: "can u build me a web app and what stack do u use", anyOf: [["React", "Typescript"]] },
  // Two asks at once: price and progress, price and GST, process and price, price and tools.
  {
    question: "how much is a mobile app and will i see it as its being built",
    anyOf: [["20,000"], ["fortnightly"]],
  },
  {
    question: "whats ur testing service cost and is that plus gst",
    anyOf: [["5,000"], ["excluding GST"]],
  },
  {
    question: "walk me through your process for building an app, and what's the price before GST?",
    anyOf: [["Discovery call", "fortnightly demos", "fixed quote"], ["excluding GST"]],
  },
  {
    question: "how much for a website build and what do you build it with",
    anyOf: [["10,000"], ["React", "Typescript"]],
  },
  {
    question: "price for an ios app + what language do u write it in",
    anyOf: [["20,000"], ["Swift", "React Native"]],
  },
  {
    question: "is the $20k for an app incl gst? and how often do we catch up during the build",
    anyOf: [["excluding GST"], ["fortnightly"]],
  },
  {
    question: "what are the steps to get an app built with you and does it cost extra for gst",
    anyOf: [["Discovery call", "fortnightly demos", "fixed quote"], ["excluding GST"]],
  },
  {
    before: ["how much does a web app cost?"],
    question: "and do we get demos as it goes?",
    anyOf: [["fortnightly"]],
  },
  // program-details.ts: tools each course names
  { question: "for qa do u teach cypress or something else for automation", facts: ["Playwright"] },
  { question: "in the QA course what do u use for api testing", anyOf: [["Postman"]] },
  { question: "data analytics - is it tableau or power bi?", facts: ["Power BI"] },
  { question: "full stack course, what database do u use, mongo?", facts: ["PostgreSQL"] },
  { question: "wat bug tracker do qa students learn", anyOf: [["Jira", "TestRail"]] },
  { question: "does the data course use R or python", facts: ["Python"] },
  // No version is named anywhere: the honest reply, not the topic line.
  { question: "what version of python is used in data analytics?", none: true },
  { question: "is the full stack course on node 20 or node 22", none: true },
  { question: "which react native version do you build apps with", none: true },
  { question: "are u teaching typescript 5?", none: true },
];
