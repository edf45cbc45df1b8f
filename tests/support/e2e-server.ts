// The browser tests' server (playwright.config.ts webServer): the compiled production server,
// started exactly as `npm start` starts it, with the test-only seeding and sign-in routes of
// test-support-routes.ts mounted in front. Run with `node --import tsx` (tsx is a dev dependency).
import express from "express";
import { loadBundle } from "./bundle.ts";
import { mailSupportRoutes } from "./mail-support-routes.ts";
import { testSupportRoutes } from "./test-support-routes.ts";

const bundle = await loadBundle();
await bundle.start({
  wrapApp: (app, { database, config }) => {
    const withTestRoutes = express();
    withTestRoutes.disable("x-powered-by");
    withTestRoutes.use("/api/test-support/mail", mailSupportRoutes(database.db));
    withTestRoutes.use("/api/test-support", testSupportRoutes(database.db, config));
    withTestRoutes.use(app);
    return withTestRoutes;
  },
});
