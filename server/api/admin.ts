import express, { type Request, type Response } from "express";
import { inviteAdmin } from "../admin/invite.ts";
import { changePassword, createAdmin, getProfile, updateProfile } from "../admin/accounts.ts";
import { auditOf } from "../admin/audit.ts";
import { getNotifications, updateNotifications } from "../admin/notifications.ts";
import { withAsker } from "../admin/assignment.ts";
import { exportSection } from "../admin/csv.ts";
import { changeEnrolmentStatus } from "../admin/enrolment-status.ts";
import { listSection } from "../admin/list.ts";
import { parseListQuery, selectionOf } from "../admin/query.ts";
import { deleteRecord, getDetail, isEditable, updateRecord } from "../admin/records.ts";
import { searchPeople } from "../admin/search.ts";
import { isSectionKey, sectionList, sections } from "../admin/sections/index.ts";
import { dashboardStats, weeklyLeads } from "../admin/stats.ts";
import { createIntake, getIntake, updateIntake } from "../intakes/intakes.ts";
import { waitingPerProgram } from "../intakes/interest.ts";
import { canUseSection } from "../accounts/roles.ts";
import { confirmEmailChange } from "../accounts/step-up.ts";
import { closeConversation, conversationDetail, replyAsStaff } from "../chat/conversations.ts";
import { markHandled, unansweredReport } from "../chat/unanswered.ts";
import { workQueue } from "../chat/work-queue.ts";
import { notFound } from "../domain/errors.ts";
import { requireSession } from "../http/auth.ts";
import { HttpError } from "../http/errors.ts";
import type { ApiArea } from "./deps.ts";

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
  admin.get("/stats/work-queue", async (_req, res) => {
    res.json({ data: await workQueue(db) });
  });
  admin.get("/search", async (req, res) => {
    const role = res.locals.adminAccess?.role ?? "staff";
    const mayUse = (key: string) => canUseSection(role, key);
    res.json({ data: await searchPeople(db, String(req.query.q ?? ""), 5, mayUse) });
  });
  admin.get("/export/:section", async (req, res) => {
    const key = param(req, "section");
    if (!isSectionKey(key)) throw notFound(`No list named ${key}`);
    const query = withAsker(parseListQuery(req.query, sections[key]), session(res).account.id);
    // `?ids=…` exports just a selection of the list (the bulk "Export selected", issue 35).
    const ids = selectionOf(req.query.ids);
    const csv = await exportSection(db, key, ids ? { ...query, ids } : query);
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
  // Each member's own notification choices (issue 35); before /me/:id so it is not an id.
  admin.get("/me/notifications", async (_req, res) => {
    res.json({ data: await getNotifications(db, session(res).account.id) });
  });
  admin.put("/me/notifications", async (req, res) => {
    res.json(await updateNotifications(db, session(res).account.id, req.body));
  });
  admin.get("/me/:id", async (req, res) => {
    res.json({ data: await getProfile(db, session(res), param(req, "id")) });
  });
  admin.put("/me/:id", async (req, res) => {
    // A new e-mail (the sign-in identity) needs the step-up; new names alone do not.
    await confirmEmailChange(db, session(res).account.id, param(req, "id"), req.body, req.ip ?? "unknown");
    res.json(await updateProfile(db, config.sessionSecret, session(res), param(req, "id"), req.body));
  });

  // A staff member invited by e-mail chooses their own password (issue 36, server/admin/invite.ts).
  admin.post("/admins/invite", async (req, res) => {
    res.status(201).json(await inviteAdmin(db, config, req.body, session(res).account));
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
        offers: config,
      }),
    );
  });

  // Staff replies in chat (docs/decisions/0084), before the section's generic /:id routes.
  admin.get("/conversations/:visitorId", async (req, res) => {
    res.json({ data: await conversationDetail(db, param(req, "visitorId")) });
  });
  admin.post("/conversations/:visitorId/replies", async (req, res) => {
    const reply = await replyAsStaff(db, config, {
      visitorId: param(req, "visitorId"),
      body: req.body,
      author: session(res).account,
    });
    res.status(201).json(reply);
  });
  admin.post("/conversations/:visitorId/close", async (req, res) => {
    res.json(await closeConversation(db, param(req, "visitorId"), session(res).account.id));
  });
  admin.get("/unanswered", async (_req, res) => {
    const data = await unansweredReport(db);
    res.json({ data, pagination: { total: data.length, offset: 0, limit: data.length } });
  });
  admin.post("/unanswered/handled", async (req, res) => {
    res.json(await markHandled(db, req.body));
  });
  // Intakes (issue 14): written by their own domain code; the list and DELETE come from the registry.
  admin.post("/intakes", async (req, res) => {
    res.status(201).json(await createIntake(db, req.body, session(res).account.id, config));
  });
  admin.get("/intakes/interest", async (_req, res) => {
    res.json({ data: await waitingPerProgram(db) });
  });
  admin.get("/intakes/:id", async (req, res) => {
    res.json({ data: await getIntake(db, param(req, "id")) });
  });
  admin.put("/intakes/:id", async (req, res) => {
    res.json(await updateIntake(db, param(req, "id"), req.body, session(res).account.id, config));
  });

  // Each section's endpoints, from its definition (server/admin/sections/<key>.ts): GET the list;
  // GET a record where the section has a record page, PUT where that page is a form; DELETE.
  for (const section of sectionList) {
    const path = section.api.slice("/api/admin".length);
    admin.get(path, async (req, res) => {
      const query = withAsker(parseListQuery(req.query, section), session(res).account.id);
      res.json(await listSection(db, section.key, query));
    });
    if (section.record)
      admin.get(`${path}/:id`, async (req, res) => {
        res.json({ data: await getDetail(db, section.key, param(req, "id")) });
      });
    if (isEditable(section.key))
      admin.put(`${path}/:id`, async (req, res) => {
        const { message } = await updateRecord(
          db,
          section.key,
          param(req, "id"),
          req.body,
          session(res).account.id,
        );
        res.json({ message });
      });
    admin.delete(`${path}/:id`, async (req, res) => {
      res.json(await deleteRecord(db, section.key, param(req, "id"), session(res).account.id));
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
