/**
 * What the assistant knows, read from the published content (server/content/published.ts): the
 * subjects a question can be about (programs, services, people, posts) with the words that name
 * them, and the passages retrieval searches (FAQ entries with their phrasings, program and service
 * fields, people, posts, page sections, testimonials, contact details). Rebuilt whenever the
 * published content changes (./engine.ts keys it by the read model's version), so a fee, an
 * instructor, a new FAQ entry or a fourth program published through the back-office is known on
 * the next question. Nothing here names a program, a service or a person.
 */
import type { PublishedContent } from "../../content/published.ts";
import type { PersonView, PostView, ProgramView, ServiceView } from "../../content/views.ts";
import { functionWords, termsOf, wordsOf } from "./language.ts";
import { sitePages } from "./site-pages.ts";

export type SubjectKind = "program" | "service" | "person" | "post";

export interface Subject {
  kind: SubjectKind;
  id: string;
  name: string;
  href: string;
  /** Names as word lists: the name, the slug's words, aliases, a person's first and last name. */
  names: string[][];
  /** Weaker cues: a program's topics, a service's technologies, a person's role. */
  cues: string[][];
  /** Who it is for, one list of words per line (a program's "suits"): "the one for testers". */
  audience?: string[][];
  program?: ProgramView;
  service?: ServiceView;
  person?: PersonView;
  post?: PostView;
}

export interface Passage {
  id: string;
  kind: "faq" | "program" | "service" | "person" | "post" | "page" | "testimonial" | "contact";
  title: string;
  href: string;
  /** The text an answer quotes (Markdown). */
  text: string;
  /** Terms of the words people ask with (an FAQ's question and phrasings), weighted higher. */
  asks: string[];
  /** The same, one list per phrasing. */
  askSets: string[][];
  /** Terms of the text and title. */
  terms: string[];
  /** The subject the passage is about, when it is about one. */
  subject?: string;
  /** Each term's weighted count: an ask counts twice (for scoring without rescanning). */
  tf: Map<string, number>;
  askSet: Set<string>;
  length: number;
  /** The headings of the sections after it on its page (a post's): what it may announce. */
  followedBy?: string[];
}

export interface Knowledge {
  content: PublishedContent;
  subjects: Subject[];
  passages: Passage[];
  /** How many passages hold each term (for inverse document frequency). */
  df: Map<string, number>;
  /** Every word of the content as written (to tell a word the content never uses). */
  vocabulary: Set<string>;
  averageLength: number;
}

const slugWords = (slug: string) => slug.split("-").filter(Boolean);
const nameWords = (text: string) => wordsOf(text).filter((w) => !functionWords.has(w));

/**
 * Proper nouns inside sentences ("…then React: components…", "Python with pandas"): the tools a
 * program's texts name, which people ask about ("which course covers React?").
 */
