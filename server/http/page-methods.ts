import type { RequestHandler } from "express";

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Pages are read with GET and HEAD and their forms post form data with POST; nothing else
 * reaches React Router. Another method gets 405 with Allow, and a POST whose body is not a form
 * (JSON, plain text, none) gets 415, where React Router would fail inside the action with a 500.
 * The JSON API has its own rules under /api.
 */
export function pageMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return next(Object.assign(new Error(`${req.method} is not allowed on pages`), { status: 405 }));
    }
    if (!formTypes.test(req.get("content-type") ?? "")) {
      return next(Object.assign(new Error("A page accepts only form posts"), { status: 415 }));
    }
    next();
  };
}
