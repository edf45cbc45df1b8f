import { and, eq, isNotNull, or } from "drizzle-orm";
import { setProgramCatalogue } from "#content/programs.ts";
import type { ContentFields } from "#forms/content/schemas.ts";
import type { Db } from "../db/client.ts";
import { contentDocuments } from "../db/schema.ts";
import { onPublishedContentChanged, publishedContentVersion } from "./invalidation.ts";
import { previewedDocumentId } from "./preview.ts";
import { isSeeded, seedContent } from "./seed.ts";
import { upgradeSeededContent } from "./upgrade.ts";
import {
  faqView,
  pageView,
  personView,
  postView,
  programView,
  serviceView,
  siteView,
  testimonialView,
  type FaqView,
  type PageView,
  type PersonView,
  type PostView,
  type ProgramView,
  type ServiceView,
  type SiteView,
  type TestimonialView,
} from "./views.ts";

/**
 * The read model of the published site (issue 32): everything a visitor may see, from the
 * `published` fields of the content documents, never a draft. Cached in this process; every call
 * compares the `published-content` version row (server/content/invalidation.ts) and reloads when
 * a publish on any process sharing the database bumped it, so a publish shows on the next request
 * everywhere. Concurrent callers share one check and one load.
 */
export interface PublishedContent {
  site: SiteView;
  programs: ProgramView[];
  services: ServiceView[];
  /** Everybody published, team members and instructors alike; `team` is who /our-people shows. */
  people: PersonView[];
  team: PersonView[];
  testimonials: TestimonialView[];
  faq: FaqView[];
  /** Newest first. */
  posts: PostView[];
  pages: PageView[];
  version: number;
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Every program document as the synchronous look-ups know it: published first, in order. */
function catalogueOf(rows: { type: string; published: unknown; draft: unknown }[]) {
  return rows
    .filter((r) => r.type === "program")
    .map((r) => ({
      fields: (r.published ?? r.draft) as ContentFields["program"],
      published: r.published !== null,
    }))
    .sort(
      (x, y) =>
        Number(y.published) - Number(x.published) ||
        x.fields.order - y.fields.order ||
        x.fields.name.localeCompare(y.fields.name),
    )
    .map(({ fields, published }) => ({
      slug: fields.slug,
      name: fields.name,
      aliases: fields.aliases ?? [],
      published,
      fee: { feeAud: fields.feeAud, instalments: fields.instalments },
    }));
}

/** The read model of a set of documents' published fields (pure: tests and tools use it too). */
export function readModel(rows: { type: string; published: unknown }[], version: number): PublishedContent {
  const of = <T extends keyof ContentFields>(type: T) =>
    rows.filter((r) => r.type === type && r.published).map((r) => r.published as unknown as ContentFields[T]);
  const site = of("site")[0];
  if (!site) throw new Error("The content store has no published site document");
  const people = of("person").map(personView).sort(byOrder);
  const siteFacts = siteView(site);
  const programs = of("program")
    .map((p) => programView(p, people))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return {
    site: siteFacts,
    programs,
    services: of("service").map(serviceView).sort(byOrder),
    people,
    team: people.filter((p) => p.kind === "team"),
    testimonials: of("testimonial").map(testimonialView).sort(byOrder),
    faq: of("faq")
      .map((f) => faqView(f, { programs, site: siteFacts }))
      .sort(byOrder),
    posts: of("post")
      .map(postView)
      .sort((a, b) => b.date.localeCompare(a.date)),
    pages: of("page").map(pageView),
    version,
  };
}

/** With `previewId`, that one document's draft stands in for its published copy (a staff preview). */
async function load(db: Db, version: number, previewId?: string): Promise<PublishedContent> {
  const found = await db
    .select({
      id: contentDocuments.id,
      type: contentDocuments.type,
      published: contentDocuments.published,
      draft: contentDocuments.draft,
      title: contentDocuments.title,
    })
    .from(contentDocuments)
    .where(
      // Every program, drafts too (their names stay on records), and the previewed document.
      previewId
        ? or(
            isNotNull(contentDocuments.published),
            eq(contentDocuments.type, "program"),
            eq(contentDocuments.id, previewId),
          )
        : or(isNotNull(contentDocuments.published), eq(contentDocuments.type, "program")),
    );
  const rows = found.map((r) => (r.id === previewId ? { ...r, published: r.draft } : r));
  const model = readModel(rows, version);
  // The program look-ups of forms and records (content/programs.ts) follow the store: published
  // programs are the course lists; drafts and unpublished ones keep their names on old records.
  // A staff preview never changes them (its draft is for that one request).
  if (!previewId) {
    setProgramCatalogue(catalogueOf(rows));
  }
  return model;
}

/**
 * The published site document, read now: what every e-mail signs with and shows (its name, e-mail
 * and phones; server/mail/templates/). One row, so it works inside the transaction that queues the
 * mail and follows a publish on any process at once. A store not seeded yet is seeded first.
 */
export async function publishedSite(db: Db): Promise<SiteView> {
  const [row] = await db
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "site"), isNotNull(contentDocuments.published)))
    .limit(1);
  if (row) return siteView(row.published as ContentFields["site"]);
  return (await publishedContent(db)).site;
}

