import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { site } from "#content/site.ts";
import { log } from "../log.ts";
import { formTooLargeMessage } from "../security/body-limits.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function explanation(status: number): string {
  if (status === 405 || status === 415) return "This page does not accept that kind of request.";
  if (status === 413) return formTooLargeMessage;
  if (status === 403) return "This site does not accept forms sent from another site.";
  if (status < 500) return "The request could not be understood.";
  return "Something went wrong on our side.";
}

/**
 * The last handler for everything outside /api: errors thrown before React Router can render
 * (a path that is not valid percent-encoding, such as /%ZZ, fails while Express decodes it). Express's
 * own fallback would print the stack trace outside production; this answers with the status and a
 * short page in every mode, and logs only what is a real fault (5xx).
 */
export function pageErrorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status: given, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const declared = given ?? statusCode;
    const status =
      error instanceof URIError
        ? 400
        : typeof declared === "number" && declared >= 400 && declared < 600
          ? declared
          : 500;
    if (status >= 500) log.error("page request failed", error);
    const reason = STATUS_CODES[status] ?? "Error";
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${status} ${escapeHtml(reason)} | ${escapeHtml(site.name)}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">` +
          `<h1>Unexpected Application Error!</h1><p>${status} ${escapeHtml(reason)}</p>` +
          `<p>${explanation(status)}</p>` +
          `<p><a href="/" style="color:#1e40af">Go Back Home</a></p></body></html>`,
      );
  };
}
