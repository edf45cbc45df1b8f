import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  type ContentType,
  contentSchemas,
  isContentType,
  markdownFields,
  titleOf,
} from "#forms/content/schemas.ts";
import { slugify } from "#forms/content/fields.ts";
import type { Db } from "../db/client.ts";
import { admins, contentDocuments, contentRevisions, intakes } from "../db/schema.ts";
import { conflict, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { invalidatePublishedContent } from "./invalidation.ts";
import { markdownImageWithoutAlt, markdownIsUnsafe } from "./markdown.ts";
import { canonicalJson } from "./canonical-json.ts";
import { recordPageVersion } from "./page-versions.ts";

/**
 * The content store (issue 32): typed documents with a draft, a published version and a revision
 * history. Staff edit drafts; publishing copies the draft to `published`, which is all a visitor
 * ever sees (server/content/published.ts). `version` counts draft edits: every save names the
 * version it edited, and a stale one is a 409, so two editors never overwrite each other.
 */

export interface Actor {
  id: string | null;
  name: string;
}

export type ContentStatus = "draft" | "published" | "changed";

type Row = typeof contentDocuments.$inferSelect;

export { canonicalJson };

function statusOf(row: Pick<Row, "draft" | "published">): ContentStatus {
  if (!row.published) return "draft";
  return canonicalJson(row.published) === canonicalJson(row.draft) ? "published" : "changed";
}

export function requireType(type: string): ContentType {
  if (!isContentType(type)) throw notFound(`No content type named ${type}`);
  return type;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findRow(db: Db, type: ContentType, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound(`No ${type} document ${id}`);
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.id, id), eq(contentDocuments.type, type)));
  if (!row) throw notFound(`No ${type} document ${id}`);
  return row;
}

/**
 * Validates a document's fields with its type's schema: 400 with field messages, Markdown with a
 * script, an event handler or a javascript: link refused. Services and posts without a slug get
 * one from their name or title.
 */
export function validateFields(type: ContentType, input: unknown): Record<string, unknown> {
  const body = input && typeof input === "object" && !Array.isArray(input) ? { ...(input as object) } : input;
  if (body && typeof body === "object") delete (body as Record<string, unknown>).version;
  const fields = parseOrInvalid(contentSchemas[type], body) as Record<string, unknown>;
  for (const key of markdownFields[type]) {
    const value = fields[key];
    if (typeof value === "string" && markdownIsUnsafe(value)) {
      const label = key.charAt(0).toUpperCase() + key.slice(1);
      throw invalid({ [key]: `${label} must not contain scripts, event handlers or javascript: links` });
    }
    if (typeof value === "string" && markdownImageWithoutAlt(value)) {
      const label = key.charAt(0).toUpperCase() + key.slice(1);
      throw invalid({ [key]: `${label} has an image without alt text: write ![what it shows](address)` });
    }
  }
  if ((type === "service" || type === "post") && !fields.slug) {
    const made = slugify(titleOf(type, fields));
    if (!made) throw invalid({ slug: "Slug is required" });
    fields.slug = made;
  }
  return fields;
}

function slugOf(type: ContentType, fields: Record<string, unknown>): string | null {
  if (type === "site") return "site";
  return typeof fields.slug === "string" ? fields.slug : null;
}

function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => canonicalJson(before?.[k]) !== canonicalJson(after[k])).sort();
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === "23505") return true;
  return false;
}

const slugTaken = (type: ContentType, slug: string | null) =>
  type === "site"
    ? conflict("The site document exists already: edit it instead")
    : conflict(`Slug ${slug} is already used by another ${type}`, { slug: "Slug is already used" });

async function assertSlugFree(db: Db, type: ContentType, slug: string | null, exceptId?: string) {
  if (!slug) return;
  const [row] = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, type), eq(contentDocuments.slug, slug)));
  if (row && row.id !== exceptId) throw slugTaken(type, slug);
}

// ── reading ───────────────────────────────────────────────────────────────────────────

export interface ContentListItem {
  id: string;
  type: ContentType;
  title: string;
  status: ContentStatus;
  updatedAt: string;
  publishedAt: string | null;
}

