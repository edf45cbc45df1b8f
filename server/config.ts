import { setBusinessTimeZone } from "#forms/dates.ts";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { IANAZone } from "luxon";
import { z } from "zod";
import { type AustralianState, australianStates, stateOfZone } from "./consultations/public-holidays.ts";
import { parseTrustProxy, type TrustProxy, trustProxyHelp } from "./trust-proxy.ts";

/**
 * Every environment variable the server reads, parsed once. A bad value stops start-up with
 * one line that names the variable (ConfigError), never a stack trace.
 */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number of seconds" })
    .positive("must be a number of seconds greater than 0")
    .max(3600, "must be at most 3600 seconds")
    .default(fallback);

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], "must be development, production or test")
    .default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// URL (leave it unset for the embedded database)")
    .optional(),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  PUBLIC_URL: httpUrl.optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("must be a valid e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3, "must be an e-mail address or 'Name <address>'").optional(),
  STAFF_EMAIL: z.email("must be a valid e-mail address").optional(),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /**
   * "compact": the assistant that reads the published content; "hybrid": that one for what the
   * content's typed fields and changed documents answer, the rule-based one for the rest (issue 33,
   * docs/decisions/0107).
   */
  ASSISTANT_ENGINE: z
    .enum(["rules", "compact", "hybrid"], "must be rules, compact or hybrid")
    .default("hybrid"),
  LOG_LEVEL: z
    .enum(["silent", "error", "info", "debug"], "must be silent, error, info or debug")
    .default("info"),
  BUSINESS_TZ: z
    .string()
    .refine((zone) => IANAZone.isValidZone(zone), "must be an IANA time zone such as Australia/Sydney")
    .default("Australia/Sydney"),
  /**
   * The state or territory whose public holidays close consultation days (0114): NSW, VIC, QLD,
   * WA, SA, TAS, ACT or NT, or "none". Unset: the state of BUSINESS_TZ (NSW for Australia/Sydney).
   */
  BUSINESS_STATE: z
    .enum([...australianStates, "none"], `must be one of ${australianStates.join(", ")} or none`)
    .optional(),
  /** How long a waitlist seat offer is held (issue 14, docs/decisions/0082). */
  OFFER_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(720, "must be at most 720 hours")
    .default(48),
  /** Card payments through Stripe (issue 34): on when both are set. */
  STRIPE_SECRET_KEY: z.string().min(8, "must be a Stripe secret key").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8, "must be the webhook endpoint's signing secret").optional(),
  /** Another host for the Stripe SDK (a local double in tests, a proxy in staging). */
  STRIPE_API_BASE: httpUrl.optional(),
  /** Checked with parseTrustProxy below, so the message can list the accepted forms. */
  TRUST_PROXY: z.string().optional(),
  /** Node's server timeouts (server/http/server-timeouts.ts); headers ≤ request. */
  REQUEST_TIMEOUT_SECONDS: seconds(60),
  HEADERS_TIMEOUT_SECONDS: seconds(20),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
  /** Leads that belong to no account or application are de-identified after this (docs/decisions/0083). */
  RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(36500, "must be at most 36500 days")
    .default(730),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Which built-in assistant answers (ASSISTANT_ENGINE, default "hybrid"). */
  assistantEngine: "rules" | "compact" | "hybrid";
  logLevel: Env["LOG_LEVEL"];
  /** The business's IANA time zone: consultation availability and bookings are set in it. */
  businessTimeZone: string;
  /** Whose public holidays close consultation days (BUSINESS_STATE); none outside Australia. */
  businessState: AustralianState | undefined;
  /** Hours a waitlist seat offer is held (OFFER_HOURS, default 48). */
  offerHours: number;
  /** Express's "trust proxy": whose X-Forwarded-For decides req.ip (server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** Days a lead without an account or application is kept before it is de-identified. */
  retentionDays: number;
  /** Card payments (issue 34): set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET both are. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
}

/** Empty strings count as unset, as most shells and .env files mean them. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const given = source[variable];
    const shown = variable.includes("PASSWORD") || variable.includes("SECRET") || variable.includes("KEY");
    throw new ConfigError(
      variable,
      `${issue.message}${given !== undefined && !shown ? ` (got "${given}")` : ""}`,
    );
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET", "is required when NODE_ENV=production (at least 32 characters)");
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    throw new ConfigError(missing, "must be set together with the other of ADMIN_EMAIL and ADMIN_PASSWORD");
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError("AI_MODEL", "is required when AI_BASE_URL is set");
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new ConfigError(
      missing,
      "must be set together with the other of STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  if (parseTrustProxy(env.TRUST_PROXY) === undefined) {
    throw new ConfigError("TRUST_PROXY", `${trustProxyHelp} (got ${JSON.stringify(env.TRUST_PROXY)})`);
  }
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError("HEADERS_TIMEOUT_SECONDS", "must not be longer than REQUEST_TIMEOUT_SECONDS");
  }
  return env;
}

/** Outside production the session secret is generated once and kept in DATA_DIR. */
function ensureSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: create it below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const config = buildConfig(source);
  // Every date and time people read is in this zone (forms/dates.ts, docs/decisions/0109).
  setBusinessTimeZone(config.businessTimeZone);
  return config;
}

function buildConfig(source: NodeJS.ProcessEnv): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    publicUrl,
    sessionSecret: env.SESSION_SECRET ?? ensureSessionSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Harbourline Tech <hello@harbourline.example>`,
    staffEmail: env.STAFF_EMAIL ?? "hello@harbourline.example",
    ai: env.AI_BASE_URL
      ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ""), apiKey: env.AI_API_KEY, model: env.AI_MODEL! }
      : undefined,
    assistantEngine: env.ASSISTANT_ENGINE,
    logLevel: env.LOG_LEVEL,
    businessTimeZone: env.BUSINESS_TZ,
    businessState:
      env.BUSINESS_STATE === "none" ? undefined : (env.BUSINESS_STATE ?? stateOfZone(env.BUSINESS_TZ)),
    offerHours: env.OFFER_HOURS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY)!,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    retentionDays: env.RETENTION_DAYS,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
  };
}

/**
 * Settings that start but are probably not what was meant, one line each for the start-up log.
 * Session cookies are marked Secure only when NODE_ENV=production, so a site served over https
 * with NODE_ENV left unset would send them over plain http too.
 */
export function configWarnings(config: Config, source: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (!source.NODE_ENV && config.publicUrl.startsWith("https://")) {
    warnings.push(
      "PUBLIC_URL is https but NODE_ENV is not set: session cookies are not marked Secure (set NODE_ENV=production)",
    );
  }
  return warnings;
}
