import express, { type Request, type Response } from "express";
import { completeFollowUp, createFollowUp, listFollowUps } from "../followups/followups.ts";
import { requireSession } from "../http/auth.ts";
import { notFound } from "../domain/errors.ts";
import { adminEventStream } from "../events/stream.ts";
import type { ApiArea } from "./deps.ts";

const param = (req: Request, name: string) => String(req.params[name]);
const adminId = (res: Response) => res.locals.session!.account.id;

/**
 * A staff member's day (issue 35): follow-ups and the live event stream under /api/admin, behind
 * the admin guard (401 without a session, 403 for a student). Mounted before the admin area,
 * whose router ends in a 404.
 */
export const staffDayApi: ApiArea = (api, { db, config, events }) => {
  const admin = express.Router();
  const guard = requireSession(db, config, "admin");
  admin.use(["/follow-ups", "/events"], guard);

  admin.put("/follow-ups", async (req, res) => {
    const created = await createFollowUp(db, req.body, {
      adminId: adminId(res),
      zone: config.businessTimeZone,
    });
    res.status(201).json({ data: created });
  });
  admin.get("/follow-ups", async (req, res) => {
    res.json({
      data: await listFollowUps(db, req.query, { adminId: adminId(res), zone: config.businessTimeZone }),
    });
  });
  admin.post("/follow-ups/:id/done", async (req, res) => {
    res.json({ data: await completeFollowUp(db, param(req, "id"), adminId(res)) });
  });

  admin.get("/events", async (req, res) => {
    if (!events) throw notFound("Live events are not available");
    await adminEventStream(events, req, res);
  });

  api.use("/admin", admin);
};
