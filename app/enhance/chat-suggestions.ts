/**
 * Three or four questions the chat panel suggests when it opens, chosen for the page the visitor
 * is on: a program page suggests that program's questions, the contact page hours and address,
 * the expertise pages rates and a consultation; anywhere else, the questions most visitors ask.
 */
const programShortNames: Record<string, string> = {
  "full-stack-development": "full stack",
  "qa-and-software-testing": "QA",
  "data-analytics": "data analytics",
};

const general = [
  "How much are the courses?",
  "Which course is the shortest?",
  "Can I study online?",
  "When are classes held?",
];

/**
 * `pageHeading` is the page's h1: on the page of a program published in the back-office (issue 32),
 * which has no short name here, the questions name it by its heading.
 */
export function suggestedQuestions(pathname: string, pageHeading?: string | null): string[] {
  const program = /^\/training-programs\/([a-z0-9-]+)/.exec(pathname)?.[1];
  const name = program ? (programShortNames[program] ?? (pageHeading?.trim() || undefined)) : undefined;
  if (name)
    return [
      `How much is the ${name} course?`,
      `When does the next ${name} intake start?`,
      `Can I study ${name} online?`,
      `Do I need experience for ${name}?`,
    ];
  if (pathname.startsWith("/contact-us"))
    return ["What are your opening hours?", "Where is your office?", "What's your phone number?"];
  if (pathname.startsWith("/expertise"))
    return [
      "How much does a web application cost?",
      "How much does a mobile app cost?",
      "How do I book a free consultation?",
    ];
  if (pathname.startsWith("/enrol-now") || pathname.startsWith("/terms") || pathname.startsWith("/faq"))
    return [
      "When do I pay the course fee?",
      "Can I pay in instalments?",
      "Can I get a refund?",
      "When are classes held?",
    ];
  return general;
}
