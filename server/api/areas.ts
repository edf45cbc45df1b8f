import { aiChatArea } from "./ai-chat.ts";
import { authApi } from "./auth.ts";
import type { ApiArea } from "./deps.ts";
import { leadsApi } from "./leads.ts";

/** Every API area, in the order they are mounted. One line per area. */
export const apiAreas: ApiArea[] = [
  authApi, // first: its /admin/auth/* routes are public, ahead of any /admin guard
  leadsApi,
  aiChatArea,
];
