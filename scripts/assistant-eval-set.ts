/**
 * Questions a visitor might ask, with the facts a correct answer must contain (all of them,
 * case-insensitive) and the page it must link to. `none: true` means the content has no answer:
 * the assistant must say so and offer the contact form, not guess.
 */
export interface EvalCase {
  question: string;
  facts?: string[];
  link?: string;
  /** Text that must not appear, e.g. a price the content does not give. */
  absent?: string[];
  none?: true;
}

export const evalSet: EvalCase[] = [
  // The four questions.
  {
    question: "How long is the full stack course?",
    facts: ["24 weeks"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "What are your opening hours?",
    facts: ["9AM-9PM", "10AM-3PM", "Sunday: Closed"],
    link: "/contact-us",
  },
  {
    question: "Do you teach online?",
    facts: ["QA & Software Testing", "online"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "How much does a mobile app cost?",
    facts: ["$20,000 AUD"],
    link: "/expertise/mobile-app-development",
  },
  // Programs.
  {
    question: "How many weeks is the QA course?",
    facts: ["16 weeks"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "How long does data analytics take?",
    facts: ["16 weeks"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Duration of the full-stack software development program",
    facts: ["24 weeks"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "Can I study data analytics online?",
    facts: ["Data Analytics", "on campus"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Is the software testing course available online?",
    facts: ["online"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "What does the full stack course cover?",
    facts: ["front end", "back end"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "What will I learn in data analytics?",
    facts: ["cleaning"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Tell me about the QA and software testing training",
    facts: ["manual testing", "automated testing"],
    link: "/training-programs/qa-and-software-testing",
  },
  // Services and prices.
  {
    question: "How much does a website cost?",
    facts: ["$10,000 AUD"],
    link: "/expertise/web-app-development",
  },
  {
    question: "What is the price of web application development?",
    facts: ["$10,000 AUD"],
    link: "/expertise/web-app-development",
  },
  {
    question: "How much do you charge for software testing?",
    facts: ["$5,000 AUD"],
    link: "/expertise/software-testing",
  },
  {
    question: "Can you build an iPhone app?",
    facts: ["Mobile Application Development"],
    link: "/expertise/mobile-app-development",
  },
  {
    question: "Which technologies do you use for web apps?",
    facts: ["React", "Typescript"],
    link: "/expertise/web-app-development",
  },
  {
    question: "Do you do test automation for businesses?",
    facts: ["Test automation"],
    link: "/expertise/software-testing",
  },
  // Site facts.
  { question: "Are you open on Sunday?", facts: ["Sunday: Closed"], link: "/contact-us" },
  { question: "When are you open on Saturday?", facts: ["10AM-3PM"], link: "/contact-us" },
  { question: "What is your phone number?", facts: ["(02) 5550 1234"], link: "/contact-us" },
  { question: "Where is your office?", facts: ["88 Harbour Street"], link: "/contact-us" },
  { question: "What's your email address?", facts: ["hello@harbourline.example"], link: "/contact-us" },
  { question: "How can I contact you?", facts: ["hello@harbourline.example"], link: "/contact-us" },
  // Fee terms and timetable.
  { question: "Can I get a refund?", facts: ["no refund"], link: "/enrol-now" },
  { question: "When do I pay the course fee?", facts: ["after enrolment"], link: "/enrol-now" },
  { question: "What is the class timetable?", facts: ["6PM - 9PM", "Sat 11AM - 2PM"], link: "/enrol-now" },
  { question: "Do you have weekend classes?", facts: ["Sat 11AM - 2PM"], link: "/enrol-now" },
  { question: "How do I enrol?", facts: ["apply"], link: "/enrol-now" },
  {
    question: "How do I book a free consultation?",
    facts: ["free"],
    link: "/expertise/book-a-free-consultation",
  },
  { question: "Who are you?", facts: ["Harbourline Tech"], link: "/about-us" },
  {
    question: "How much is the full stack course?",
    facts: ["$6,000 AUD"],
    link: "/training-programs/full-stack-development",
  },
  { question: "What are the course fees?", facts: ["after enrolment"], link: "/enrol-now" },
  { question: "What days are classes on?", facts: ["Mon 6PM - 9PM"], link: "/enrol-now" },
  {
    question: "Do you build Android apps?",
    facts: ["$20,000 AUD"],
    link: "/expertise/mobile-app-development",
  },
  { question: "Where are you located?", facts: ["Sydney"], link: "/contact-us" },
  {
    question: "Is there a course on DevOps?",
    facts: ["DevOps"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "How do I get a quote for my project?",
    facts: ["free"],
    link: "/expertise/book-a-free-consultation",
  },
  { question: "Do you offer refunds if I drop out?", facts: ["no refund"], link: "/enrol-now" },
  {
    question: "Is the QA course face-to-face?",
    facts: ["on campus or online"],
    link: "/training-programs/qa-and-software-testing",
  },
  { question: "What is your ABN?", facts: ["ABN"], link: "/contact-us" },
  // What each program teaches and who teaches it (the program pages' overview and instructor).
  {
    question: "Do you teach Python?",
    facts: ["Python", "Data Analytics"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Which course covers React?",
    facts: ["React", "Full stack"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "Who teaches data analytics?",
    facts: ["Daniel Okafor"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "What do students say about the data analytics course?",
    facts: ["Marco Rossi"],
    link: "/client-testimonials",
    absent: ["[object Object]"],
  },
  // Start dates (the program pages' upcoming-session banner).
  {
    question: "When does the next QA intake start?",
    facts: ["2 February 2027"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "When does the full stack course start?",
    facts: ["not announced yet"],
    link: "/training-programs/full-stack-development",
  },
  { question: "Do you build websites?", facts: ["Web Application"], link: "/expertise/web-app-development" },
  // Nothing in the content: say so, offer contact, invent nothing.
  { question: "What's the weather in Paris tomorrow?", none: true },
  { question: "Do you sell pizza?", none: true },
  { question: "Who won the football last night?", none: true },
  { question: "Can you recommend a good mortgage broker?", none: true },
  { question: "Tell me a joke", none: true },
  { question: "Can you write my homework?", none: true },
  // A topic the content never mentions, next to words it does ("teach", "course", "pay").
  { question: "Do you teach Rust?", none: true },
  { question: "Is the course accredited?", facts: ["not nationally accredited"] },
  { question: "Can I pay with bitcoin?", none: true },
];
