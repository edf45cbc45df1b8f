/** The three services (spec §3). */
export const services = [
  {
    slug: "web-app-development",
    name: "Web Application Design and Development",
    href: "/expertise/web-app-development",
    description:
      "Fast, accessible web applications designed with you and built to last, using a process refined over the past 5 years.",
    startingRate: "from $10,000+ AUD",
    technologies: ["Javascript", "Typescript", "React", "Express", "Remix", "Nextjs"],
  },
  {
    slug: "mobile-app-development",
    name: "Mobile Application Development",
    href: "/expertise/mobile-app-development",
    description: "Native-quality iOS and Android apps, from the first prototype to the store listing.",
    startingRate: "from $20,000+ AUD",
    technologies: ["React Native", "Swift"],
  },
  {
    slug: "software-testing",
    name: "Software Testing",
    href: "/expertise/software-testing",
    description: "Independent testing that finds what matters before your users do.",
    startingRate: "from $5,000+ AUD",
    technologies: ["Functional testing", "Security testing", "Test automation"],
  },
] as const;
