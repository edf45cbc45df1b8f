import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { normalise } from "#server/assistant/language.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("text-speak typed on a phone (text-speak.ts)", () => {
  it("$$ is the price and fs the full stack course", async () => {
    const reply = await answer("wats the $$ 4 fs");
    expect(reply).toContain("6,000");
    expect(reply).not.toContain("4,000");
    expect(normalise("will i get my $$ back")).toContain("my money back");
  });
  it("da names the Data Analytics course where a program's name stands", async () => {
    const reply = await answer("hw many wks is da");
    expect(reply).toContain("16 weeks");
    expect(reply).not.toContain("24 weeks");
    expect(await answer("is a mac ok 4 da")).toMatch(/windows only/i);
  });
  it("da before a noun is 'the', and a question about the world stays honest", async () => {
    expect(normalise("wats da best cafe near u")).toBe("what is the best cafe near you");
    expect(normalise("r da fees incl gst")).toContain("the fees");
    expect(isNoAnswer(await answer("who won da cricket yday"))).toBe(true);
  });
  it("b, w, 4 and 2 between words are be, with, for and to; a count before a unit stays a number", () => {
    expect(normalise("do i need 2 b gud w computers 4 qa")).toBe("do i need to be gud with computers for qa");
    expect(normalise("is it 2 wks or 4 hrs")).toBe("is it 2 weeks or 4 hours");
    expect(normalise("plan b is fine")).toBe("plan b is fine");
  });
  it("yday, sum1 and bk: when someone gets back to an applicant", async () => {
    const reply = await answer("put my application in yday, wen will sum1 get bk 2 me");
    expect(reply).toMatch(/two business days|within a week/);
  });
  it("a telegraphic ask with its 'is' dropped: careers help", async () => {
    expect(await answer("linkedin help included?")).toMatch(/CV and LinkedIn review/i);
  });
  it("w/e is the weekend, or 'whatever' after a verb; hw after 'much' is homework", async () => {
    expect(await answer("do u run w/e classes")).toMatch(/Saturday/);
    expect(normalise("ill do w/e")).toBe("ill do whatever");
    expect(normalise("how much hw is there")).toContain("homework");
  });
  it("failing maths at school is the visitor's story, not failing the course", async () => {
    expect(await answer("do i need 2 b good at maths 4 da? i failed it in high school")).toMatch(/high-school maths/i);
    expect(isNoAnswer(await answer("what happens if i fail the course?"))).toBe(true);
  });
});
