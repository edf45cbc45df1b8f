import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES, uploadMessages } from "#server/uploads/uploads.ts";
import { fileForm, jpegLike, png1x1, svg, textAsPng, webpLike } from "../support/images.ts";
import { seedAccounts, seedStaff } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * POST /api/admin/uploads and GET /uploads/<name> (issue 32, docs/content-api.md): PNG, JPEG or
 * WebP up to 2 MB, the type read from the bytes; served to anyone with its type, nosniff and a
 * year's cache. On PostgreSQL the bytes are in the database, so a second server process on the
 * same database serves an upload the first took.
 */
let server: TestServer;
let second: TestServer;
let admin: Record<string, string>;
let staff: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
  admin = { token: accounts.adminToken };
  student = { token: accounts.studentToken };
  const { token } = await seedStaff(server.database.db, server.config.sessionSecret, {
    firstName: "Una",
    lastName: "Uploader",
    email: "una.staff@example.com",
  });
  staff = { token };
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

const upload = (base: string, body: FormData | string, headers: Record<string, string> = admin) =>
  fetch(`${base}/api/admin/uploads`, { method: "POST", headers, body });

const remove = (base: string, url: string, headers: Record<string, string> = admin) =>
  fetch(`${base}/api/admin${url}`, { method: "DELETE", headers });

