/**
 * Basic questions where one word belongs to another topic ("your data" course, "day one",
 * "computer" science, an app "course", the enrolment "application", course "teachers"), and
 * stated facts asked in unusual words (issue 16, fixer g3-basics).
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { NO_ANSWER } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a word that belongs to another topic", () => {
  it.each([
    "how much is your data analytics course",
    "your data course price?",
    "the data analytics program price",
  ])("reads %j as the Data Analytics fee, not personal data", async (q) => {
    const text = await answer(q);
    expect(text).toContain("$4,000 AUD");
    expect(text).toContain("](/training-programs/data-analytics)");
    expect(text).not.toContain("never sell");
  });

  it("still answers what we do with the visitor's own data from the privacy policy", async () => {
    expect(await answer("what do you do with my data")).toContain("](/privacy)");
    expect(await answer("info about your data analytics course")).toMatch(/^\*\*Data Analytics\*\*/);
  });

  it("answers the day a course starts with the intakes, not a student's 'day one'", async () => {
    for (const q of ["what day does the course start", "on what date does the QA course kick off?"]) {
      const text = await answer(q);
      expect(text).toContain("2 February 2027");
      expect(text).not.toContain("Liam");
    }
    // The time of day is still the timetable's.
    expect(await answer("what time do classes start?")).toContain("6PM");
  });

  it("gives the honest reply to a degree, never the laptop, and no course for a field we don't teach", async () => {
    // The site never says it awards no degrees (only that its courses are not accredited).
    expect(await answer("do u have a computer science degree")).toBe(NO_ANSWER);
    expect(await answer("do you offer a computer science course")).toMatch(/^We have no computer science course\./);
  });

  it("says a course on one of our services' subjects is not one we run, and names the service", async () => {
    const text = await answer("do you have a mobile app development course");
    expect(text).toMatch(/^We have no mobile app development course\. We teach three programs/);
    expect(text).toContain("](/expertise/mobile-app-development)");
    expect(text).not.toContain("$20,000");
    // A course a program is: web development is the full stack course.
    expect(await answer("do you have a website building course")).toMatch(/^\*\*Full stack software development\*\*/);
    // The service itself asked for is still the service.
    expect(await answer("do you do mobile app development")).toContain("$20,000 AUD");
  });

  it("reads the application process as applying for a course, with what happens after", async () => {
    const text = await answer("how does the application process work?");
    expect(text).toContain("](/enrol-now)");
    expect(text).toContain("two business days");
    expect(text).not.toContain("Mobile Application Development");
    // A client's mobile application keeps the project's steps.
    expect(await answer("we need a mobile app. how does the process work?")).toContain("discovery call");
  });

  it("answers teachers' experience with the course instructors, not a service team", async () => {
    const text = await answer("are the teachers senior developers?");
    expect(text).toContain("Arjun Mehta");
    expect(text).toContain("twelve years");
    expect(text).not.toContain("Software Testing** projects");
  });
});

describe("a stated fact asked in unusual words", () => {
  it("answers paying 'bit by bit' after a fee with that course's instalments", async () => {
    const text = await answer("can i pay that off bit by bit instead of all at once?", ["how much is the QA course?"]);
    expect(text).toContain("4 monthly instalments of $1,000 AUD");
    expect(text).not.toContain("$6,000");
  });

  it("answers a set price versus billing as we go with the fixed quote", async () => {
    const text = await answer("Will we be quoted one set price for the project, or do you keep billing as you go?");
    expect(text).toContain("fixed quote");
    expect(await answer("do you bill hourly?")).toContain("fixed quote");
  });

  it("moves a booked consultation, not a class", async () => {
    const text = await answer("I booked a consult call with you but can't make it anymore, how do I move it to another day?");
    expect(text).toContain("reschedule");
    expect(text).not.toContain("class time");
  });

  it("answers how long 'remember me' keeps a student signed in", async () => {
    const text = await answer("if i tick remember me on the student portal, how long do i stay logged in for?");
    expect(text).toContain("30 days");
    expect(text).toContain("](/privacy)");
  });

  it("answers the notice we give when we move a class time or start date", async () => {
    const text = await answer("If you have to change my class night or push back the start date, how much warning will I get?");
    expect(text).not.toBe(NO_ANSWER);
    expect(text).toContain("at least two weeks ahead");
    expect(text).toContain("](/terms)");
  });
});
