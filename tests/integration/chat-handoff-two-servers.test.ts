import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { asDelivered } from "../support/delivered-mail.ts";
import { signInAdmin, twoServers } from "../support/two-servers.ts";

/*
 * Staff replies in chat across processes (issue 15, docs/decisions/0084): two compiled servers on
 * one PostgreSQL database. The visitor talks to one, staff reply through the other, and the reply
 * reaches the visitor's thread; the e-mailed link's page (served by either) continues the thread.
 * PostgreSQL is the one from DATABASE_URL, or the local server CI and the resilience tests use.
 */

const two = twoServers();
let visitorSide = "";
let staffSide = "";
beforeAll(() => {
  visitorSide = two.a.url;
  staffSide = two.b.url;
});

const json = { "content-type": "application/json" };

describe("two servers on one PostgreSQL database", { timeout: 90_000 }, () => {
  it("a reply sent through one reaches the visitor on the other, and the e-mailed link continues the thread", async () => {
    const visitor = await (await fetch(`${visitorSide}/api/visitor`, { method: "POST" })).json();
    const visitorId: string = visitor.data.id;
    const handoff = await fetch(`${visitorSide}/api/ai-chat/handoff`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ visitorId, email: "two@example.com" }),
    });
    expect(handoff.status).toBe(200);

    const token = await signInAdmin(staffSide);
    expect(token).toBeTruthy();
    const queue = await (
      await fetch(`${staffSide}/api/admin/conversations?state=needs-reply`, { headers: { token } })
    ).json();
    expect(queue.data.map((r: { id: string }) => r.id)).toContain(visitorId);

    // The visitor's panel is open on the first server (it reads the thread), so no e-mail.
    await fetch(`${visitorSide}/api/ai-chat/${visitorId}`);
    const sent = await fetch(`${staffSide}/api/admin/conversations/${visitorId}/replies`, {
      method: "POST",
      headers: { ...json, token },
      body: JSON.stringify({ text: "Hello from the other server." }),
    });
    expect(sent.status).toBe(201);
    expect((await sent.json()).data.emailed).toBe(false);

    const thread = await (await fetch(`${visitorSide}/api/ai-chat/${visitorId}`)).json();
    expect(thread.data.chats.at(-1)).toMatchObject({ type: "staff", author: "Site" });
    expect(thread.data.chats.at(-1).content).toContain("Hello from the other server.");
    expect(thread.data.conversation.state).toBe("answered-by-staff");

    // The visitor leaves; the next reply is e-mailed with a signed link to the thread.
    const db = new pg.Client({ connectionString: two.database.url });
    await db.connect();
    try {
      await db.query("update conversations set last_seen_at = now() - interval '1 hour' where id = $1", [
        visitorId,
      ]);
      const mailed = await fetch(`${staffSide}/api/admin/conversations/${visitorId}/replies`, {
        method: "POST",
        headers: { ...json, token },
        body: JSON.stringify({ text: "Still there? Here is the answer." }),
      });
      expect((await mailed.json()).data.emailed).toBe(true);
      const { rows } = await db.query(
        'select text, link_secrets as "linkSecrets" from outbox where "to" = \'two@example.com\'',
      );
      rows[0] = asDelivered(rows[0]);
      const link = /http:\/\/localhost:3000(\/chat\/continue\?token=\S+)/.exec(rows[0].text)![1]!;

      // The link's page, on "another device" (no cookie): the thread, and the visitor cookie is set.
      const page = await fetch(`${visitorSide}${link}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("set-cookie")).toContain(`visitor=${visitorId}`);
      const html = await page.text();
      expect(html).toContain("Still there? Here is the answer.");
      expect(html).toContain("(our team)");

      // Replying from that page (a plain form post, no JavaScript) continues the same thread.
      const answer = await fetch(`${staffSide}${link}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: staffSide },
        body: new URLSearchParams({ text: "Thanks, that answers it." }),
        redirect: "manual",
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("your reply is on its way");
      const after = await (await fetch(`${visitorSide}/api/ai-chat/${visitorId}`)).json();
      expect(after.data.chats.at(-1)).toMatchObject({ type: "client", content: "Thanks, that answers it." });
      expect(after.data.conversation.state).toBe("needs-reply");

      // A tampered link is refused.
      const bad = await fetch(`${visitorSide}/chat/continue?token=${visitorId}.forged`);
      expect(bad.status).toBe(404);
    } finally {
      await db.end();
    }
  });
});
