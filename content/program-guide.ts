import type { SeedProgramSlug } from "./programs.ts";

/**
 * What a prospective student asks about each program beyond the catalogue: how it is attended,
 * who it suits, what they need first, what a week looks like and where it leads. The catalogue's
 * studyMode (spec §3) stays as the spec has it; `modes` says the same in full sentences.
 */
export interface ProgramGuide {
  modes: {
    /** One line for the hero, e.g. "On campus, with live online attendance". */
    short: string;
    detail: string;
    online: boolean;
  };
  suits: string[];
  prerequisites: string[];
  /** A typical week: the class itself, the work between classes, and the feedback. */
  week: { when: string; what: string }[];
  /** Hours of project work a week outside class that we advise planning for. */
  selfStudy: string;
  /** Equipment notes that apply to this program only (the common ones are in study.ts). */
  equipmentNote?: string;
  /** Junior roles graduates apply for, written to follow a colon mid-sentence. Roles, not promises. */
  roles: string[];
}

export const programGuides: Record<SeedProgramSlug, ProgramGuide> = {
  "full-stack-development": {
    modes: {
      short: "On campus, with live online attendance",
      detail:
        "Classes are taught on campus in Sydney and streamed live: when you cannot come in, join the same class online and take part as usual.",
      online: true,
    },
    suits: [
      "Career changers who want a first developer job and need to keep working while they study",
      "People who have tried free tutorials and now want structure, feedback and real projects",
      "Support, testing or design staff who want to build complete web applications themselves",
    ],
    prerequisites: [
      "No programming experience: the course starts with HTML",
      "Comfortable with a computer: files and folders, installing software, typing",
      "English good enough to read technical documentation and talk through your code",
      "Your own laptop",
    ],
    week: [
      {
        when: "Your class (3 hours)",
        what: "A short demonstration of the week's topic, then you build it yourself with the instructor at hand.",
      },
      {
        when: "Between classes",
        what: "You work on the module project at your own pace and ask questions in your class's online space.",
      },
      {
        when: "Before the next class",
        what: "You hand in the week's work and get a written code review from a working developer.",
      },
    ],
    selfStudy: "6 to 8 hours",
    roles: ["junior full stack developer", "junior front-end developer", "junior back-end developer"],
  },
  "qa-and-software-testing": {
    modes: {
      short: "On campus or online",
      detail:
        "Choose when you apply: join the class on campus in Sydney, or online, live, with the same instructor and timetable.",
      online: true,
    },
    suits: [
      "Detail-minded people who like finding out how things break",
      "Career changers from customer support, administration, hospitality or retail",
      "Manual testers who want to add test automation to their skills",
    ],
    prerequisites: [
      "No coding experience: the course teaches the JavaScript you need for automation",
      "Comfortable using web and mobile apps, and a computer",
      "Clear written English: developers act on your bug reports",
      "Your own laptop",
    ],
    week: [
      {
        when: "Your class (3 hours)",
        what: "A testing technique or tool, then testing a real application in pairs with the instructor.",
      },
      {
        when: "Between classes",
        what: "Practice tasks: test cases, bug reports and, later in the course, automated checks.",
      },
      {
        when: "Before the next class",
        what: "Your instructor reviews your test cases, bug reports and automation code and sends feedback.",
      },
    ],
    selfStudy: "5 to 7 hours",
    roles: ["QA analyst", "software tester", "junior test automation engineer"],
  },
  "data-analytics": {
    modes: {
      short: "On campus",
      detail: "Taught on campus in Sydney only; this course has no online option.",
      online: false,
    },
    suits: [
      "People who already work with spreadsheets and want to analyse data properly",
      "Career changers from business, finance, marketing, science or government roles",
      "Graduates who want a practical analytics portfolio",
    ],
    prerequisites: [
      "Comfortable with spreadsheets: formulas, sorting and filtering",
      "High-school maths: the course teaches the statistics",
      "No programming experience: SQL and Python are taught from the start",
      "Your own laptop",
    ],
    week: [
      {
        when: "Your class (3 hours)",
        what: "A new technique (a query pattern, a statistical test, a kind of chart) applied to a real public data set.",
      },
      {
        when: "Between classes",
        what: "An analysis exercise on a data set of your own choosing or ours.",
      },
      {
        when: "Before the next class",
        what: "Written feedback on your analysis and on how clearly you present it.",
      },
    ],
    selfStudy: "5 to 7 hours",
    equipmentNote:
      "Power BI Desktop runs on Windows only. If your laptop is a Mac, say so when you apply and we help you set up a way to run it before the course starts.",
    roles: ["data analyst", "reporting analyst", "junior business intelligence analyst"],
  },
};