/** A type's documents for the back-office list, in the order the site shows them, then by title. */
export async function listDocuments(db: Db, typeName: string): Promise<ContentListItem[]> {
  const type = requireType(typeName);
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(eq(contentDocuments.type, type))
    .orderBy(asc(sql`coalesce((${contentDocuments.draft}->>'order')::int, 0)`), asc(contentDocuments.title));
  return rows.map((row) => ({
    id: row.id,
    type,
    title: row.title,
    status: statusOf(row),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}

export interface ContentDocument {
  id: string;
  type: ContentType;
  version: number;
  status: ContentStatus;
  slug: string | null;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

function toDocument(row: Row): ContentDocument {
  return {
    id: row.id,
    type: row.type as ContentType,
    version: row.version,
    status: statusOf(row),
    slug: row.slug,
    draft: row.draft,
    published: row.published ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function getDocument(db: Db, typeName: string, id: string): Promise<ContentDocument> {
  return toDocument(await findRow(db, requireType(typeName), id));
}

// ── writing ───────────────────────────────────────────────────────────────────────────

async function addRevision(
  db: Db,
  row: Pick<Row, "id" | "version">,
  action: string,
  fields: Record<string, unknown>,
  changed: string[],
  actor: Actor,
) {
  await db.insert(contentRevisions).values({
    documentId: row.id,
    version: row.version,
    action,
    fields,
    changed,
    actorId: actor.id,
  });
}

/** A new draft document. 409 when its slug is used (or, for `site`, when the site exists). */
export async function createDocument(
  db: Db,
  typeName: string,
  input: unknown,
  actor: Actor,
  options: { seedKey?: string; publish?: boolean } = {},
): Promise<{ id: string; version: number }> {
  const type = requireType(typeName);
  const fields = validateFields(type, input);
  const slug = slugOf(type, fields);
  await assertSlugFree(db, type, slug);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(contentDocuments)
        .values({
          type,
          slug,
          title: titleOf(type, fields),
          draft: fields,
          published: options.publish ? fields : null,
          publishedAt: options.publish ? now : null,
          seedKey: options.seedKey ?? null,
          version: 1,
        })
        .returning();
      await addRevision(tx as unknown as Db, row!, "create", fields, changedFields(null, fields), actor);
      if (options.publish) await addRevision(tx as unknown as Db, row!, "publish", fields, [], actor);
      return { id: row!.id, version: row!.version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(type, slug);
    throw error;
  }
}

/** The version a save names: a whole number, or 400. */
function versionOf(input: unknown): number {
  const version = (input as { version?: unknown } | null)?.version;
  const n = typeof version === "string" && version.trim() !== "" ? Number(version) : version;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1)
    throw invalid({ version: "Version is required: the version of the draft you edited" });
  return n;
}

const staleVersion = (current: number) =>
  conflict(
    `This draft was changed by someone else (now version ${current}). Reload it, then make your change again.`,
    { version: "Version is stale" },
  );

async function writeDraft(
  db: Db,
  row: Row,
  expected: number,
  fields: Record<string, unknown>,
  action: string,
  actor: Actor,
): Promise<{ id: string; version: number }> {
  const type = row.type as ContentType;
  const slug = slugOf(type, fields);
  await assertSlugFree(db, type, slug, row.id);
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(contentDocuments)
        .set({
          draft: fields,
          slug,
          title: titleOf(type, fields),
          version: sql`${contentDocuments.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(contentDocuments.id, row.id), eq(contentDocuments.version, expected)))
        .returning();
      if (!updated) throw staleVersion(row.version);
      await addRevision(
        tx as unknown as Db,
        updated,
        action,
        fields,
        changedFields(row.draft, fields),
        actor,
      );
      return { id: updated.id, version: updated.version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(type, slug);
    throw error;
  }
}

/** Saves the draft: `{version, fields…}`; 409 when `version` is not the draft's current one. */
export async function saveDraft(
  db: Db,
  typeName: string,
  id: string,
  input: unknown,
  actor: Actor,
): Promise<{ id: string; version: number }> {
  const type = requireType(typeName);
  const row = await findRow(db, type, id);
  const expected = versionOf(input);
  if (expected !== row.version) throw staleVersion(row.version);
  return writeDraft(db, row, expected, validateFields(type, input), "save", actor);
}

/** Makes the draft what visitors see, on every server process from their next request. */
export async function publishDocument(db: Db, typeName: string, id: string, actor: Actor) {
  const type = requireType(typeName);
  const row = await findRow(db, type, id);
  // The draft is checked again: a schema may have grown a rule since it was saved.
  const fields = validateFields(type, row.draft);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(contentDocuments)
      .set({ published: fields, publishedAt: now })
      .where(eq(contentDocuments.id, row.id));
    // A text page's published text gets a version number (the enrolment terms an application accepted).
    if (type === "page" && row.slug)
      await recordPageVersion(
        tx as unknown as Db,
        row.slug,
        fields,
        now,
        row.published ? { fields: row.published, publishedAt: row.publishedAt } : undefined,
      );
    await addRevision(
      tx as unknown as Db,
      row,
      "publish",
      fields,
      changedFields(row.published ?? null, fields),
      actor,
    );
  });
  await invalidatePublishedContent(db, `${type} ${row.title} published`);
  return { id: row.id, version: row.version, publishedAt: now.toISOString() };
}

/** Takes a document off the site; its draft stays. The site document cannot be unpublished. */
export async function unpublishDocument(db: Db, typeName: string, id: string, actor: Actor) {
  const type = requireType(typeName);
  const row = await findRow(db, type, id);
  if (type === "site") throw conflict("The site document cannot be unpublished");
  await db.transaction(async (tx) => {
    await tx
      .update(contentDocuments)
      .set({ published: null, publishedAt: null })
      .where(eq(contentDocuments.id, row.id));
    await addRevision(tx as unknown as Db, row, "unpublish", row.draft, [], actor);
  });
  await invalidatePublishedContent(db, `${type} ${row.title} unpublished`);
  return { id: row.id, version: row.version };
}

export interface RevisionItem {
  id: string;
  version: number;
  action: string;
  changed: string[];
  fields: Record<string, unknown>;
  by: string | null;
  byId: string | null;
  at: string;
}

/** Every change to a document, newest first: who, when, what changed, and the fields after it. */
export async function listRevisions(db: Db, typeName: string, id: string): Promise<RevisionItem[]> {
  const row = await findRow(db, requireType(typeName), id);
  const rows = await db
    .select({
      revision: contentRevisions,
      firstName: admins.firstName,
      lastName: admins.lastName,
    })
    .from(contentRevisions)
    .leftJoin(admins, eq(admins.id, contentRevisions.actorId))
    .where(eq(contentRevisions.documentId, row.id))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.version));
  return rows.map(({ revision: r, firstName, lastName }) => ({
    id: r.id,
    version: r.version,
    action: r.action,
    changed: r.changed,
    fields: r.fields,
    by: r.actorId ? (firstName ? `${firstName} ${lastName}`.trim() : "A removed account") : "Seed",
    byId: r.actorId,
    at: r.createdAt.toISOString(),
  }));
}

/** Puts a revision's fields back into the draft (a new version); publishing is a separate step. */
export async function restoreRevision(
  db: Db,
  typeName: string,
  id: string,
  revisionId: string,
  actor: Actor,
): Promise<{ id: string; version: number }> {
  const type = requireType(typeName);
  const row = await findRow(db, type, id);
  if (!UUID.test(revisionId)) throw notFound(`No revision ${revisionId}`);
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.documentId, row.id)));
  if (!revision) throw notFound(`No revision ${revisionId} of this document`);
  return writeDraft(db, row, row.version, validateFields(type, revision.fields), "restore", actor);
}

/** What refers to a document, in words, or undefined when nothing does. */
async function referenceTo(db: Db, row: Row): Promise<string | undefined> {
  const name = String(row.draft.name ?? "");
  if (row.type === "program") {
    const slug = row.slug ?? "";
    const [intake] = await db
      .select({ id: intakes.id })
      .from(intakes)
      .where(eq(intakes.program, slug))
      .limit(1);
    if (intake) return "intakes are filed under this program";
    const [quote] = await db
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(
        and(eq(contentDocuments.type, "testimonial"), sql`${contentDocuments.draft}->>'program' = ${name}`),
      )
      .limit(1);
    if (quote) return "a testimonial names this program";
  }
  if (row.type === "person") {
    const [program] = await db
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(
        and(eq(contentDocuments.type, "program"), sql`${contentDocuments.draft}->>'instructor' = ${name}`),
      )
      .limit(1);
    if (program) return "a program names this person as its instructor";
  }
  return undefined;
}

/** Deletes a draft-only document and its history. 409 when it is published or referred to. */
export async function deleteDocument(db: Db, typeName: string, id: string): Promise<void> {
  const type = requireType(typeName);
  const row = await findRow(db, type, id);
  if (type === "site") throw conflict("The site document cannot be deleted");
  if (row.published) throw conflict("Unpublish this document before deleting it");
  const reference = await referenceTo(db, row);
  if (reference) throw conflict(`This ${type} cannot be deleted: ${reference}`);
  await db.delete(contentDocuments).where(eq(contentDocuments.id, row.id));
}
