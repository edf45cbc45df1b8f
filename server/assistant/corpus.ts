import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { feeTerms, timetableSlots } from "#content/enrolment-terms.ts";
import { type PagePath, pages } from "#content/pages.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { formatAddress, site } from "#content/site.ts";

/**
 * One retrievable piece of the provider's own content. `text` is Markdown the built-in engine
 * quotes verbatim (so it must read as an answer); `keywords` are extra search terms that never
 * show, for the words people ask with ("how long", "cost") that the content itself does not use.
 */
export interface Passage {
  id: string;
  title: string;
  href: string;
  text: string;
  keywords: string;
}

/** Search terms for kinds of question, added to every passage that answers that kind. */
const ask = {
  duration: "how long duration length weeks months time take takes lasts",
  price: "how much cost costs price prices pricing quote budget rate rates charge fee fees starting",
  mode: "online remote distance campus on-campus in-person face-to-face study mode teach delivery attend",
  hours: "open opening hours time times when closed weekend weekday sunday saturday visit",
  contact: "contact phone call number email e-mail address where located location office visit reach",
} as const;

function programPassages(): Passage[] {
  return programs.map((p) => {
    const info = pages[p.href as PagePath];
    return {
      id: `program:${p.slug}`,
      title: p.name,
      href: p.href,
      text:
        `The **${p.name}** course takes **${p.duration.toLowerCase()}**. It is an ${p.courseType.toLowerCase()}, ` +
        `studied ${p.studyMode.replace("On Campus", "on campus")}. ${p.summary} ${info?.description ?? ""} ` +
        `${feeTerms.pricing}`,
      keywords: `${ask.duration} ${ask.mode} course program programme training class ${p.slug.replace(/-/g, " ")}`,
    };
  });
}

function studyModePassage(): Passage {
  const online = programs.filter((p) => /online/i.test(p.studyMode));
  const campusOnly = programs.filter((p) => !/online/i.test(p.studyMode));
  return {
    id: "faq:study-mode",
    title: "Training programs",
    href: online[0]?.href ?? "/",
    text:
      (online.length > 0
        ? `Yes: ${online.map((p) => `**${p.name}**`).join(" and ")} can be studied ${online[0]!.studyMode.toLowerCase()}. `
        : "Our courses are taught on campus. ") +
      campusOnly.map((p) => `${p.name} is taught ${p.studyMode.toLowerCase()}`).join("; ") +
      ".",
    keywords: `${ask.mode} teach courses classes programs learn from home virtual`,
  };
}

function servicePassages(): Passage[] {
  return services.map((s) => ({
    id: `service:${s.slug}`,
    title: s.name,
    href: s.href,
    text:
      `**${s.name}** starts ${s.startingRate.replace(/^from /, "from **")}**. ${s.description} ` +
      `We work with ${s.technologies.join(", ")}. For a quote on your project, book a free consultation.`,
    keywords: `${ask.price} service build develop make app application project ${s.slug.replace(/-/g, " ")} ${
      s.slug === "mobile-app-development" ? "ios android phone iphone" : ""
    }`,
  }));
}

function sitePassages(): Passage[] {
  const hours = site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; ");
  const phones = site.phones.map((p) => `${p.display} (${p.label.toLowerCase()})`).join(" or ");
  return [
    {
      id: "site:opening-hours",
      title: "Contact us",
      href: "/contact-us",
      text: `Our opening hours are ${hours}.`,
      keywords: ask.hours,
    },
    {
      id: "site:contact",
      title: "Contact us",
      href: "/contact-us",
      text: `You can find us at ${formatAddress()}. Call ${phones}, or e-mail ${site.email}.`,
      keywords: `${ask.contact} sydney`,
    },
    {
      id: "site:about",
      title: "About us",
      href: "/about-us",
      text: `${site.name}: ${site.tagline}. ${pages["/about-us"].description}`,
      keywords: "about who are you company business provider what do you do",
    },
    {
      id: "site:consultation",
      title: "Book a free consultation",
      href: "/expertise/book-a-free-consultation",
      text: `Booking a consultation is free. ${pages["/expertise/book-a-free-consultation"].description}`,
      keywords: "book free consultation meeting quote project discuss talk appointment",
    },
    {
      id: "site:enrol",
      title: "Start your application",
      href: "/enrol-now",
      text: `To join a program, apply online: ${pages["/enrol-now"].description}`,
      keywords: "apply enrol enroll enrolment enrollment application join sign register start how",
    },
  ];
}

function enrolmentTermPassages(): Passage[] {
  return [
    {
      id: "terms:fees",
      title: "Fee terms",
      href: feeTerms.href,
      text: `Fee terms: ${feeTerms.summary} ${feeTerms.pricing}`,
      keywords: `${ask.price} pay payment paid refund refunds money back cancel terms when tuition course`,
    },
    {
      id: "terms:timetable",
      title: "Class timetable",
      href: "/enrol-now",
      text: `Classes run in three-hour slots: ${timetableSlots.join(", ")}. You choose your slot when you apply.`,
      keywords:
        "timetable schedule class classes slot slots times when evening weekend days nights part-time",
    },
  ];
}

/** Every public page's title and description, so any page can be found and linked. */
function pagePassages(): Passage[] {
  return Object.entries(pages).map(([href, info]) => ({
    id: `page:${href}`,
    title: info.title,
    href,
    text: info.description,
    keywords: "",
  }));
}

const blogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/blog");

/** Blog articles (content/blog/*.md): one passage per paragraph, titled by the article. */
export function blogPassages(dir = blogDir): Passage[] {
  if (!existsSync(dir)) return [];
  const out: Passage[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const slug = file.replace(/\.md$/, "");
    let body = readFileSync(path.join(dir, file), "utf8");
    let title = slug.replace(/-/g, " ");
    const front = /^---\n([\s\S]*?)\n---\n/.exec(body);
    if (front) {
      title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(front[1]!)?.[1] ?? title;
      body = body.slice(front[0].length);
    }
    const heading = /^#\s+(.+)$/m.exec(body);
    if (!front && heading) title = heading[1]!;
    const paragraphs = body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p.length > 40 && !p.startsWith("#"));
    paragraphs.forEach((text, i) => {
      out.push({ id: `blog:${slug}:${i}`, title, href: "/blog", text, keywords: "blog article" });
    });
  }
  return out;
}

/**
 * The whole corpus, built from whatever content modules exist. A new content module (people,
 * testimonials…) is added here with one more function in this list.
 */
export function buildCorpus(): Passage[] {
  return [
    ...programPassages(),
    studyModePassage(),
    ...servicePassages(),
    ...sitePassages(),
    ...enrolmentTermPassages(),
    ...pagePassages(),
    ...blogPassages(),
  ];
}
