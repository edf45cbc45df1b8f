// The product's date format lives in forms/dates.ts, where server code may read it too (a server
// module importing app/ would point the layers upwards, tests/unit/layers.test.ts). The pages keep
// importing it from here until the one date/time module of issue 36 replaces both.
export { BUSINESS_TIME_ZONE, formatDate } from "#forms/dates.ts";
