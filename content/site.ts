/**
 * Everything that names the provider. Rebranding the site means editing this file.
 * The provider is fictional: the phone numbers use Australia's range reserved for drama
 * (02 5550 xxxx / 0491 570 xxx), the domain is under .example and the tax number is made up.
 */
export const site = {
  name: "Harbourline Tech",
  legalName: "Harbourline Tech Pty Ltd (demo)",
  tagline: "Career-ready IT training and software that ships",
  email: "hello@harbourline.example",
  phones: [
    { label: "Office", display: "(02) 5550 1234", href: "tel:+61255501234" },
    { label: "Mobile", display: "0491 570 156", href: "tel:+61491570156" },
  ],
  address: {
    suite: "Suite 4",
    level: "Level 12",
    street: "88 Harbour Street",
    suburb: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  taxNumber: "ABN 00 000 000 000 (demo)",
  openingHours: [
    { days: "Monday to Friday", hours: "9AM-9PM", schema: "Mo-Fr 09:00-21:00" },
    { days: "Saturday", hours: "10AM-3PM", schema: "Sa 10:00-15:00" },
    { days: "Sunday", hours: "Closed", schema: null },
  ],
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/harbourline-tech-demo" },
    { name: "Facebook", href: "https://www.facebook.com/harbourline.tech.demo" },
    { name: "Instagram", href: "https://www.instagram.com/harbourline.tech.demo" },
  ],
} as const;

export type Site = typeof site;

export function formatAddress(
  a: {
    suite: string;
    level: string;
    street: string;
    suburb: string;
    state: string;
    postcode: string;
  } = site.address,
): string {
  return `${a.suite}, ${a.level}, ${a.street}, ${a.suburb} ${a.state} ${a.postcode}`;
}
