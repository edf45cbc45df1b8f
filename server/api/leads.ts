import type { Request } from "express";
import { sessionOfRequest } from "../accounts/session-cookies.ts";
import { headersOf } from "../http/auth.ts";
import { visitorIdOfCookies } from "../visitors/visitors.ts";
import { sourceOfCookies } from "../leads/source.ts";
import { notFound } from "../domain/errors.ts";
import { bookConsultation } from "../leads/consultation.ts";
import { submitContactMessage } from "../leads/contact.ts";
import { requestCourseOutline } from "../leads/course-outline.ts";
import { submitEnrolment } from "../leads/enrolment.ts";
import { confirmNewsletter, subscribeToNewsletter, unsubscribe } from "../leads/newsletter.ts";
import { outlinePdfOf } from "../content/catalogue.ts";
import type { ApiArea } from "./deps.ts";

/** The five public forms (spec §7.1), the outline PDF and the newsletter's one-click unsubscribe. */
export const leadsApi: ApiArea = (api, { db, config }) => {
  // The `visitor` cookie joins the browser's chats to the person the form names (0083).
  const who = (req: Request) => ({
    ip: req.ip ?? "unknown",
    visitorId: visitorIdOfCookies(req.get("cookie")),
    source: sourceOfCookies(req.get("cookie")),
  });

  api.post("/contacts/send-message", async (req, res) => {
    res.status(201).json(await submitContactMessage(db, config, req.body, who(req)));
  });

  api.post("/downloads/course-outline", async (req, res) => {
    res.status(201).json(await requestCourseOutline(db, config, req.body, who(req)));
  });

  api.get("/downloads/course-outline/:file", async (req, res) => {
    // A published program's outline (issue 32), its next intake from the intakes table.
    const slug = req.params.file.toLowerCase().replace(/\.pdf$/, "");
    const outline = await outlinePdfOf(db, config.businessTimeZone, slug);
    if (!outline) throw notFound("No course outline by that name");
    res
      .type("application/pdf")
      .set("Content-Disposition", `inline; filename="${outline.filename}"`)
      // Not cached by browsers or proxies for long: a publish or a new intake changes it.
      .set("Cache-Control", "public, max-age=60")
      .send(outline.pdf);
  });

  api.post("/newsletter/subscribe", async (req, res) => {
    res.status(201).json(await subscribeToNewsletter(db, config, req.body, who(req)));
  });

  // Double opt-in (0083): the confirmation page's button, or an API client, with the link's token.
  api.post("/newsletter/confirm", async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    res.json(await confirmNewsletter(db, config, typeof token === "string" ? token : undefined));
  });

  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the header's URL.
  api.post("/newsletter/unsubscribe", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : undefined;
    if (!(await unsubscribe(db, token))) throw notFound("This unsubscribe link is not valid");
    res.json({ message: "You have been unsubscribed from the newsletter." });
  });

  api.post("/consultations/book", async (req, res) => {
    res.status(201).json(await bookConsultation(db, config, req.body, who(req)));
  });

  // The token header is optional: with a valid portal session the application is linked to that student.
  api.post("/student-enrolment", async (req, res) => {
    const session = await sessionOfRequest(db, config, { headers: headersOf(req) }, "student");
    res
      .status(201)
      .json(await submitEnrolment(db, config, req.body, { ...who(req), studentId: session?.account.id }));
  });
};
