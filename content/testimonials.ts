/** Seven student quotes (spec §3 Testimonial). Images are initials avatars drawn inline. */
export interface Testimonial {
  body: string;
  author: { name: string; handle: string };
  program: string;
}

export const testimonials: Testimonial[] = [
  {
    body: "I came from hospitality with no coding background. Six months later I had a portfolio, three interviews and a junior developer role. The weekly code reviews made the difference.",
    author: { name: "Priya Sharma", handle: "@priya.codes" },
    program: "Full stack software development",
  },
  {
    body: "The testing course was practical from day one. We tested real apps, wrote real bug reports and automated them in Playwright. I started as a QA analyst two weeks after finishing.",
    author: { name: "Liam O'Connor", handle: "@liamtests" },
    program: "QA & Software Testing",
  },
  {
    body: "Small classes meant I could ask anything. The instructors answered questions on weekends too, and never made me feel slow for asking.",
    author: { name: "Hannah Nguyen", handle: "@hannah_ng" },
    program: "Full stack software development",
  },
  {
    body: "I already worked with spreadsheets, but now I can clean data in Python, test a hypothesis properly and build a Power BI dashboard my manager actually uses.",
    author: { name: "Marco Rossi", handle: "@marco.data" },
    program: "Data Analytics",
  },
  {
    body: "Evening classes let me keep my job while I studied. The timetable was fixed and realistic, and the projects fitted into my weeks.",
    author: { name: "Aisha Karim", handle: "@aishak" },
    program: "QA & Software Testing",
  },
  {
    body: "The DevOps module was my favourite: by the end my project deployed itself to AWS every time I pushed. Employers loved hearing about that.",
    author: { name: "Jack Thompson", handle: "@jackdeploys" },
    program: "Full stack software development",
  },
  {
    body: "Career support was genuine: CV reviews, mock interviews and introductions to hiring managers. I felt ready, not just certified.",
    author: { name: "Sofia Martins", handle: "@sofia.m" },
    program: "Data Analytics",
  },
];

/** The quotes about one program, in the order above (program pages). */
export function testimonialsFor(programName: string): Testimonial[] {
  return testimonials.filter((t) => t.program === programName);
}

/** One quote per program, the first of each (the home page). */
export function oneQuotePerProgram(): Testimonial[] {
  const seen = new Set<string>();
  return testimonials.filter((t) => !seen.has(t.program) && seen.add(t.program));
}
