/**
 * Who may use what in the back-office: the one policy for every /api/admin endpoint and every
 * /admin page (docs/decisions/0073). Pure functions with no database or HTTP, so the guards
 * (server/accounts/admin-access.ts), the pages and the browser's sidebar all read the same rules.
 *
 * - administrator: everything.
 * - staff: the day-to-day work (leads, applications, consultations, chats, visitors, students)
 *   and their own account; not the administrators' list, not the settings, not the outbox.
 *
 * A registry section's own `roles` decide (server/admin/sections/<key>.ts); unknown sections are
 * administrators-only.
 */

import { staffRoles } from "#forms/admin/account.ts";
import {
  isSectionKey,
  type SectionKey,
  sectionList,
  sectionOfPath,
  sections,
} from "../admin/sections/index.ts";

export { staffRoles };
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = { administrator: "Administrator", staff: "Staff" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/**
 * The back-office's sections as the policy names them: every section of the admin registry
 * (server/admin/sections/, whose `roles` say who may use it), and the pages outside it.
 * `account` is the signed-in person's own profile, password and sign-in methods.
 */
export type AccessSection =
  | SectionKey
  | "dashboard"
  | "account"
  | "settings"
  | "outbox"
  | "people"
  | "content";

/** Who may use the pages outside the registry. */
const otherSections: Record<Exclude<AccessSection, SectionKey>, readonly StaffRole[]> = {
  dashboard: staffRoles,
  account: staffRoles,
  settings: ["administrator"],
  outbox: ["administrator"],
  // People and privacy (docs/decisions/0083): staff work with people every day.
  people: staffRoles,
  // The site's content (issue 32): staff edit drafts; publishing checks the role itself.
  content: staffRoles,
};

export function canUseSection(role: StaffRole, section: string | undefined): boolean {
  if (role === "administrator") return true;
  if (section === undefined) return false;
  if (isSectionKey(section)) return (sections[section].roles as readonly string[]).includes(role);
  return (
    Object.hasOwn(otherSections, section) &&
    otherSections[section as keyof typeof otherSections].includes(role)
  );
}

/** API path segment after /api/admin → section. `export` and `audit` name theirs next. */
const apiSegments: Record<string, AccessSection> = {
  stats: "dashboard",
  search: "dashboard",
  me: "account",
  settings: "settings",
  people: "people",
  // The site's content (issue 32); content-export and content-import stay administrators-only.
  content: "content",
  // Images placed in content documents (issue 32): staff edit drafts, so they upload too.
  uploads: "content",
  // The consultation hours (0081) belong to the consultations section: staff book calls too.
  "consultation-availability": "consultations",
  // What the assistant could not answer belongs to the conversations (0084).
  unanswered: "conversations",
  // Payments (issue 34) are part of the enrolments' work.
  payments: "enrollments",
  // A staff member's day (issue 35): follow-ups, the live event stream and the funnel report.
  "follow-ups": "dashboard",
  events: "dashboard",
  reports: "dashboard",
  ...Object.fromEntries(sectionList.map((section) => [section.api.split("/")[3] ?? "", section.key])),
};

/** Page path segment after /admin → section (outside the registry; sectionOfPath has the rest). */
const pageSegments: Record<string, AccessSection> = {
  "": "dashboard",
  dashboard: "dashboard",
  profile: "account",
  "change-password": "account",
  security: "account",
  "two-factor": "account",
  settings: "settings",
  outbox: "outbox",
  unanswered: "conversations",
  // Payments (issue 34) are part of the enrolments' work.
  payments: "enrollments",
  people: "people",
  today: "dashboard",
  // The content editor (issue 32): staff edit drafts; publishing checks the role itself.
  content: "content",
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
    if (Object.hasOwn(pageSegments, first)) return pageSegments[first];
    return sectionOfPath(path.split("?")[0]!);
  }
  return undefined;
}

/**
 * Whether `role` may make this request. The method is part of the contract so a section can
 * later be read-only for staff; today a section a role may use is open for every method.
 */
export function canUseAdminPath(role: StaffRole, method: string, path: string): boolean {
  if (isPersonalDataAction(method, path)) return role === "administrator";
  return canUseSection(role, sectionOfAdminPath(path));
}

/**
 * A person's export and erasure (docs/security.md): administrators only, although staff work with
 * people every day. server/people/privacy.ts checks the same for the pages.
 */
function isPersonalDataAction(method: string, path: string): boolean {
  const segments = path.toLowerCase().split("?")[0]!.split("/").filter(Boolean);
  if (segments[0] !== "api" || segments[1] !== "admin" || segments[2] !== "people") return false;
  if (segments.length === 5 && segments[4] === "export") return true;
  return segments.length === 4 && method.toUpperCase() === "DELETE";
}
