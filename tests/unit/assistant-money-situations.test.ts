import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("stopping while paying by instalments", () => {
  it.each([
    "what happens if i lose my job halfway through the course and cant keep up the payments?",
    "just got made redundant, if i enrol and then can't pay the instalments what happens?",
  ])("answers %j with the instalments cancelled, not how long records are kept", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^If you withdraw while paying by instalments, tell us in writing/);
    expect(text).toMatch(/cancelled/);
    expect(text).not.toMatch(/seven years/);
  });

  it("reads 'the remaining payments keep coming out' after a refund question as the same ask", async () => {
    const text = await answer("What if we were paying monthly? Do the remaining payments keep coming out?", [
      "If she starts and realises after a month that it isn't for her, would we get any of the money back?",
    ]);
    expect(text).toMatch(/cancelled/);
    expect(text).not.toMatch(/seven years/);
  });
});

describe("the provider cancelling", () => {
  it.each([
    "i know theres no refunds but what if YOU cancel the course, am i just out of pocket?",
    "if the course gets called off on your end do i lose my money",
  ])("answers %j with the Australian Consumer Law", async (question) => {
    expect(await answer(question)).toMatch(/^Nothing in our terms limits your rights under the Australian Consumer Law/);
  });

  it("answers a follow-up that opens with 'and' too", async () => {
    expect(await answer("and what if it's you lot that cancel?", ["can i get a refund"])).toMatch(/Australian Consumer Law/);
  });

  it("adds the other class time or intake offered when a class time or intake is named", async () => {
    expect(await answer("what happens if you guys cancel my intake?")).toMatch(/offer you another class time or intake/);
  });

  it("keeps a request to cancel a booking with its own answer", async () => {
    expect(await answer("can you cancel my consultation booking")).not.toMatch(/Consumer Law/);
  });
});

describe("ways to pay named", () => {
  it("says what the terms take, and that crypto or Afterpay are not among them", async () => {
    const text = await answer("can i pay for the course in crypto or afterpay lol, what do u actually take");
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toMatch(/bank transfer or card/);
    expect(text).toMatch(/nothing about crypto or Afterpay/);
    expect(text).toMatch(/monthly instalments/);
  });

  it("says yes to a card named", async () => {
    expect(await answer("can i pay with my credit card?")).toMatch(/^Yes: pay by bank transfer or card/);
  });
});

describe("the fee in parts, in other words than instalments", () => {
  it("answers 'spread that out' after a parent's chat about the data course with the instalments", async () => {
    const text = await answer("Is it possible to spread that out rather than pay it all at once?", [
      "Would your data course suit my daughter, and does she need to know programming beforehand?",
      "And what would it cost us? I'll be the one paying.",
    ]);
    expect(text).toMatch(/monthly instalments/);
    expect(text).not.toMatch(/hypothesis testing/);
  });

  it.each([
    "can I pay half now and half later?",
    "i'm between jobs atm, is there any way to not pay it all upfront?",
  ])("answers %j with the monthly instalments", async (question) => {
    expect(await answer(question)).toMatch(/monthly instalments/);
  });

  it("answers instalments beside GST in one message", async () => {
    const text = await answer("can I split the fee into payments, and is GST added on top or already in the price?");
    expect(text).toMatch(/monthly instalments/);
    expect(text).toMatch(/include GST/);
  });
});

describe("the cheapest course after a course's fee", () => {
  it("names the cheapest courses without the other fee", async () => {
    const text = await answer("whats the cheapest course you have then", [
      "how much is the QA course",
      "any discount if i pay the whole lot upfront?",
    ]);
    expect(text).toMatch(/\$4,000/);
    expect(text).not.toMatch(/6,000/);
  });
});
