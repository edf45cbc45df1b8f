import express, { type Response } from "express";
import { changeAdminRole } from "../admin/accounts.ts";
import { requireSession } from "../http/auth.ts";
import { getSettings, updateSettings } from "../settings/settings.ts";
import { resetTwoFactor } from "../two-factor/enrolment.ts";
import type { ApiArea } from "./deps.ts";

/**
 * Administrators' endpoints of docs/decisions/0073: the settings, an account's role, and clearing
 * an account's second factors. The guard's policy keeps staff out (403). Mounted before the admin
 * area, whose catch-all would otherwise answer these paths with 404.
 */
export const staffAdminApi: ApiArea = (api, { db, config }) => {
  const router = express.Router();
  router.use(
    ["/settings", "/admins/:id/role", "/admins/:id/two-factor"],
    requireSession(db, config, "admin"),
  );
  const actor = (res: Response) => res.locals.session!.account.id;

  router.get("/settings", async (_req, res) => {
    res.json({ data: await getSettings(db) });
  });
  router.put("/settings", async (req, res) => {
    const reply = await updateSettings(db, req.body, actor(res));
    res.json({ message: reply.message, data: reply.settings });
  });
  router.put("/admins/:id/role", async (req, res) => {
    res.json(await changeAdminRole(db, String(req.params.id), req.body, actor(res)));
  });
  router.delete("/admins/:id/two-factor", async (req, res) => {
    res.json(await resetTwoFactor(db, String(req.params.id), actor(res)));
  });
  api.use("/admin", router);
};
