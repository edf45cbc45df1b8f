import express, { type Request, type Response } from "express";
import { parseListQuery } from "../admin/query.ts";
import { publishedSite } from "../content/published.ts";
import { requireSession } from "../http/auth.ts";
import { mailDir } from "../mail/transport.ts";
import { normaliseEmail } from "../people/identity.ts";
import { addNote, listPeople, requestErasure, updateNote } from "../people/people.ts";
import {
  assertMayHandlePersonalData,
  assertVerifiedStudent,
  erasePerson,
  exportHtml,
  exportPerson,
} from "../people/privacy.ts";
import { parseTimelineQuery, personTimeline, resolvePerson } from "../people/timeline.ts";
import type { ApiArea } from "./deps.ts";

const param = (req: Request, name: string) => String(req.params[name]);
const actor = (res: Response) => res.locals.session!.account.id;

/** The list's sort keys: only newest activity first. */
const peopleListing = { defaultLimit: 10, sorts: [] as string[] };

/** Today's date for a download's file name. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * People and privacy (docs/decisions/0083): /api/admin/people… for staff (the admin guard: 401
 * without a session, 403 for a student), whose export and erasure are administrators' (staff
 * 403), and the student's own export and erasure request under /api/portal/me, once the
 * student's address is verified (403 before). Mounted before the admin area, whose router ends in a 404.
 */
export const peopleApi: ApiArea = (api, { db, config }) => {
  const admin = express.Router();
  admin.use("/people", requireSession(db, config, "admin"));

  admin.get("/people", async (req, res) => {
    const { search, offset, limit } = parseListQuery(req.query, peopleListing);
    res.json(await listPeople(db, { search, offset, limit }));
  });
  admin.get("/people/:id/timeline", async (req, res) => {
    const email = await resolvePerson(db, param(req, "id"));
    res.json(await personTimeline(db, email, parseTimelineQuery(req.query)));
  });
  admin.post("/people/:id/notes", async (req, res) => {
    const email = await resolvePerson(db, param(req, "id"));
    res.status(201).json(await addNote(db, email, req.body, actor(res)));
  });
  admin.put("/people/:id/notes/:noteId", async (req, res) => {
    const email = await resolvePerson(db, param(req, "id"));
    res.json(await updateNote(db, email, param(req, "noteId"), req.body, actor(res)));
  });
  admin.get("/people/:id/export", async (req, res) => {
    await assertMayHandlePersonalData(db, actor(res));
    const email = await resolvePerson(db, param(req, "id"));
    const data = await exportPerson(db, email);
    if (req.query.format === "html") {
      // The provider's name as published (issue 32), not the seed's.
      const { name } = await publishedSite(db);
      res
        .type("text/html; charset=utf-8")
        .attachment(`person-export-${today()}.html`)
        .send(exportHtml(data, name));
      return;
    }
    res.attachment(`person-export-${today()}.json`).json(data);
  });
  admin.delete("/people/:id", async (req, res) => {
    const email = await resolvePerson(db, param(req, "id"));
    await erasePerson(db, email, actor(res), { mailDir: mailDir(config) });
    res.status(204).end();
  });
  api.use("/admin", admin);

  const student = requireSession(db, config, "student");
  api.get("/portal/me/export", student, async (req, res) => {
    await assertVerifiedStudent(db, res.locals.session!.account.id);
    const data = await exportPerson(db, normaliseEmail(res.locals.session!.account.email));
    if (req.query.format === "html") {
      // The provider's name as published (issue 32), not the seed's.
      const { name } = await publishedSite(db);
      res.type("text/html; charset=utf-8").attachment(`my-data-${today()}.html`).send(exportHtml(data, name));
      return;
    }
    res.attachment(`my-data-${today()}.json`).json(data);
  });
  api.post("/portal/me/erasure-request", student, async (_req, res) => {
    await assertVerifiedStudent(db, res.locals.session!.account.id);
    res.status(201).json(await requestErasure(db, res.locals.session!.account));
  });
};
