import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../support/events.ts";
import { validBodies } from "../support/leads.ts";
import { startSmtp, type TestSmtp, waitFor } from "../support/smtp.ts";
import { signInAdmin, twoServers } from "../support/two-servers.ts";

/*
 * The live inbox across processes (issue 35): two compiled servers on one PostgreSQL database.
 * A staff member's event stream is open on one; a visitor on the other writes, asks for a
 * person and applies, and the stream hears each within seconds (LISTEN/NOTIFY). The request for
 * a person also reaches STAFF_EMAIL's inbox on a real SMTP server, with a link to the conversation.
 */

let smtp: TestSmtp;
// The SMTP server first: both servers deliver to it.
beforeAll(async () => {
  smtp = await startSmtp();
}, 120_000);
afterAll(async () => {
  await smtp?.close();
});
const two = twoServers({
  env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, STAFF_EMAIL: "inbox@harbourline.example" }),
});
let visitorSide = "";
let staffSide = "";
const json = { "content-type": "application/json" };
beforeAll(() => {
  visitorSide = two.a.url;
  staffSide = two.b.url;
});

describe("live events on two servers sharing one PostgreSQL", { timeout: 90_000 }, () => {
  it("a visitor on one server is heard on the other's event stream within 3 s, and staff get the e-mail", async () => {
    const token = await signInAdmin(staffSide);
    expect(token).toBeTruthy();
    const stream = await openEventStream(staffSide, { cookie: `adminToken=${token}` });
    try {
      expect(stream.res.status).toBe(200);
      const visitorId: string = (await (await fetch(`${visitorSide}/api/visitor`, { method: "POST" })).json())
        .data.id;
      await fetch(`${visitorSide}/api/ai-chat`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ visitorId, question: "Hello, is anyone there?" }),
      });
      const message = await stream.next((e) => e.event === "conversation.message", 3_000);
      expect(message.data).toEqual({ conversationId: visitorId, visitorId });

      const asked = Date.now();
      const handoff = await fetch(`${visitorSide}/api/ai-chat/handoff`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ visitorId, email: "waiting.visitor@example.com" }),
      });
      expect(handoff.status).toBe(200);
      const event = await stream.next((e) => e.event === "conversation.handoff", 3_000);
      expect(event.data).toEqual({ conversationId: visitorId, visitorId });
      expect(Date.now() - asked).toBeLessThan(3_000);

      await waitFor(
        () => smtp.received.some((m) => m.text?.includes(`/admin/conversations/${visitorId}`)),
        15_000,
      );
      const mail = smtp.received.find((m) => m.text?.includes(`/admin/conversations/${visitorId}`))!;
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain("inbox@harbourline.example");
      expect(mail.subject).toContain("asked for a person");

      const applied = await fetch(`${visitorSide}/api/student-enrolment`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ ...validBodies["/api/student-enrolment"], email: "two.servers@example.com" }),
      });
      expect(applied.status).toBe(201);
      const id = (await applied.json()).data.id;
      await stream.next(
        (e) => e.event === "application.created" && (e.data as { id: string }).id === id,
        3_000,
      );
    } finally {
      await stream.close();
    }
  });
});
