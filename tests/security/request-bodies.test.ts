import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * M3 and L4 of issue 13: a page's form post is capped before it is read (about 100 kB
 * urlencoded, 1 MB multipart) and answered 413 with a short page, and no body the API cannot
 * parse is a 500. "Before it is read" is checked by the order of events: the client sends only
 * the start of a large body and waits, and the 413 must come back while the rest is still
 * unsent; a server that read the whole body would still be waiting for it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

interface EarlyAnswer {
  status: number;
  contentType: string;
  body: string;
  /** The server closed the connection after answering, so the rest of the body never goes in. */
  closed: boolean;
}

/**
 * Sends the headers and `start` of a body that is meant to be much larger (declared with
 * Content-Length, or chunked when `contentLength` is undefined) and never sends the rest.
 * Resolves with the answer the server gives meanwhile; rejects if there is none within
 * `patienceMs`, which means the server is waiting for the body.
 */
function sendStartOnly(
  path: string,
  contentType: string,
  start: string | Buffer,
  contentLength: number | undefined,
  patienceMs = 10_000,
): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": contentType };
    if (contentLength !== undefined) headers["content-length"] = String(contentLength);
    const req = http.request(new URL(path, server.url), { method: "POST", headers });
    const patience = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer while the body was incomplete (${path})`));
    }, patienceMs);
    req.on("error", () => {});
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        clearTimeout(patience);
        const socket = res.socket;
        const answer = {
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body,
        };
        if (!socket || socket.destroyed) return resolve({ ...answer, closed: true });
        socket.once("close", () => resolve({ ...answer, closed: true }));
      });
    });
    req.write(start);
  });
}

const MB = 1024 * 1024;

describe("page form posts are capped before they are read (M3)", () => {
  it("10 MB of urlencoded form to /contact-us: 413 and a short page while the body is still unsent", async () => {
    const start = `form=contact&firstName=A&message=${"x".repeat(1024)}`;
    const answer = await sendStartOnly("/contact-us", "application/x-www-form-urlencoded", start, 10 * MB);
    expect(answer.status).toBe(413);
    expect(answer.contentType).toMatch(/text\/html/);
    expect(answer.body).toMatch(/413/);
    expect(answer.body.length).toBeLessThan(4096);
    expect(answer.closed).toBe(true);
  });

  it("80 MB of multipart to /portal/sign-in: 413 while the body is still unsent", async () => {
    const boundary = "----hostile";
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${"p".repeat(64 * 1024)}`,
    );
    const answer = await sendStartOnly(
      "/portal/sign-in",
      `multipart/form-data; boundary=${boundary}`,
      start,
      80 * MB,
    );
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });

  it("a chunked body with no length: read up to the cap, then 413 without waiting for the rest", async () => {
    const start = `form=contact&message=${"x".repeat(200 * 1024)}`;
    const answer = await sendStartOnly("/contact-us", "application/x-www-form-urlencoded", start, undefined);
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });

  it("a chunked multipart body over 1 MB is cut off the same way", async () => {
    const boundary = "----chunked";
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${"e".repeat(MB + 1024)}`,
    );
    const answer = await sendStartOnly(
      "/admin/sign-in",
      `multipart/form-data; boundary=${boundary}`,
      start,
      undefined,
    );
    expect(answer.status).toBe(413);
  });

  it("forms under the caps are read as before", async () => {
    const contact = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form: "contact",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        mobile: "0491 570 110",
        message: "Hello",
        padding: "x".repeat(90 * 1024),
      }),
    });
    expect(contact.status).toBe(200);

    const multipart = new FormData();
    multipart.set("email", "nobody@example.com");
    multipart.set("password", "wrong password");
    multipart.set("padding", "y".repeat(900 * 1024));
    const signIn = await fetch(`${server.url}/portal/sign-in`, { method: "POST", body: multipart });
    expect(signIn.status).toBe(401);

    // A small chunked form (a stream body has no length) is read as usual.
    const chunked = await fetch(`${server.url}/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Blob(["email=nobody%40example.com&password=wrong+password"]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(401);
  });

  it("2,000 parameters to a page are an ordinary form, not a fault", async () => {
    const params = Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join("&");
    const res = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `form=contact&${params}`,
    });
    expect(res.status).toBe(400);
  });
});

describe("the API's bodies", () => {
  it("80 MB of JSON to /api: 413 in the API's error shape while the body is still unsent", async () => {
    const answer = await sendStartOnly(
      "/api/contacts/send-message",
      "application/json",
      `{"message":"${"x".repeat(1024)}`,
      80 * MB,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.messages).toEqual(["Request body is larger than 100kb"]);
    expect(answer.closed).toBe(true);
  });
});

describe("no API body is a 500 (L4)", () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${server.url}/api/contacts/send-message`, { method: "POST", headers, body });

  it("2,000 urlencoded parameters: a 4xx in the API's error shape", async () => {
    const params = Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join("&");
    const res = await post({ "content-type": "application/x-www-form-urlencoded" }, params);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const json = await res.json();
    expect(json.error.messages).toEqual([expect.any(String)]);
  });

  it.each([
    ["an unsupported charset", { "content-type": "application/json; charset=iso-8859-1" }, "{}"],
    [
      "an unsupported content encoding",
      { "content-type": "application/json", "content-encoding": "br2" },
      "{}",
    ],
    [
      "a gzip body that is not gzip",
      { "content-type": "application/json", "content-encoding": "gzip" },
      "{}",
    ],
    [
      "a deflate body that is not deflate",
      { "content-type": "application/json", "content-encoding": "deflate" },
      "{}",
    ],
  ])("%s: a 4xx in the API's error shape", async (_name, headers, body) => {
    const res = await post(headers, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.messages).toEqual([expect.any(String)]);
  });
});
