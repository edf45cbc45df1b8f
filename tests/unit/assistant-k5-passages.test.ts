import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { jobHelp } from "#server/assistant/job-help.ts";
import { studentsSay } from "#server/assistant/students-say.ts";
import { unpaidInstalments } from "#server/assistant/unpaid-instalments.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// The post a follow-up points at (post-discussed.ts).
describe("who wrote the post just discussed, and its main point", () => {
  it("names the author of the post the previous message was about, not another post's", async () => {
    const clean = await answer("who wrote that?", ["what does ur blog say i should do before making charts"]);
    expect(clean).toMatch(/^Daniel Okafor wrote “Clean data first, charts second”/);
    const testing = await answer("who's the author", [
      "do you have any articles about manual vs automated testing",
    ]);
    expect(testing).toMatch(/^Mei Lin Chen wrote/);
  });

  it("gives the post's own summary as its main point, also asked in the same message", async () => {
    const point = await answer("whats the main point?", [
      "do you have any articles about manual vs automated testing",
    ]);
    expect(point).toContain("Automation does not replace manual testing");
    const both = await answer(
      "Is there anything on your blog about cleaning up data before making charts? Who wrote it and what's the main point?",
    );
    expect(both).toMatch(/^Daniel Okafor wrote “Clean data first, charts second”\. Its main point:/);
  });

  it("leaves a follow-up that is not about a post to the other rules", async () => {
    expect(await answer("whats her background?", ["who's the boss over there"])).not.toContain("wrote");
    expect(await answer("who wrote that?", ["how much is the qa course"])).not.toMatch(/wrote “/);
  });
});

// A post's sections and whole advice (post-sections.ts).
describe("what a post says, by its sections", () => {
  it("answers the whole advice with the list its opening announces", async () => {
    const text = await answer(
      "i wanna get into data analysis, what does ur blog say i should do before making charts",
    );
    expect(text).toMatch(
      /^Before you build a chart, run these five checks: count the rows and the duplicates/,
    );
  });

  it("answers the Nth check and a section named by its heading's word, both in one message", async () => {
    const text = await answer(
      "in the clean data article what's the first check, and what pandas thing does it mention for types",
    );
    expect(text).toMatch(
      /^The first check in “Clean data first, charts second” is “Count the rows and the duplicates”/,
    );
    expect(text).toContain("df.dtypes");
    expect(await answer("what does the clean data post say about the extremes?")).toContain(
      "top and bottom ten",
    );
  });

  it("keeps a post's detail asked without a section word to the sentence matcher", async () => {
    expect(await answer("lol what was that crazy age example in the messy data blog post")).toContain("240");
  });
});

describe("careers support, students' words, instalments after withdrawing", () => {
  it("answers help finding a job with the whole careers support", () => {
    for (const q of [
      "do u guys help with job hunting after the course or am i on my own",
      "i'm worried about finding work after the bootcamp, do you do anything to help with that?",
    ])
      expect(jobHelp(q)?.lead).toMatch(
        /^Yes: careers support is part of every course at no extra cost: portfolio review, CV and LinkedIn review, mock interview/,
      );
    // One service, a guarantee or a business's project are other asks.
    expect(jobHelp("can you help with my cv")).toBeUndefined();
    expect(jobHelp("will you guarantee i get a job")).toBeUndefined();
    expect(jobHelp("can you help our company with a project")).toBeUndefined();
  });

  it("quotes students when asked what people who did the courses say, not a staff bio", async () => {
    const text = await answer("what do people who've actually done your courses say about them?");
    expect(text).toMatch(/^(- )?\*\*Priya Sharma\*\*/);
    expect(text).not.toContain("Technology Head");
    // A course named is the testimonials fact's, which picks that course's students.
    expect(
      studentsSay("what did the students from the data analytics course think of it", []),
    ).toBeUndefined();
  });

  it("answers how long the student just quoted took to get a job with her own sentence", () => {
    const reply = studentsSay("how long did it take her to get a job", [
      "has anyone come from a hospitality background with zero coding and made it?",
    ]);
    expect(reply?.lead).toContain("Six months later I had a portfolio");
    expect(
      studentsSay("how long did it take her to get a job", ["who's the boss over there"]),
    ).toBeUndefined();
  });

  it("says the instalments not yet due are cancelled after a withdrawal question only", () => {
    expect(
      unpaidInstalments("ok and what about the instalments I haven't paid yet?", [
        "if i drop out halfway through can i get my money back",
      ])?.lead,
    ).toMatch(/^They are cancelled:/);
    expect(
      unpaidInstalments("how many instalments are left to pay?", ["how much is the qa course"]),
    ).toBeUndefined();
  });
});
