import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { feeTerms, timetableSlots } from "#content/enrolment-terms.ts";
import { feeFacts, formatAud, paymentTerms } from "#content/fees.ts";
import { parseFrontMatter } from "#content/front-matter.ts";
import { type PagePath, pages } from "#content/pages.ts";
import { programDetails } from "#content/program-details.ts";
import { programs } from "#content/programs.ts";
import { services, serviceWork } from "#content/services.ts";
import { formatAddress, site } from "#content/site.ts";
import { careersSupport, equipment } from "#content/study.ts";
import type { LegalDocument } from "#content/documents.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { faqPage } from "#content/faq.ts";
import { consultationBooking } from "#content/consultation.ts";
import { privacyPolicy, privacyTables } from "#content/privacy.ts";
import { log } from "../log.ts";
import { NEXT_INTAKE_FAQ } from "./sessions.ts";
import { contentDir } from "../paths.ts";

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
  /** A blog post's byline: its front matter's date (YYYY-MM-DD), for ordering posts. */
  date?: string;
}

/** Search terms for kinds of question, added to every passage that answers that kind. */
const ask = {
  duration: "how long duration length weeks months time take takes lasts",
  price: "how much cost costs price prices pricing quote budget rate rates charge fee fees starting",
  // "teach" is not here: "Who teaches X?" is about the instructor, and "Do you teach online?" is
  // answered by the study-mode passage, which adds it itself.
  mode: "online remote distance campus on-campus in-person face-to-face study mode delivery attend",
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
        `studied ${p.studyMode.toLowerCase()}. ${p.summary} ${info?.description ?? ""} ` +
        `The course fee is **${feeFacts(p.slug).total}**, paid after enrolment.`,
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

/** What each program page's overview teaches, and who teaches it. */
function programDetailPassages(): Passage[] {
  // The texts name the program; keywords only add the words people ask with, so these short
  // passages do not outrank the program's own passage on its name.
  return programs.flatMap((p) => {
    const { features, instructor } = programDetails[p.slug];
    return [
      {
        // The date comes from the next open intake when the passage is found (sessions.ts): the
        // index, built once, states none.
        id: `program-session:${p.slug}`,
        title: p.name,
        href: p.href,
        text: `The next **${p.name}** intake and its start date. [Apply now](/enrol-now?program=${encodeURIComponent(p.name)}) to hold a place.`,
        keywords:
          "course when next start starts starting date dates intake intakes session sessions begin begins commence upcoming",
      },
      {
        id: `program-topics:${p.slug}`,
        title: p.name,
        href: p.href,
        text: `The **${p.name}** course covers ${features.map((f) => `**${f.name}**: ${f.description}`).join(" ")}`,
        keywords:
          "teach taught learn learning cover covers topic topics module modules curriculum syllabus subject",
      },
      {
        id: `program-instructor:${p.slug}`,
        title: p.name,
        href: p.href,
        text: `**${instructor.name}** (${instructor.role}) teaches ${p.name}. ${instructor.intro}`,
        keywords: "teaches teach teacher trainer tutor instructor lecturer",
      },
    ];
  });
}

/** Words people use for a service that its own text does not. */
const serviceSynonyms: Record<string, string> = {
  "mobile-app-development": "ios android phone iphone",
  "web-app-development": "website websites web site sites",
};

const team = (title: string) => serviceWork.team.find((c) => c.title === title)?.text ?? "";

function servicePassages(): Passage[] {
  return services.flatMap((s) => {
    const named = `${s.slug.replace(/-/g, " ")} ${serviceSynonyms[s.slug] ?? ""}`;
    const [call, quote, demos, launch] = serviceWork.steps.map((step) => step.toLowerCase());
    return [
      {
        id: `service:${s.slug}`,
        title: s.name,
        href: s.href,
        text:
          `**${s.name}** starts from **${formatAud(s.startingRateAud)}** (${serviceWork.rateNote}). ${s.description} ` +
          `We work with ${s.technologies.join(", ")}. For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation).`,
        keywords: `${ask.price} service build develop make app application project ${named}`,
      },
      {
        // The service page's steps: how a project runs, from the first call to after launch.
        id: `project-process:${s.slug}`,
        title: s.name,
        href: s.href,
        text:
          `Our process for a **${s.name}** project has four steps: a ${call}, a ${quote}, ${demos} as the work goes on, then ${launch}. ` +
          serviceWork.pricing.replace("free consultation", "[free consultation](/expertise/book-a-free-consultation)"),
        keywords: `process steps stages how work works start begin progress see show demo demos update updates often frequently regular regularly milestone milestones fixed quote hourly hour charge charges billing billed project service ${named}`,
      },
      {
        // Who works on a project (the page's team cards).
        id: `project-team:${s.slug}`,
        title: s.name,
        href: s.href,
        text: `**${s.name}** projects are done by ${lowerCaseFirst(team("Experienced developers"))} ${team("Technical consultants")}`,
        keywords: `who team developer developers engineer engineers senior junior experienced experience staff people build builds work contract contracts lock-in tied commitment project service ${named}`,
      },
      {
        // What happens once it is live (the page's support card).
        id: `project-support:${s.slug}`,
        title: s.name,
        href: s.href,
        text: team("Support team"),
        keywords: `support maintenance maintain maintained after launch launched live ongoing update updates fix fixes bug bugs monitoring service project ${named}`,
      },
    ];
  });
}

const lowerCaseFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

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
      // The footer's tax number is the ABN: a visitor asks for either name.
      id: "site:legal",
      title: "Contact us",
      href: "/contact-us",
      text: `Our legal name is ${site.legalName}, and our tax number is ${site.taxNumber.replace(/^ABN /, "our Australian Business Number (ABN), ")}.`,
      keywords: "abn tax number company registration legal name registered business",
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
      // What the page promises about the call itself: its length, who is on it, what follows.
      id: "site:consultation-call",
      title: "Book a free consultation",
      href: "/expertise/book-a-free-consultation",
      text: `The free consultation is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}. ${consultationBooking.promises.slice(1).map((p) => `${p}.`).join(" ")} ${consultationBooking.reply} ${consultationBooking.manage}`,
      // "How soon do you get back to me after I send my project details?": the reply it promises.
      keywords:
        "consultation call meeting how long length minutes who with expect include includes included involve happens reply respond response hear back soon quickly fast project details",
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
      keywords: `${ask.price} pay payment paid refund refunds money back cancel withdraw drop quit terms when tuition course`,
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

/** Studying with us (content/study.ts, fees.ts): equipment, careers support, the certificate, paying. */
function studyPassages(): Passage[] {
  return [
    {
      id: "study:equipment",
      title: "Frequently asked questions",
      href: "/faq",
      text: `${equipment.summary} ${equipment.software}`,
      keywords: "laptop computer equipment bring provide provided free loan lend need hardware pc mac",
    },
    {
      id: "study:careers",
      title: "Frequently asked questions",
      href: "/faq",
      text: `${careersSupport.summary} ${careersSupport.services.map((s) => `${s.name}: ${s.description}`).join(" ")} ${careersSupport.honesty}`,
      keywords: "job jobs employment placement career careers support help guarantee cv resume interview",
    },
    {
      id: "study:certificate",
      title: "Frequently asked questions",
      href: "/faq",
      text: careersSupport.certificate,
      keywords:
        "accredited accreditation certificate qualification certified recognised recognized rto diploma",
    },
    {
      id: "study:payment",
      title: "Enrolment terms and conditions",
      href: "/terms",
      text: `${paymentTerms.applying} ${paymentTerms.when} ${paymentTerms.options}`,
      keywords: "instalment instalments installment installments payment plan split pay monthly invoice",
    },
  ];
}

/** A legal page (/terms, /privacy): one passage per section, its heading as search words. */
function documentPassages(doc: LegalDocument, href: string): Passage[] {
  const general = href === "/privacy" ? "privacy personal information data" : "terms conditions enrolment";
  // The introduction says what the document is and under which law ("the Australian Privacy
  // Principles in the Privacy Act 1988"): a passage like any section.
  const intro: Passage[] = doc.intro
    ? [{ id: `document${href}:intro`, title: doc.title, href, text: doc.intro, keywords: `about ${general}` }]
    : [];
  return [...intro, ...doc.sections.map((section) => ({
    id: `document${href}:${section.id}`,
    title: doc.title,
    href,
    text: [
      ...section.paragraphs,
      ...(section.list ?? []).map((item) => (/[.!?]$/.test(item) ? item : `${item}.`)),
    ].join(" "),
    keywords: `${section.heading} ${general} ${headingWords.filter(([re]) => re.test(section.heading)).map(([, w]) => w).join(" ")}`,
  }))];
}

/** Visitors' words for what a legal section's heading names ("is the site secure?": "Keeping it safe"). */
const headingWords: [RegExp, string][] = [
  [/\bsafe\b/i, "secure security safety protect protected protection encrypted encryption https"],
  [/\bcomplaints?\b/i, "happy unhappy satisfied dissatisfied"],
];

const nextIntakeQuestion = "When does the next intake start?";

/** The FAQ page: each answer is a passage, found by its question's words too. */
function faqPassages(): Passage[] {
  return faqPage.groups.flatMap((group) =>
    group.faqs.map((faq, i) => ({
      // "When does the next intake start?" is answered from the next intakes when found (sessions.ts).
      ...(faq.question === nextIntakeQuestion
        ? { id: NEXT_INTAKE_FAQ, text: "The next intake of each course and its start date." }
        : { id: `faq:${group.id}:${i}`, text: faq.answer }),
      title: "Frequently asked questions",
      href: "/faq",
      keywords: `${faq.question} ${group.heading}`,
    })),
  );
}

/** The privacy policy's tables: what each form collects and why, cookies, and how long records are kept. */
function privacyTablePassages(): Passage[] {
  const title = privacyPolicy.title;
  return [
    ...privacyTables.collectionPoints.map((c, i) => ({
      id: `privacy-collect:${i}`,
      title,
      href: "/privacy",
      text: `The ${c.source.toLowerCase()} (${c.where.toLowerCase()}) collects ${c.collects.join(", ")}. ${c.why}`,
      keywords: "collect collected personal information data form privacy why",
    })),
    ...privacyTables.cookies.map((c, i) => ({
      id: `privacy-cookie:${i}`,
      title,
      href: "/privacy",
      text: `The “${c.name}” cookie: ${c.purpose} It lasts ${lowerFirst(c.lasts)}.`,
      keywords: "cookie cookies tracking privacy",
    })),
    ...privacyTables.retention.map((r, i) => ({
      id: `privacy-retention:${i}`,
      title,
      href: "/privacy",
      text: `${r.records}: kept ${r.kept.charAt(0).toLowerCase()}${r.kept.slice(1)}${/[.!?]$/.test(r.kept) ? "" : "."}`,
      // "If I'm rejected, do you keep my details?": the ways an application ends without enrolment.
      keywords: `how long keep kept retention delete records privacy details${/\bnot lead to enrolment\b/i.test(r.records) ? " rejected reject declined decline unsuccessful turned down not accepted withdraw application" : ""}`,
    })),
  ];
}

/** Short forms visitors type for what a page spells out ("AI" for "artificial intelligence"). */
const shortForms: [RegExp, string][] = [
  [/\bartificial intelligence\b/i, "ai"],
  [/\bquality assurance\b/i, "qa"],
  [/\buser (interface|experience)\b/i, "ui ux"],
];

/** Every public page's title and description, so any page can be found and linked. */
function pagePassages(): Passage[] {
  return Object.entries(pages).map(([href, info]) => ({
    id: `page:${href}`,
    title: info.title,
    href,
    text: info.description,
    keywords: shortForms
      .filter(([re]) => re.test(`${info.title} ${info.description}`))
      .map(([, short]) => short)
      .join(" "),
  }));
}

const blogDir = path.join(contentDir, "blog");

/** content/blog/*.md by file name: compiled in, as content/blog.ts has them, or read from `dir`. */
function blogFiles(dir: string | undefined): [string, string][] {
  if (dir === undefined) {
    try {
      // Vite replaces this call with the files' text, so the built server reads no Markdown.
      const found = import.meta.glob<string>("../../content/blog/*.md", {
        query: "?raw",
        import: "default",
        eager: true,
      });
      return Object.entries(found).map(([file, text]) => [path.basename(file), text]);
    } catch {
      // Under tsx (`npm run eval:assistant`) import.meta.glob does not exist: read the folder.
    }
  }
  const from = dir ?? blogDir;
  if (!existsSync(from)) return [];
  return readdirSync(from)
    .filter((f) => f.endsWith(".md"))
    .map((file) => [file, readFileSync(path.join(from, file), "utf8")]);
}

/** Blog articles (content/blog/*.md): one passage per paragraph, titled by the article. */
export function blogPassages(dir?: string): Passage[] {
  const out: Passage[] = [];
  const posts: string[] = [];
  const dated: { date: string; title: string; author: string | undefined }[] = [];
  for (const [file, text] of blogFiles(dir).sort(([a], [b]) => a.localeCompare(b))) {
    const slug = file.replace(/\.md$/, "");
    let body = text;
    let title = slug.replace(/-/g, " ");
    const front = parseFrontMatter(body);
    if (front) {
      title = front.fields.title || title;
      body = front.body;
    }
    const heading = /^#\s+(.+)$/m.exec(body);
    if (!front && heading) title = heading[1]!;
    const blocks = body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    // One passage per section (the post's opening paragraphs are a section too): a section's
    // paragraphs answer together ("When you get stuck, use the fifteen-minute rule" sits beside
    // the tickets it is about), and a lead-in ("Good candidates for automation:") stays with its list.
    const sections: { heading: string; numbered: boolean; texts: string[] }[] = [{ heading: "", numbered: false, texts: [] }];
    blocks.forEach((block, b) => {
      const sub = /^#{2,}\s+(.+)$/.exec(block);
      if (sub) {
        sections.push({ heading: sub[1]!.replace(/^\d+\.\s*/, ""), numbered: /^\d+\./.test(sub[1]!), texts: [] });
        return;
      }
      if (block.startsWith("#")) return;
      const current = sections.at(-1)!;
      // "Run these five checks." followed by numbered sections, or "Here is what we tell every
      // graduate." followed by sections: the sections are the answer, so the paragraph names them
      // ("…five checks: count the rows…, check the types… and …").
      const following = blocks.slice(b + 1).filter((next) => /^#{2,}\s+/.test(next));
      const numbered = following.filter((next) => /^#{2,}\s+\d+\./.test(next));
      const announcesNumbered = !current.numbered && numbered.length >= 2 && /^#{2,}\s+\d+\./.test(blocks[b + 1] ?? "");
      const announcesSections =
        current.heading === "" &&
        following.length >= 2 &&
        /^#{2,}\s+/.test(blocks[b + 1] ?? "") &&
        /\b(here (is|are)|these|the following)\b[^.]*[.:]\s*$/i.test(block);
      const items = announcesNumbered
        ? numberedItems(blocks.slice(b + 1))
        : announcesSections
          ? following.map((next) => sectionItem(next.replace(/^#{2,}\s+/, "")))
          : [];
      // List items read as sentences ("**Critical user journeys**, such as…"), without their markers.
      const plain = block.replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "").replace(/^>\s?/gm, "");
      current.texts.push(items.length > 0 ? `${plain.replace(/[.:]\s*$/, "")}: ${listOf(items)}.` : plain);
    });
    let i = 0;
    for (const section of sections) {
      // Paragraphs stay apart ("\n\n") where one ends a sentence: an answer's supporting sentences
      // come from its own paragraph. A lead-in ("Good candidates for automation:") runs on into its list.
      const text = section.texts.reduce((all, t) => (all === "" ? t : /[.!?]["”]?$/.test(all) ? `${all}\n\n${t}` : `${all} ${t}`), "");
      if (text.length <= 40) continue;
      // The section's heading says what its paragraphs are about ("Look at the missing values").
      const keywords = `blog article${section.heading ? ` ${section.heading}` : ""}`;
      out.push({ id: `blog:${slug}:${i++}`, title, href: "/blog", text, keywords });
    }
    // Who wrote it, when and what it is about: "who wrote the one about testing?"
    const author = front?.fields.author;
    const about = front?.fields.description;
    if (author || about) {
      const date = front?.fields.date ? `, published on ${longDate(front.fields.date)}` : "";
      const text = `${author ?? "Our team"} wrote the blog post “${title}”${date}.${about ? ` ${about}` : ""}`;
      out.push({
        id: `blog:${slug}:about`,
        title,
        href: "/blog",
        text,
        keywords: "blog article post author",
        ...(front?.fields.date ? { date: front.fields.date } : {}),
      });
    }
    // One sentence per title: "Manual or automated testing? Why…" would otherwise end at its "?".
    posts.push(`“${title.replace(/[?!.]\s+/g, ": ")}”${author ? ` by ${author}` : ""}`);
    if (front?.fields.date) dated.push({ date: front.fields.date, title, author });
  }
  // "What's your newest blog post?": the latest post by its date.
  const latest = dated.sort((a, b) => b.date.localeCompare(a.date))[0];
  if (latest && dated.length > 1)
    out.push({
      id: "blog:latest",
      title: "Blog",
      href: "/blog",
      text: postByDateSentence("latest", latest.title, latest.author, longDate(latest.date)),
      keywords: "blog article post latest newest recent new last",
    });
  // What the blog writes about: "what do you write about on your blog?"
  if (posts.length > 1)
    out.push({
      id: "blog:index",
      title: "Blog",
      href: "/blog",
      text: `The posts on our blog are ${listOf(posts)}.`,
      keywords: "blog articles posts write",
    });
  return out;
}

/** The numbered sections that follow an announcing paragraph, until an unnumbered one. */
function numberedItems(blocks: string[]): string[] {
  const items: string[] = [];
  for (const next of blocks) {
    const numbered = /^#{2,}\s+\d+\.\s*(.+)$/.exec(next);
    if (numbered) items.push(lowerFirst(numbered[1]!.trim()));
    else if (next.startsWith("#")) break;
  }
  return items;
}

/** A section heading as a list item: "Weeks 1–4: learn how the team works" → "learn how the team works (weeks 1–4)". */
function sectionItem(heading: string): string {
  const m = /^([^:]{1,20}):\s*(.+)$/.exec(heading.trim());
  return m ? `${lowerFirst(m[2]!)} (${lowerFirst(m[1]!)})` : lowerFirst(heading.trim());
}

const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
/** "2026-07-21" as "21 July 2026"; anything else as written. */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const months =
    "January February March April May June July August September October November December".split(" ");
  return `${Number(m[3])} ${months[Number(m[2]) - 1] ?? ""} ${m[1]}`;
}

/** Content modules read by the functions above; every other module in content/ is discovered. */
// blog.ts reads the Markdown that blogPassages indexes directly; public-urls.ts is a list of links;
// front-matter.ts is the parser both use, with no content of its own.
const handledModules = new Set([
  "site",
  "programs",
  // Read by programDetailPassages; the outline PDF's topics say the same in other words.
  "program-details",
  "course-outlines",
  // Option lists of the forms (budgets, services); the fee terms and timetable are read above.
  "options",
  "services",
  "pages",
  "enrolment-terms",
  // Read by studyPassages, faqPassages, documentPassages and privacyTablePassages.
  "study",
  "faq",
  "privacy",
  "documents",
  "fees",
  "blog",
  "public-urls",
  "front-matter",
]);

/** Where a discovered module's facts are shown, by its file name. */
const pageOfModule: Record<string, string> = {
  people: "/our-people",
  team: "/our-people",
  testimonials: "/client-testimonials",
  careers: "/careers",
  blog: "/blog",
  research: "/technology-research",
};

/** Words people ask with about a discovered module's records. */
const keywordsOfModule: Record<string, string> = {
  people: "who teaches teach teacher trainer instructor staff team people director head meet",
  team: "who teaches teach teacher trainer instructor staff team people director head meet",
  testimonials: "students say reviews review testimonial feedback experience",
  careers: "job jobs work career careers hiring vacancy role",
};

const hiddenKeys = /href|url|image|icon|slug|^id$|handle|schema|avatar|photo|linkedin/i;

/** A record's name: a string name, title or author, or the name inside one (a testimonial's author). */
function nameOf(record: Record<string, unknown>): string | undefined {
  for (const key of ["name", "title", "author"]) {
    const value = record[key];
    if (typeof value === "string") return value;
    const inner = value && typeof value === "object" ? (value as Record<string, unknown>).name : undefined;
    if (typeof inner === "string") return inner;
  }
  return undefined;
}

/** Texts joined as sentences, without doubling the full stop a text already ends with. */
const sentences = (texts: string[]) => texts.map((t) => (/[.!?]$/.test(t) ? t : `${t}.`)).join(" ");

/** One passage from one record of a content list: its name first, then its other texts. */
function recordPassage(module: string, index: number, record: Record<string, unknown>): Passage | undefined {
  const strings = Object.entries(record).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && !hiddenKeys.test(entry[0]),
  );
  if (strings.length === 0) return undefined;
  const name = nameOf(record);
  const rest = strings.filter(([key]) => !["name", "title", "author"].includes(key)).map(([, v]) => v);
  const href =
    typeof record.href === "string" && record.href.startsWith("/") ? record.href : pageOfModule[module];
  const title = pages[href as PagePath]?.title ?? name ?? module;
  return {
    id: `${module}:${index}`,
    title,
    href: href ?? "/",
    text: name ? `**${name}**: ${sentences(rest)}` : sentences(rest),
    keywords: `${module.replace(/-/g, " ")} ${keywordsOfModule[module] ?? ""}`,
  };
}

type ContentModules = Record<string, () => Promise<Record<string, unknown>>>;

/** content/*.ts by module name, compiled in: the built server reads no TypeScript at run time. */
function compiledContentModules(): ContentModules | undefined {
  try {
    // Vite (the server bundle, `npm run dev`, Vitest) replaces this call with the list of files.
    const found = import.meta.glob<Record<string, unknown>>("../../content/*.ts", { eager: true });
    return Object.fromEntries(
      Object.entries(found).map(([file, exports]) => [path.basename(file, ".ts"), async () => exports]),
    );
  } catch {
    // Under tsx (`npm run eval:assistant`) import.meta.glob does not exist: read the folder.
    return undefined;
  }
}

/** content/*.ts files of a folder, each imported when it is indexed. */
function contentModulesIn(dir: string): ContentModules {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)) : [];
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.ts$/, ""),
      () =>
        import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href) as Promise<
          Record<string, unknown>
        >,
    ]),
  );
}

