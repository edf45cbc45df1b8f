import type { Request } from "express";
import { visitorIdOfCookies } from "../visitors/visitors.ts";
import { listOpenIntakes } from "../intakes/intakes.ts";
import { confirmInterest, registerInterest } from "../intakes/interest.ts";
import type { ApiArea } from "./deps.ts";

/**
 * GET /api/intakes?program=<slug, §3 name or alias>: the program's open intakes that have not
 * started, earliest first; `program` in the answer is the page slug. An unknown program is 400.
 */
export const intakesApi: ApiArea = (api, { db, config }) => {
  // As the other public forms (server/api/leads.ts): the per-IP limit, and the chat visitor's link.
  const who = (req: Request) => ({
    ip: req.ip ?? "unknown",
    visitorId: visitorIdOfCookies(req.get("cookie")),
  });

  api.get("/intakes", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ data: await listOpenIntakes(db, config.businessTimeZone, { program: req.query.program }) });
  });
  // "Tell me about the next intake": {"program","email"} → 201; only a confirmation e-mail goes (L11).
  api.post("/intakes/interest", async (req, res) => {
    res.status(201).json(await registerInterest(db, config, req.body, who(req)));
  });
  // Double opt-in (docs/decisions/0098): the confirmation page's button, or an API client, with the link's token.
  api.post("/intakes/interest/confirm", async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    res.json(await confirmInterest(db, config, typeof token === "string" ? token : undefined));
  });
};
