import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The route table: one line per URL, grouped by surface. Matching is case-insensitive.
export default [
  // Public site: server-rendered without React hydration (see docs/decisions/0002).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("our-people", "routes/site/our-people.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("client-testimonials", "routes/site/client-testimonials.tsx"),
    route("contact-us", "routes/site/contact-us.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("training-programs/:slug", "routes/site/program.tsx"),
    route("expertise/book-a-free-consultation", "routes/site/book-a-free-consultation.tsx"),
    route("expertise/:slug", "routes/site/expertise.tsx"),
    route("technology-research", "routes/site/technology-research.tsx"),
    route("enrol-now", "routes/site/enrol-now.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Admin back-office (hydrated). One list module and one record module serve every section.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("students", "routes/admin/list.tsx", { id: "admin-list-students" }),
      route("enrollments", "routes/admin/list.tsx", { id: "admin-list-enrollments" }),
      route("download-course-outlines", "routes/admin/list.tsx", { id: "admin-list-downloads" }),
      route("consultations", "routes/admin/list.tsx", { id: "admin-list-consultations" }),
      route("contact-messages", "routes/admin/list.tsx", { id: "admin-list-contacts" }),
      route("admins", "routes/admin/list.tsx", { id: "admin-list-admins" }),
      route("visitors", "routes/admin/list.tsx", { id: "admin-list-visitors" }),
      route("chats", "routes/admin/list.tsx", { id: "admin-list-chats" }),
      route("students/:id", "routes/admin/detail.tsx", { id: "admin-student" }),
      route("enrollment/:id", "routes/admin/detail.tsx", { id: "admin-enrolment" }),
      route("download-course-outline/:id", "routes/admin/detail.tsx", { id: "admin-download" }),
      route("consultations/:id", "routes/admin/detail.tsx", { id: "admin-consultation" }),
      route("contact-messages/:id", "routes/admin/detail.tsx", { id: "admin-contact" }),
      route("admins/add-admin", "routes/admin/add-admin.tsx"),
      route("admins/:id", "routes/admin/detail.tsx", { id: "admin-admin" }),
      route("visitors/:id", "routes/admin/detail.tsx", { id: "admin-visitor" }),
      route("profile", "routes/admin/profile.tsx"),
      route("change-password", "routes/admin/change-password.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
