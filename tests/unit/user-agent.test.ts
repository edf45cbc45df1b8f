import { describe, expect, it } from "vitest";
import { describeUserAgent, userAgentLine } from "#server/chat/user-agent.ts";

describe("user agents as people read them", () => {
  it("names the browser with its major version and the system", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 120", system: "Windows 10" });
    expect(
      userAgentLine(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 on iOS 17.1");
  });

  it("says unknown for a missing or unreadable string", () => {
    expect(userAgentLine(null)).toBe("Unknown browser on Unknown system");
    expect(describeUserAgent("curl-ish").browser).toBe("Unknown browser");
  });
});
