import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { GOODBYE, NO_ANSWER, YOU_ARE_WELCOME, caveat } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { escapeHtml, renderAssistantHtml } from "#server/chat/html.ts";
import { runCases } from "../../scripts/assistant-eval.ts";
import { evalSet } from "../../scripts/assistant-eval-set.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink);

describe("the built-in engine", () => {
  it.each([
    ["How long is the full stack course?", "24 weeks", "/training-programs/full-stack-development"],
    ["What are your opening hours?", "Saturday: 10AM-3PM", "/contact-us"],
    ["Do you teach online?", "QA & Software Testing", "/training-programs/qa-and-software-testing"],
    ["How much does a mobile app cost?", "$20,000 AUD", "/expertise/mobile-app-development"],
  ])("answers %j with the fact and a link to its page", async (question, fact, href) => {
    const text = await answer(question);
    expect(text).toContain(fact);
    expect(text).toContain(`](${href})`);
  });

  it("says it has no answer, offering contact and a consultation, rather than guessing", async () => {
    expect(await answer("What's the weather in Paris tomorrow?")).toBe(NO_ANSWER);
    expect(NO_ANSWER).toContain("(/contact-us)");
    expect(NO_ANSWER).toContain("(/expertise/book-a-free-consultation)");
  });

  it("names the law each document follows, leading with it", async () => {
    expect(await answer("which state's law do your enrolment terms fall under")).toMatch(/^Our enrolment terms are governed by the law of New South Wales/);
    expect(await answer("what privacy law do you follow")).toMatch(/^We handle personal information in line with the Australian Privacy Principles/);
  });

  it("answers a field of study it has no course in with the three programs, saying so plainly", async () => {
    const text = await answer("do you teach cyber security");
    expect(text).toMatch(/^We have no cyber security course\. We teach three programs/);
    expect(text).toContain("](/expertise/book-a-free-consultation)");
    expect(await answer("is there a dress code for classes")).toBe(NO_ANSWER);
  });

  it("gives the honest reply to a how-often question whose answer holds no frequency", async () => {
    expect(await answer("how often do you send the newsletter")).toBe(NO_ANSWER);
    expect(await answer("how often do I pay")).toContain("monthly instalments");
  });

  it("reads 'your number' as the phone, and a tax number only when it is named", async () => {
    expect(await answer("whats your number")).toContain("(02) 5550 1234");
    expect(await answer("whats your ABN")).toContain("ABN");
    expect(await answer("whats your tfn")).toBe(NO_ANSWER);
  });

  it("links a document page asked for, and the newest blog post by its date", async () => {
    expect(await answer("can i see the privacy policy")).toMatch(/^Yes: read our \[Privacy policy\]\(\/privacy\)/);
    expect(await answer("what's the newest blog post")).toMatch(/^Our latest blog post is/);
  });

  it("says it has no answer when half the question is about something the content never mentions", async () => {
    // "teach" alone matched an instructor's biography before.
    expect(await answer("Do you teach Rust?")).toBe(NO_ANSWER);
    expect(await answer("Can I pay with bitcoin?")).toBe(NO_ANSWER);
  });

  it("says it has no answer about a named thing the site never names, though its topic is on the site", async () => {
    // Equipment, instalments and opening hours are on the site; iPads, Afterpay and holidays are not.
    expect(await answer("Do I get a free tablet when I enrol?")).toBe(NO_ANSWER);
    expect(await answer("can I pay for the QA course with afterpay")).toBe(NO_ANSWER);
    expect(await answer("are you open over christmas?")).toBe(NO_ANSWER);
    // An app for the iPad is still the mobile app service.
    expect(await answer("could you build us an ipad app")).toContain("](/expertise/mobile-app-development)");
  });

  it("answers an outcome rate however it is put with the honest sentence, never a figure", async () => {
    for (const q of ["what share of graduates landed a job?", "how many of your students get employed"]) {
      const text = await answer(q);
      expect(text).toContain("We do not publish job placement rates");
      expect(text).not.toMatch(/\d+ ?%/);
    }
  });

  it("answers what it is like to work here with the careers page's values", async () => {
    const text = await answer("what is the culture like at your company?");
    expect(text).toContain("Teach by doing");
    expect(text).toContain("](/careers)");
  });

  it("tells introductions to other companies that are hiring apart from roles with us", async () => {
    expect(await answer("can you introduce me to employers who are hiring?")).toContain(
      "introductions when we can",
    );
    expect(await answer("are you hiring?")).toContain("open roles");
  });

  it("says which posts the blog has and who wrote them", async () => {
    const text = await answer("what kind of stuff do you write about on the blog?");
    expect(text).toContain("“Clean data first, charts second” by Daniel Okafor");
    expect(text).toContain("](/blog)");
  });

  it("keeps a sentence whole when it has a web address or a dotted name in it", async () => {
    const text = await answer("who else can I complain to about privacy if you ignore me?");
    expect(text).toContain(
      "complain to the Office of the Australian Information Commissioner (OAIC) at oaic.gov.au",
    );
  });

  it("says it has no answer when a year is asked and the site states none", async () => {
    expect(await answer("when was your company established?")).toBe(NO_ANSWER);
    // A start date that is not announced yet is still said as such.
    expect(await answer("what year does the next QA intake start")).not.toBe(NO_ANSWER);
  });

  it("names the words it found nothing about before the closest answer it has", async () => {
    const text = await answer("Do you teach Python and Haskell?");
    expect(text.startsWith("I couldn't find anything about “Haskell” in our information.")).toBe(true);
    expect(text).toContain("](/training-programs/data-analytics)");
    expect(caveat(["Kotlin", "Swiftly", "Haskell"])).toContain("“Kotlin”, “Swiftly” or “Haskell”");
    expect(caveat([])).toBe("");
  });

  it("answers thanks and goodbye politely, but a thank-you with a question is still answered", async () => {
    expect(await answer("Thanks!")).toBe(YOU_ARE_WELCOME);
    expect(await answer("thank you so much :)")).toBe(YOU_ARE_WELCOME);
    expect(await answer("Bye for now")).toBe(GOODBYE);
    expect(await answer("Thanks, how long is the full stack course?")).toContain("24 weeks");
  });

  it("reads \"full\" alone as the adjective: a full class is the waiting-list term, not the full stack course", async () => {
    const text = await answer("what happens if the class is full?");
    expect(text).toContain("waiting list");
    expect(text).not.toContain("streamed live");
  });

  it("answers a change with the sentence about who changes it", async () => {
    expect(await answer("can I switch to the saturday class later?")).toContain("move to another class time");
    expect(await answer("will you change my class time?")).toContain("two weeks ahead");
  });

  it("reads a word as itself, not as a shorter word it happens to contain (number, apply, career)", async () => {
    expect(await answer("do you have a tax number?")).toContain("ABN");
  });

  it("answers pay questions with the honest no-figures sentence, never the course fee", async () => {
    const text = await answer("how much do data analysts earn?");
    expect(text).toMatch(/^We do not publish job placement rates or salary figures/);
    expect(text).not.toContain("$4,000");
  });

  it("answers a question about one thing the intents read two ways from the sentence that says it", async () => {
    expect(await answer("how do I unsubscribe from emails?")).toMatch(/^Every newsletter e-mail has an unsubscribe link/);
    expect(await answer("What's your email address?")).toContain("hello@harbourline.example");
    expect(await answer("is there free wifi on campus?")).toMatch(/^Campus classrooms have Wi-Fi/);
  });

  it("reads common slips: a dropped letter, swapped letters, chat spellings", async () => {
    expect(await answer("wher is ur office")).toContain("88 Harbour Street");
    expect(await answer("wen does qa strat")).toContain("2 February 2027");
    expect(await answer("how much dose data anaytics cost")).toMatch(/^\*\*Data Analytics\*\* costs/);
    expect(await answer("is the QA course availble online")).toMatch(/^Yes/);
  });

  it("reads a bare name in a follow-up as the kind talked about, and \"each one\" after class times as a class", async () => {
    const followUp = (q: string, before: string) => assistant.answer(q, silentSink, [before]);
    expect(await followUp("and testing?", "how much is web development?")).toMatch(/^\*\*Software Testing\*\* starts from/);
    expect(await followUp("how long is each one?", "what are the class times?")).toMatch(/^Each class is \*\*3 hours\*\*/);
  });

  it("says what happens after applying and when you are enrolled, also as a follow-up that points back", async () => {
    expect(await answer("how long does it take to hear back after applying?")).toContain("within two business days");
    expect(await answer("at what point am i officially enrolled?")).toMatch(/^You are enrolled when you accept the place we offer you/);
    expect(await assistant.answer("what happens after I submit it?", silentSink, ["how do I apply?"])).toMatch(
      /^After you apply, an advisor reviews your application/,
    );
  });

  it("answers a question naming a person of the team from their own bio, saying who they are first", async () => {
    expect(await answer("how long has tomás been working?")).toMatch(/^\*\*Tomás Rivera\*\* \(Technology Head\)/);
    expect(await answer("can you kick me out of the course?")).toContain("end the enrolment");
  });

  it("names a course's own fee from content/fees.ts", async () => {
    expect(await answer("How much is the data analytics course?")).toContain("$4,000 AUD");
  });

  it("keeps the development set at 95% or more (the same check as npm run eval:assistant)", async () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(100);
    const results = await runCases(assistant, evalSet);
    const correct = results.filter((r) => !r.problem).length;
    expect(correct / evalSet.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("stored chat HTML", () => {
  it("escapes the visitor's text", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
  });

  it("renders the assistant's Markdown and strips anything unsafe", async () => {
    const html = await renderAssistantHtml(
      "**Bold** [page](/contact-us) [bad](javascript:alert(1)) <script>alert(1)</script><img src=x onerror=alert(1)>",
    );
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain('<a href="/contact-us">page</a>');
    expect(html).not.toMatch(/javascript:|<script|<img|onerror/);
  });
});
