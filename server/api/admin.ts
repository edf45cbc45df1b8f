import express, { type Request, type Response } from "express";
import { changePassword, createAdmin, getProfile, updateProfile } from "../admin/accounts.ts";
import { auditOf } from "../admin/audit.ts";
import { exportSection } from "../admin/csv.ts";
import { changeEnrolmentStatus } from "../admin/enrolment-status.ts";
import { parseListQuery } from "../admin/query.ts";
import { deleteRecord, type EditableKey, getDetail, updateRecord } from "../admin/records.ts";
import { searchPeople } from "../admin/search.ts";
import { isSectionKey, listSection, type SectionKey, sections } from "../admin/sections.ts";
import { dashboardStats, weeklyLeads } from "../admin/stats.ts";
import { requireSession } from "../http/auth.ts";
import { notFound } from "../domain/errors.ts";
import { HttpError } from "../http/errors.ts";
import type { ApiArea } from "./deps.ts";

/** Which verbs each list answers besides GET (spec §7.3): contacts are read-only, chats only delete. */
const routes: { path: string; key: SectionKey; get: boolean; put: boolean }[] = [
  { path: "students", key: "students", get: true, put: true },
  { path: "enrollments", key: "enrollments", get: true, put: true },
  { path: "downloads", key: "downloads", get: true, put: true },
  { path: "consultations", key: "consultations", get: true, put: true },
  { path: "contacts", key: "contacts", get: true, put: false },
  { path: "admins", key: "admins", get: true, put: true },
  { path: "visitors", key: "visitors", get: true, put: false },
  { path: "chats", key: "chats", get: false, put: false },
];

const session = (res: Response) => res.locals.session!;
const param = (req: Request, name: string) => String(req.params[name]);

/**
 * The back-office API under /api/admin. Every method of every path needs an admin session
 * (401 without one, 403 with a student token), except /api/admin/auth/*, which signs admins in.
 */
export const adminApi: ApiArea = (api, { db, config }) => {
  const admin = express.Router();
  const guard = requireSession(db, config, "admin");
  admin.use((req, res, next) => (/^\/auth(\/|$)/i.test(req.path) ? next("router") : guard(req, res, next)));

  admin.get("/stats", async (_req, res) => {
    res.json({ data: await dashboardStats(db) });
  });
  admin.get("/stats/weekly-leads", async (_req, res) => {
    res.json({ data: await weeklyLeads(db) });
  });
  admin.get("/search", async (req, res) => {
    res.json({ data: await searchPeople(db, String(req.query.q ?? "")) });
  });
  admin.get("/export/:section", async (req, res) => {
    const key = param(req, "section");
    if (!isSectionKey(key)) throw notFound(`No list named ${key}`);
    const query = parseListQuery(req.query, sections[key].defaultLimit);
    const csv = await exportSection(db, key, query);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`${key}-${new Date().toISOString().slice(0, 10)}.csv`)
      .send(csv);
  });
  admin.get("/audit/:section/:id", async (req, res) => {
    res.json({ data: await auditOf(db, param(req, "section"), param(req, "id").toLowerCase()) });
  });

  // The signed-in admin's own account. change-password comes before /me/:id so it is not an id.
  admin.put("/me/change-password", async (req, res) => {
    res.json(await changePassword(db, session(res), req.body, req.ip ?? "unknown"));
  });
  admin.get("/me/:id", async (req, res) => {
    res.json({ data: await getProfile(db, session(res), param(req, "id")) });
  });
  admin.put("/me/:id", async (req, res) => {
    res.json(await updateProfile(db, config.sessionSecret, session(res), param(req, "id"), req.body));
  });

  admin.post("/admins", async (req, res) => {
    res.status(201).json(await createAdmin(db, req.body, session(res).account.id));
  });
  admin.put("/enrollments/:id/status", async (req, res) => {
    res.json(
      await changeEnrolmentStatus(db, {
        id: param(req, "id"),
        body: req.body,
        adminId: session(res).account.id,
      }),
    );
  });

  for (const route of routes) {
    admin.get(`/${route.path}`, async (req, res) => {
      res.json(await listSection(db, route.key, parseListQuery(req.query, sections[route.key].defaultLimit)));
    });
    if (route.get)
      admin.get(`/${route.path}/:id`, async (req, res) => {
        res.json({ data: await getDetail(db, route.key, param(req, "id")) });
      });
    if (route.put)
      admin.put(`/${route.path}/:id`, async (req, res) => {
        const { message } = await updateRecord(
          db,
          route.key as EditableKey,
          param(req, "id"),
          req.body,
          session(res).account.id,
        );
        res.json({ message });
      });
    admin.delete(`/${route.path}/:id`, async (req, res) => {
      res.json(await deleteRecord(db, route.key, param(req, "id"), session(res).account.id));
    });
  }

  // Inside the guard, an unknown admin path is still a JSON 404 (after the 401/403 check).
  admin.use((req, res) => {
    res
      .status(404)
      .json(new HttpError(404, [`No API endpoint ${req.method} /api/admin${req.path}`]).toJSON());
  });

  api.use("/admin", admin);
};
