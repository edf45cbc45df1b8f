import { asc } from "drizzle-orm";
import { type ContentType, isContentType, titleOf } from "#forms/content/schemas.ts";
import type { Db } from "../db/client.ts";
import { contentDocuments, contentRevisions } from "../db/schema.ts";
import { invalid, isDomainError } from "../domain/errors.ts";
import { type Actor, validateFields } from "./documents.ts";
import { invalidatePublishedContent } from "./invalidation.ts";

/**
 * Backup and move (issue 32): every content document with its draft and published state as one
 * JSON file, and its restore. An import is validated in full first and then replaces the store in
 * one transaction, so it happens entirely or not at all.
 */
export const exportFormat = "harbourline-content";
export const exportFormatVersion = 1;

export interface ExportedDocument {
  id: string;
  type: ContentType;
  seedKey: string | null;
  version: number;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface ContentExport {
  format: typeof exportFormat;
  formatVersion: number;
  exportedAt: string;
  documents: ExportedDocument[];
}

export async function exportContent(db: Db): Promise<ContentExport> {
  const rows = await db
    .select()
    .from(contentDocuments)
    .orderBy(asc(contentDocuments.type), asc(contentDocuments.createdAt), asc(contentDocuments.id));
  return {
    format: exportFormat,
    formatVersion: exportFormatVersion,
    exportedAt: new Date().toISOString(),
    documents: rows.map((r) => ({
      id: r.id,
      type: r.type as ContentType,
      seedKey: r.seedKey,
      version: r.version,
      draft: r.draft,
      published: r.published ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      publishedAt: r.publishedAt?.toISOString() ?? null,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DOCUMENTS = 5000;

/** Field messages of one document's fields, prefixed with where they are in the file. */
function checked(type: ContentType, fields: unknown, at: string): Record<string, unknown> {
  try {
    return validateFields(type, fields);
  } catch (error) {
    if (!isDomainError(error) || !error.fields) throw error;
    const [field, message] = Object.entries(error.fields)[0]!;
    throw invalid({ [`${at}.${field}`]: `${at}: ${message}` });
  }
}

interface Planned {
  id: string;
  type: ContentType;
  slug: string | null;
  seedKey: string | null;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
  publishedAt: Date | null;
}

function plan(input: unknown): Planned[] {
  const file = input as Partial<ContentExport> | null;
  if (!file || typeof file !== "object" || file.format !== exportFormat)
    throw invalid({ format: `Format must be ${exportFormat}: upload a file made by the content export` });
  if (!Array.isArray(file.documents)) throw invalid({ documents: "Documents is required" });
  if (file.documents.length > MAX_DOCUMENTS)
    throw invalid({ documents: `Documents lists more than ${MAX_DOCUMENTS} documents` });
  const planned: Planned[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  const seedKeys = new Set<string>();
  file.documents.forEach((raw, index) => {
    const at = `documents.${index}`;
    const doc = raw as Partial<ExportedDocument> | null;
    if (!doc || typeof doc !== "object") throw invalid({ [at]: `${at} must be an object` });
    if (!isContentType(doc.type))
      throw invalid({ [`${at}.type`]: `${at}: Type must be one of the content types` });
    const id = typeof doc.id === "string" && UUID.test(doc.id) ? doc.id.toLowerCase() : undefined;
    if (!id) throw invalid({ [`${at}.id`]: `${at}: Id must be a UUID` });
    if (ids.has(id)) throw invalid({ [`${at}.id`]: `${at}: Id ${id} appears twice` });
    ids.add(id);
    const draft = checked(doc.type, doc.draft, `${at}.draft`);
    const published = doc.published == null ? null : checked(doc.type, doc.published, `${at}.published`);
    const slug = doc.type === "site" ? "site" : typeof draft.slug === "string" ? draft.slug : null;
    if (slug) {
      const key = `${doc.type}:${slug}`;
      if (slugs.has(key))
        throw invalid({ [`${at}.draft.slug`]: `${at}: Slug ${slug} is already used by another ${doc.type}` });
      slugs.add(key);
    }
    const seedKey = typeof doc.seedKey === "string" && doc.seedKey.length <= 300 ? doc.seedKey : null;
    if (seedKey && seedKeys.has(seedKey))
      throw invalid({ [`${at}.seedKey`]: `${at}: Seed key appears twice` });
    if (seedKey) seedKeys.add(seedKey);
    const publishedAt = published && typeof doc.publishedAt === "string" ? new Date(doc.publishedAt) : null;
    planned.push({
      id,
      type: doc.type,
      slug,
      seedKey,
      draft,
      published,
      publishedAt: published
        ? publishedAt && !Number.isNaN(publishedAt.getTime())
          ? publishedAt
          : new Date()
        : null,
    });
  });
  const sites = planned.filter((d) => d.type === "site");
  if (sites.length !== 1 || !sites[0]!.published)
    throw invalid({ documents: "Documents must hold exactly one site document, published" });
  return planned;
}

/** Replaces every content document with the file's, or changes nothing (400 with what is wrong). */
export async function importContent(
  db: Db,
  input: unknown,
  actor: Actor,
): Promise<{ imported: number; published: number }> {
  const planned = plan(input);
  await db.transaction(async (tx) => {
    await tx.delete(contentDocuments);
    const now = new Date();
    for (let i = 0; i < planned.length; i += 200) {
      const batch = planned.slice(i, i + 200);
      await tx.insert(contentDocuments).values(
        batch.map((d) => ({
          id: d.id,
          type: d.type,
          slug: d.slug,
          title: titleOf(d.type, d.draft),
          draft: d.draft,
          published: d.published,
          publishedAt: d.publishedAt,
          seedKey: d.seedKey,
          version: 1,
          updatedAt: now,
        })),
      );
      await tx.insert(contentRevisions).values(
        batch.map((d) => ({
          documentId: d.id,
          version: 1,
          action: "import",
          fields: d.draft,
          changed: Object.keys(d.draft).sort(),
          actorId: actor.id,
        })),
      );
    }
  });
  await invalidatePublishedContent(db, `content imported (${planned.length} documents)`);
  return { imported: planned.length, published: planned.filter((d) => d.published).length };
}
