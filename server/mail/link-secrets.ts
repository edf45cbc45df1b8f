/*
 * Secrets travel, they do not rest (docs/security.md, "Stored mail"). A message that carries a
 * one-time link (password reset, e-mail verification, first-run setup, booking management, seat
 * offer, chat continuation, newsletter confirmation or unsubscribe) is queued with each secret
 * replaced by a placeholder; the secrets wait beside it in their own column, which no export,
 * list, page or log reads, and the worker puts them back only on the way to the transport and
 * forgets them once the message is delivered. So the outbox, the people export, the timeline and
 * the admin Outbox page only ever show "token=⟦link secret 1⟧".
 *
 * Every link the app mails carries its secret in a `token` query parameter, so sealing finds them
 * by that name (in text, HTML, headers such as List-Unsubscribe, and calendar invitations, whose
 * URL and description carry the booking's manage link); `extra` names any other.
 */
import type { OutboxAttachment } from "../db/schema.ts";

/** `token=` after `?`, `&` or an HTML-escaped `&amp;`, then the value up to the next delimiter. */
const TOKEN_PARAM = /((?:[?&]|&amp;)token=)([^\s&"'<>#)\]⟦]+)/g;
const OPEN = "⟦";
const placeholder = (n: number) => `${OPEN}link secret ${n}⟧`;
const PLACEHOLDER = /⟦link secret (\d+)⟧/g;

export interface SealableMail {
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  attachments?: OutboxAttachment[] | null;
}

/*
 * A calendar invitation (RFC 5545) folds its lines at 75 octets, which can cut a token in two, so
 * it is stored unfolded (and sealed) and folded again on its way out. Other attachments (the
 * outline PDF) carry no link and are left as they are.
 */
const isCalendar = (a: OutboxAttachment) => a.contentType.startsWith("text/calendar");
const decoded = (a: OutboxAttachment) => Buffer.from(a.content, "base64").toString("utf8");
const encoded = (a: OutboxAttachment, text: string): OutboxAttachment => ({
  ...a,
  content: Buffer.from(text, "utf8").toString("base64"),
});
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

/** One content line folded as RFC 5545 §3.1 asks: at most 75 octets, never inside a character. */
function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let room = 75;
  while (start < bytes.length) {
    let end = Math.min(start + room, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // a UTF-8 continuation byte
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    room = 74; // a continuation line starts with a space
  }
  return parts.join("\r\n ");
}

const fold = (ics: string) => ics.split("\r\n").map(foldLine).join("\r\n");

function mapCalendars(
  attachments: OutboxAttachment[] | null | undefined,
  change: (ics: string) => string,
): OutboxAttachment[] | null | undefined {
  return attachments?.map((a) => (isCalendar(a) ? encoded(a, change(decoded(a))) : a));
}

export interface SealedMail<T extends SealableMail> {
  mail: T;
  /** The secrets in placeholder order (1-based in the text); empty when the message has none. */
  secrets: string[];
}

/** Text from outside (a name, a message) cannot forge a placeholder: its brackets are plain ones. */
const defang = (value: string) => value.replaceAll(OPEN, "[");

export function sealLinkSecrets<T extends SealableMail>(mail: T, extra: string[] = []): SealedMail<T> {
  const secrets: string[] = [];
  const indexOf = (secret: string) => {
    const found = secrets.indexOf(secret);
    if (found >= 0) return found + 1;
    secrets.push(secret);
    return secrets.length;
  };
  const seal = (value: string) => {
    let out = defang(value).replace(TOKEN_PARAM, (_m, key: string, secret: string) => {
      return `${key}${placeholder(indexOf(secret))}`;
    });
    for (const secret of extra) if (secret) out = out.replaceAll(secret, placeholder(indexOf(secret)));
    return out;
  };
  const sealed: T = {
    ...mail,
    text: seal(mail.text),
    html: mail.html == null ? mail.html : seal(mail.html),
    headers:
      mail.headers == null
        ? mail.headers
        : Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, seal(v)])),
    ...(mail.attachments === undefined
      ? {}
      : { attachments: mapCalendars(mail.attachments, (ics) => seal(unfold(ics))) }),
  };
  return { mail: sealed, secrets };
}

/** The message as the recipient gets it: placeholders replaced by their secrets. */
export function openLinkSecrets<T extends SealableMail>(mail: T, secrets: readonly string[] | null): T {
  const open = (value: string) =>
    value.replace(PLACEHOLDER, (whole, n: string) => secrets?.[Number(n) - 1] ?? whole);
  // A calendar is folded again even without secrets: it was stored unfolded.
  const attachments =
    mail.attachments === undefined
      ? {}
      : { attachments: mapCalendars(mail.attachments, (ics) => fold(open(ics))) };
  if (!secrets || secrets.length === 0) return { ...mail, ...attachments };
  return {
    ...mail,
    text: open(mail.text),
    html: mail.html == null ? mail.html : open(mail.html),
    headers:
      mail.headers == null
        ? mail.headers
        : Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, open(v)])),
    ...attachments,
  };
}

/**
 * Delivered mail shown to staff (the .eml files of the file transport, rows queued before sealing
 * existed): every token value is replaced, so the page shows that a link was sent, not the link.
 */
export function redactLinkSecrets(value: string): string {
  return value.replace(TOKEN_PARAM, (_m, key: string) => `${key}⟦removed⟧`);
}
