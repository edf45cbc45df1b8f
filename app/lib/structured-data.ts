import type { Article } from "#content/blog.ts";
import type { Program } from "#content/programs.ts";
import { site } from "#content/site.ts";

/** schema.org objects for the JSON-LD blocks (Organization/LocalBusiness, Course, BlogPosting). */

const dayNames: Record<string, string[]> = {
  "Mo-Fr": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Sa: ["Saturday"],
  Su: ["Sunday"],
};

function openingHoursSpecification() {
  return site.openingHours.flatMap((h) => {
    if (!h.schema) return [];
    const [days, range] = h.schema.split(" ") as [string, string];
    const [opens, closes] = range.split("-");
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: dayNames[days], opens, closes }];
  });
}

export function organization(publicUrl: string) {
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
      addressCountry: site.address.country,
    },
    openingHours: site.openingHours.flatMap((h) => (h.schema ? [h.schema] : [])),
    openingHoursSpecification: openingHoursSpecification(),
    sameAs: site.social.map((s) => s.href),
  };
}

export function course(
  program: Pick<Program, "name" | "href" | "studyMode" | "duration">,
  description: string,
  publicUrl: string,
) {
  return {
    "@type": "Course",
    name: program.name,
    description,
    url: `${publicUrl}${program.href}`,
    provider: { "@type": "Organization", name: site.name, sameAs: `${publicUrl}/` },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: program.studyMode.includes("Online") ? ["Onsite", "Online"] : "Onsite",
      courseWorkload: `P${Number.parseInt(program.duration, 10)}W`,
    },
  };
}

export function blogPosting(article: Article, publicUrl: string) {
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    url: `${publicUrl}/blog/${article.slug}`,
    mainEntityOfPage: `${publicUrl}/blog/${article.slug}`,
    author: { "@type": "Person", name: article.author || site.name },
    publisher: { "@type": "Organization", name: site.name, logo: `${publicUrl}/favicon.svg` },
    timeRequired: `PT${article.readingMinutes}M`,
  };
}
