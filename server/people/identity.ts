/*
 * Who a person is (docs/decisions/0083): the normalised e-mail (trimmed, lower case) that every
 * table is matched on, and the person's id in URLs: that e-mail, base64url-encoded. The id is
 * stable (the same address always gives the same id, whichever table it was first seen in),
 * URL-safe, and needs no table of its own to stay in step with the leads. Browser-safe: the admin
 * lists build their links with it.
 */

/** The e-mail every table is matched on. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The person id of an e-mail: base64url (no padding) of its normalised UTF-8 bytes. */
export function personId(email: string): string {
  const bytes = new TextEncoder().encode(normaliseEmail(email));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The normalised e-mail a person id names, or undefined for anything that is not one. */
export function emailOfPersonId(id: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{4,440}$/.test(id)) return undefined;
  try {
    const binary = atob(id.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const email = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (!email.includes("@") || email.length > 320 || email !== normaliseEmail(email)) return undefined;
    // One spelling per person: the canonical encoding only.
    return personId(email) === id ? email : undefined;
  } catch {
    return undefined;
  }
}

/** The person page of an e-mail. */
export function personHref(email: string): string {
  return `/admin/people/${personId(email)}`;
}

/** The kinds of event a person's timeline holds, in the API's words. */
export const timelineKinds = [
  "account",
  "application",
  "status",
  "outline-request",
  "contact-message",
  "consultation",
  "newsletter",
  "chat",
  "email",
  "note",
  "audit",
  "follow-up", // issue 35 (server/followups/timeline-source.ts)
  "payment", // issue 34 (server/payments/timeline-source.ts)
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineKindLabels: Record<TimelineKind, string> = {
  account: "Account",
  application: "Applications",
  status: "Status changes",
  "outline-request": "Outline requests",
  "contact-message": "Contact messages",
  consultation: "Consultations",
  newsletter: "Newsletter",
  chat: "Chats",
  email: "E-mails",
  note: "Notes",
  audit: "Audit",
  "follow-up": "Follow-ups",
  payment: "Payments",
};

/** Longest staff note, in characters. */
export const NOTE_MAX = 4000;
