import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";

/** The site's navigation, shared by the desktop bar, the mobile menu and the footer. */
export const programLinks = programs.map((p) => ({ href: p.href, label: p.name }));

/** The Expertise menu: each service's page, then the research page and the consultation booking. */
export const expertiseLinksOf = (list: readonly { href: string; name: string }[]) => [
  ...list.map((s) => ({ href: s.href, label: s.name })),
  { href: "/technology-research", label: "Technology research" },
  { href: "/expertise/book-a-free-consultation", label: "Book a free consultation" },
];

/** The seed's services (content/): the menu outside the site layout's data. */
export const expertiseLinks = expertiseLinksOf(services);

export const companyLinks = [
  { href: "/about-us", label: "About us" },
  { href: "/our-people", label: "Our people" },
  { href: "/client-testimonials", label: "Client testimonials" },
  { href: "/careers", label: "Careers" },
  { href: "/blog", label: "Blog" },
  { href: "/contact-us", label: "Contact us" },
];

export const accountLinks = [
  { href: "/enrol-now", label: "Apply now" },
  { href: "/faq", label: "Questions and answers (FAQ)" },
  { href: "/portal/sign-in", label: "Student portal" },
  { href: "/admin/sign-in", label: "Staff sign-in" },
];

/** The footer's bottom line: the documents behind every form. */
export const legalLinks = [
  { href: "/terms", label: "Enrolment terms and conditions" },
  { href: "/privacy", label: "Privacy policy" },
];
