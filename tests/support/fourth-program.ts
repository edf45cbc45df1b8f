/**
 * A fourth program, published through the content store beside the three of the seed content
 * (issue 32): the integration test of a new program and the screenshots use the same one.
 */
export const fourthProgram = {
  slug: "cyber-security-analyst",
  name: "Cyber Security Analyst",
  summary: "Protect systems and data: threat analysis, incident response and security testing.",
  studyMode: "On Campus or Online",
  durationWeeks: 20,
  feeAud: 7200,
  instalments: 6,
  topics: ["Threat analysis", "Incident response", "Security testing"],
  heroTitle: "Become a security analyst in {weeks} weeks",
};
