import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { blogPassages, discoveredPassages, knownPassages } from "#server/assistant/corpus.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { setLogLevel } from "#server/log.ts";

describe("the assistant's corpus", () => {
  it("indexes site facts, programs, services, fee terms and timetable from content/", () => {
    const text = knownPassages()
      .map((p) => p.text)
      .join("\n");
    for (const fact of [
      "24 weeks",
      "$20,000 AUD",
      "9AM-9PM",
      "no refund",
      "Sat 11AM - 2PM",
      "88 Harbour Street",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("indexes content modules it does not know by name, such as people, and links their page", async () => {
    setLogLevel("silent");
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    writeFileSync(
      path.join(dir, "people.ts"),
      `export const people = [{ name: "Priya Natarajan", role: "QA and Software Testing Instructor", bio: "Priya has tested banking software for ten years.", imageUrl: "/x.jpg" }];`,
    );
    writeFileSync(
      path.join(dir, "broken.ts"),
      `import "./does-not-exist.ts"; export const x = [{ name: "never" }];`,
    );
    const passages = await discoveredPassages(dir);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ href: "/our-people" });
    expect(passages[0]!.text).toContain("**Priya Natarajan**: QA and Software Testing Instructor");
    expect(passages[0]!.text).not.toContain("/x.jpg");

    const assistant = createAssistant({ passages: [...knownPassages(), ...passages] });
    const answer = await assistant.answer("Who is Priya Natarajan?", silentSink);
    expect(answer).toContain("tested banking software");
    expect(answer).toContain("](/our-people)");
  });

  it("names a record by its author's name when the author is an object (testimonials)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    writeFileSync(
      path.join(dir, "testimonials.ts"),
      `export const testimonials = [{ body: "Clear and practical.", author: { name: "Ada Byron", handle: "@ada" }, program: "Data Analytics" }];`,
    );
    const [passage] = await discoveredPassages(dir);
    expect(passage!.text).toBe("**Ada Byron**: Clear and practical. Data Analytics.");
    expect(passage!.href).toBe("/client-testimonials");
  });

  it("shows no object, empty value or doubled full stop in any passage of the real content", async () => {
    const passages = [...knownPassages(), ...(await discoveredPassages())];
    const broken = passages.filter((p) => /\[object Object\]|undefined|null|[^.]\.\.(?!\.)/.test(p.text));
    expect(broken.map((p) => `${p.id}: ${p.text.slice(0, 80)}`)).toEqual([]);
  });

  it("indexes what each program teaches and who teaches it, from the program pages", () => {
    const passages = knownPassages();
    const topics = passages.find((p) => p.id === "program-topics:data-analytics");
    expect(topics).toMatchObject({ href: "/training-programs/data-analytics" });
    expect(topics!.text).toContain("Python");
    const instructor = passages.find((p) => p.id === "program-instructor:qa-and-software-testing");
    expect(instructor!.text).toContain("teaches QA & Software Testing");
  });

  it("indexes blog articles written in Markdown", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "blog-"));
    writeFileSync(
      path.join(dir, "first-job.md"),
      "---\ntitle: Landing your first IT job\n---\n\nBuild a portfolio of three small projects and put them online before you apply.\n",
    );
    const [passage] = blogPassages(dir);
    expect(passage).toMatchObject({ title: "Landing your first IT job", href: "/blog" });
    expect(passage!.text).toContain("portfolio");
  });

  it("names a list's numbered sections in the paragraph announcing them, and says who wrote the post", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "blog-"));
    writeFileSync(
      path.join(dir, "tips.md"),
      "---\ntitle: Three interview tips\ndate: 2026-03-05\nauthor: Ana Lee\ndescription: What to do before an interview.\n---\n\n" +
        "Before your interview, follow these three tips.\n\n## 1. Research the company\n\nRead their website and recent news before you go.\n\n" +
        "## 2. Practise out loud\n\nSay your answers to a friend, not only in your head.\n\n## 3. Prepare questions\n\nAsk about the team and how they work together.\n",
    );
    const passages = blogPassages(dir);
    expect(passages[0]!.text).toBe(
      "Before your interview, follow these three tips: research the company, practise out loud and prepare questions.",
    );
    // A section's own paragraph is not a list announcement.
    expect(passages[1]!.text).toBe("Read their website and recent news before you go.");
    expect(passages.at(-1)!.text).toContain(
      "Ana Lee wrote the blog post “Three interview tips”, published on 5 March 2026.",
    );
  });
});
