import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { dollarsIn } from "#server/assistant/client-service-asks.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// A business client's particular asks about the services (client-service-asks.ts).
describe("a budget figure against the booking form's ranges", () => {
  it("reads a figure however it is written", () => {
    expect(dollarsIn("we have about 40k to spend")).toBe(40_000);
    expect(dollarsIn("around 70 thousand dollars")).toBe(70_000);
    expect(dollarsIn("budget is about $150 000")).toBe(150_000);
    expect(dollarsIn("book 2 calls")).toBeUndefined();
  });

  it("names the range to tick first", async () => {
    expect(await answer("We have about 40k to spend. Which budget option do I tick on the booking form?")).toMatch(
      /^For a budget of about \$40,000, tick \*\*\$25K – \$50K\*\*/,
    );
    expect(await answer("we only have 15k, what budget do i choose on the consultation form")).toContain(
      "Less than $25K",
    );
    expect(await answer("Budget is about $150,000. Which option is that on the booking form?")).toContain("$100K+");
  });

  it("leaves a course budget and the bare ranges to their own rules", async () => {
    expect(await answer("I have 5k, which course can I afford?")).not.toMatch(/^For a budget of about/);
    expect(await answer("what budget ranges can I pick on the consultation form?")).toMatch(
      /^The consultation booking's budget ranges are/,
    );
  });
});

describe("what a service is built with", () => {
  it("gives the service's technologies", async () => {
    expect(await answer("Which frameworks would my mobile app actually be written in?")).toContain("React Native");
    const same = await answer("Do you use the same framework for web apps and mobile apps?");
    expect(same).toMatch(/^Not the same: /);
    expect(same).toContain("Nextjs");
    expect(same).toContain("React Native");
  });

  it("says the mobile service builds Android and iOS apps", async () => {
    expect(await answer("can u build andriod apps too or only iphone")).toMatch(/^(Yes: )?\*\*Mobile Application Development\*\* builds native-quality iOS and Android apps/);
  });

  it("does not take a course's tools or a message that asks more besides", async () => {
    expect(await answer("what tools do you teach in the QA course?")).not.toContain("React Native");
    expect(await answer("yo do u guys build apps for iphone and android or just websites")).toContain("Web Application");
  });
});

describe("prices: exact, least, and set against the previous turn", () => {
  it("says the exact price is the fixed quote after the consultation", async () => {
    const text = await answer("Can you give me an exact price for an online shop with about 200 products?");
    expect(text).toMatch(/^Your exact price is a written, fixed quote/);
    expect(text).toContain("$10,000");
  });

  it("gives the named service's starting rate as the minimum spend", async () => {
    const text = await answer("what's the minimum spend for a mobile app build?");
    expect(text).toContain("$20,000 AUD");
    expect(text).not.toContain("$10,000");
  });

  it("sets a follow-up's service beside the previous turn's", async () => {
    const text = await answer("and how does that compare to web dev?", ["how much is your software testing service?"]);
    expect(text).toContain("$5,000");
    expect(text).toContain("$10,000");
  });

  it("leaves a message of two asks to be answered ask by ask", async () => {
    const text = await answer("what do you build mobile apps with, and what's the minimum budget I'd be looking at?");
    expect(text).toContain("$20,000");
    expect(text).toContain("React Native");
  });

  it("answers fixed price or by the hour with the fixed quote", async () => {
    expect(await answer("do you quote a fixed price for a project or do you just bill by the hour?")).toContain(
      "fixed quote",
    );
  });

  it("keeps an hourly rate honest", async () => {
    expect(isNoAnswer(await answer("how much do you charge per hour for a tester?"))).toBe(true);
  });
});

describe("the team, the consultants, and after the call", () => {
  it("names the roles from the service pages' cards, not a person's bio", async () => {
    const text = await answer("Which roles are on the team that works on a client project?");
    expect(text).toContain("technical consultants");
    expect(text).toContain("support team");
    expect(text).not.toContain("Tomás");
  });

  it("says what a technical consultant does", async () => {
    expect(await answer("What does one of your technical consultants actually do for me?")).toMatch(
      /^Our technical consultants start with your goals and budget/,
    );
  });

  it("says a written proposal follows the call", async () => {
    expect(await answer("and what do i get after the call?", ["how does the free consultation work?"])).toMatch(
      /^After the call you get a written proposal with a fixed quote/,
    );
  });

  it("does not read after a class as after the call", async () => {
    expect(await answer("what happens after the class if I have questions?")).not.toContain("proposal");
  });
});

describe("testing kinds with how working with us runs, retention and accreditation", () => {
  it("names the kinds of testing asked and the steps", async () => {
    const text = await answer(
      "We're a fintech startup launching in three months. We need someone to check our app for security holes and set up automated tests. What would working with you look like?",
    );
    expect(text).toMatch(/^Our \*\*Software Testing\*\* service includes security testing and test automation/);
    expect(text).toContain("discovery call");
  });

  it("says how long the booking form's details are kept", async () => {
    expect(await answer("How long do you keep the details I put into the consultation booking form?")).toContain(
      "two years",
    );
    expect(await answer("how long is the free consultation call?")).toContain("30-minute");
  });

  it("says the courses are not nationally accredited", async () => {
    expect(await answer("Will my staff get a recognised qualification at the end, is it accredited?")).toContain(
      "not nationally accredited",
    );
  });
});
