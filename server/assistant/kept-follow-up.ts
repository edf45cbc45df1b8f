/**
 * A short follow-up that asks how long, leaning on the record the previous turn asked about:
 * "how long do u keep it" after the contact form's details is that form's two years, "for how
 * long" after the chat's IP address is the IP's 30 days. The follow-up names no record, so the
 * policy's general reading answered the first row it met, or the sentence on keeping things only
 * as long as the policy says. Called by outright.ts before the rules that read the thing
 * discussed (thing-discussed.ts).
 */
import { privacyTables } from "#content/privacy.ts";
import * as facts from "./facts.ts";
import { normalise } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

/** "How long", "for how many days", "how long do u keep it", "how long tho": a period asked, nothing more. */
const periodAsked =
  /^(and |so |ok |okay )?(for )?how (long|many (days|months|years))\b|^(do|will|would) (you|u|ya) (keep|store|hold|retain)\b.{0,20}\b(long|forever|for ever)\b|^(and )?until when\b|^(is it|are they) (kept|stored) (forever|for ever|long)\b/;

/** The policy's records as a visitor names them in the turn before, in the policy's order of rows. */
const recordsNamed: [RegExp, RegExp][] = [
  [/IP addresses/i, /\b(ip|ip address|ip addresses|ips)\b/],
  [/payment records/i, /\b(payment|payments|financial|invoices?|receipts?|enrolment records?|enrollment records?)\b/],
  [/not lead to enrolment/i, /\bapplications?\b.{0,60}\b(not|never|n't|doesn't|didn't|rejected|declined|unsuccessful)\b|\b(reject\w*|declin\w*|unsuccessful)\b.{0,30}\bapplications?\b/],
  [/newsletter/i, /\b(newsletter|mailing list|subscription)\b/],
  [
    /contact messages/i,
    /\b(contact (form|page|us)|messages?|enquir\w*|inquir\w*|outline requests?|(request|ask for|get) (an? |the )?outline|consultation|consultations|booking|book|chats?|chat logs?|conversations?)\b/,
  ],
];

/** Whether the earlier turn was about the visitor's own data (what is kept, stored, done with it). */
const ownDataTalked =
  /\b(my|our)\b.{0,30}\b(details|info|information|data|ip|records?|messages?|application|subscription|email|e-mail|address)\b|\b(store|stored|save|saved|log|logs|logged|keep|kept|record|records|recorded|retain\w*)\b|\bwhat (happens|do you do|do u do|will you do)\b.{0,20}\b(to|with)\b/;

export function keptFollowUp(c: OutrightContext): Understanding | undefined {
  const { history, reading, subject } = c;
  const previous = history.at(-1);
  if (previous === undefined) return undefined;
  const t = reading.text.replace(/[?.!]+$/, "").trim();
  // Short, and naming no record or course of its own ("how long do you keep my payment records"
  // is read as written by the privacy reply).
  if (reading.words.length > 8 || !periodAsked.test(t)) return undefined;
  if (subject.programs.length > 0 || subject.services.length > 0) return undefined;
  if (recordsNamed.some(([, named]) => named.test(t))) return undefined;
  const before = normalise(previous);
  if (!ownDataTalked.test(before)) return undefined;
  const named = recordsNamed.find(([, asked]) => asked.test(before));
  if (!named) return undefined;
  const row = privacyTables.retention.find((r) => named[0].test(r.records));
  if (!row) return undefined;
  const lead = /^Erased/.test(row.kept)
    ? `${row.records.replace(/^IP/, "The IP")} are ${row.kept.charAt(0).toLowerCase()}${row.kept.slice(1)}`
    : `${row.records}: kept ${row.kept.charAt(0).toLowerCase()}${row.kept.slice(1)}`;
  return {
    replies: [{ lead: lead.replace(/^The IP addresses of chat visitors are/, "The IP address of a chat visitor is"), sources: [facts.privacy], final: true }],
    intents: ["privacy"],
    subject,
    unknown: [],
    confidence: 1,
    page: true,
    fromHistory: true,
  };
}
