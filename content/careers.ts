/** Open roles on /careers. Empty means the page says so honestly and invites interest instead. */
export interface Opening {
  slug: string;
  title: string;
  type: "Full-time" | "Part-time" | "Contract" | "Casual";
  location: string;
  summary: string;
}

export const openings: Opening[] = [];

/** What we look for, shown whether or not a role is open. */
export const careerValues = [
  {
    name: "Teach by doing",
    description: "Instructors who still build software, and developers who enjoy explaining it.",
  },
  { name: "Small teams", description: "Every person owns real work and is known by name." },
  {
    name: "Flexible hours",
    description: "Evening classes and client work fit around life, not the other way round.",
  },
];
