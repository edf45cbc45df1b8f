import { isIP } from "node:net";

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host), in the forms
 * Express's "trust proxy" setting takes: false (nobody: the connection's address counts),
 * "loopback" (a proxy on this host), a hop count, or a list of addresses and CIDR ranges.
 * Every per-client limit reads req.ip, so this decides whose budget a request spends
 * (docs/security.md, "Deployment notes").
 */
export type TrustProxy = false | "loopback" | number | string[];

export const trustProxyHelp =
  "must be off, loopback, a hop count (1, 2, …) or comma-separated addresses/CIDR ranges";

/** proxy-addr's names for ranges, usable in a list too. */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The setting, or undefined when the value is none of the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? "loopback").trim();
  if (text === "off") return false;
  if (text === "loopback") return "loopback";
  // A hop count: how many proxies in front of the server append to X-Forwarded-For.
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= 100 ? Number(text) : undefined;
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}
