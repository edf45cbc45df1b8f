import type { SeedProgramSlug } from "./programs.ts";

/** What each program's downloadable outline lists as its topics, per program slug. */
export const outlineTopics: Record<SeedProgramSlug, { name: string; detail: string }[]> = {
  "full-stack-development": [
    {
      name: "Front end",
      detail: "HTML, CSS, JavaScript, TypeScript and React: accessible, responsive interfaces.",
    },
    { name: "Back end", detail: "Node.js, Express and PostgreSQL: APIs, authentication and data modelling." },
    {
      name: "DevOps",
      detail: "Git, automated tests, continuous integration and deployment to the cloud (AWS).",
    },
  ],
  "qa-and-software-testing": [
    { name: "QA fundamentals", detail: "The testing life cycle, test planning, risk and defect management." },
    { name: "Manual testing", detail: "Test design techniques, exploratory testing and clear bug reports." },
    { name: "Automated testing", detail: "UI and API test automation, test frameworks and CI pipelines." },
  ],
  "data-analytics": [
    {
      name: "Data collection and cleaning",
      detail: "Gathering, validating and tidying real data sets with SQL and Python.",
    },
    {
      name: "Statistical analysis and hypothesis testing",
      detail: "Descriptive statistics, distributions, significance and experiments.",
    },
    { name: "Real-world projects", detail: "Dashboards and reports built for real business questions." },
  ],
};
