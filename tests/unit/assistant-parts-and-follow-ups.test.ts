/**
 * Questions in parts and follow-ups: every part asked gets its fact, and a follow-up keeps the
 * subject and the kind of fact of the conversation. Written as visitors write, not copied from an
 * evaluation set.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a list of short asks", () => {
  it("answers each item of a comma list, three kinds of fact included", async () => {
    const text = await answer("need to know 3 things: cost of full stack, start date, and class times");
    expect(text).toContain("$6,000");
    expect(text).toContain("TBA");
    expect(text).toContain("6PM");
    // The preface is no question about what a course needs first.
    expect(text).not.toContain("No programming experience");
  });

  it("answers a program's name followed by bare asks", async () => {
    const text = await answer("data analytics: how long, how much, online?");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000");
    expect(text).toMatch(/no online option|on campus/i);
  });

  it("answers a list of fee, length and start of another program", async () => {
    const text = await answer("QA course - price, length, next intake?");
    expect(text).toContain("$4,000");
    expect(text).toMatch(/16 weeks|16-week/);
    expect(text).toContain("2 February 2027");
  });
});

describe("asks separated by slashes, or one made of common words only", () => {
  it("answers each item of a slash list", async () => {
    const text = await answer("full stack: fees / duration / start date?");
    expect(text).toContain("$6,000");
    expect(text).toContain("24 weeks");
    expect(text).toContain("TBA");
  });

  it("counts 'where are you' as a part, so the phone number is not dropped", async () => {
    const text = await answer("where are you, whats your phone and are you open sundays");
    expect(text).toContain("88 Harbour Street");
    expect(text).toContain("5550 1234");
    expect(text).toContain("closed on Sunday");
  });
});

describe("a yes/no part beside a detail", () => {
  it("says to bring a laptop and what it needs", async () => {
    const text = await answer("do I need my own laptop and what specs?");
    expect(text).toMatch(/^Bring your own laptop\./);
    expect(text).toContain("8 GB of memory");
    const specs = await answer("what specs should my laptop have");
    expect(specs).toMatch(/recent Linux, with at least 8 GB/);
  });
});

describe("a budget stated beside other asks", () => {
  it("reads the sum a visitor has as the fee to fit, and answers the other parts too", async () => {
    const text = await answer("I work full time and have $5k, which course and when does it start?");
    expect(text).toContain("within $5,000 AUD");
    expect(text).toContain("2 February 2027");
    expect(text).toContain("full-time job");
    expect(await answer("i can spend up to 4500, which course?")).toContain("within $4,500 AUD");
  });

  it("does not read hours or years as money", async () => {
    expect(await answer("I have 10 years in retail, which course suits me?")).not.toContain("within");
  });
});

describe("follow-ups that keep the subject and the kind of fact", () => {
  it("reads 'which one' after a question about the courses as one of the courses", async () => {
    const history = ["what courses do you offer?"];
    expect(await answer("which one is about testing?", history)).toMatch(/^\*\*QA & Software Testing\*\*/);
    const price = await answer("how much is that one", [...history, "which one is about testing?"]);
    expect(price).toContain("$4,000");
    expect(price).not.toContain("$6,000");
  });

  it("reads a day of the week after a course as its class times", async () => {
    expect(await answer("what about saturdays", ["tell me about the data analytics course"])).toContain(
      "11AM-2PM",
    );
    expect(await answer("any evening classes?", ["how much is full stack"])).toContain("6PM-9PM");
    // After the opening hours, a day is still the office's hours.
    expect(await answer("what about saturdays", ["what are your opening hours"])).toContain("10AM-3PM");
  });
});

describe("a service's facts beside how to get started", () => {
  it("says the platform the service's description names, and that getting started is the free consultation", async () => {
    const text = await answer("mobile apps from 20k? does that cover android, and how do we get started?");
    expect(text).toContain("iOS and Android");
    expect(text).toContain("](/expertise/book-a-free-consultation)");
    const testing = await answer("how much is the testing service and how do we get started?");
    expect(testing).toContain("$5,000");
    expect(testing).toContain("Booking a consultation is free");
    expect(testing).not.toContain("The booking form asks which service");
  });
});

describe("a 'which' in one part only", () => {
  it("gives every course's fee when only the study-mode part asks 'which'", async () => {
    const text = await answer("which courses can I do online and how much are they");
    expect(text).toContain("Data Analytics is on campus in Sydney only");
    expect(text).toContain("$6,000");
    expect(text).not.toContain("the cheapest");
    // Asked in the fee's own part, it is still the cheapest.
    expect(await answer("which is cheapest and how long is it")).toContain("the cheapest");
  });
});

