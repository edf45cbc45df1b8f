/**
 * Issue 16: a would-be student's practical worries and money comparisons
 * (student-practicalities.ts): a skill they lack that a prerequisite names, a locked-down or Mac
 * laptop, who to ask between classes, careers help and its honest limits, where the FAQ and terms
 * are, what the site never says, paying by card and in instalments, the money back in slang, and
 * weeks beside fees.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a skill the visitor lacks", () => {
  it("answers not knowing SQL with the prerequisite that teaches it from the start", async () => {
    const text = await answer("haven't ever used sql or python, is the data analytics course still ok for me?");
    expect(text).toContain("SQL and Python are taught from the start");
  });

  it("answers basic spreadsheet skills with the spreadsheet level expected", async () => {
    const text = await answer("I'm only a beginner with Excel, is that enough for data analytics?");
    expect(text).toContain("formulas, sorting and filtering");
  });

  it("still answers which tools a course teaches with its topics", async () => {
    const text = await answer("does the data analytics course teach python?");
    expect(text).toMatch(/python/i);
    expect(text).not.toContain("No programming experience");
  });
});

describe("the laptop a visitor has", () => {
  it("answers a locked-down work laptop with the permission to install software", async () => {
    const text = await answer("my employer's laptop is locked down by IT, can I use it?");
    expect(text).toMatch(/permission to install software/i);
  });

  it("answers a Mac told first, then asked about, with Power BI on Windows only", async () => {
    const text = await answer("will it be ok for data analytics?", ["I've got an iMac at home"]);
    expect(text).toContain("Windows only");
  });

  it("answers a Mac told first, then asked about for QA, with the macOS minimum and no Power BI", async () => {
    const text = await answer("will it work for QA?", ["My laptop is a Mac"]);
    expect(text).toContain("macOS 12 or later");
    expect(text).not.toContain("Power BI");
  });
});

describe("help between classes and careers help", () => {
  it("points to the class's online space when stuck at night", async () => {
    const text = await answer("who can I ask if I'm stuck on an exercise late at night?");
    expect(text).toContain("online space");
  });

  it("lists the careers support for help getting a job", async () => {
    const text = await answer("will you help me get a job or do you just teach?");
    expect(text).toMatch(/mock interview/i);
  });

  it("is honest that no job is certain", async () => {
    const text = await answer("am I guaranteed a job afterwards?");
    expect(text).toMatch(/no course can guarantee you a job/i);
  });

  it("keeps introductions for recent graduates after the course", async () => {
    const text = await answer("after I graduate do you still support me?");
    expect(text).toContain("recent graduates");
  });
});

describe("pages and what the site never says", () => {
  it("links the FAQ page asked for loosely", async () => {
    const text = await answer("is there a FAQ section on the site?");
    expect(text).toContain("](/faq)");
  });

  it("links the terms asked for beside the website", async () => {
    const text = await answer("where on your website can I read the terms and conditions?");
    expect(text).toContain("](/terms)");
  });

  it("gives the honest reply for internet speed and learning support", async () => {
    expect(isNoAnswer(await answer("what internet speed do I need for the online classes?"))).toBe(true);
    expect(isNoAnswer(await answer("I'm dyslexic, is there any learning support?"))).toBe(true);
  });

  it("still answers whether the campus has Wi-Fi", async () => {
    const text = await answer("is there wifi in the classrooms?");
    expect(text).toContain("Wi-Fi");
  });
});

describe("money", () => {
  it("answers card and instalments asked together", async () => {
    const text = await answer("what are the payment methods, can I use a credit card and pay monthly?");
    expect(text).toContain("card");
    expect(text).toContain("monthly instalments");
  });

  it("answers a money-back guarantee with the no-refund rule", async () => {
    const text = await answer("do you have a money back guarantee?");
    expect(text).toMatch(/no refund/i);
  });

  it("puts every program's weeks beside its fee", async () => {
    const text = await answer("compare how long and how much each program is");
    for (const fact of ["24 weeks", "16 weeks", "$6,000", "$4,000"]) expect(text).toContain(fact);
  });

  it("still answers a price-only comparison without the dearer fee", async () => {
    const text = await answer("which costs more, QA or data analytics?");
    expect(text).not.toContain("6,000");
  });
});
