import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { sectionList, sections } from "#server/admin/sections/index.ts";

/** A back-office path as a route under the admin prefix: "/admin/students/:id" → "students/:id". */
const underAdmin = (path: string) => path.slice("/admin/".length);

// The route table: one line per URL, grouped by surface. Matching is case-insensitive.
export default [
  // Resource routes for crawlers (no layout, no HTML).
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  // Student portal: a hydrated application (sign-in screens stand alone, the rest share a layout).
  route("portal/sign-in", "routes/portal/sign-in.tsx"),
  route("portal/sign-up", "routes/portal/sign-up.tsx"),
  route("portal/forgot-password", "routes/portal/forgot-password.tsx"),
  route("portal/reset-password", "routes/portal/reset-password.tsx"),
  route("portal/log-out", "routes/portal/log-out.tsx"),
  route("portal/verify-email", "routes/portal/verify-email.tsx"),
  layout("routes/portal/layout.tsx", [
    route("portal", "routes/portal/dashboard.tsx"),
    route("portal/applications", "routes/portal/applications.tsx"),
    route("portal/applications/enroll", "routes/portal/enroll.tsx"),
    route("portal/payments", "routes/portal/payments.tsx"), // fee schedule, pay, documents (issue 34)
    route("portal/profile", "routes/portal/profile.tsx"),
    route("portal/change-password", "routes/portal/change-password.tsx"),
    route("portal/privacy", "routes/portal/privacy.tsx"), // export and erasure request (0083)
  ]),
  // Admin screens before sign-in (the back-office itself has its own layout).
  route("admin", "routes/admin/sign-in.tsx", { id: "admin-index-sign-in" }),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/verify", "routes/admin/sign-in-verify.tsx"),
  route("admin/two-factor/setup", "routes/admin/two-factor-setup.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/log-out", "routes/admin/log-out.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"), // first run: the one-time link in the log
  // Public site: server-rendered without React hydration (see docs/decisions/0002).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("our-people", "routes/site/our-people.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("client-testimonials", "routes/site/client-testimonials.tsx"),
    route("contact-us", "routes/site/contact-us.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("training-programs/:slug", "routes/site/program.tsx"),
    route("expertise/book-a-free-consultation", "routes/site/book-a-free-consultation.tsx"),
    route("expertise/:slug", "routes/site/expertise.tsx"),
    route("technology-research", "routes/site/technology-research.tsx"),
    route("enrol-now", "routes/site/enrol-now.tsx"),
    route("faq", "routes/site/faq.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"), // double opt-in (0083)
    route("next-intake/confirm", "routes/site/next-intake-confirm.tsx"), // double opt-in (0098)
    // The reschedule and cancel links of a booked consultation's e-mails (signed token in ?token=).
    route("consultation/reschedule", "routes/site/consultation-reschedule.tsx"),
    route("consultation/cancel", "routes/site/consultation-cancel.tsx"),
    // The link of an e-mailed staff reply in chat (signed token in ?token=, docs/decisions/0084).
    route("chat/continue", "routes/site/chat-continue.tsx"),
    // The Accept/Decline links of a waitlist seat offer (issue 14; random token in ?token=).
    route("intake-offer", "routes/site/intake-offer.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // The newsletter form's no-JavaScript target, shared by every page (a resource route: no markup).
  route("newsletter/subscribe", "routes/newsletter-subscribe.tsx"),

  // Admin back-office (hydrated). One list module and one record module serve every section; the
  // paths are the sections' own (server/admin/sections/<key>.ts).
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      ...sectionList.map((s) =>
        route(underAdmin(s.list), "routes/admin/list.tsx", { id: `admin-list-${s.key}` }),
      ),
      ...sectionList.flatMap((s) =>
        s.record
          ? [route(underAdmin(s.record.path), "routes/admin/detail.tsx", { id: `admin-record-${s.key}` })]
          : [],
      ),
      route(underAdmin(sections.admins.add!.path), "routes/admin/add-admin.tsx"),
      // A chat thread with the reply form, and what the assistant could not answer (0084).
      route("conversations/:visitorId", "routes/admin/conversation.tsx"),
      route("unanswered", "routes/admin/unanswered.tsx"),
      // Consultation slots (0081): static paths, ranked above consultations/:id.
      route("consultations/agenda", "routes/admin/consultation-agenda.tsx"),
      route("consultations/availability", "routes/admin/consultation-availability.tsx"),
      // People and privacy (0083): the people search and one page per person.
      route("people", "routes/admin/people.tsx"),
      route("people/:id", "routes/admin/person.tsx"),
      // Intakes (issue 14): create, edit and close; the list is the registry's.
      route("intakes/new", "routes/admin/intake-form.tsx", { id: "admin-intake-new" }),
      route("intakes/:id/edit", "routes/admin/intake-form.tsx", { id: "admin-intake-edit" }),
      // The site's content (issue 32): a list per type, the editor, revisions, the Markdown preview.
      route("content", "routes/admin/content-list.tsx", { id: "admin-content-index" }),
      route("content/markdown-preview", "routes/admin/content-markdown-preview.tsx"),
      route("content/test-questions", "routes/admin/content-test-questions.tsx"),
      route("content/uploads", "routes/admin/content-uploads.tsx"), // images: list and delete

      route("content/:type", "routes/admin/content-list.tsx"),
      route("content/:type/new", "routes/admin/content-edit.tsx", { id: "admin-content-new" }),
      route("content/:type/:id", "routes/admin/content-edit.tsx"),
      route("content/:type/:id/revisions", "routes/admin/content-revisions.tsx"),
      route("profile", "routes/admin/profile.tsx"),
      route("profile/two-factor", "routes/admin/two-factor.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("change-password", "routes/admin/change-password.tsx"),
      // Payments (issue 34): due, overdue, paid and refunded instalments; record a transfer; refund.
      route("payments", "routes/admin/payments.tsx"),
      // Delivered .eml mail for local installs without SMTP.
      route("outbox", "routes/admin/outbox.tsx"),
      // A staff member's day (issue 35): follow-ups due today, overdue and coming up.
      route("today", "routes/admin/today.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
