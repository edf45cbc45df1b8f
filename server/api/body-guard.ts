import type { RequestHandler } from "express";
import { HttpError } from "../http/errors.ts";

/** Deeper JSON than any form needs is refused before it reaches a schema. */
export const MAX_BODY_DEPTH = 20;

/**
 * Refuses parsed bodies that no schema should ever see: nesting deeper than MAX_BODY_DEPTH, and
 * strings holding NUL characters or lone surrogates, which PostgreSQL cannot store (they would
 * turn a bad request into a 500). Walks iteratively, so hostile nesting cannot overflow the stack.
 */
export const bodyGuard: RequestHandler = (req, _res, next) => {
  const stack: [unknown, number][] = [[req.body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return next(new HttpError(400, ["Text must not contain NUL characters"]));
      // Lone UTF-16 surrogates cannot be stored as UTF-8 (jsonb refuses them outright).
      if (!value.isWellFormed()) return next(new HttpError(400, ["Text must be valid Unicode"]));
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return next(new HttpError(400, ["Request body is nested too deeply"]));
    for (const [key, child] of Object.entries(value)) {
      if (key.includes("\u0000")) return next(new HttpError(400, ["Text must not contain NUL characters"]));
      stack.push([child, depth + 1]);
    }
  }
  next();
};