describe("basic facts asked in ordinary words", () => {
  it("gives our e-mail address to write to, not the privacy policy's lines about the visitor's e-mail", async () => {
    for (const q of [
      "Is there an email I can send my questions to?",
      "hey, is there an email for general enquiries",
      "what email address can i write to with a few questions?",
    ]) {
      const text = await answer(q);
      expect(text).toContain("hello@harbourline.example");
      expect(text).not.toContain("](/privacy)");
    }
  });

  it("reads a phrase through a filler adverb: who actually teaches, when you actually pay", async () => {
    expect(await answer("who would actually be teaching the data analytics class?")).toContain(
      "Daniel Okafor",
    );
    const pay = await answer(
      "when do I actually have to pay, do I need to pay anything now that I've applied?",
    );
    expect(pay).toMatch(/pay nothing before you are enrolled|after enrolment|when you accept our offer/i);
    expect(pay).not.toContain("application form](/enrol-now): your details");
  });

  it("keeps the feedback that closes a week in a week's shape", async () => {
    expect(await answer("What does a typical week look like in the full stack program?")).toContain(
      "written code review",
    );
    expect(await answer("what does a week in the full stack course involve?")).toContain("code review");
    expect(await answer("how is a week structured for data analytics")).toContain(
      "written feedback on your analysis",
    );
  });

  it("answers every part after a greeting or a statement in the same clause", async () => {
    const qa = await answer("Hi! Two things: how long is the QA course and is it possible to do it online?");
    expect(qa).toContain("16 weeks");
    expect(qa).toContain("online");
    const visit = await answer(
      "I'd like to come in with my son to look around. Where is your office exactly, and are you open on a Saturday?",
    );
    expect(visit).toContain("88 Harbour Street");
    expect(visit).toContain("10AM-3PM");
  });
});

describe("a greeting or an announcement before the question", () => {
  it("is no part of the question: 'morning' is no class time, 'quick one' no course length", async () => {
    expect(await answer("Good morning. Is there an email address for questions about courses?")).toContain(
      "hello@harbourline.example",
    );
    const visit = await answer("Hello! Quick one: where are you based and are you open sundays?");
    expect(visit).toContain("88 Harbour Street");
    expect(visit).toContain("closed on Sunday");
    expect(visit).not.toContain("24 weeks");
  });
});

describe("follow-ups on basic facts", () => {
  it("names the roles the course leads to when asked what sort of jobs people go for", async () => {
    const text = await answer("what sort of jobs do people go for after it?", [
      "tell me about the data analytics course",
    ]);
    expect(text).toMatch(/data analyst|reporting analyst|business intelligence analyst/);
    // Asked of a course by name, who ends up in the roles is read with them, not as who it suits.
    expect(await answer("what kind of roles do data analytics grads end up in")).toContain(
      "reporting analyst",
    );
  });

  it("says how soon an advisor gets in touch after applying, not how long messages are kept", async () => {
    const text = await answer("how long till someone contacts me?", [
      "I sent in my application for QA yesterday",
    ]);
    expect(text).toContain("two business days");
    expect(text).not.toContain("](/privacy)");
  });
});

describe("a comparison that names nothing compares what the conversation named", () => {
  it("'which is cheaper?' after two courses' fees compares those two", async () => {
    const text = await answer("which is cheaper", ["how much is the full stack course", "and the data one?"]);
    expect(text).toMatch(/Data Analytics\]\([^)]*\) is cheaper at \$4,000/);
    expect(text).toContain("$6,000");
    expect(text).not.toContain("QA & Software Testing");
  });

  it("'and which is cheaper' after comparing two lengths moves to their fees", async () => {
    const text = await answer("and which is cheaper", ["how long is QA", "and full stack?", "which of those is shorter"]);
    expect(text).toMatch(/QA & Software Testing\]\([^)]*\) is cheaper at \$4,000/);
    expect(text).not.toContain("Data Analytics");
    expect(text).not.toContain("weeks");
  });

  it("two services talked about: 'which costs more' compares those two", async () => {
    const text = await answer("which costs more", ["how much is web development", "and mobile apps?"]);
    expect(text).toContain("Mobile Application Development");
    expect(text).toContain("Web Application Design and Development");
    expect(text).not.toContain("Software Testing");
  });

  it("a bare superlative still asks about every course", async () => {
    const text = await answer("which is the cheapest course", ["how much is the QA course"]);
    expect(text).toContain("Data Analytics");
    // Every course is weighed, but only the cheapest are named: the dearer fee answers nothing asked.
    expect(text).not.toContain("6,000");
  });
});
