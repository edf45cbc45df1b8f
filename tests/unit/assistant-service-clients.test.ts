import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

/** The course fees, which a client's question about our work must never get. */
const courseFees = /\$6,000|\$4,000/;

describe("a business client asking about working with us, in their own words", () => {
  it.each([
    "r ur devs senior or do u just hand it to a bunch of juniors",
    "will our app be built by interns or experienced people?",
  ])("answers who builds the project for %j with the developers' card", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Your project is built by our experienced developers: senior engineers/);
  });

  it.each([
    "after our website goes live do you stick around or is that it?",
    "do you keep maintaining the software once it's delivered?",
  ])("answers what happens after launch for %j with the support card", async (question) => {
    expect(await answer(question)).toMatch(/^After launch we stay on call: monitoring, fixes, updates/);
  });

  it.each([
    "we got stung by an agency whose bill doubled. how do you price projects?",
    "worried about cost blowouts, how does your pricing work?",
    "what happens if the project goes over budget?",
    "can the quote go up once we've signed?",
  ])("answers how work is priced for %j with the fixed quote, never the course fees", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Every project starts with a free consultation and a written, fixed quote\./);
    expect(text).toContain("excluding GST");
    expect(text).not.toMatch(courseFees);
  });

  it.each([
    "are we going to be locked into some proprietary platform of yours?",
    "will we be stuck with you once you build our app?",
    "could we move the code over to another agency later?",
  ])("answers lock-in for %j with what the consultants' card says", async (question) => {
    expect(await answer(question)).toMatch(/^No lock-in, no jargon\./);
  });

  it("leaves a new junior developer's worry about getting stuck to the blog, not lock-in", async () => {
    const text = await answer(
      "I start my first junior dev job soon and I'm scared of being stuck for hours. What does your blog recommend when you get stuck?",
    );
    expect(text).not.toMatch(/lock-in/i);
    expect(text).toMatch(/fifteen/i);
  });

  it("answers the process asked as a follow-up in a service chat with the project's steps", async () => {
    const chat = ["We need a booking app for our clinic, can you build it?", "roughly how much?"];
    const text = await answer("ok so how does the whole process work once we go ahead", chat);
    expect(text).toMatch(
      /^Every project runs in four steps: a discovery call, a proposal and fixed quote, fortnightly demos/,
    );
    expect(text).not.toMatch(/6PM/);
  });

  it("still answers a student's question about a course's process as a student's", async () => {
    expect(await answer("how do I apply, what's the process?")).toMatch(/^Apply online/);
  });
});

describe("GST on our service prices, asked beside the course fees", () => {
  it("says the service rates exclude GST, not the course-fee line", async () => {
    const text = await answer(
      "The course fees include GST. Are your app development prices GST inclusive too?",
    );
    expect(text).toContain("excluding GST");
    expect(text).not.toMatch(/^Yes: fees are in Australian dollars and include GST/);
  });
});

describe("GST asked as a follow-up to a service's price", () => {
  it("answers with that service's rate and its GST note, not the course fees", async () => {
    const chat = ["Can you build an app for our gym, iPhone and Android?", "ballpark price?"];
    const text = await answer("is that incl gst", chat);
    expect(text).toMatch(
      /^\*\*Mobile Application Development\*\* starts from \*\*\$20,000 AUD\*\* \(starting price, excluding GST\)/,
    );
    expect(text).not.toMatch(courseFees);
  });
});

describe("an employer who wants to hire graduates", () => {
  it.each([
    "we're hiring juniors at my company, can we get in front of your grads?",
    "can my business hire one of your graduates?",
  ])("answers %j with the introductions careers support makes", async (question) => {
    expect(await answer(question)).toContain("junior roles, we pass them on");
  });
});

describe("the currency asked from New Zealand", () => {
  it("answers Australian dollars", async () => {
    expect(await answer("im in nz, what currency are the fees in?")).toMatch(
      /^Fees are in Australian dollars/,
    );
  });
});

describe("a client's payment terms, which the site does not give for projects", () => {
  it("gives the honest reply, never the course fee terms", async () => {
    const text = await answer("what are your payment terms for projects?");
    expect(isNoAnswer(text)).toBe(true);
    expect(text).not.toMatch(courseFees);
  });
});

describe("who owns a client's code", () => {
  it.each([
    "who owns the code once you've built our website?",
    "do we keep the intellectual property of the app?",
  ])("gives the honest reply to %j, not a service's rate", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });
});

describe("a client's software checked for security", () => {
  it("reads a client's words for security holes as what the testing service's security testing finds", async () => {
    const text = await answer(
      "we need someone to find security weaknesses in our web shop. is that something you do?",
    );
    expect(text).toContain("Software Testing");
    expect(text).toMatch(/security testing/i);
  });

  it("names the testing service and its security testing", async () => {
    const text = await answer("could you check our online shop for security holes before the sale season?");
    expect(text).toContain("Software Testing");
    expect(text).toMatch(/security testing/i);
  });
});
