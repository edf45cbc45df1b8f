import express, { type ErrorRequestHandler, type Router } from "express";
import { isDomainError } from "../domain/errors.ts";
import { headersOfError } from "../error-status.ts";
import { HttpError, httpErrorFromDomain, isDatabaseUnavailable } from "../http/errors.ts";
import { log } from "../log.ts";
import { bodyGuard } from "./body-guard.ts";
import { UPLOAD_API_PATH, UPLOAD_BODY_LIMIT_BYTES } from "./uploads.ts";
import { uploadMessages } from "../uploads/uploads.ts";
import { apiRequestGuard } from "./json-only.ts";
import type { ApiDeps } from "./deps.ts";

/** Largest JSON body the API reads; bigger ones get 413. */
export const API_BODY_LIMIT = "100kb";
const API_BODY_LIMIT_BYTES = 100 * 1024;

/** Paths whose JSON body may be larger than API_BODY_LIMIT: a content import is the whole site. */
const largeBodyPaths: Record<string, string> = { "/admin/content-import": "10mb" };
export const LARGE_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** Paths whose handlers need the request's raw bytes (req.rawBody), e.g. to check a signature. */
const rawBodyPaths = ["/payments/stripe/webhook"];

function keepRawBodyOf(paths: string[]) {
  return (req: { url?: string; rawBody?: Buffer }, _res: unknown, buffer: Buffer) => {
    if (paths.includes((req.url ?? "").split("?")[0] ?? "")) req.rawBody = buffer;
  };
}

/** Paths that take form posts from other senders (see apiRequestGuard). */
const oneClickPaths = ["/newsletter/unsubscribe"];
/** Paths that take a multipart body (a file) instead of JSON: still refused from another site. */
const multipartPaths = [UPLOAD_API_PATH];

/**
 * The JSON API under /api. Each area adds its routes in its own module; this file only wires
 * them and guarantees that every failure is JSON: a domain error with the status of its kind
 * (server/error-status.ts), 404 for unknown paths, 403 for a cross-site write and 415 for a write
 * that is not JSON (./json-only.ts), 400 for malformed JSON, 413 for oversized bodies, another 4xx
 * for any body the parser refuses, 503 when the database is down, 500 without a stack otherwise.
 */
export function createApiRouter(deps: ApiDeps): Router {
  const api = express.Router();
  api.use(
    apiRequestGuard({
      publicUrl: deps.config.publicUrl,
      except: oneClickPaths,
      multipart: multipartPaths,
      maxBodyBytes: (path) =>
        path === UPLOAD_API_PATH
          ? UPLOAD_BODY_LIMIT_BYTES
          : Object.hasOwn(largeBodyPaths, path)
            ? LARGE_BODY_LIMIT_BYTES
            : API_BODY_LIMIT_BYTES,
      tooLarge: (path) =>
        path === UPLOAD_API_PATH ? uploadMessages.tooLarge : `Request body is larger than ${API_BODY_LIMIT}`,
    }),
  );
  // A large-body path is parsed with its own limit; the general parser then skips the parsed body.
  for (const [path, limit] of Object.entries(largeBodyPaths))
    api.post(path, express.json({ limit, strict: false }));
  // The Stripe webhook's signature is over the exact bytes sent: they are kept for that path only.
  api.use(express.json({ limit: API_BODY_LIMIT, strict: false, verify: keepRawBodyOf(rawBodyPaths) }));
  api.use(bodyGuard);

  for (const mount of deps.areas) mount(api, deps);

  api.use((req, res) => {
    res
      .status(404)
      .json(new HttpError(404, [`No API endpoint ${req.method} ${req.baseUrl}${req.path}`]).toJSON());
  });
  api.use(apiErrorHandler);
  return api;
}

export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  const type = (error as { type?: string }).type;
  let reply: HttpError;
  if (isDomainError(error)) {
    reply = httpErrorFromDomain(error);
    res.set(headersOfError(error));
  } else if (error instanceof HttpError) reply = error;
  else if (type === "entity.too.large")
    reply = new HttpError(413, [`Request body is larger than ${API_BODY_LIMIT}`]);
  else if (type === "entity.parse.failed") reply = new HttpError(400, ["Request body is not valid JSON"]);
  else if (type === "encoding.unsupported" || type === "charset.unsupported")
    reply = new HttpError(415, ["Unsupported request encoding"]);
  else if (isClientError(error))
    // Any other body the parser refused (a compressed body that does not decompress, an aborted
    // upload): the sender's fault, with the parser's status and without its internals.
    reply = new HttpError(error.status, ["The request body could not be read"]);
  else if (isDatabaseUnavailable(error)) {
    log.error(`${req.method} ${req.originalUrl}: database unavailable`, error);
    reply = new HttpError(503, ["The service is temporarily unavailable. Please try again shortly."]);
    res.setHeader("Retry-After", "5");
  } else {
    log.error(`${req.method} ${req.originalUrl} failed`, error);
    reply = new HttpError(500, ["Something went wrong on our side. Please try again."]);
  }
  res.status(reply.status).json(reply.toJSON());
};

/** An error from the body parser (http-errors) that carries a 4xx status. */
function isClientError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}
