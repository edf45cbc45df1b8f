import { listFreeSlots, parseSlotRange } from "../consultations/slots.ts";
import type { ApiArea } from "./deps.ts";

/** GET /api/consultations/slots?from=YYYY-MM-DD&to=YYYY-MM-DD: the free consultation times. */
export const consultationSlotsApi: ApiArea = (api, { db, config }) => {
  api.get("/consultations/slots", async (req, res) => {
    const range = parseSlotRange(req.query);
    res.set("Cache-Control", "no-store");
    res.json({ data: await listFreeSlots(db, config, range) });
  });
};