function namedTools(texts: string[]): string[][] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(/(?<=[a-z,;:(] )([A-Z][A-Za-z0-9.+#]*(?: [A-Z][A-Za-z0-9.+#]*)?)/g))
      found.add(m[1]!);
  return [...found].map(nameWords).filter((w) => w.length > 0);
}

function programSubject(p: ProgramView, extra: string[] = []): Subject {
  const names = [nameWords(p.name), slugWords(p.slug), ...p.aliases.map(nameWords)];
  // "the QA course" for "QA & Software Testing": a name's leading word when it is an acronym;
  // "fs" for "Full stack…", "da" for "Data Analytics": the initials of its first words.
  const acronym = /^[A-Z]{2,5}\b/.exec(p.name)?.[0];
  if (acronym) names.push([acronym.toLowerCase()]);
  const words = nameWords(p.name);
  if (words.length >= 2)
    names.push([
      words
        .slice(0, 2)
        .map((w) => w[0])
        .join(""),
    ]);
  return {
    kind: "program",
    id: `program:${p.slug}`,
    name: p.name,
    href: p.href,
    names,
    cues: [
      ...p.topics.map(nameWords),
      ...namedTools([...p.details.features.map((f) => f.description), ...extra]),
    ],
    audience: p.guide.suits.map(nameWords),
    program: p,
  };
}

function serviceSubject(s: ServiceView): Subject {
  return {
    kind: "service",
    id: `service:${s.slug}`,
    name: s.name,
    href: s.href,
    names: [nameWords(s.name), slugWords(s.slug)],
    cues: [...s.technologies.map(nameWords), ...namedTools([s.description])],
    service: s,
  };
}

function personSubject(p: PersonView, content: PublishedContent): Subject {
  const words = nameWords(p.name);
  const teaches = content.programs.find((x) => x.details.instructor?.name === p.name);
  const href = p.kind === "team" ? "/our-people" : (teaches?.href ?? "/our-people");
  return {
    kind: "person",
    id: `person:${p.name}`,
    name: p.name,
    href,
    names: [words, ...words.map((w) => [w])],
    cues: [nameWords(p.role)],
    person: p,
  };
}

function postSubject(p: PostView): Subject {
  return {
    kind: "post",
    id: `post:${p.slug}`,
    name: p.title,
    href: `/blog/${p.slug}`,
    names: [nameWords(p.title), slugWords(p.slug)],
    cues: [],
    post: p,
  };
}

const plain = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^#+\s*/gm, "")
    .replace(/[*_`>]/g, "")
    .trim();

const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function passage(
  id: string,
  kind: Passage["kind"],
  title: string,
  href: string,
  text: string,
  asks: string[] = [],
  subject?: string,
): Passage {
  const askTerms = asks.flatMap(termsOf);
  const terms = termsOf(`${title} ${plain(text)}`);
  const tf = new Map<string, number>();
  for (const t of askTerms) tf.set(t, (tf.get(t) ?? 0) + 2);
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  return {
    id,
    kind,
    title,
    href,
    text,
    asks: askTerms,
    askSets: kind === "faq" ? asks.map(termsOf) : [],
    terms,
    subject,
    tf,
    askSet: new Set(askTerms),
    length: askTerms.length + terms.length,
  };
}

function programPassages(p: ProgramView, subject: string): Passage[] {
  const g = p.guide;
  const list: Passage[] = [
    passage(
      `${subject}:overview`,
      "program",
      p.name,
      p.href,
      `${sentence(p.summary)} ${sentence(p.details.overviewIntro)}`,
      [p.name, ...p.topics],
      subject,
    ),
    passage(
      `${subject}:features`,
      "program",
      p.name,
      p.href,
      p.details.features.map((f) => `**${f.name}**: ${sentence(f.description)}`).join(" "),
      p.topics,
      subject,
    ),
  ];
  if (g.modes.detail)
    list.push(
      passage(
        `${subject}:modes`,
        "program",
        p.name,
        p.href,
        sentence(g.modes.detail),
        [g.modes.short],
        subject,
      ),
    );
  if (g.suits.length)
    list.push(
      passage(
        `${subject}:suits`,
        "program",
        `Who ${p.name} suits`,
        p.href,
        `It suits ${g.suits.map((s) => s.charAt(0).toLowerCase() + s.slice(1)).join("; ")}.`,
        ["who is it for suits"],
        subject,
      ),
    );
  if (g.prerequisites.length)
    list.push(
      passage(
        `${subject}:prerequisites`,
        "program",
        `Before starting ${p.name}`,
        p.href,
        g.prerequisites.map(sentence).join(" "),
        ["prerequisites requirements need before starting"],
        subject,
      ),
    );
  if (g.week.length)
    list.push(
      passage(
        `${subject}:week`,
        "program",
        `A week of ${p.name}`,
        p.href,
        `${g.week.map((w) => `${w.when}: ${sentence(w.what)}`).join(" ")}${g.selfStudy ? ` Plan for ${g.selfStudy} of self-study a week.` : ""}`,
        ["week schedule homework self study hours"],
        subject,
      ),
    );
  if (g.roles.length)
    list.push(
      passage(
        `${subject}:roles`,
        "program",
        `Jobs after ${p.name}`,
        p.href,
        `Graduates apply for roles such as ${g.roles.join(", ")}.`,
        ["jobs roles career after"],
        subject,
      ),
    );
  if (g.equipmentNote)
    list.push(
      passage(
        `${subject}:equipment`,
        "program",
        p.name,
        p.href,
        sentence(g.equipmentNote),
        ["laptop equipment"],
        subject,
      ),
    );
  return list;
}

/** A post's sections: the description first, then each "## heading" with its paragraphs. */
function postPassages(p: PostView, subject: string): Passage[] {
  const href = `/blog/${p.slug}`;
  const title = p.title;
  const list = [
    passage(
      `${subject}:intro`,
      "post",
      title,
      href,
      `**${title}** by ${p.author} (${p.date}): ${sentence(p.description)}`,
      [title],
      subject,
    ),
  ];
  const parts = p.markdown.split(/^##\s+/m);
  const headings = parts.map((part, i) => (i === 0 ? "" : plain(part.split("\n")[0] ?? "")));
  list[0]!.followedBy = headings.filter(Boolean);
  parts.forEach((part, i) => {
    const [heading, ...body] = i === 0 ? ["", part] : part.split("\n");
    const text = plain(body.join("\n")).replace(/\s+/g, " ");
    if (text.length > 0)
      list.push({
        ...passage(`${subject}:${i}`, "post", title, href, text, heading ? [heading] : [], subject),
        followedBy: headings.slice(i + 1).filter(Boolean),
      });
  });
  return list;
}

/** Indexes the published content: subjects and passages, with the statistics retrieval needs. */
export function buildKnowledge(content: PublishedContent): Knowledge {
  const pages = sitePages(content);
  const subjects: Subject[] = [
    ...content.programs.map((p) =>
      programSubject(
        p,
        pages.filter((x) => x.programSlug === p.slug).map((x) => x.text),
      ),
    ),
    ...content.services.map(serviceSubject),
    ...content.people.map((p) => personSubject(p, content)),
    ...content.posts.map(postSubject),
  ];
  const passages: Passage[] = [];
  content.faq.forEach((f, i) => {
    passages.push(
      passage(`faq:${i}`, "faq", f.link?.label ?? "FAQ", f.link?.href ?? "/faq", f.answer, [
        f.question,
        ...f.phrasings,
      ]),
    );
  });
  for (const p of content.programs) passages.push(...programPassages(p, `program:${p.slug}`));
  for (const s of content.services)
    passages.push(
      passage(
        `service:${s.slug}`,
        "service",
        s.name,
        s.href,
        `${sentence(s.description)} We work with ${s.technologies.join(", ")}. ${s.startingRate}.`,
        [s.name, ...s.technologies],
        `service:${s.slug}`,
      ),
    );
  for (const p of content.people)
    passages.push(
      passage(
        `person:${p.name}`,
        "person",
        p.name,
        personSubject(p, content).href,
        `**${p.name}**: ${sentence(p.role)} ${p.bio}`,
        [p.name, p.role],
        `person:${p.name}`,
      ),
    );
  for (const p of content.posts) passages.push(...postPassages(p, `post:${p.slug}`));
  for (const page of content.pages) {
    if (page.intro)
      passages.push(passage(`page:${page.slug}`, "page", page.title, `/${page.slug}`, page.intro));
    for (const s of page.sections)
      passages.push(
        passage(
          `page:${page.slug}#${s.id}`,
          "page",
          `${page.title}: ${s.heading}`,
          `/${page.slug}#${s.id}`,
          [...s.paragraphs, ...(s.list ?? []).map((l) => `- ${l}`)].join(" "),
          [s.heading],
        ),
      );
    if (page.body)
      passages.push(passage(`page:${page.slug}:body`, "page", page.title, `/${page.slug}`, page.body));
  }
  for (const page of pages) {
    const program = page.programSlug ? content.programs.find((p) => p.slug === page.programSlug) : undefined;
    if (page.programSlug && !program) continue;
    passages.push(
      passage(
        page.id,
        "page",
        program?.name ?? page.title,
        page.href,
        page.text,
        page.asks,
        program ? `program:${program.slug}` : undefined,
      ),
    );
  }
  content.testimonials.forEach((t, i) => {
    const program = content.programs.find((p) => p.name === t.program);
    passages.push(
      passage(
        `testimonial:${i}`,
        "testimonial",
        program?.name ?? t.program,
        program?.href ?? "/",
        `“${t.body}” (${t.author.name}, ${t.program})`,
        ["student review what students say"],
        program ? `program:${program.slug}` : undefined,
      ),
    );
  });
  const df = new Map<string, number>();
  const vocabulary = new Set<string>();
  let total = 0;
  for (const p of passages) {
    const all = [...p.asks, ...p.terms];
    total += all.length;
    for (const term of new Set(all)) df.set(term, (df.get(term) ?? 0) + 1);
    for (const w of wordsOf(`${p.title} ${p.text}`)) vocabulary.add(w);
  }
  for (const s of subjects) for (const ws of [...s.names, ...s.cues]) for (const w of ws) vocabulary.add(w);
  for (const f of content.faq)
    for (const w of wordsOf([f.question, ...f.phrasings].join(" "))) vocabulary.add(w);
  return { content, subjects, passages, df, vocabulary, averageLength: total / Math.max(1, passages.length) };
}
