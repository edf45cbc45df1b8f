import type { RequestHandler } from "express";
import { HttpError } from "../http/errors.ts";
import { unstorableText } from "../db/storable-text.ts";

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
      const problem = unstorableText(value);
      if (problem) return next(new HttpError(400, [problem]));
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return next(new HttpError(400, ["Request body is nested too deeply"]));
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableText(key);
      if (problem) return next(new HttpError(400, [problem]));
      stack.push([child, depth + 1]);
    }
  }
  next();
};
