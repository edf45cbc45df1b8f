import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { mailTo } from "../support/delivered-mail.ts";

/* The pages the newsletter e-mails link to: GET only asks, the button (a POST, no JavaScript) acts. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const get = async (url: URL) => text(await (await fetch(`${server.url}${url.pathname}${url.search}`)).text());
const post = async (url: URL) =>
  text(
    await (
      await fetch(`${server.url}${url.pathname}${url.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: "",
      })
    ).text(),
  );

async function mailsTo(to: string): Promise<string[]> {
  return (await mailTo(server.database.db, to)).map((m) => m.text);
}
const linkIn = (mail: string, path: string) =>
  new URL(new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(mail)![1]!);

describe("newsletter link pages", () => {
  it("asks before confirming and before unsubscribing, then does it with the button", async () => {
    const email = "pages@example.com";
    expect((await postJson(server.url, "/api/newsletter/subscribe", { email })).status).toBe(201);

    const confirm = linkIn((await mailsTo(email))[0]!, "/newsletter/confirm");
    const asked = await get(confirm);
    expect(asked).toContain("Confirm your newsletter subscription");
    expect(asked).toContain(`Send the newsletter to ${email}?`);
    expect(asked).toContain("Confirm my subscription");
    expect(await post(confirm)).toMatch(/confirmed/);
    expect(await get(confirm)).toContain("This confirmation link is not valid");

    // The welcome newsletter carries the unsubscribe page link.
    const leave = linkIn((await mailsTo(email))[1]!, "/newsletter/unsubscribe");
    const question = await get(leave);
    expect(question).toContain("Unsubscribe from the newsletter");
    expect(question).toContain(`Stop sending the newsletter to ${email}?`);
    expect(await post(leave)).toContain(`${email} has been unsubscribed.`);
    expect(await get(new URL("/newsletter/unsubscribe?token=nope", server.url))).toContain(
      "This unsubscribe link is not valid",
    );
  });
});
