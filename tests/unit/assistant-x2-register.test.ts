import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);
const honest = /^Sorry, I couldn't find an answer/;

// Formal, Indian, British and Australian registers put into the site's words (register-words.ts).
describe("questions in a register the site never writes in", () => {
  it("reads a formal letter's ask past its greeting, courtesies and signature", async () => {
    expect(await answer("Dear Admissions Team, I would be obliged if you could inform me of the fees for the QA programme. Kind regards, T. Nguyen")).toContain("4,000");
    expect(await answer("To whom it may concern, kindly furnish the address of your office.")).toContain("88 Harbour Street");
  });

  it("reads Indian English for fees, instalments, e-mail and careers support", async () => {
    expect(await answer("what is the fees structure of full stack?")).toContain("6,000");
    expect(await answer("any EMI facility for the QA course?")).toMatch(/instalment/);
    expect(await answer("pls share ur mail id")).toContain("hello@harbourline.example");
    expect(await answer("Do you give 100% placement guarantee?")).toMatch(/guarantee you a job|cannot promise/);
  });

  it("reads British and Australian words for classes, times, study mode and paying", async () => {
    expect(await answer("Do any lectures take place at the weekend?")).toMatch(/Saturday|11AM/);
    expect(await answer("Which programmes are offered by distance learning?")).toMatch(/online/);
    expect(await answer("Could I settle the bill by cheque?")).toMatch(/bank transfer/);
    expect(await answer("I get off work at half five, can I still make the evening lectures?")).toMatch(/6PM/);
  });

  it("reads a client's formal English for a build, its price and the demos", async () => {
    expect(await answer("We wish to commission a bespoke client portal. What outlay should we expect?")).toContain("10,000");
    expect(await answer("Our practice needs an independent audit of our app before go-live. From what price?")).toContain("5,000");
    expect(await answer("Shall we be shown how the build is coming along at regular intervals?")).toMatch(/fortnightly/);
  });

  it("reads a deletion asked under the law as the privacy request", async () => {
    expect(await answer("Pursuant to the Privacy Act, please erase my records. How long does that take?")).toContain("30 days");
  });

  it("still gives the honest reply for what the site never says, however politely asked", async () => {
    expect(await answer("Kindly advise whether hostel facility is available for outstation students.")).toMatch(honest);
    expect(await answer("Dear Sir, kindly advise me of the weather for Sydney at the weekend. Yours faithfully, J. Smith")).toMatch(honest);
    expect(await answer("please share your bank's IFSC code")).toMatch(honest);
  });
});
