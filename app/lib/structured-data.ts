import type { Article } from "#content/blog.ts";
import type { Program } from "#content/programs.ts";

/**
 * schema.org objects for the JSON-LD blocks (Organization/LocalBusiness, Course, BlogPosting),
 * from the published site document (issue 32: the page passes the read model's site).
 */

/** What the JSON-LD says about the provider: the published site document's fields. */
export interface SiteFacts {
  name: string;
  legalName: string;
  email: string;
  taxNumber: string;
  phones: readonly { href: string }[];
  address: {
    suite: string;
    level: string;
    street: string;
    suburb: string;
    state: string;
    postcode: string;
    country?: string;
  };
  openingHours: readonly { schema: string | null }[];
  social: readonly { href: string }[];
}

const dayNames: Record<string, string[]> = {
  "Mo-Fr": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Sa: ["Saturday"],
  Su: ["Sunday"],
};

const codeNames: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const codes = Object.keys(codeNames);

/** "Mo-Fr" → Monday…Friday, "Sa,Su" → Saturday, Sunday (server/content/views.ts writes them). */
function dayNamesOf(days: string): string[] {
  if (dayNames[days]) return dayNames[days];
  return days.split(",").flatMap((part) => {
    const [from, to] = part.split("-");
    const start = codes.indexOf(from!);
    const end = to ? codes.indexOf(to) : start;
    return start < 0 || end < start ? [] : codes.slice(start, end + 1).map((c) => codeNames[c]!);
  });
}

function openingHoursSpecification(site: SiteFacts) {
  return site.openingHours.flatMap((h) => {
    if (!h.schema) return [];
    const [days, range] = h.schema.split(" ") as [string, string];
    const [opens, closes] = range.split("-");
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: dayNamesOf(days), opens, closes }];
  });
}

export function organization(publicUrl: string, site: SiteFacts) {
  return {
    "@type": ["Organization", "LocalBusiness"],
    "@id": `${publicUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phones.map((p) => p.href.replace("tel:", "")),
    taxID: site.taxNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.suite}, ${site.address.level}, ${site.address.street}`,
      addressLocality: site.address.suburb,
      addressRegion: site.address.state,
      postalCode: site.address.postcode,
      addressCountry: site.address.country ?? "AU",
    },
    openingHours: site.openingHours.flatMap((h) => (h.schema ? [h.schema] : [])),
    openingHoursSpecification: openingHoursSpecification(site),
    sameAs: site.social.map((s) => s.href),
  };
}

export function course(
  program: Pick<Program, "name" | "href" | "studyMode" | "duration">,
  description: string,
  publicUrl: string,
  providerName: string,
) {
  return {
    "@type": "Course",
    name: program.name,
    description,
    url: `${publicUrl}${program.href}`,
    provider: { "@type": "Organization", name: providerName, sameAs: `${publicUrl}/` },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: program.studyMode.includes("Online") ? ["Onsite", "Online"] : "Onsite",
      courseWorkload: `P${Number.parseInt(program.duration, 10)}W`,
    },
  };
}

export function blogPosting(article: Article, publicUrl: string, siteName: string) {
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    url: `${publicUrl}/blog/${article.slug}`,
    mainEntityOfPage: `${publicUrl}/blog/${article.slug}`,
    author: { "@type": "Person", name: article.author || siteName },
    publisher: { "@type": "Organization", name: siteName, logo: `${publicUrl}/favicon.svg` },
    timeRequired: `PT${article.readingMinutes}M`,
  };
}
