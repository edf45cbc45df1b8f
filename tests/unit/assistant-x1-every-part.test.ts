import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { asksOfMessage } from "#server/assistant/every-part.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// Every ask of a multi-part message gets its own answer (every-part.ts).
describe("every part of a multi-part message is answered", () => {
  it("reads two or three asks, and one ask as none", () => {
    expect(asksOfMessage("how much is a mobile app? and whats your number")).toHaveLength(2);
    expect(asksOfMessage("how long is the QA course")).toHaveLength(0);
  });

  it("keeps our phone number beside a service's starting price", async () => {
    for (const q of [
      "ballpark for building a web app? also what number do I call",
      "what would an android app roughly cost us, and can I ring someone today?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/\$(10|20),000/);
      expect(text).toContain("5550 1234");
    }
  });

  it("keeps our e-mail address beside what the testing service includes", async () => {
    const text = await answer("do you do security testing on apps, and what's the best email for our brief?");
    expect(text).toContain("security testing");
    expect(text).toContain("hello@harbourline.example");
  });

  it("keeps the ways to pay beside when the fee is due", async () => {
    const text = await answer("can I pay by debit card? and is the fee due before I start?");
    expect(text).toContain("card");
  });

  it("keeps the advisor's two business days beside changing a sent application", async () => {
    const text = await answer("I applied this morning, when will somebody get back to me? and can I change the class time I chose?");
    expect(text).toContain("two business days");
  });

  it("keeps the cheapest fee beside paying it in instalments", async () => {
    const text = await answer("which program costs the least, and can I pay it off in instalments?");
    expect(text).toMatch(/4,000/);
    expect(text).toMatch(/instalment/);
  });

  it("keeps the class times beside the jobs for someone working full time", async () => {
    const text = await answer(
      "I'm in an office 9 to 5 all week, not sure I can fit classes around that?? and if I did data analytics what roles would I apply for?",
    );
    expect(text).toMatch(/6PM|Saturday/);
    expect(text).toMatch(/data analyst/i);
  });
});
