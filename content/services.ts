import { formatAud } from "./fees.ts";

/** "From $10,000 AUD": how a starting rate reads on the site (the spec's "from $10,000+ AUD"). */
export const formatStartingRate = (aud: number) => `From ${formatAud(aud)}`;

/** The three services (spec §3); starting rates in AUD as spec §9 gives them. */
export const services = [
  {
    slug: "web-app-development",
    name: "Web Application Design and Development",
    href: "/expertise/web-app-development",
    description:
      "Fast, accessible web applications designed with you and built to last, using a process refined over the past 5 years.",
    startingRateAud: 10_000,
    startingRate: formatStartingRate(10_000),
    technologies: ["Javascript", "Typescript", "React", "Express", "Remix", "Nextjs"],
  },
  {
    slug: "mobile-app-development",
    name: "Mobile Application Development",
    href: "/expertise/mobile-app-development",
    description: "Native-quality iOS and Android apps, from the first prototype to the store listing.",
    startingRateAud: 20_000,
    startingRate: formatStartingRate(20_000),
    technologies: ["React Native", "Swift"],
  },
  {
    slug: "software-testing",
    name: "Software Testing",
    href: "/expertise/software-testing",
    description: "Independent testing that finds what matters before your users do.",
    startingRateAud: 5_000,
    startingRate: formatStartingRate(5_000),
    technologies: ["Functional testing", "Security testing", "Test automation"],
  },
] as const;

/**
 * What every service page says about working with us (the expertise page reads these, and so does
 * the chat assistant): how a project runs, who works on it, and how the price is set.
 */
export const serviceWork = {
  /** How every project runs, in order (the page's numbered steps). */
  steps: ["Discovery call", "Proposal and fixed quote", "Fortnightly demos", "Launch and support"],
  pricing: "Every project starts with a free consultation and a written, fixed quote.",
  /** Under the starting rate. */
  rateNote: "starting price, excluding GST",
  team: [
    {
      icon: "code",
      title: "Experienced developers",
      text: "Senior engineers who have shipped production software for startups, enterprises and government, and who write the tests to prove it works.",
    },
    {
      icon: "briefcase",
      title: "Technical consultants",
      text: "We start with your goals and budget, then recommend the simplest architecture that meets them. No lock-in, no jargon.",
    },
    {
      icon: "hand",
      title: "Support team",
      text: "After launch we stay on call: monitoring, fixes, updates and small improvements on a plan that fits your business.",
    },
  ],
} as const;
