import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { uploads } from "../db/schema.ts";

/**
 * Where uploaded images live (issue 32, decision 0106): a small interface with two stores.
 * - files under DATA_DIR/uploads on the embedded database (one process owns that directory);
 * - the `uploads` table on PostgreSQL, so every server process sharing the database serves every
 *   upload without shared disks. An S3-compatible bucket would be a third implementation.
 * Names are a hash of the bytes: the same image uploaded twice is one file, and a name's bytes
 * never change, so the public URL can be cached for a year.
 */
export interface StoredUpload {
  contentType: string;
  bytes: Buffer;
}

/** One stored image as the back-office lists it. */
export interface UploadEntry {
  name: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

export interface UploadStore {
  put(name: string, upload: StoredUpload & { uploadedBy: string | null }): Promise<void>;
  get(name: string): Promise<StoredUpload | undefined>;
  /** Every stored image, newest first. */
  list(): Promise<UploadEntry[]>;
  /** Removes one image; false when there was none of that name. */
  delete(name: string): Promise<boolean>;
}

/** A stored name: 32 hex digits and one of the allowed extensions. Anything else is not ours. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

const typeOfExtension: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

export function fileUploadStore(directory: string): UploadStore {
  return {
    async put(name, { bytes }) {
      if (!UPLOAD_NAME.test(name)) throw new Error(`Not an upload name: ${name}`);
      await mkdir(directory, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = path.join(directory, `.${name}.${process.pid}.part`);
      await writeFile(partial, bytes);
      await rename(partial, path.join(directory, name));
    },
    async get(name) {
      if (!UPLOAD_NAME.test(name)) return undefined;
      try {
        const bytes = await readFile(path.join(directory, name));
        return { bytes, contentType: typeOfExtension[name.split(".")[1]!]! };
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async list() {
      let names: string[];
      try {
        names = (await readdir(directory)).filter((n) => UPLOAD_NAME.test(n));
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return [];
        throw error;
      }
      const entries = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(directory, name));
          return {
            name,
            contentType: typeOfExtension[name.split(".")[1]!]!,
            size: info.size,
            uploadedAt: info.mtime,
          };
        }),
      );
      return entries.sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
    },
    async delete(name) {
      if (!UPLOAD_NAME.test(name)) return false;
      try {
        await unlink(path.join(directory, name));
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return false;
        throw error;
      }
    },
  };
}

export function databaseUploadStore(db: Db): UploadStore {
  return {
    async put(name, { bytes, contentType, uploadedBy }) {
      await db
        .insert(uploads)
        .values({ name, bytes, contentType, size: bytes.length, uploadedBy })
        .onConflictDoNothing();
    },
    async get(name) {
      if (!UPLOAD_NAME.test(name)) return undefined;
      const [row] = await db
        .select({ bytes: uploads.bytes, contentType: uploads.contentType })
        .from(uploads)
        .where(eq(uploads.name, name));
      return row;
    },
    async list() {
      return db
        .select({
          name: uploads.name,
          contentType: uploads.contentType,
          size: uploads.size,
          uploadedAt: uploads.createdAt,
        })
        .from(uploads)
        .orderBy(desc(uploads.createdAt));
    },
    async delete(name) {
      if (!UPLOAD_NAME.test(name)) return false;
      const removed = await db
        .delete(uploads)
        .where(eq(uploads.name, name))
        .returning({ name: uploads.name });
      return removed.length > 0;
    },
  };
}

/** The store for this installation: the database's own table on PostgreSQL, files on PGlite. */
export function uploadStoreOf(database: Pick<Database, "kind" | "db">, dataDir: string): UploadStore {
  return database.kind === "postgres"
    ? databaseUploadStore(database.db)
    : fileUploadStore(path.join(dataDir, "uploads"));
}
