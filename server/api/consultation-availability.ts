import express from "express";
import { getAvailability, saveAvailability } from "../consultations/availability.ts";
import { requireSession } from "../http/auth.ts";
import type { ApiArea } from "./deps.ts";

/**
 * GET and PUT /api/admin/consultation-availability: the weekly consultation hours and booking
 * rules, in exactly the shape they are stored in (no envelope). Behind the admin guard like every
 * /api/admin path: 401 without a session, 403 with a student's.
 */
export const consultationAvailabilityApi: ApiArea = (api, { db, config }) => {
  const router = express.Router();
  router.use(requireSession(db, config, "admin"));
  router.get("/", async (_req, res) => {
    res.json(await getAvailability(db));
  });
  router.put("/", async (req, res) => {
    res.json(await saveAvailability(db, req.body, res.locals.session!.account.id));
  });
  api.use("/admin/consultation-availability", router);
};
