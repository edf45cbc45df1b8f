import { describe, expect, it } from "vitest";
import { askAfterStory, storyThenAsk } from "#server/assistant/ask-after-story.ts";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

describe("a life story before the ask: the ask decides the kind of fact", () => {
  it("reads a shift that rules out weekends as the evening classes", () => {
    expect(
      askAfterStory(
        "I'm a concierge at a hotel, Tuesday to Saturday, 8 to 4. Sundays and Mondays off. When are your classes held?",
      ),
    ).toEqual(["when are the evening classes?"]);
  });

  it("reads a shift that rules out weeknights as the Saturday class", () => {
    expect(
      askAfterStory(
        "I drive buses, split shifts, and I'm usually on the road until 8 at night on weekdays. Saturdays are free. Is there a class I could fit in?",
      ),
    ).toEqual(["is there a Saturday class?"]);
  });

  it("answers a refund ask with the refund terms, not who the course suits", async () => {
    const text = await answer(
      "ive been a barista 8 years and want out. if i sign up for full stack and relise after a month its not for me can i get my mony back?",
    );
    expect(text).toMatch(/no refund/i);
    expect(text).not.toMatch(/suits career changers/);
  });

  it("answers 'is that gonna cut it' after a device with the laptop requirements, not the fee", async () => {
    const text = await answer(
      "lol all i've got is the chromebook i used at school. is that gonna cut it for the QA course or do i gotta buy something proper",
    );
    expect(text).toMatch(/8 GB/);
    expect(text).not.toMatch(/4,000/);
  });

  it("answers a business owner's 'where do I start' with the testing service's free consultation", async () => {
    const text = await answer(
      "I own a small company that makes a scheduling app for tradies. We have nobody doing QA and our customers find the bugs for us. I'd rather bring in experienced testers than train anyone myself. Where do I start with you?",
    );
    expect(text).toMatch(/free consultation/i);
  });

  it("compares two programs the story names when the ask asks how much longer", async () => {
    const text = await answer(
      "I drive for Uber so my hours are flexible. I'm choosing between full stack and QA mostly on how long I'll be studying before I can start applying for jobs. How much longer is the full stack one?",
    );
    expect(text).toMatch(/16 weeks/);
  });
});

describe("near misses that keep their own reading", () => {
  it("leaves a message with no story alone", () => {
    expect(askAfterStory("Can I get my money back?")).toBeUndefined();
    expect(storyThenAsk("Hi there. Can I get my money back?")).toBeUndefined();
  });

  it("leaves an ask joined to a second ask to be answered ask by ask", () => {
    expect(
      askAfterStory(
        "I run a landscaping business with six staff and I want a mobile app for quotes and job tracking. What do you build apps with, and how do I get the ball rolling?",
      ),
    ).toBeUndefined();
  });

  it("does not read a student's 'where do I start' as a business project", () => {
    expect(
      askAfterStory("I've been a barista for eight years and I want a change of career. Where do I start?"),
    ).toBeUndefined();
  });

  it("does not read a device ask from a business owner as the laptop requirements", () => {
    expect(
      askAfterStory(
        "I run a small cafe and our ordering tablet keeps freezing on busy mornings. Would your testing be good enough to find why?",
      ),
    ).toBeUndefined();
  });

  it("does not take a story's 'how much' for a course without one program named", () => {
    expect(
      askAfterStory("I've been a chef for fifteen years and my back is giving out now. How much is it?"),
    ).toBeUndefined();
  });
});

describe("a class-time ask that names its own slot", () => {
  it("is not read from the story", () => {
    expect(
      askAfterStory("My roster changes every week at the hospital. Do you run any classes on Saturdays, and at what time?"),
    ).toBeUndefined();
  });
});
