import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("'what is the X' wants the X", () => {
  it.each([
    "whats the wifi network password",
    "what's the marking rubric for the projects?",
    "what is the door code for the building",
    "what's the instructors' favourite programming language?",
  ])("gives %j the honest reply, not a nearby passage", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
  });

  it.each([
    ["what's the fee for data analytics", "$4,000"],
    ["whats the timetable for classes", "6PM-9PM"],
    ["what's ur adress", "Harbour Street"],
  ])("still answers %j when the reply is its kind of fact", async (question, fact) => {
    expect(await answer(question)).toContain(fact);
  });
});

describe("the free consultation call, as the page promises it", () => {
  it.each(["how long does the free consultation go for", "who would I be speaking to in the consult?"])(
    "answers %j with the 30-minute call with a senior developer",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/^The free consultation is a 30-minute call with a senior developer/);
      expect(text).toContain("](/expertise/book-a-free-consultation)");
    },
  );
});

describe("blog posts: the sentence that answers the rest of the question", () => {
  it("answers being stuck with the fifteen-minute rule, not the post's opening line", async () => {
    const text = await answer("any advice for a junior developer who gets stuck in their first job?");
    expect(text).toContain("fifteen-minute rule");
    expect(text).not.toMatch(/^Landing your first/);
  });

  it("brings the sentence a condition leans on ('If your total is different')", async () => {
    const text = await answer("how can I tell my analysis total is correct");
    expect(text).toMatch(/figure the business already knows/);
  });

  it("gives a question about the provider's own figures the honest reply, not a data check's advice", async () => {
    for (const question of ["what were harbourline's sales last year?", "what was your revenue in 2025"])
      expect(isNoAnswer(await answer(question))).toBe(true);
  });
});

