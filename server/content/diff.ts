import { canonicalJson } from "./documents.ts";

/**
 * A readable comparison of two versions of a document's fields (issue 32's revision diff): one
 * entry per top-level field that differs, each as text (a list one item per line, an object as
 * indented JSON) with a word-by-word diff, so a changed sentence in a long answer shows as the
 * words removed and added, not as two whole texts.
 */
export type DiffPart = { op: "same" | "added" | "removed"; text: string };

export interface FieldDiff {
  field: string;
  before: string;
  after: string;
  parts: DiffPart[];
}

export function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join("\n");
  return JSON.stringify(value, null, 2);
}

/** Words and the whitespace between them, as tokens (whitespace kept, so the text reads back). */
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** Past this many token pairs the comparison is line by line, then whole texts (it stays quick). */
const MAX_CELLS = 2_000_000;

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < n) push("removed", a[i++]!);
  while (j < m) push("added", b[j++]!);
  return parts;
}

/**
 * Readable runs: a change interrupted only by shared spaces becomes one removed run and one added
 * run ("old words" then "new words"), instead of alternating word by word.
 */
function mergeChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) out.push({ op: "removed", text: removed });
    if (added) out.push({ op: "added", text: added });
    removed = "";
    added = "";
  };
  parts.forEach((part, i) => {
    const between = (removed || added) && i < parts.length - 1;
    if (part.op === "same" && between && /^\s+$/.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else if (part.op === "removed") removed += part.text;
    else if (part.op === "added") added += part.text;
    else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}

export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ op: "same", text: before }] : [];
  let a = tokens(before);
  let b = tokens(after);
  if (a.length * b.length > MAX_CELLS) {
    a = before.split(/(?<=\n)/);
    b = after.split(/(?<=\n)/);
  }
  if (a.length * b.length > MAX_CELLS)
    return [
      ...(before ? [{ op: "removed" as const, text: before }] : []),
      ...(after ? [{ op: "added" as const, text: after }] : []),
    ];
  return mergeChanges(lcsDiff(a, b));
}

/** The fields that differ between `before` (a revision) and `after` (the current draft). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldDiff[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => canonicalJson(before[k] ?? null) !== canonicalJson(after[k] ?? null))
    .map((field) => {
      const a = asText(before[field]);
      const b = asText(after[field]);
      return { field, before: a, after: b, parts: diffText(a, b) };
    });
}
