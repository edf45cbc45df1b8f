import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { sectionPoints } from "#server/assistant/blog-advice.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink);

describe("advice spanning a whole post or a section (the blog not named)", () => {
  it("names the junior post's main points, not only its first line", async () => {
    const text = await answer("what should I do in my first months as a junior dev?");
    expect(text).not.toMatch(/^Nobody expects/);
    expect(text).toMatch(/learn how the team works/i);
    expect(text).toMatch(/running locally/);
    expect(text).toMatch(/fifteen-minute rule/);
    expect(text).toMatch(/work log/);
    expect(text).toContain("](/blog)");
  });

  it("answers a section asked about with its points", async () => {
    const habits = await answer("what are the key habits of a good junior developer?");
    expect(habits).toMatch(/work log/);
    expect(habits).toMatch(/write tests/i);
    expect(habits).toMatch(/feedback/);
    const weeks = await answer("how should a grad developer spend their first few weeks in a team?");
    expect(weeks).toMatch(/running locally/);
    expect(weeks).toMatch(/read code before you write it/i);
  });

  it("reads advice asked about someone else or after a statement as advice", async () => {
    expect(await answer("how long should a junior dev be stuck before asking a senior?")).toMatch(
      /fifteen minutes/,
    );
    expect(await answer("my boss says manual testing is pointless now, is he right?")).toMatch(
      /does not replace manual testing/,
    );
  });

  it("answers what manual testing is good for from that section", async () => {
    const text = await answer("what is manual testing still good for these days?");
    expect(text).toMatch(/Exploratory testing|notices things no script was written to check/);
    expect(text).not.toMatch(/candidates for automation/);
  });

  it("reads a section's points from its bold lead-ins, its list's lines or its named rule", () => {
    expect(
      sectionPoints("Good candidates: **Login flows**, used daily.\n**Price rules** with many cases."),
    ).toEqual({
      intro: "Good candidates",
      points: ["login flows", "price rules"],
      questions: false,
    });
    expect(sectionPoints("Keep a log: what you did.\nWrite tests, even when nobody asks.").points).toEqual([
      "keep a log",
      "write tests",
    ]);
    expect(
      sectionPoints("Ask for small tickets: a bug fix. When stuck, use the _ten-minute rule_: try, then ask.")
        .points,
    ).toEqual(["ask for small tickets", "use the ten-minute rule"]);
  });
});

describe("advice asked in two parts", () => {
  it("gives one point for each part, never a fee", async () => {
    const text = await answer(
      "How do I earn a new team's trust as a junior developer, and what habits pay off long term?",
    );
    expect(text).not.toMatch(/instalment|\$/);
    expect(text).toMatch(/read code|own something|small/i);
    expect(text).toMatch(/work log/);
  });

  it("answers the first month and being stuck each from its own section", async () => {
    const text = await answer(
      "As a new junior dev, what should I do in my first month, and what do I do when I get stuck?",
    );
    expect(text).toMatch(/running locally/);
    expect(text).toMatch(/fifteen minutes/);
    expect(text).not.toMatch(/I'm trying to add a field/);
  });

  it("answers missing values and outliers each with its check", async () => {
    const text = await answer(
      "how should I treat missing values, and how do I catch weird outliers in my data?",
    );
    expect(text).toMatch(/Missing is not the same as zero/);
    expect(text).toMatch(/top and bottom ten values/);
  });
});

describe("a symptom a post explains", () => {
  it("explains a month at double the others with duplicated data", async () => {
    const text = await answer(
      "My sales dashboard shows March at double every other month. What's probably gone wrong?",
    );
    expect(text).toMatch(/duplicated file/);
    const other = await answer(
      "our revenue chart suddenly shows one month at twice the others, what usually causes that?",
    );
    expect(other).toMatch(/duplicate/);
  });

  it("explains double the rows expected and blank cells filled with zero", async () => {
    expect(await answer("the csv I exported has double the rows I expected, what's going on?")).toMatch(
      /duplicates/,
    );
    expect(await answer("my team lead says to just fill blank cells with 0, is that ok?")).toMatch(
      /Missing is not the same as zero/,
    );
  });

  it("leaves a symptom the posts do not explain to the rest of the site", async () => {
    expect(await answer("my dashboard says waitlisted?? what does that mean")).toMatch(/waiting list/);
    expect(
      await answer(
        "why does my python for loop print the last item twice? here's my code: for i in range(3): print(i)",
      ),
    ).not.toMatch(/duplicated file/);
  });
});

describe("what we think of a practice", () => {
  it("gives the testing post's stand when a boss calls manual testing pointless", async () => {
    const text = await answer("my boss says manual testing is pointless now, is he right?");
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toMatch(/does not replace manual testing/);
  });

  it("gives it when exploratory testing is to be dropped", async () => {
    expect(await answer("my manager thinks we can drop exploratory testing, agree?")).toMatch(
      /does not replace manual testing/,
    );
  });
});

describe("course and fee questions keep their typed answers", () => {
  it("answers fees and instalments, never with a post", async () => {
    const fee = await answer("how much does the data analytics course cost?");
    expect(fee).toMatch(/\$4,000/);
    expect(fee).not.toContain("](/blog)");
    const instalments = await answer("can I pay off the QA course in monthly instalments?");
    expect(instalments).toMatch(/instalment/);
    expect(instalments).not.toContain("](/blog)");
  });

  it("answers how to become a developer with the courses, not the junior post", async () => {
    expect(await answer("how do I become a data analyst?")).not.toContain("](/blog)");
  });
});
