import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, loadConfig, parseEnv } from "#server/config.ts";

function errorFor(env: Record<string, string>): ConfigError {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("uses the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BUSINESS_TZ).toBe("Australia/Sydney");
  });

  it("takes BUSINESS_TZ as an IANA zone and names it in one line when it is not one", () => {
    expect(parseEnv({ BUSINESS_TZ: "Europe/London" }).BUSINESS_TZ).toBe("Europe/London");
    expect(errorFor({ BUSINESS_TZ: "Sydney" }).message).toBe(
      'Invalid configuration: BUSINESS_TZ must be an IANA time zone such as Australia/Sydney (got "Sydney")',
    );
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "0" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/db" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["PUBLIC_URL", { PUBLIC_URL: "ftp://example.com" }],
    ["SESSION_SECRET", { SESSION_SECRET: "short" }],
    ["SESSION_SECRET", { NODE_ENV: "production" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "a@example.com", ADMIN_PASSWORD: "short" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "a@example.com" }],
    ["ADMIN_EMAIL", { ADMIN_PASSWORD: "long-enough" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["BUSINESS_TZ", { BUSINESS_TZ: "Mars/Olympus_Mons" }],
    ["BUSINESS_TZ", { BUSINESS_TZ: "+25:00" }],
    ["STAFF_EMAIL", { STAFF_EMAIL: "nobody" }],
    ["AI_BASE_URL", { AI_BASE_URL: "localhost:11434" }],
    ["AI_MODEL", { AI_BASE_URL: "http://127.0.0.1:11434/v1" }],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }],
    ["BUSINESS_STATE", { BUSINESS_STATE: "Victoria" }],
  ])("rejects a bad %s with one line naming it", (variable, env) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain("\n");
  });

  it("never echoes a secret value in the error", () => {
    const error = errorFor({ SESSION_SECRET: "hunter2" });
    expect(error.message).not.toContain("hunter2");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
  });

  it("builds PUBLIC_URL from PORT when unset and strips a trailing slash when set", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    expect(loadConfig({ DATA_DIR: dir, PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://example.com/" }).publicUrl).toBe(
      "https://example.com",
    );
  });

  it("takes the business's state from BUSINESS_STATE, else from BUSINESS_TZ (NSW by default)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    expect(loadConfig({ DATA_DIR: dir }).businessState).toBe("NSW");
    expect(loadConfig({ DATA_DIR: dir, BUSINESS_STATE: "QLD" }).businessState).toBe("QLD");
    expect(loadConfig({ DATA_DIR: dir, BUSINESS_STATE: "none" }).businessState).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, BUSINESS_TZ: "Australia/Perth" }).businessState).toBe("WA");
    expect(loadConfig({ DATA_DIR: dir, BUSINESS_TZ: "Europe/London" }).businessState).toBeUndefined();
    loadConfig({ DATA_DIR: dir }); // the default zone again for the tests after this one
  });

  it("warns once that session cookies are not Secure when PUBLIC_URL is https and NODE_ENV is unset", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    const warningsFor = (env: Record<string, string>) => configWarnings(loadConfig(env), env);
    const https = { DATA_DIR: dir, PUBLIC_URL: "https://harbourline.example" };
    expect(warningsFor(https)).toEqual([
      "PUBLIC_URL is https but NODE_ENV is not set: session cookies are not marked Secure (set NODE_ENV=production)",
    ]);
    expect(warningsFor({ ...https, NODE_ENV: "" })).toHaveLength(1);
    const secret = "a-session-secret-of-at-least-32-characters";
    expect(warningsFor({ ...https, NODE_ENV: "production", SESSION_SECRET: secret })).toEqual([]);
    expect(warningsFor({ DATA_DIR: dir, PUBLIC_URL: "http://localhost:3000" })).toEqual([]);
  });
});
