import { listOpenIntakes } from "../intakes/intakes.ts";
import { registerInterest } from "../intakes/interest.ts";
import type { ApiArea } from "./deps.ts";

/**
 * GET /api/intakes?program=<slug, §3 name or alias>: the program's open intakes that have not
 * started, earliest first; `program` in the answer is the page slug. An unknown program is 400.
 */
export const intakesApi: ApiArea = (api, { db, config }) => {
  api.get("/intakes", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ data: await listOpenIntakes(db, config.businessTimeZone, { program: req.query.program }) });
  });
  // "Tell me about the next intake": {"program","email"} → 201.
  api.post("/intakes/interest", async (req, res) => {
    res.status(201).json(await registerInterest(db, req.body));
  });
};
