import Bowser from "bowser";

/** A stored user-agent string as people read it: "Chrome 120", "Windows 10" (bowser, MIT). */
export function describeUserAgent(ua: string | null | undefined): { browser: string; system: string } {
  if (!ua) return { browser: "Unknown browser", system: "Unknown system" };
  const parsed = Bowser.parse(ua);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${major ? ` ${major}` : ""}`
    : "Unknown browser";
  const os = parsed.os.name;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const system = os ? `${os}${osVersion ? ` ${osVersion}` : ""}` : "Unknown system";
  return { browser, system };
}

/** One line for lists: "Chrome 120 on Windows 10". */
export const userAgentLine = (ua: string | null | undefined) => {
  const { browser, system } = describeUserAgent(ua);
  return `${browser} on ${system}`;
};
