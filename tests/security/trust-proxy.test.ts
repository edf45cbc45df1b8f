import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { visitors } from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import { setLogLevel } from "#server/log.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * L6 of issue 13: which proxies are trusted to say who the client is (X-Forwarded-For) is a
 * setting, TRUST_PROXY, and the client address every limit uses (Express req.ip) follows it.
 */

const base = { NODE_ENV: "test", SESSION_SECRET: "test-secret-that-is-at-least-32-characters-long" };
const trustOf = (value: string | undefined) =>
  loadConfig({
    ...base,
    DATA_DIR: "/tmp/harbourline-test-data",
    ...(value === undefined ? {} : { TRUST_PROXY: value }),
  }).trustProxy;

describe("TRUST_PROXY parsing", () => {
  it("is loopback by default, as before the setting existed", () => {
    expect(trustOf(undefined)).toBe("loopback");
    expect(trustOf("loopback")).toBe("loopback");
  });

  it("reads off, a hop count, and addresses or CIDR ranges", () => {
    expect(trustOf("off")).toBe(false);
    expect(trustOf("1")).toBe(1);
    expect(trustOf("2")).toBe(2);
    expect(trustOf("10.0.0.5")).toEqual(["10.0.0.5"]);
    expect(trustOf(" 10.0.0.0/8, 192.168.1.10 ,fd00::/8,loopback")).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["on", "true", "0", "-1", "1.5", "10.0.0.0/33", "300.1.1.1", "10.0.0.0/8,,", "example.com", "*"])(
    "refuses %j with one line naming TRUST_PROXY",
    (value) => {
      let error: unknown;
      try {
        trustOf(value);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY /);
      expect(message).toContain(JSON.stringify(value));
      expect(message).not.toContain("\n");
    },
  );
});

/**
 * The address the server records for a new chat visitor is req.ip. `localAddress` picks the
 * loopback address the request comes from, so 127.0.0.2 can play a proxy on another host.
 */
function createVisitor(server: Server, forwardedFor: string | undefined, localAddress = "127.0.0.1") {
  const url = new URL("/api/visitor", server.url);
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        localAddress,
        headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          if (res.statusCode !== 201) return reject(new Error(`${res.statusCode}: ${text}`));
          resolve((JSON.parse(text) as { data: { id: string } }).data.id);
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function clientIpSeen(server: Server, forwardedFor?: string, localAddress?: string) {
  const id = await createVisitor(server, forwardedFor, localAddress);
  const [row] = await database.db.select({ ip: visitors.ip }).from(visitors).where(eq(visitors.id, id));
  return row!.ip!.replace(/^::ffff:/, "");
}

interface Server {
  url: string;
  close(): Promise<void>;
}

// One database for every setting: only the app's configuration changes between them.
let database: Database;
beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The real app, configured as with `TRUST_PROXY` set to the given value, on loopback. */
async function startTestServer(options: { env?: Record<string, string> } = {}): Promise<Server> {
  const config = loadConfig({ ...base, DATA_DIR: "/tmp/harbourline-test-data", ...options.env });
  const listening = createApp({ database, config }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  return {
    url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: async () => {
      listening.closeAllConnections();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    },
  };
}

describe("the client address under each setting", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("direct (off): X-Forwarded-For is ignored, the connection's address counts", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "off" } });
    expect(await clientIpSeen(server, "203.0.113.9")).toBe("127.0.0.1");
  });

  it("a reverse proxy on the same host (loopback, the default): the proxy's X-Forwarded-For counts", async () => {
    server = await startTestServer();
    expect(await clientIpSeen(server, "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIpSeen(server)).toBe("127.0.0.1");
  });

  it("a hop count: the address that many hops back, whatever a client put before it", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "1" } });
    expect(await clientIpSeen(server, "198.51.100.66, 203.0.113.9")).toBe("203.0.113.9");
    await server.close();
    server = await startTestServer({ env: { TRUST_PROXY: "2" } });
    expect(await clientIpSeen(server, "198.51.100.66, 203.0.113.9")).toBe("198.51.100.66");
  });

  it("a proxy on another host (its address): only that host may say who the client is", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "127.0.0.2" } });
    // From the trusted proxy's address the header counts ...
    expect(await clientIpSeen(server, "203.0.113.9", "127.0.0.2")).toBe("203.0.113.9");
    // ... from anywhere else it is a client's claim and is ignored.
    expect(await clientIpSeen(server, "203.0.113.9", "127.0.0.1")).toBe("127.0.0.1");
    // A client cannot slip an address past the proxy: the proxy appends the real one.
    expect(await clientIpSeen(server, "10.9.9.9, 203.0.113.10", "127.0.0.2")).toBe("203.0.113.10");
  });

  it("address ranges: every proxy in the ranges is skipped", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "127.0.0.0/8, 10.0.0.0/8" } });
    expect(await clientIpSeen(server, "203.0.113.9, 10.1.2.3", "127.0.0.2")).toBe("203.0.113.9");
  });
});
