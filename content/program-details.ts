import type { ProgramFeature, SeedProgramSlug } from "./programs.ts";

/** A person who teaches a program (spec §3 Instructor): the portrait is drawn from `portrait`. */
export interface Instructor {
  name: string;
  role: string;
  intro: string;
  portrait: PortraitStyle;
}

/** How a generated portrait looks; no photo files, no other origin (see docs/decisions/0010). */
export interface PortraitStyle {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: "short" | "long" | "bun" | "none";
}

/** What a program page says beyond the catalogue entry in programs.ts. */
export interface ProgramDetails {
  heroTitle: string;
  heroText: string;
  overviewIntro: string;
  features: ProgramFeature[];
  /** The outline form's preset class format (spec §2.1; data analytics' is our choice). */
  outlineFormat: "Online" | "Face-to-face";
  /** "TBA" or a start-date text. */
  upcomingSession: string;
  instructor: Instructor;
  banner: { src: string; alt: string };
}

export const programDetails: Record<SeedProgramSlug, ProgramDetails> = {
  "full-stack-development": {
    heroTitle: "Become a full stack developer in 24 weeks",
    heroText:
      "Learn to design, build and deploy complete web applications with the tools Australian teams hire for: React, Node.js, Express, PostgreSQL and AWS. Small classes, weekly code reviews and a portfolio you can show employers.",
    overviewIntro:
      "The course follows the path a feature takes in a real team: from the screen a user sees, through the API and the database, to the pipeline that ships it. Every module ends with a project reviewed by a working developer.",
    features: [
      {
        icon: "code",
        name: "Front end",
        description:
          "Semantic HTML, modern CSS, JavaScript and TypeScript, then React: components, state, forms, accessibility and testing.",
      },
      {
        icon: "server",
        name: "Back end",
        description:
          "Node.js and Express APIs, PostgreSQL data modelling, authentication, validation and the security basics every API needs.",
      },
      {
        icon: "cloud",
        name: "DevOps",
        description:
          "Git workflows, automated tests in CI, containers and deploying to AWS, so your projects run somewhere real.",
      },
    ],
    outlineFormat: "Online",
    upcomingSession: "TBA",
    instructor: {
      name: "Arjun Mehta",
      role: "Lead Full Stack Instructor",
      intro:
        "Arjun has built web platforms for logistics and fintech companies for twelve years. He teaches the way he mentors junior developers at work: small steps, honest code reviews and lots of shipping.",
      portrait: {
        background: "#dbe6fe",
        skin: "#a86b4c",
        hair: "#1f1a17",
        shirt: "#1e40af",
        hairStyle: "short",
      },
    },
    banner: {
      src: "/images/program-full-stack.svg",
      alt: "A code editor next to a browser window and a database",
    },
  },
  "qa-and-software-testing": {
    heroTitle: "Start a career in QA and software testing",
    heroText:
      "Testers who understand both the product and the code are in demand. In 16 weeks you learn to plan, run and automate tests, report defects clearly and work inside an agile team.",
    overviewIntro:
      "You start with how quality is built into a project, practise manual testing on real applications, and finish by automating the checks that matter with industry tools.",
    features: [
      {
        icon: "checklist",
        name: "QA fundamentals",
        description:
          "The software development life cycle, test planning, test design techniques and writing defect reports developers act on.",
      },
      {
        icon: "hand",
        name: "Manual testing",
        description:
          "Exploratory, functional, regression and accessibility testing on web and mobile applications, with Jira and TestRail.",
      },
      {
        icon: "robot",
        name: "Automated testing",
        description:
          "UI and API automation with Playwright and Postman, test data, and running suites in a CI pipeline.",
      },
    ],
    outlineFormat: "Face-to-face",
    upcomingSession: "Next intake starts Monday 2 February 2027",
    instructor: {
      name: "Mei Lin Chen",
      role: "QA and Software Testing Instructor",
      intro:
        "Mei Lin Chen has led test teams for banking and health software for ten years. She has hired many junior testers and teaches exactly what she looks for in an interview.",
      portrait: {
        background: "#fce7f3",
        skin: "#e8b796",
        hair: "#2b211d",
        shirt: "#0f766e",
        hairStyle: "long",
      },
    },
    banner: {
      src: "/images/program-qa.svg",
      alt: "A checklist with ticks beside a magnifying glass over a bug",
    },
  },
  "data-analytics": {
    heroTitle: "Turn data into decisions with Data Analytics",
    heroText:
      "Learn to collect, clean, analyse and present data with SQL, Python, Excel and Power BI. You leave with a portfolio of analyses built on real public data sets.",
    overviewIntro:
      "Analysts are trusted when their numbers are right and their story is clear. The course builds both: careful data handling first, then statistics, then communicating results to people who make decisions.",
    features: [
      {
        icon: "database",
        name: "Data collection and cleaning",
        description:
          "SQL queries, spreadsheets and Python with pandas to gather data, fix errors and shape it for analysis.",
      },
      {
        icon: "chart",
        name: "Statistical analysis and hypothesis testing",
        description:
          "Descriptive statistics, distributions, correlation, regression and hypothesis tests, and when each one answers the question.",
      },
      {
        icon: "briefcase",
        name: "Real-world projects",
        description:
          "Dashboards and reports in Power BI built on real data sets, presented to a panel the way you would at work.",
      },
    ],
    // Our choice: the data-analytics class is taught on campus (spec §3 study mode "On Campus").
    outlineFormat: "Face-to-face",
    upcomingSession: "TBA",
    instructor: {
      name: "Daniel Okafor",
      role: "Data Analytics Instructor",
      intro:
        "Daniel spent eight years as an analyst in retail and government, turning messy spreadsheets into dashboards executives rely on. He loves the moment a chart finally makes a pattern obvious.",
      portrait: {
        background: "#dcfce7",
        skin: "#6b4430",
        hair: "#111111",
        shirt: "#7c2d12",
        hairStyle: "none",
      },
    },
    banner: { src: "/images/program-data.svg", alt: "Bar and line charts on a dashboard" },
  },
};

// Class slots and fee terms have one source, content/options.ts (the forms read them there too).
export { feeTerms, timeTableOptions as timetableSlots } from "./options.ts";
