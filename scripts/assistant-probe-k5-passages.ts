/**
 * Probe batch (issue 16, fixer k5): free-text questions answered from passages: the blog posts and
 * follow-ups about them (author, main point, a named check), careers support, testimonials and a
 * follow-up after a refund question, in new visitors' wordings. Facts verbatim from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const CHECKS = [["five checks", "duplicates", "Count the rows"]];
const CAREERS = [["mock interview", "CV and LinkedIn", "Portfolio review"]];
const QUOTES = [["Priya", "Liam", "Hannah", "Marco", "Aisha", "Jack", "Sofia"]];

export const probeK5: DevCase[] = [
  { kind: "paraphrase", question: "before i build a dashboard what should i check in my data according to your blog", anyOf: CHECKS },
  { kind: "follow-up", before: ["before i build a dashboard what should i check in my data according to your blog"], question: "who's the writer?", facts: ["Daniel Okafor"] },
  { kind: "follow-up", before: ["got any blog posts on preparing data for charts?"], question: "what's the gist of it", anyOf: [["five checks", "clean", "duplicate"]], absent: ["Mei Lin"] },
  { kind: "follow-up", before: ["is there an article about what to do in your first months as a junior dev"], question: "who wrote it?", facts: ["Tomás Rivera"] },
  { kind: "follow-up", before: ["is there an article about what to do in your first months as a junior dev"], question: "what's the takeaway?", anyOf: [["stayed curious", "own something", "fifteen-minute rule", "learn how the team works"]] },
  { kind: "follow-up", before: ["any blog on whether to automate all our tests"], question: "and who is the author of that one", facts: ["Mei Lin Chen"] },
  { kind: "free text", question: "in the post about clean data, what is check number one?", anyOf: [["Count the rows", "duplicates"]] },
  { kind: "free text", question: "which pandas function does the data cleaning blog say to use to check types?", facts: ["df.dtypes"] },
  { kind: "free text", question: "should i treat empty cells as 0 when i analyse a spreadsheet?", anyOf: [["not the same as zero"]] },
  { kind: "typo", question: "is a blank feild the same as zero in data analyis", anyOf: [["not the same as zero"]] },
  { kind: "free text", question: "what can a real person testing an app notice that automated tests miss?", anyOf: [["confusing error message", "notices things no script", "nobody imagined", "human judgement"]] },
  { kind: "free text", question: "what sort of bugs does only a human tester find?", anyOf: [["confusing error message", "notices things no script", "nobody imagined", "curious human"]] },
  { kind: "free text", question: "what does your blog say about the extremes in a data set?", anyOf: [["top and bottom ten", "240"]] },
  { kind: "free text", question: "how does the clean data article say to check your total?", anyOf: [["last month's revenue", "figure the business already knows", "number people trust"]] },
  { kind: "slang", question: "will u help me land a job once i finish or nah", anyOf: CAREERS },
  { kind: "paraphrase", question: "what kind of career support do students get?", anyOf: CAREERS },
  { kind: "indirect", question: "i'm worried about finding work after the bootcamp, do you do anything to help with that?", anyOf: CAREERS },
  { kind: "paraphrase", question: "do you help with CVs and interview prep?", anyOf: [["CV and LinkedIn", "Mock interview"]] },
  { kind: "paraphrase", question: "any testimonials from past students?", anyOf: QUOTES },
  { kind: "slang", question: "what do ur grads reckon about the courses", anyOf: QUOTES },
  { kind: "paraphrase", question: "have former students left any feedback about studying with you", anyOf: QUOTES },
  { kind: "follow-up", before: ["did anyone switch from hospitality into coding with you?"], question: "how quickly did she get hired", facts: ["Six months"] },
  { kind: "follow-up", before: ["if i withdraw from the course do i get a refund"], question: "what happens to the remaining instalments?", facts: ["cancelled"] },
  { kind: "follow-up", before: ["can i get my money back if i quit"], question: "and the payments i still owe?", facts: ["cancelled"] },
];
