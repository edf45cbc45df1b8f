import { testSupportApi } from "../testing/support-api.ts";
import { adminApi } from "./admin.ts";
import type { ApiArea } from "./deps.ts";

/** Every API area, in the order they are mounted. One line per area. */
export const apiAreas: ApiArea[] = [adminApi, testSupportApi];