let distinct = 0;
/** A PNG no other test uploaded (uploads are named by their bytes), stored; its URL. */
async function uploadedPng(base = server.url): Promise<string> {
  distinct += 1;
  const bytes = Buffer.concat([png1x1, Buffer.from(`delete test ${distinct} ${Date.now()}`)]);
  const res = await upload(base, fileForm(bytes));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

const json = (body: unknown) => ({
  ...admin,
  "content-type": "application/json",
  body: JSON.stringify(body),
});
async function createDocument(type: string, fields: Record<string, unknown>): Promise<string> {
  const { body, ...headers } = json(fields);
  const res = await fetch(`${server.url}/api/admin/content/${type}`, { method: "POST", headers, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe("uploading an image", () => {
  it("takes a PNG, a JPEG and a WebP and serves each back with its type, nosniff and a year's cache", async () => {
    for (const [bytes, type, ext] of [
      [png1x1, "image/png", "png"],
      [jpegLike, "image/jpeg", "jpg"],
      [webpLike, "image/webp", "webp"],
    ] as const) {
      const res = await upload(server.url, fileForm(bytes, `picture.${ext}`, type));
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { url: string } };
      expect(data.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      const served = await fetch(`${server.url}${data.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toContain("max-age=31536000");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("reads the type from the bytes: an SVG or a text file named .png is 415, whatever it claims", async () => {
    for (const [bytes, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      [textAsPng, "photo.png", "image/png"],
    ] as const) {
      const res = await upload(server.url, fileForm(bytes, name, type));
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: { messages: string[] } }).error.messages).toEqual([
        uploadMessages.notAnImage,
      ]);
    }
  });

  it("refuses a file over 2 MB with 413, and no file with 400", async () => {
    const big = Buffer.concat([png1x1, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooLarge = await upload(server.url, fileForm(big));
    expect(tooLarge.status).toBe(413);
    expect(JSON.stringify(await tooLarge.json())).toContain(uploadMessages.tooLarge);
    const none = new FormData();
    none.append("title", "no file here");
    const missing = await upload(server.url, none);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      uploadMessages.missing,
    );
  });

  it("lets staff upload (they edit drafts), refuses students (403), visitors (401) and another site (403)", async () => {
    expect((await upload(server.url, fileForm(png1x1), staff)).status).toBe(201);
    expect((await upload(server.url, fileForm(png1x1), student)).status).toBe(403);
    expect((await upload(server.url, fileForm(png1x1), {})).status).toBe(401);
    expect(
      (
        await upload(server.url, fileForm(png1x1), {
          ...admin,
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        })
      ).status,
    ).toBe(403);
  });

  it("answers 404 for an upload that does not exist or a name that is not an upload's", async () => {
    expect((await fetch(`${server.url}/uploads/${"0".repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2F..%2Fsession-secret`)).status).toBe(404);
  });

  it("on PostgreSQL keeps the bytes in the database: another server process serves what one took", async () => {
    // Two app processes sharing one database, as two servers on one PostgreSQL: each picks the
    // database store because the database says it is PostgreSQL.
    const shared = { ...server.database, kind: "postgres" as const, close: async () => {} };
    const first = await startTestServer({ database: shared, env: { DATA_DIR: "/tmp/harbourline-upload-a" } });
    second = await startTestServer({ database: shared, env: { DATA_DIR: "/tmp/harbourline-upload-b" } });
    try {
      const bytes = Buffer.concat([png1x1, Buffer.from(`two servers ${Date.now()}`)]);
      const res = await upload(first.url, fileForm(bytes));
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { url: string } };
      const served = await fetch(`${second.url}${data.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await first.close();
    }
  });
});

describe("deleting an image", () => {
  it("deletes one no document uses (204): it is no longer served, and a second delete is 404", async () => {
    const url = await uploadedPng();
    const res = await remove(server.url, url);
    expect(res.status).toBe(204);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    expect((await remove(server.url, url)).status).toBe(404);
  });

  it("refuses (409) while a draft places it, and deletes it once that draft is gone", async () => {
    const url = await uploadedPng();
    const person = await createDocument("person", {
      name: "Ida Imageholder",
      role: "Instructor",
      bio: "Teaches with pictures.",
      image: url,
      imageAlt: "Ida at the whiteboard",
    });
    const refused = await remove(server.url, url);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain("Ida Imageholder");
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);

    expect(
      (await fetch(`${server.url}/api/admin/content/person/${person}`, { method: "DELETE", headers: admin }))
        .status,
    ).toBe(204);
    expect((await remove(server.url, url)).status).toBe(204);
  });

  it("refuses (409) while a published document places it, even after its draft dropped it", async () => {
    const url = await uploadedPng();
    const post = await createDocument("post", {
      title: `Pictures from the lab ${Date.now()}`,
      date: "2026-12-01",
      description: "A photo post.",
      author: "Sarah Whitfield",
      body: `Our lab:\n\n![The lab's workstations](${url})`,
    });
    const published = await fetch(`${server.url}/api/admin/content/post/${post}/publish`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: "{}",
    });
    expect(published.status).toBe(200);
    const doc = (
      await (await fetch(`${server.url}/api/admin/content/post/${post}`, { headers: admin })).json()
    ).data as { version: number; draft: Record<string, unknown> };
    const { body, ...headers } = json({ ...doc.draft, version: doc.version, body: "No picture now." });
    expect(
      (await fetch(`${server.url}/api/admin/content/post/${post}`, { method: "PUT", headers, body })).status,
    ).toBe(200);
    expect((await remove(server.url, url)).status).toBe(409);
  });

  it("lets staff delete; refuses students (403), visitors (401) and another site (403); 404 for a name that is not an upload's", async () => {
    const url = await uploadedPng();
    expect((await remove(server.url, url, student)).status).toBe(403);
    expect((await remove(server.url, url, {})).status).toBe(401);
    expect(
      (
        await remove(server.url, url, {
          ...admin,
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await remove(server.url, url, staff)).status).toBe(204);
    expect((await remove(server.url, "/uploads/..%2F..%2Fsession-secret")).status).toBe(404);
    expect((await remove(server.url, "/uploads/not-an-upload.png")).status).toBe(404);
  });

  it("on PostgreSQL deletes the database's copy: no server process serves it any more", async () => {
    const shared = { ...server.database, kind: "postgres" as const, close: async () => {} };
    const first = await startTestServer({ database: shared, env: { DATA_DIR: "/tmp/harbourline-upload-c" } });
    const other = await startTestServer({ database: shared, env: { DATA_DIR: "/tmp/harbourline-upload-d" } });
    try {
      const url = await uploadedPng(first.url);
      expect((await fetch(`${other.url}${url}`)).status).toBe(200);
      expect((await remove(first.url, url)).status).toBe(204);
      expect((await fetch(`${other.url}${url}`)).status).toBe(404);
    } finally {
      await first.close();
      await other.close();
    }
  });
});
