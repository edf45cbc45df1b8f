import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const followUp = async (before: string[], q: string) => {
  for (const [i, b] of before.entries()) await answer(b, before.slice(0, i));
  return answer(q, before);
};

// The most basic questions about who we are and what we offer, asked casually (basics.ts).
describe("basic questions about us, asked casually", () => {
  it("lists the three programs when asked which can be joined, not the application form", async () => {
    for (const q of [
      "Hi, which training programs can I sign up for with you at the moment?",
      "which of your courses are open for enrolments right now?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^We teach three programs/);
      for (const name of ["Full stack", "QA", "Data Analytics"]) expect(text).toContain(name);
    }
    // A property of the courses is its own intent.
    expect(await answer("which courses can I do online?")).not.toMatch(/^We teach three programs/);
  });

  it("says both sides of the company, and who we are", async () => {
    const both = await answer("is it just courses here or do you make apps for companies too?");
    expect(both).toContain("Web Application Design and Development");
    expect(both).toContain("Mobile Application Development");
    expect(await answer("in a nutshell what's the company about, what's the mission")).toMatch(/IT jobs|technology partner/);
  });

  it("answers a visit on a closed day with the hours, and the floor with the address", async () => {
    expect(await answer("could I drop in on a Sunday to chat about courses?")).toMatch(/^No, we're closed on Sunday/);
    expect(await answer("can my class be on a Sunday instead?")).not.toMatch(/^No, we're closed/);
    expect(await answer("we might pop in on the weekend, what's the address and are you open sundays?")).toContain("88 Harbour Street");
    expect(await answer("which floor is your office on")).toContain("Level 12");
  });

  it("ranks all three programs for the first start and the cheapest fee, even beside a named one", async () => {
    expect(await answer("which of the courses begins soonest?")).toMatch(/^\*\*QA & Software Testing\*\* starts first/);
    expect(await answer("full stack is a lot for me. what's your cheapest course?")).toContain("4,000");
  });

  it("says applying is free, alone; not for a consultation or beside an instalment question", async () => {
    expect(await answer("do I pay anything just to apply?")).toMatch(/^Applying is free/);
    expect(await answer("how long is the consultation call and is it free")).not.toMatch(/^Applying is free/);
  });

  it("names the roles after a course, not careers support", async () => {
    expect(await answer("what sort of jobs do people get after data analytics")).toContain("data analyst");
    expect(await answer("do you help me find a job after the course?")).not.toMatch(/graduates apply for roles/);
  });

  it("answers living far from a campus-only course with its study mode", async () => {
    const text = await answer("I live in Wollongong and can't get to Sydney each week, would data analytics work for me?");
    expect(text).toMatch(/^No/);
    expect(text).toContain("Sydney only");
  });

  it("compares the services' starting rates, testing the visitor's own software being the testing service", async () => {
    const text = await answer("What's cheaper: you testing our current app or you building us a web app?");
    expect(text).toMatch(/^\*\*Software Testing\*\* costs less/);
    expect(text).toContain("10,000");
  });

  it("follows an application: a mistake in it, where to see it, and what to do once accepted", async () => {
    const wrong = await answer(
      "I applied yesterday but put the wrong email in. Can I fix it, and when will I hear from someone?",
    );
    expect(wrong).toContain("submit a new application");
    expect(wrong).toContain("two business days");
    expect(await answer("can I check online where my application is up to?")).toContain("portal");
    const accepted = await followUp(
      ["how can I track my application?", "my dashboard says waitlisted, what does that mean"],
      "it says accepted now! how do I lock in my spot",
    );
    expect(accepted).toMatch(/^To confirm your place/);
  });
});
