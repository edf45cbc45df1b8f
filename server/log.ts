/** A tiny levelled logger. Never pass it secrets: tokens, passwords or full database URLs. */
type Level = "silent" | "error" | "info" | "debug";
const order: Record<Level, number> = { silent: 0, error: 1, info: 2, debug: 3 };

let current: Level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";

export function setLogLevel(level: Level) {
  current = level;
}

// A warning is shown wherever errors are: it is about a setting someone must change.
function write(level: Exclude<Level, "silent"> | "warn", message: string, extra?: unknown) {
  if (order[current] < order[level === "warn" ? "error" : level]) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
  const detail =
    extra instanceof Error ? ` (${extra.name}: ${extra.message})` : extra ? ` ${JSON.stringify(extra)}` : "";
  (level === "error" || level === "warn" ? console.error : console.log)(line + detail);
}

export const log = {
  error: (message: string, extra?: unknown) => write("error", message, extra),
  warn: (message: string, extra?: unknown) => write("warn", message, extra),
  info: (message: string, extra?: unknown) => write("info", message, extra),
  debug: (message: string, extra?: unknown) => write("debug", message, extra),
};
