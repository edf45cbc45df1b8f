// The browser tests' server (playwright.config.ts webServer): the compiled production server,
// started exactly as `npm start` starts it, with the test-only seeding and sign-in routes of
// test-support-routes.ts mounted in front. Run with `node --import tsx` (tsx is a dev dependency).
//
// Its background jobs (consultation reminders, waitlist offers) read a clock a test can move
// forward: POST /api/test-support/clock {"advanceMs": n} (the real time plus every advance so far).
// TEST_JOBS_EVERY_MS runs them more often than once a minute.
import express from "express";
import path from "node:path";
import { loadBundle } from "./bundle.ts";
import { mailSupportRoutes } from "./mail-support-routes.ts";
import { testSupportRoutes } from "./test-support-routes.ts";

let advancedMs = 0;
const clock = () => new Date(Date.now() + advancedMs);
const everyMs = Number(process.env.TEST_JOBS_EVERY_MS) || undefined;

const bundle = await loadBundle();
await bundle.start({
  jobs: everyMs ? { clock, everyMs } : { clock },
  wrapApp: (app, { database, config }) => {
    const withTestRoutes = express();
    withTestRoutes.disable("x-powered-by");
    withTestRoutes.post("/api/test-support/clock", express.json(), (req, res) => {
      const advance = Number(req.body?.advanceMs);
      if (!Number.isFinite(advance) || advance < 0)
        return void res.status(400).json({ messages: ["advanceMs must be a number ≥ 0"] });
      advancedMs += advance;
      res.json({ now: clock().toISOString() });
    });
    withTestRoutes.use("/api/test-support/mail", mailSupportRoutes(database.db, path.join(config.dataDir, "mail")));
    withTestRoutes.use("/api/test-support", testSupportRoutes(database.db, config));
    withTestRoutes.use(app);
    return withTestRoutes;
  },
});
