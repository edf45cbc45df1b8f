import { formatAud } from "./fees.ts";
import { services } from "./services.ts";
import { site } from "./site.ts";

/** A service's starting rate as a description says it: "from $10,000 AUD". */
const from = (slug: (typeof services)[number]["slug"]) =>
  `from ${formatAud(services.find((s) => s.slug === slug)!.startingRateAud)}`;

/** Title and description of every public page, keyed by its canonical path. No two titles repeat. */
export interface PageInfo {
  title: string;
  description: string;
}

export const pages = {
  "/": {
    title: `${site.name}: IT training and software development in Sydney`,
    description:
      "Career-ready training in full stack development, QA and data analytics, and a team that designs, builds and tests software for businesses.",
  },
  "/contact-us": {
    title: "Contact us",
    description: `Call, e-mail or visit ${site.name} in Sydney, or send us a message. Open weekdays 9AM-9PM and Saturday 10AM-3PM.`,
  },
  "/blog": {
    title: "Blog",
    description: "Practical articles on starting an IT career, testing software and building for the web.",
  },
  "/about-us": {
    title: "About us",
    description: `${site.name} helps people land IT jobs and is a technology partner for businesses that need software built right.`,
  },
  "/our-people": {
    title: "Our people",
    description: `Meet the director, technology head and instructors behind ${site.name}.`,
  },
  "/careers": {
    title: "Careers",
    description: `Work with ${site.name}: open roles and how to tell us you are interested.`,
  },
  "/client-testimonials": {
    title: "Student testimonials",
    description: `What students say about learning with ${site.name}.`,
  },
  "/training-programs/full-stack-development": {
    title: "Full stack software development course",
    description:
      "A 24-week instructor-led course on campus, with live online attendance: front end, back end and DevOps, taught through real projects.",
  },
  "/training-programs/qa-and-software-testing": {
    title: "QA & Software Testing course",
    description:
      "A 16-week instructor-led course, on campus or online: QA fundamentals, manual testing and automated testing.",
  },
  "/training-programs/data-analytics": {
    title: "Data Analytics course",
    description:
      "A 16-week instructor-led course on campus: data collection and cleaning, statistics and hypothesis testing, real-world projects.",
  },
  "/expertise/web-app-development": {
    title: "Web application development",
    description: `Web applications designed and built with React, TypeScript and Express, ${from("web-app-development")}.`,
  },
  "/expertise/mobile-app-development": {
    title: "Mobile application development",
    description: `iOS and Android apps built with React Native and Swift, ${from("mobile-app-development")}.`,
  },
  "/expertise/software-testing": {
    title: "Software testing services",
    description: `Functional testing, security testing and test automation, ${from("software-testing")}.`,
  },
  "/expertise/book-a-free-consultation": {
    title: "Book a free consultation",
    description: "Tell us about your project and we will get back to you with ideas, a plan and a quote.",
  },
  "/technology-research": {
    title: "Innovation and technology research",
    description: `How ${site.name} researches artificial intelligence and puts it to work for clients.`,
  },
  "/enrol-now": {
    title: "Start your application",
    description: `Apply for a ${site.name} training program: choose a course, a timetable and a start date.`,
  },
  "/faq": {
    title: "Frequently asked questions",
    description: `Fees, class times, prerequisites, equipment, careers support and applying: straight answers about studying with ${site.name}.`,
  },
  "/terms": {
    title: "Enrolment terms and conditions",
    description:
      "What you agree to when you enrol: fees paid after enrolment, no refunds, class times, equipment and the changes we may make.",
  },
  "/privacy": {
    title: "Privacy policy",
    description: `What ${site.name} collects through its forms, chat and cookies, how long it keeps it, and how to see, correct or delete it.`,
  },
} as const satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof pages;
export const publicPaths = Object.keys(pages) as PagePath[];
