import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";

export interface EmlSummary {
  file: string;
  date: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded, so links (e.g. password resets) can be followed. */
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) in headers such as Subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/** The first text/plain part of a message nodemailer wrote (single part or multipart). */
function plainText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary)
    return type.startsWith("text/plain") ? decodeBody(body, headers["content-transfer-encoding"]) : "";
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const text = plainText(part.replace(/^\r?\n/, ""));
    if (text) return text;
  }
  return "";
}

/** One delivered message file of `dir`. */
export async function readEmlFile(dir: string, file: string): Promise<EmlSummary> {
  const raw = await readFile(path.join(dir, file), "utf8");
  const headers = headersOf(raw.slice(0, raw.search(/\r?\n\r?\n/)));
  return {
    file,
    date: headers.date ?? "",
    to: decodeWords(headers.to ?? ""),
    subject: decodeWords(headers.subject ?? ""),
    text: plainText(raw).trim(),
  };
}

/** Delivered messages in DATA_DIR/mail, newest first. */
export async function listEmlFiles(dir: string, limit = 100): Promise<EmlSummary[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  return Promise.all(files.slice(0, limit).map((file) => readEmlFile(dir, file)));
}

/**
 * An erasure's share of the mail a local install delivered as files (issue 30, L12): every .eml
 * in `dir` to, from or about the address (headers, or the decoded text) is deleted. Returns how
 * many went.
 */
export async function eraseEmlFilesOf(dir: string, email: string): Promise<number> {
  const address = email.toLowerCase();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  let erased = 0;
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), "utf8").catch(() => "");
    const message = raw ? await readEmlFile(dir, file).catch(() => undefined) : undefined;
    const mentions = [raw, message?.to, message?.subject, message?.text].some((part) =>
      part?.toLowerCase().includes(address),
    );
    if (mentions) {
      await unlink(path.join(dir, file)).catch(() => {});
      erased++;
    }
  }
  return erased;
}