/**
 * Reads every program document into the look-ups again, drafts included: a program created as a
 * draft changes no published version, yet staff set up its intake before publishing it.
 */
export async function refreshProgramCatalogue(db: Db): Promise<void> {
  await publishedContent(db);
  const rows = await db
    .select({
      type: contentDocuments.type,
      published: contentDocuments.published,
      draft: contentDocuments.draft,
    })
    .from(contentDocuments)
    .where(eq(contentDocuments.type, "program"));
  setProgramCatalogue(catalogueOf(rows));
}

interface CacheState {
  content?: PublishedContent;
  /** The in-flight check-and-load every concurrent caller awaits. */
  pending?: Promise<PublishedContent>;
  seeded?: boolean;
  dirty: boolean;
}

const caches = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState {
  let state = caches.get(db);
  if (!state) {
    state = { dirty: false };
    caches.set(db, state);
    const created = state;
    onPublishedContentChanged(() => {
      created.dirty = true;
    });
  }
  return state;
}

async function refresh(db: Db, state: CacheState): Promise<PublishedContent> {
  if (!state.seeded) {
    if (!(await isSeeded(db))) await seedContent(db);
    // What an older build seeded, brought to this build's form (once per database).
    await upgradeSeededContent(db);
    state.seeded = true;
  }
  const version = await publishedContentVersion(db);
  if (state.content && !state.dirty && state.content.version === version) return state.content;
  state.dirty = false;
  state.content = await load(db, version);
  return state.content;
}

/**
 * The published site, as fresh as the last publish on any process. Inside a staff preview
 * (server/content/preview.ts) one document's draft stands in for it, read afresh and not cached.
 */
export function publishedContent(db: Db): Promise<PublishedContent> {
  const previewId = previewedDocumentId();
  if (previewId) return publishedContent.preview(db, previewId);
  const state = stateOf(db);
  state.pending ??= refresh(db, state).finally(() => {
    state.pending = undefined;
  });
  return state.pending;
}

publishedContent.preview = async (db: Db, previewId: string): Promise<PublishedContent> => {
  // The seed and the version as usual (the cached copy is left alone).
  await refresh(db, stateOf(db));
  return load(db, await publishedContentVersion(db), previewId);
};

// ── look-ups the pages and forms use ──────────────────────────────────────────────────

const spelling = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** A published program by its page slug (any case), or undefined. */
export function programOfSlug(content: PublishedContent, slug: string): ProgramView | undefined {
  const key = slug.toLowerCase();
  return content.programs.find((p) => p.slug === key);
}

/**
 * Any accepted spelling of a program (its name or slug in any case and spacing, or one of its
 * aliases, such as the spec's three spellings of the QA course) → the published program.
 */
export function programOfSpelling(
  content: PublishedContent,
  input: string | null | undefined,
): ProgramView | undefined {
  if (!input) return undefined;
  const key = spelling(input);
  return (
    content.programs.find((p) => spelling(p.name) === key || p.slug === key) ??
    content.programs.find((p) => p.aliases.some((a) => spelling(a) === key))
  );
}

export function serviceOfSlug(content: PublishedContent, slug: string): ServiceView | undefined {
  return content.services.find((s) => s.slug === slug.toLowerCase());
}

export function postOfSlug(content: PublishedContent, slug: string): PostView | undefined {
  return content.posts.find((p) => p.slug === slug.toLowerCase());
}

export function pageOfSlug(content: PublishedContent, slug: string): PageView | undefined {
  return content.pages.find((p) => p.slug === slug.toLowerCase());
}

/** The quotes about one program, in order (program pages). */
export function testimonialsOf(content: PublishedContent, programName: string): TestimonialView[] {
  return content.testimonials.filter((t) => t.program === programName);
}

/** Reads the database once for a test or a tool, without the cache. */
export async function loadPublishedContent(db: Db): Promise<PublishedContent> {
  return load(db, await publishedContentVersion(db));
}

/**
 * The document this request previews (a signed-in staff member's `?preview=<id>`, decision
 * 0106), for the page's "Draft preview" banner and its link back to the editor; undefined for
 * everybody else.
 */
export async function previewedDocument(
  db: Db,
): Promise<{ id: string; type: string; title: string } | undefined> {
  const id = previewedDocumentId();
  if (!id) return undefined;
  const [row] = await db
    .select({ id: contentDocuments.id, type: contentDocuments.type, title: contentDocuments.title })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, id));
  return row;
}