describe("who makes a change", () => {
  it("answers the provider cancelling with the consumer-law sentence, not the no-refund rule", async () => {
    const text = await answer("if you guys cancel my course what happens to what I paid?");
    expect(text).toContain("Australian Consumer Law");
  });

  it.each(["could I push my start back to a later intake?", "can I start in the intake after instead"])(
    "gives moving one's own start (%j) the honest reply, since the site does not say",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("sentences that count, and prepositions", () => {
  it("answers 'how many cookies' with the sentence that counts them", async () => {
    expect(await answer("how many different cookies do you set?")).toMatch(/three cookies/);
  });

  it("keeps the typed answer when it counts the thing itself", async () => {
    expect(await answer("how many modules does data analytics have")).toMatch(/three modules/);
  });

  it("does not make a question off-topic for 'besides' or 'except'", async () => {
    expect(isNoAnswer(await answer("what do I need for the course besides a laptop?"))).toBe(false);
  });

  it("answers a question naming the provider from its own pages, never a blog post's advice", async () => {
    expect(await answer("does harbourline value people")).not.toContain("/blog");
  });
});

describe("everyday names for what the site says", () => {
  it.each(["what if I plagiarise my project", "what happens if I copy another student's code?"])(
    "answers %j with the terms' respect-in-class sentence",
    async (question) => {
      expect(await answer(question)).toContain("someone else's work");
    },
  );

  it("reads 'your premises' as the office", async () => {
    expect(await answer("where are your premises exactly?")).toContain("88 Harbour Street");
  });
});

describe("studying over the internet", () => {
  it("reads 'over the internet' as online, not the classroom's Wi-Fi", async () => {
    const text = await answer("could I do the QA course over the internet from New Zealand?");
    expect(text).toMatch(/online/i);
    expect(text).not.toContain("Wi-Fi");
  });
});

describe("records of chats", () => {
  it("answers how long chat logs are kept with the retention row for chats", async () => {
    expect(await answer("how long are my chat transcripts stored?")).toMatch(/two years/);
  });
});

describe("visitors' words for a policy section's heading, and for something replaced", () => {
  it("answers whether the site is secure from 'Keeping it safe', not a service's support", async () => {
    const text = await answer("is the site secure");
    expect(text).toContain("HTTPS");
    expect(text).toContain("](/privacy)");
  });

  it("answers 'not happy with how you handled my complaint' with where else to complain", async () => {
    expect(
      await answer("if im not happy with how you handle my privacy complaint who else can I go to"),
    ).toContain("Office of the Australian Information Commissioner");
  });

  it.each(["is manual testing dead now that everything is automated?", "are manual testers obsolete"])(
    "answers %j from the post on manual and automated testing",
    async (question) => {
      const text = await answer(question);
      expect(isNoAnswer(text)).toBe(false);
      expect(text).toContain("[Manual or automated testing? Why good QA teams need both](/blog)");
    },
  );
});

describe("advice on the visitor's own task, which the blog gives", () => {
  it("answers how to check my data for duplicates before a report from the data-cleaning post", async () => {
    const text = await answer("how do i check my data for duplicates before making a report");
    expect(text).toMatch(/duplicates/);
    expect(text).toContain("[Clean data first, charts second](/blog)");
  });

  it("still keeps a post's advice from answering about the provider's own people", async () => {
    expect(await answer("who's on your dev team?")).not.toContain("](/blog)");
  });
});

describe("passages of the policies, terms, careers support, blog and research page (h9's classes)", () => {
  it.each([
    "Before she fills in your application form, what happens to her details? I don't want her getting spam calls from other companies",
    "will you pass my phone number on to marketing companies?",
    "is my personal info shared with anyone outside your company",
  ])("answers %j with the privacy policy's line that we do not sell it", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/\b(do not|never) sell\b/);
    expect(text).not.toContain("asks for your name");
  });

  it("answers how the details are kept safe from the policy's security section", async () => {
    expect(await answer("how do you keep my details secure")).toContain("HTTPS");
  });

  it.each([
    "Under what circumstances could a student be removed from a course?",
    "in what situations would you end someone's enrolment",
  ])("answers %j with when we may end an enrolment", async (question) => {
    expect(await answer(question)).toContain("We may end the enrolment of a student who harasses others");
  });

  it.each([
    "We hire junior testers now and then. Is there a way to get our openings in front of your graduates?",
    "I run a small software shop and need a junior dev. Can I recruit from your students?",
  ])("answers an employer's %j with the introductions careers support makes", async (question) => {
    const text = await answer(question);
    expect(text).toContain("we pass them on to students and recent graduates");
    expect(text).not.toContain("9AM-9PM");
  });

  it.each([
    "our CTO wants to automate all our testing and get rid of manual testers. what's your view on that?",
    "what do you think about replacing our testers with automated tests",
  ])(
    "answers %j with the testing post's stand: automation does not replace manual testing",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("Automation does not replace manual testing");
      expect(text).not.toContain("Technology Head");
    },
  );

  it.each([
    "whats on your technology research page about? could any of that help a small business like mine",
    "what's the research page about",
  ])("answers %j from the innovation and technology research page", async (question) => {
    const text = await answer(question);
    expect(text).toContain("artificial intelligence");
    expect(text).toContain("](/technology-research)");
  });
});

describe("a full class, which the terms' applying section answers", () => {
  it("answers 'what if the class is already full when I apply' with the waiting list", async () => {
    expect(await answer("what if the class is already full when I apply")).toContain("waiting list");
  });
});

describe("marketing calls and ending someone's enrolment, however put", () => {
  it("answers a worry about marketing calls with the privacy policy's 'we do not sell'", async () => {
    expect(await answer("im worried about getting marketing calls if I give you my number")).toContain(
      "We do not sell personal information",
    );
  });

  it("answers 'would you ever terminate someone's enrolment' with the conduct section", async () => {
    expect(await answer("would you ever terminate someone's enrolment")).toContain(
      "We may end the enrolment",
    );
  });
});
