import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the office's hours, not the class times", () => {
  it.each([
    ["what time does the front desk shut on a weeknight", "9AM-9PM"],
    ["when does reception close on a weekday", "9AM-9PM"],
    ["what time does the office close on saturday", "10AM-3PM"],
  ])("answers %j with the office's hours", async (question, hours) => {
    const text = await answer(question);
    expect(text).toContain(hours);
    expect(text).not.toMatch(/6PM|class/i);
  });

  it("answers a class's end with the class times", async () => {
    expect(await answer("what time do evening classes finish")).toContain("6PM-9PM");
  });

  it("says the day asked about once, then the week", async () => {
    const text = await answer("can I drop by the office on a saturday?");
    expect(text.match(/10AM-3PM/g)).toHaveLength(2);
    expect(text).toMatch(/^Yes, on Saturday we're open 10AM-3PM/);
    expect(await answer("are you open sundays")).toMatch(/^No, we're closed on Sunday/);
  });
});

describe("how long a client's project takes, which the site never says", () => {
  it.each([
    "how long does a project take",
    "how long would it take to build my app",
    "how long does it take to build a website for my shop?",
    "whats the turnaround time for a small website",
    "what's the usual timeline for an app",
  ])("gives %j the honest reply, not the courses' lengths", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).not.toContain("weeks");
  });

  it("reads 'how long does it take?' after a service as the project's length", async () => {
    const text = await answer("how long does it take?", [
      "tell me about your web application development service",
    ]);
    expect(isNoAnswer(text)).toBe(true);
  });

  it("still gives a course's length, and the project work a week", async () => {
    expect(await answer("how long does it take to finish the QA course")).toContain("16 weeks");
    expect(await answer("how long does it take?", ["tell me about the full stack course"])).toContain(
      "24 weeks",
    );
    expect(await answer("how long is the project work each week")).toMatch(/6 to 8 hours/);
    expect(await answer("what's the timeline for the QA course")).toContain("16 weeks");
  });
});

describe("how a client's project runs, who builds it and what follows launch (the service pages)", () => {
  it.each([
    ["what's your process for a web project?", /discovery call.*fixed quote.*fortnightly demos/i],
    ["will I get to see progress while you build my app?", /fortnightly demos/i],
    ["is the quote fixed or do you charge by the hour?", /fixed quote/i],
    ["who would actually be building my app, juniors or seniors?", /senior engineers/i],
    ["will you look after the site after it goes live?", /after launch we stay on call/i],
    ["do you offer maintenance once the app is launched", /monitoring, fixes, updates/i],
    ["what happens once the site goes live?", /after launch we stay on call/i],
    ["can I track progress on my app", /fortnightly demos/i],
  ])("answers %j from what the service pages say", async (question, fact) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toMatch(fact);
    expect(text).toContain("](/expertise/");
  });

  it("gives a maintenance price the site never states the honest reply, not the support it offers", async () => {
    expect(
      isNoAnswer(await answer("how much do you charge per month for app maintenance after launch")),
    ).toBe(true);
    expect(isNoAnswer(await answer("how much would ongoing support cost me each month?"))).toBe(true);
  });

  it("answers when it will hear back about a project with the consultation's reply time", async () => {
    for (const question of [
      "how quickly do you get back to me after I send my project details?",
      "how soon will I hear back about my project",
    ])
      expect(await answer(question)).toMatch(/^We reply within one business day/);
  });

  it("reads a minimum budget as the starting rate", async () => {
    expect(await answer("whats the minimum budget for a mobile app")).toContain("$20,000");
  });
});

describe("a client's question read as a student's (applying, course fees)", () => {
  it.each(["how do I get started on an app project with you?", "how do i start a project with you guys"])(
    "answers %j with how a project starts, not the course application",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(
        /^Every project starts with a \[free consultation\]\(\/expertise\/book-a-free-consultation\)/,
      );
      expect(text).not.toContain("/enrol-now");
    },
  );

  it.each([
    [
      "is GST included in the app development price",
      /starts from \*\*\$\d+,000 AUD\*\* \(starting price, excluding GST\)/,
    ],
    [
      "is the software testing rate plus GST",
      /\*\*Software Testing\*\* starts from \*\*\$5,000 AUD\*\* \(starting price, excluding GST\)/,
    ],
  ])(
    "answers %j with the service's rate, which excludes GST, not the course fees",
    async (question, rate) => {
      const text = await answer(question);
      expect(text).toMatch(rate);
      expect(text).not.toMatch(/\$6,000|GST included|include GST/);
    },
  );

  it("still answers a student's GST and applying questions from the courses", async () => {
    expect(await answer("is GST included in the course fee?")).toMatch(/include GST|GST included/);
    expect(await answer("how do I get started with the QA course?")).toContain("/enrol-now");
  });
});

