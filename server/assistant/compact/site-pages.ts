/**
 * Content the content store does not hold yet (issue 32 moved programs, services, people, FAQ,
 * posts and the legal pages; these are still content/ modules): equipment, consultations, careers,
 * how a project runs, application steps, payments by transfer, course outlines, the privacy tables
 * and the pages' descriptions. Read as passages, as the pages show them. A description with a
 * figure in it is left out: its figure is the store's (a fee, a duration, hours), which the
 * assistant reads from there so it follows a publish. The provider's name and the pages the store
 * holds (terms, privacy: their titles and descriptions) are the published ones.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { careerValues, openings } from "#content/careers.ts";
import { consultationBooking } from "#content/consultation.ts";
import { outlineTopics } from "#content/course-outlines.ts";
import { pages } from "#content/pages.ts";
import { site as seedSite } from "#content/site.ts";
import type { PublishedContent } from "../../content/published.ts";
import { bankDetails } from "#content/payments.ts";
import { privacyTables } from "#content/privacy.ts";
import { serviceWork } from "#content/services.ts";
import { equipment } from "#content/study.ts";

export interface SitePage {
  id: string;
  title: string;
  href: string;
  text: string;
  /** Words people ask with (the page's own headings). */
  asks: string[];
  /** A program's slug, for passages about one program. */
  programSlug?: string;
}

const sentence = (t: string) => (/[.!?:]$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);

/** Every page's title and description (content/pages.ts), with the page documents' descriptions. */
function pageInfo(content: Pick<PublishedContent, "site" | "pages">) {
  // content/pages.ts writes the seed's name; the assistant says the published one.
  const named = (text: string) => text.replaceAll(seedSite.name, content.site.name);
  const info = new Map<string, { title: string; description: string }>(
    Object.entries(pages as Record<string, { title: string; description: string }>).map(([href, p]) => [
      href,
      { title: named(p.title), description: named(p.description) },
    ]),
  );
  // A page document's description is its page's meta description (its title there is content/'s).
  for (const page of content.pages) {
    const href = `/${page.slug}`;
    info.set(href, { title: info.get(href)?.title ?? page.title, description: page.description });
  }
  return info;
}

export function sitePages(content: Pick<PublishedContent, "site" | "pages">): SitePage[] {
  const info = pageInfo(content);
  const titleOf = (href: string) => info.get(href)?.title ?? "";
  const list: SitePage[] = [];
  const add = (
    id: string,
    href: string,
    text: string,
    asks: string[] = [],
    programSlug?: string,
    title = titleOf(href),
  ) => list.push({ id, title: title || href, href, text, asks, programSlug });

  add(
    "equipment",
    "/faq",
    [equipment.summary, equipment.minimum, equipment.software, equipment.campus].map(sentence).join(" "),
    ["laptop equipment computer software wifi"],
  );
  add(
    "consultation",
    "/expertise/book-a-free-consultation",
    `${consultationBooking.reply} ${consultationBooking.promises.map(sentence).join(" ")} ${consultationBooking.manage}`,
    ["book a free consultation call project quote"],
  );
  add(
    "careers",
    "/careers",
    `${openings.length === 0 ? "We have no open roles at the moment: tell us about yourself with the form on the careers page, and we will be in touch when a role fits." : `Open roles: ${openings.map((o) => `${o.title} (${o.type}, ${o.location})`).join("; ")}.`} What we look for: ${careerValues.map((v) => `${v.name}: ${sentence(v.description)}`).join(" ")}`,
    ["careers hiring jobs work for you vacancies roles"],
  );
  add(
    "service-work",
    "/expertise/book-a-free-consultation",
    `How a project runs: ${serviceWork.steps.join(", ")}. ${serviceWork.pricing} Starting rates are the ${serviceWork.rateNote}.`,
    // (The service pages' heading over the steps, "Scope, price and tools".)
    ["project process steps quote pricing", "scope price tools"],
  );
  // Every service page's "The team behind your project": the roles together ("who works on my
  // project?"), and each card alone ("do you stay on after launch?").
  const team = "The team behind your project";
  add(
    "service-team",
    "/about-us",
    `${team}: ${serviceWork.team.map((m) => `**${m.title}**: ${sentence(m.text)}`).join(" ")}`,
    [team],
  );
  for (const member of serviceWork.team)
    add(`service-team:${member.title}`, "/about-us", `**${member.title}**: ${sentence(member.text)}`, [
      member.title,
    ]);
  // What the portal dashboard shows under an application of each status (its heading there).
  for (const [status, text] of Object.entries(nextSteps))
    add(
      `application:${status}`,
      "/portal/sign-in",
      `When your application is ${status}: ${text}`,
      [`application ${status}`],
      undefined,
      "Your application's status on your portal dashboard",
    );
  add(
    "bank-transfer",
    "/terms#fees",
    `Bank transfers go to ${bankDetails.accountName}, ${bankDetails.bank}, BSB ${bankDetails.bsb}, account ${bankDetails.accountNumber}. ${bankDetails.referenceNote}`,
    ["pay bank transfer account bsb"],
  );
  for (const [slug, topics] of Object.entries(outlineTopics))
    add(
      `outline:${slug}`,
      `/training-programs/${slug}`,
      topics.map((t) => `**${t.name}**: ${sentence(t.detail)}`).join(" "),
      ["course outline topics"],
      slug,
    );
  for (const point of privacyTables.collectionPoints)
    add(
      `privacy:${point.source}`,
      "/privacy",
      `The ${point.source.toLowerCase()} (${point.where}) collects ${point.collects.join(", ")}. ${point.why}`,
      [point.source],
      undefined,
      "Privacy policy",
    );
  add(
    "privacy:cookies",
    "/privacy#cookies",
    privacyTables.cookies
      .map((c) => `The **${c.name}** cookie: ${sentence(c.purpose)} It lasts ${c.lasts}.`)
      .join(" "),
    ["cookies"],
    undefined,
    "Privacy policy",
  );
  for (const row of privacyTables.retention)
    add(
      `privacy:keep:${row.records}`,
      "/privacy",
      `${row.records}: kept ${row.kept}.`,
      ["how long keep"],
      undefined,
      "Privacy policy",
    );
  for (const [href, page] of info)
    if (!/\d/.test(page.description)) add(`page:${href}`, href, page.description, [page.title]);
  return list;
}
