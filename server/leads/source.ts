import { parse } from "cookie";
import { z } from "zod";

/**
 * Where a lead came from (issue 35): the first landing page's campaign tags, the referring site
 * and the path it landed on. Kept in the `source` cookie that the HTTP layer sets on page requests
 * (server/http/lead-source.ts), so it works without JavaScript and before any chat visitor
 * exists; copied onto every lead, booking and application the browser then sends, and onto its
 * chat visitor. Unknown parts are null.
 */
export interface LeadSource {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  landingPath: string | null;
}

/** The first touch (never replaced) and the latest touch (a new campaign link or another site). */
export interface Touches {
  first: LeadSource;
  latest: LeadSource;
}

export const SOURCE_COOKIE = "source";
/** How long a browser keeps its first touch. */
export const SOURCE_COOKIE_DAYS = 180;
const PART_MAX = 100;

export const unknownSource: LeadSource = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  landingPath: null,
};

/** One part as stored: printable, trimmed, cut to a bound; empty is null. */
function clean(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const printable = [...value].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);
  const text = printable.join("").trim().slice(0, PART_MAX);
  return text === "" ? null : text;
}

const part = z
  .string()
  .nullable()
  .catch(null)
  .transform((v) => clean(v));
const sourceSchema = z.object({
  utmSource: part,
  utmMedium: part,
  utmCampaign: part,
  referrerHost: part,
  landingPath: part,
});
const touchesSchema = z.object({ first: sourceSchema, latest: sourceSchema });

/** A source from anything (a stored value, a cookie): every field present, null when unknown. */
export function sourceOf(value: unknown): LeadSource {
  const parsed = sourceSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...unknownSource };
}

/** The host of a Referer header, when it is an http(s) URL of another site than `ownHost`. */
export function referrerHostOf(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase();
    const own = ownHost?.toLowerCase().replace(/:\d+$/, "");
    return host === own ? null : clean(host);
  } catch {
    return null;
  }
}

/**
 * The touch a page request makes, or undefined when it makes none: a page reached directly or
 * from this site without campaign tags says nothing about where the visitor came from, so it
 * sets no cookie (and a cached page stays cookie-free for everyone else).
 */
export function touchOfRequest(
  url: URL,
  referer: string | undefined,
  ownHost: string | undefined,
): LeadSource | undefined {
  const tag = (name: string) => clean(url.searchParams.get(name));
  const touch: LeadSource = {
    utmSource: tag("utm_source"),
    utmMedium: tag("utm_medium"),
    utmCampaign: tag("utm_campaign"),
    referrerHost: referrerHostOf(referer, ownHost),
    landingPath: clean(url.pathname),
  };
  const arrives = touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.referrerHost;
  return arrives ? touch : undefined;
}

export function encodeTouches(touches: Touches): string {
  return Buffer.from(JSON.stringify(touches), "utf8").toString("base64url");
}

/** The touches a cookie header carries, when well-formed. */
export function touchesOfCookies(cookieHeader: string | null | undefined): Touches | undefined {
  if (!cookieHeader) return undefined;
  const raw = parse(cookieHeader)[SOURCE_COOKIE];
  if (!raw || raw.length > 4000) return undefined;
  try {
    const parsed = touchesSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The source a record the browser creates carries: its first touch, or all unknown. */
export function sourceOfCookies(cookieHeader: string | null | undefined): LeadSource {
  return touchesOfCookies(cookieHeader)?.first ?? { ...unknownSource };
}
