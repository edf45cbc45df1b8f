import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * L8 of issue 13: a client that sends its request slowly is cut off. Node's defaults let a body
 * sent one byte every 5 s stay open for minutes; the server's timeouts come from the
 * configuration (server/http/server-timeouts.ts), shortened here so the test is quick.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REQUEST_TIMEOUT_SECONDS: "1", HEADERS_TIMEOUT_SECONDS: "1" } });
});
afterAll(async () => {
  await server.close();
});

interface Trickle {
  /** How many bytes of the trickle went out before the server closed the connection. */
  sent: number;
  /** Everything the server answered. */
  answer: string;
}

/**
 * Writes `head` at once, then `trickle` one byte every `everyMs`, until the server closes the
 * connection or the trickle is used up (then the server did not cut it off).
 */
function sendSlowly(head: string, trickle: string, everyMs: number): Promise<Trickle> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let sent = 0;
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      resolve({ sent, answer });
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", finish);
    socket.on("error", () => {});
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= trickle.length) {
          clearInterval(timer);
          socket.destroy();
          return;
        }
        socket.write(trickle[sent]!);
        sent++;
      }, everyMs);
    });
    socket.on("timeout", () => reject(new Error("socket timeout")));
  });
}

describe("slow clients", () => {
  it("a body sent one byte at a time is cut off with 408 once the request timeout passes", async () => {
    const body = JSON.stringify({ message: "x".repeat(60) });
    const head =
      "POST /api/contacts/send-message HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    // 70 bytes at one every 250 ms would take about 18 s; the timeout is 1 s.
    const result = await sendSlowly(head, body, 250);
    expect(result.sent).toBeLessThan(body.length);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it("headers sent one byte at a time are cut off too", async () => {
    const headers = "Host: localhost\r\nUser-Agent: a-very-slow-client/1.0\r\nAccept: */*\r\n\r\n";
    const result = await sendSlowly("GET /healthz HTTP/1.1\r\n", headers, 250);
    expect(result.sent).toBeLessThan(headers.length);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it("a request sent at a normal pace is answered as usual", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
