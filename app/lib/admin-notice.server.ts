import { parse, serialize } from "cookie";
import type { Config } from "#server/config.ts";

/**
 * A back-office save that ends on another page (an intake saved goes back to the intakes list)
 * still says what it did: the action's redirect carries the message in a short-lived cookie, and
 * the page it lands on shows it once as a toast (or, without JavaScript, as the toast's text in
 * the page) and clears it. Path /admin so React Router's data requests (/admin/intakes.data) carry
 * it too; httpOnly, so only this server writes it.
 */
const name = "adminNotice";

export function noticeCookie(config: Pick<Config, "isProduction">, message: string): string {
  return serialize(name, message, {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: 60,
  });
}

/** The notice a redirect left for this page, and the header that clears it; none without one. */
export function takeNotice(
  request: Request,
  config: Pick<Config, "isProduction">,
): { notice: string | null; headers: Record<string, string> } {
  const cookies = request.headers.get("cookie");
  const notice = (cookies && parse(cookies)[name]) || null;
  if (!notice) return { notice: null, headers: {} };
  const clear = serialize(name, "", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: 0,
  });
  // At most a sentence: a cookie someone else's code set is never shown at length.
  return { notice: notice.slice(0, 300), headers: { "Set-Cookie": clear } };
}
