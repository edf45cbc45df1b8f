import { describe, expect, it } from "vitest";
import { adviceAsked } from "#server/assistant/advice-asked.ts";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

describe("the blog's advice asked after a story (advice-asked.ts)", () => {
  it("answers 'is manual testing enough? what's your take?' with the testing post's thesis", () => {
    const reply = adviceAsked(
      "I answer support tickets all day and reproduce bugs for the developers. Is manual testing enough for a career, or do I have to learn automation? What's your take?",
    );
    expect(reply?.lead).toMatch(/does not replace manual testing/);
    expect(reply?.sources[0]?.href).toBe("/blog");
  });

  it("answers 'what should we check before charts' after a story with the post's five checks", async () => {
    const text = await answer(
      "I run the reporting for a chain of gyms and head office keeps questioning our dashboards. What should we be checking before we build any charts?",
    );
    expect(text).toMatch(/duplicates/);
    expect(text).toMatch(/reconcile/i);
  });

  it("takes no post when the story asks about the provider's own course", () => {
    expect(
      adviceAsked(
        "I work nights at a supermarket and want to move into testing. What do you suggest, how much is your QA course?",
      ),
    ).toBeUndefined();
  });

  it("takes no post when no post's own words stand out", () => {
    expect(adviceAsked("My landlord wants to raise the rent again. What would you advise?")).toBeUndefined();
  });
});

describe("a concept question a post settles", () => {
  it("answers 'is an empty cell the same as zero' with the missing-values line", () => {
    expect(adviceAsked("is a blank cell the same as a zero in a spreadsheet of data?")?.lead).toBe(
      "Missing is not the same as zero.",
    );
  });

  it("answers 'what does a person catch that a script won't' with what manual testing is good at", () => {
    expect(
      adviceAsked("what does a person testing by hand notice that an automated test won't?")?.lead,
    ).toMatch(/notices things no script was written to check/);
  });

  it("leaves a plain question about the course to the typed facts", () => {
    expect(adviceAsked("is the QA course the same as the data analytics course?")).toBeUndefined();
    expect(adviceAsked("how long is the QA course?")).toBeUndefined();
  });
});
