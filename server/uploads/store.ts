import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
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

export interface UploadStore {
  put(name: string, upload: StoredUpload & { uploadedBy: string | null }): Promise<void>;
  get(name: string): Promise<StoredUpload | undefined>;
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
  };
}

/** The store for this installation: the database's own table on PostgreSQL, files on PGlite. */
export function uploadStoreOf(database: Pick<Database, "kind" | "db">, dataDir: string): UploadStore {
  return database.kind === "postgres"
    ? databaseUploadStore(database.db)
    : fileUploadStore(path.join(dataDir, "uploads"));
}