/**
 * Content modules this file does not know by name (people, testimonials… added by other areas):
 * each exported list of records becomes passages, so new content is indexed without code here.
 * `dir` reads another folder's modules (tests).
 */
export async function discoveredPassages(dir?: string): Promise<Passage[]> {
  const out: Passage[] = [];
  const modules =
    (dir === undefined ? compiledContentModules() : undefined) ?? contentModulesIn(dir ?? contentDir);
  for (const [module, load] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if (handledModules.has(module)) continue;
    let exports: Record<string, unknown>;
    try {
      exports = await load();
    } catch (error) {
      log.error(`assistant: content/${module}.ts could not be loaded, so it is not indexed`, error);
      continue;
    }
    for (const value of Object.values(exports)) {
      if (!Array.isArray(value)) continue;
      for (const record of value) {
        if (record && typeof record === "object" && !Array.isArray(record)) {
          const passage = recordPassage(module, out.length, record as Record<string, unknown>);
          if (passage) out.push(passage);
        }
      }
    }
  }
  return out;
}

/**
 * The whole corpus, built at start-up from whatever content exists: the modules read above by
 * name, blog Markdown, and any other module in content/ (see discoveredPassages).
 */
export function knownPassages(): Passage[] {
  return [
    ...programPassages(),
    ...programDetailPassages(),
    studyModePassage(),
    ...servicePassages(),
    ...sitePassages(),
    ...enrolmentTermPassages(),
    ...studyPassages(),
    ...pagePassages(),
    ...documentPassages(enrolmentTerms, "/terms"),
    ...documentPassages(privacyPolicy, "/privacy"),
    ...privacyTablePassages(),
    ...faqPassages(),
    ...blogPassages(),
  ];
}

export async function buildCorpus(): Promise<Passage[]> {
  return [...knownPassages(), ...(await discoveredPassages())];
}

/**
 * "Our latest blog post is “…” by …, published on 14 October 2026.": the corpus's passage and
 * the answer to the newest or oldest post asked (blog-posts.ts).
 */
export function postByDateSentence(
  which: "latest" | "oldest",
  title: string,
  author: string | undefined,
  published: string,
) {
  return `Our ${which} blog post is “${title}”${author ? ` by ${author}` : ""}, published on ${published}.`;
}
