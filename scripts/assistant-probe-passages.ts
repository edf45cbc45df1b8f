/**
 * Probe batch (issue 16, fixer h9): questions whose answer is a sentence of the privacy policy,
 * the enrolment terms, careers support, the blog posts or the about and research pages, asked as
 * visitors, parents, employers and business owners would. Written before any fix; `orNone` accepts
 * the honest reply too. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const NOT_SELL = ["do not sell", "don't sell", "not sell", "never sell"];

export const probes: Probe[] = [
  // Privacy: who gets my details.
  { question: "will you pass my phone number on to marketing companies?", anyOf: [NOT_SELL] },
  { question: "do u sell ppl's data", anyOf: [NOT_SELL] },
  {
    question: "if I sign up for the newsletter will I start getting junk from third parties?",
    anyOf: [NOT_SELL],
  },
  {
    question: "My son wants to apply. Who else gets to see the info he puts in the form?",
    anyOf: [[...NOT_SELL, "Only our staff"]],
  },
  {
    question: "is my personal info shared with anyone outside your company",
    anyOf: [[...NOT_SELL, "Only our staff", "Service providers"]],
  },
  { question: "how do i get you to delete everything you have on me", anyOf: [["delete"]] },
  {
    question: "does the chat send my questions to some AI company?",
    anyOf: [["external AI service", "AI service"]],
  },
  { question: "is my data stored overseas?", anyOf: [["outside Australia"]] },
  { question: "how do you keep my details secure", anyOf: [["HTTPS", "one-way hash", "sign in to see"]] },
  // Enrolment terms.
  {
    question: "can you kick someone out of the course?",
    anyOf: [["end the enrolment", "harasses", "someone else's work"]],
  },
  {
    question: "what happens if a student gets caught copying someone else's assignments",
    anyOf: [["end the enrolment", "someone else's work"]],
  },
  {
    question: "what if there's a student harassing my daughter in class",
    anyOf: [["end the enrolment", "harasses", "respect"]],
  },
  { question: "can you reject my application?", anyOf: [["decline", "waiting list"]] },
  { question: "what if the class is already full when I apply", anyOf: [["waiting list", "room"]] },
  {
    question: "could you change the instructor halfway through?",
    anyOf: [["change an instructor", "instructor"]],
  },
  {
    question: "what if you move the start date after I've enrolled",
    anyOf: [["two weeks ahead", "another class time"]],
  },
  { question: "which state's law covers your terms?", anyOf: [["New South Wales"]] },
  { question: "at what point am I officially enrolled?", anyOf: [["accept the place"]] },
  // Careers support, as an employer.
  {
    question: "I run a small software shop and need a junior dev. Can I recruit from your students?",
    anyOf: [["junior roles", "pass them on", "introductions"]],
  },
  {
    question: "do you partner with employers to place graduates?",
    anyOf: [["junior roles", "pass them on", "introductions"]],
  },
  {
    question: "we've got a graduate analyst role opening, can you share it with your students?",
    anyOf: [["junior roles", "pass them on", "introductions"]],
  },
  {
    question: "do you guarantee a job at the end",
    anyOf: [["cannot promise", "can guarantee you a job", "no course can guarantee"]],
  },
  {
    question: "what's your placement rate?",
    anyOf: [["do not publish job placement rates", "placement rates"]],
  },
  // Blog posts.
  {
    question: "should we automate all our tests?",
    anyOf: [["need both", "honest answer is no", "does not replace", "not replace"]],
  },
  {
    question: "my boss thinks manual testing is a waste of time now that we have automation. is he right?",
    anyOf: [["need both", "honest answer is no", "does not replace", "not replace", "exploratory"]],
  },
  {
    question: "which tests are worth automating?",
    anyOf: [["Critical user journeys", "Regression", "run it many times"]],
  },
  {
    question: "any tips for my first few months as a junior developer?",
    anyOf: [["fifteen-minute", "first 90 days", "90 days", "Get the project running"]],
  },
  {
    question: "how do i stop my dashboards showing wrong numbers",
    anyOf: [["duplicate", "Clean data", "five checks"]],
  },
  {
    question: "what should I check in my data before making charts?",
    anyOf: [["duplicate", "missing", "five checks", "Clean data"]],
  },
  // About and research pages.
  {
    question: "do you do any AI work for businesses?",
    anyOf: [["artificial intelligence", "Language models", "AI"]],
  },
  { question: "what is your innovation and research stuff about", anyOf: [["artificial intelligence"]] },
  {
    question: "could AI help automate paperwork in my business? do you do that",
    anyOf: [["artificial intelligence", "Intelligent automation", "AI"]],
  },
  { question: "what does harbourline actually do?", anyOf: [["IT jobs", "training", "technology partner"]] },
];

/** Batch 2, written after the fixes: fresh wordings of the same needs (first run below). */
export const laterProbes: Probe[] = [
  {
    question: "do other businesses get access to the stuff I type in your forms?",
    anyOf: [[...NOT_SELL, "Only our staff"]],
  },
  { question: "im worried about getting marketing calls if I give you my number", anyOf: [NOT_SELL] },
  {
    question: "what do you do with my info after I book a consult",
    anyOf: [[...NOT_SELL, "Only our staff", "consultation", "quote"]],
  },
  { question: "is the info I give you safe?", anyOf: [["HTTPS", "one-way hash", "sign in to see"]] },
  { question: "in which cases can you cancel a student's enrolment?", anyOf: [["end the enrolment"]] },
  { question: "what would get someone expelled?", anyOf: [["end the enrolment", "harasses"]] },
  {
    question: "our agency is looking for a junior data analyst, can we advertise it to your students?",
    anyOf: [["pass them on", "junior roles", "introductions"]],
  },
  {
    question: "can my company hire one of your graduates?",
    anyOf: [["pass them on", "junior roles", "introductions"]],
  },
  {
    question: "whats your take on test automation vs manual testing",
    anyOf: [["does not replace", "need both", "honest answer is no"]],
  },
  {
    question: "do you agree we should automate every test and drop our manual QA?",
    anyOf: [["does not replace", "need both", "honest answer is no"]],
  },
  { question: "what's the innovation page on your site about", anyOf: [["artificial intelligence"]] },
  { question: "what kind of research do you guys do", anyOf: [["artificial intelligence"]] },
];
