import { adminApi } from "./admin.ts";
import { aiChatArea } from "./ai-chat.ts";
import { authApi } from "./auth.ts";
import { contentApi } from "./content.ts";
import { uploadsApi } from "./uploads.ts";
import { consultationAvailabilityApi } from "./consultation-availability.ts";
import { consultationSlotsApi } from "./consultation-slots.ts";
import { intakesApi } from "./intakes.ts";
import { staffAdminApi } from "./staff-admin.ts";
import { twoFactorApi } from "./two-factor.ts";
import type { ApiArea } from "./deps.ts";
import { leadsApi } from "./leads.ts";
import { paymentsApi } from "./payments.ts";
import { peopleApi } from "./people.ts";
import { staffDayApi } from "./staff-day.ts";

/**
 * Every API area, in the order they are mounted. One line per area. Nothing here is for tests:
 * the browser tests' seeding and sign-in shortcuts live in tests/support/e2e-server.ts, outside
 * the production build.
 */
export const apiAreas: ApiArea[] = [
  authApi, // first: its /admin/auth/* routes are public, ahead of the /admin guard
  twoFactorApi, // back-office sign-in with a second factor, and /admin/me/two-factor (0073)
  staffAdminApi, // settings, roles, two-factor reset: before adminApi's catch-all 404
  leadsApi,
  aiChatArea,
  consultationSlotsApi,
  intakesApi,
  consultationAvailabilityApi, // its own admin guard; ahead of adminApi, whose router ends in a 404
  paymentsApi, // issue 34: its /admin/payments and /admin/enrollments/:id/payments ahead of adminApi
  peopleApi, // people and privacy (0083): ahead of adminApi's catch-all 404
  contentApi, // the site's content (issue 32): ahead of adminApi's catch-all 404
  uploadsApi, // images for the content (issue 32): multipart, ahead of adminApi's catch-all 404
  staffDayApi, // follow-ups, assignment, bulk actions, the funnel and live events (issue 35)
  adminApi,
];
