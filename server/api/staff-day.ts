import express, { type Request, type Response } from "express";
import { completeFollowUp, createFollowUp, listFollowUps } from "../followups/followups.ts";
import { requireSession } from "../http/auth.ts";
import { assignRecord, bulkAction } from "../admin/assignment.ts";
import { sectionList } from "../admin/sections/index.ts";
import { funnelCsv, funnelReport, parseFunnelQuery } from "../reports/funnel.ts";
import { notFound } from "../domain/errors.ts";
import { adminEventStream } from "../http/event-stream.ts";
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
  admin.use(["/follow-ups", "/events", "/reports"], guard);

  admin.get("/reports/funnel", async (req, res) => {
    const query = parseFunnelQuery(req.query);
    const rows = await funnelReport(db, query, config.businessTimeZone);
    if (query.format === "csv")
      res
        .type("text/csv; charset=utf-8")
        .attachment(`funnel-${query.groupBy}-${query.from}-${query.to}.csv`)
        .send(funnelCsv(rows));
    else res.json({ data: rows });
  });

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

  // Assignment and bulk actions, for the sections whose definitions allow them.
  for (const section of sectionList) {
    const path = section.api.slice("/api/admin".length);
    if (section.assignable)
      admin.put(`${path}/:id/assignee`, guard, async (req, res) => {
        res.json(await assignRecord(db, section.key, param(req, "id"), req.body, adminId(res)));
      });
    if (section.bulk?.length)
      admin.post(`${path}/bulk`, guard, async (req, res) => {
        res.json(await bulkAction(db, section.key, req.body, { adminId: adminId(res), offers: config }));
      });
  }

  admin.get("/events", async (req, res) => {
    if (!events) throw notFound("Live events are not available");
    await adminEventStream(events, req, res);
  });

  api.use("/admin", admin);
};