describe("a client's everyday words for what the service pages say", () => {
  it.each([
    ["do you guys do ongoing maintenance for websites?", /^After launch we stay on call/],
    ["do you help after the app is released?", /^After launch we stay on call/],
    ["how often will I get updates on my project", /fortnightly demos/],
    [
      "what steps are involved in building an app with you",
      /^Our process for a \*\*Mobile Application Development\*\* project has four steps/,
    ],
    [
      "what's involved in getting a website made",
      /^Our process for a \*\*Web Application Design and Development\*\* project/,
    ],
    ["will there be any lock-in contract", /No lock-in/],
    ["who's on your dev team?", /senior engineers/],
    ["our HR system needs testing before go-live, can you help?", /\*\*Software Testing\*\* starts from/],
    ["can you test our app before we launch it", /Software Testing/],
    ["what's the price range for mobile apps", /\$20,000/],
    ["are your developers experienced?", /senior engineers/],
    ["how senior are your engineers", /senior engineers/],
    [
      "what does the free consultation include",
      /^The free consultation is a 30-minute call with a senior developer/,
    ],
    ["what do I get from the free consult", /30-minute call/],
    ["once my app is in the store, do you keep looking after it?", /^After launch we stay on call/],
    ["what are the stages of a project with you", /four steps: a discovery call/],
    ["do you charge hourly", /fixed quote/],
    ["who exactly will write the code for my website", /senior engineers/],
    ["can I see the app while it's being built", /fortnightly demos/],
    ["How does a software project with you actually run, from first chat to launch?", /four steps: a discovery call/],
    ["if we go ahead with you, what does the process look like?", /four steps: a discovery call/],
    ["how do projects normally go with you, roughly?", /four steps: a discovery call/],
    ["what are the steps if I hire you to make our website?", /four steps: a discovery call/],
    ["will we be kept in the loop during the build?", /fortnightly demos/],
  ])("answers %j", async (question, fact) => {
    const text = await answer(question);
    expect(text).toMatch(fact);
    expect(text).not.toContain("](/blog)");
  });

  it("keeps the card for what a service includes, and the blog for a junior developer's first weeks", async () => {
    expect(await answer("what's included in the software testing service")).toMatch(/Functional testing/);
    expect(await answer("what should a junior developer focus on in the first month?")).toContain("](/blog)");
  });
});

describe("'free of charge' is free", () => {
  it("does not answer 'do you charge hourly?' with what is free of charge", async () => {
    expect(await answer("do you charge hourly")).not.toContain("free of charge");
  });

  it("still answers whether seeing my data costs anything", async () => {
    expect(await answer("does it cost anything to get my info deleted")).toMatch(/free of charge/);
  });
});

describe("a business's own project, answered only from the courses' pages", () => {
  it("gives payment plans for app development the honest reply, not the course instalments or the support plan", async () => {
    expect(isNoAnswer(await answer("do you offer payment plans for app development"))).toBe(true);
  });

  it("reads a fixed price as the fixed quote", async () => {
    expect(await answer("do you do fixed price projects")).toMatch(/fixed quote/);
  });

  it("still answers a student's question that names a course or their portfolio", async () => {
    expect(await answer("will I build a website in full stack?")).toContain(
      "Full stack software development",
    );
    expect(await answer("can I put my own app in my portfolio")).toMatch(/portfolio review/i);
  });
});

describe("a project's price, the consultation's quote, and AI", () => {
  it.each(["what does an app cost", "how much does an app cost?", "whats the price of an app"])(
    "answers %j with the mobile app service, not course fees",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("Mobile Application Development");
      expect(text).not.toContain("$6,000");
    },
  );

  it.each(["do you quote a fixed price for a project or do you just bill by the hour?", "is your pricing for projects fixed or hourly?"])(
    "answers %j with the fixed quote",
    async (question) => {
      expect(await answer(question)).toMatch(/^We quote a fixed price: .*fixed quote/);
    },
  );

  it("answers the booking form's budget ranges and the fixed quote asked together", async () => {
    const text = await answer("on the consultation form what budget ranges can I pick, and will I get a fixed quote?");
    expect(text).toContain("$25K");
    expect(text).toContain("fixed quote");
  });

  it.each(["do you guys do anything with AI? could it help my business?", "can machine learning help my shop?"])(
    "answers %j with the technology research page",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("artificial intelligence");
      expect(text).toContain("](/technology-research)");
    },
  );

  it("still answers the chat's own use of an AI service from the privacy policy", async () => {
    expect(await answer("do you send my chat to an AI?")).not.toContain("](/technology-research)");
  });
});
