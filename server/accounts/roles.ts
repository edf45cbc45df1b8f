/**
 * Who may use what in the back-office: the one policy for every /api/admin endpoint and every
 * /admin page (docs/decisions/0073). Pure functions with no database or HTTP, so the guards
 * (server/accounts/admin-access.ts), the pages and the browser's sidebar all read the same rules.
 *
 * - administrator: everything.
 * - staff: the day-to-day work (leads, applications, consultations, chats, visitors, students)
 *   and their own account; not the administrators' list, not the settings, not the outbox.
 *
 * Unknown sections are administrators-only, so a section added later is closed to staff until
 * it is listed here.
 */

import { staffRoles } from "#forms/admin/account.ts";

export { staffRoles };
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = { administrator: "Administrator", staff: "Staff" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/**
 * The back-office's sections as the policy names them. The record lists use the admin
 * registry's keys (server/admin/sections.ts); `account` is the signed-in person's own profile,
 * password and sign-in methods.
 */
export type AccessSection =
  | "dashboard"
  | "account"
  | "students"
  | "enrollments"
  | "downloads"
  | "consultations"
  | "contacts"
  | "visitors"
  | "chats"
  | "admins"
  | "settings"
  | "outbox";

/** What staff may use; everything else is for administrators. */
const staffSections: ReadonlySet<string> = new Set<AccessSection>([
  "dashboard",
  "account",
  "students",
  "enrollments",
  "downloads",
  "consultations",
  "contacts",
  "visitors",
  "chats",
]);

export function canUseSection(role: StaffRole, section: string | undefined): boolean {
  if (role === "administrator") return true;
  return section !== undefined && staffSections.has(section);
}

/** API path segment after /api/admin → section. `export` and `audit` name theirs next. */
const apiSegments: Record<string, AccessSection> = {
  stats: "dashboard",
  search: "dashboard",
  me: "account",
  students: "students",
  enrollments: "enrollments",
  downloads: "downloads",
  consultations: "consultations",
  contacts: "contacts",
  visitors: "visitors",
  chats: "chats",
  admins: "admins",
  settings: "settings",
};

/** Page path segment after /admin → section. */
const pageSegments: Record<string, AccessSection> = {
  "": "dashboard",
  dashboard: "dashboard",
  profile: "account",
  "change-password": "account",
  security: "account",
  "two-factor": "account",
  students: "students",
  enrollments: "enrollments",
  enrollment: "enrollments",
  "download-course-outlines": "downloads",
  "download-course-outline": "downloads",
  consultations: "consultations",
  "contact-messages": "contacts",
  visitors: "visitors",
  chats: "chats",
  admins: "admins",
  settings: "settings",
  outbox: "outbox",
};

/**
 * The section a back-office path belongs to: `/api/admin/…` (API) or `/admin/…` (pages), or
 * undefined for a path no section owns (administrators-only, then the router's 404).
 */
export function sectionOfAdminPath(path: string): string | undefined {
  const segments = path.toLowerCase().split("?")[0]!.split("/").filter(Boolean);
  if (segments[0] === "api" && segments[1] === "admin") {
    const [first = "", second] = segments.slice(2);
    // /api/admin/export/{list} and /api/admin/audit/{list}/{id} belong to the list they read.
    if (first === "export" || first === "audit") return second;
    return Object.hasOwn(apiSegments, first) ? apiSegments[first] : undefined;
  }
  if (segments[0] === "admin") {
    const first = segments[1] ?? "";
    return Object.hasOwn(pageSegments, first) ? pageSegments[first] : undefined;
  }
  return undefined;
}

/**
 * Whether `role` may make this request. The method is part of the contract so a section can
 * later be read-only for staff; today a section a role may use is open for every method.
 */
export function canUseAdminPath(role: StaffRole, _method: string, path: string): boolean {
  return canUseSection(role, sectionOfAdminPath(path));
}
