/**
 * Issue 16: a message of two or three asks keeps every ask's fact however the asks are joined
 * (asks-joined.ts, asks-apart.ts): a spoken "oh and" is no thing asked about; "it" after "my data"
 * is the visitor's data; an "or" inside a yes/no ask asks no choice; an ask that leans on the one
 * before it is answered by the whole message beside the other asks' facts.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { asksChoice, withInfoNamed, withoutJoiningWords } from "#server/assistant/asks-joined.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("how asks are joined", () => {
  it("drops a spoken connector and keeps both asks", async () => {
    expect(withoutJoiningWords("what does it cost, oh and how long is it")).toBe(
      "what does it cost, and how long is it",
    );
    const text = await answer(
      "what does your mobile app team build with, oh and how long is the free consultation call",
    );
    expect(text).toContain("React Native");
    expect(text).toContain("30-minute");
    expect(text).not.toMatch(/do not list oh/i);
  });

  it("reads 'it' after the visitor's data as that data", async () => {
    expect(withInfoNamed("do you sell it", ["how do i delete my data"])).toBe("do you sell my data");
    const text = await answer("how can i get my data deleted, and do you sell it");
    expect(text).toMatch(/never sell|do not sell/i);
    expect(text).toContain("hello@harbourline.example");
  });

  it("answers a course's stack beside another course's study mode", async () => {
    const text = await answer("what's the tech stack in full stack & is QA on campus or online");
    expect(text).toContain("PostgreSQL");
    expect(text).toMatch(/online/i);
  });

  it("keeps the lengths beside the cheaper course when the second ask leans on the first", async () => {
    const text = await answer(
      "how do full stack and data analytics compare in length? also which one costs less",
    );
    expect(text).toContain("24 weeks");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000");
  });

  it("still reads a choice between two things whole", async () => {
    expect(asksChoice("should i use the contact form or book a consult")).toBe(true);
    expect(asksChoice("can i cancel or move it later")).toBe(false);
    const text = await answer("is full stack or data analytics shorter, and what's the price difference?");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$2,000");
  });

  it("answers a yes/no ask set after a condition beside another ask", async () => {
    const text = await answer(
      "if i book a consultation can i cancel or move it later? and what budget ranges can i pick",
    );
    expect(text).toMatch(/reschedule/i);
    expect(text).toContain("$25K");
  });

  it("keeps an ask about the visitor's own chat beside how long chats are kept", async () => {
    const text = await answer("how long do you keep chat logs. also do you send my chat to some AI company");
    expect(text).toContain("two years");
    expect(text).toMatch(/external AI service/i);
  });

  it("joins the visitor's situation to the ask after it, and drops a lead-in", async () => {
    const mac = await answer(
      "what software will i be using? oh and i have a macbook, is that gonna be a problem",
      ["tell me about the data analytics course"],
    );
    expect(mac).toContain("Power BI");
    expect(mac).toMatch(/Windows only/i);
    const tick = await answer(
      "ok and what am i agreeing to when i tick the box. plus can i track my application online",
      ["how do i apply?"],
    );
    expect(tick).toMatch(/student portal|dashboard/i);
  });

  it("leaves a service's price and our number as they were", async () => {
    const text = await answer("ballpark for building a web app? also what number do I call");
    expect(text).toContain("$10,000");
    expect(text).toContain("5550 1234");
    const list = await answer(
      "What do I have to give you for the newsletter, and do you sell your mailing list to anyone?",
    );
    expect(list).toMatch(/do not sell/i);
  });
});
