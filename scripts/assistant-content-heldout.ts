/**
 * Held-out set whose expectations are computed from the published content (issue 33, plan step 1).
 *
 * Written on 2026-12-07 BEFORE any of the compact engine's code, by the engineer who then built it,
 * and never tuned on: `npm run eval:assistant` prints its aggregate only. Each case's expected
 * facts are functions of the published documents (a fee is read, not written), so the set stays
 * true after staff change the content. The questions are a visitor's words (paraphrases, typos,
 * text-speak, follow-ups, yes/no value checks, honest noes, a person asked by role, a service by
 * technology). Edit a case only to correct an expectation that is wrong against the content, and
 * say why in the commit message.
 */
import type { PublishedContent } from "#server/content/published.ts";
import type { EvalCase } from "./assistant-eval.ts";

type Sessions = Readonly<Record<string, string>>;

/** "6000" → ["6,000", "6000"]: a sum as the answer may write it. */
const money = (aud: number) => [aud.toLocaleString("en-AU"), String(aud)];
const weeks = (n: number) => [`${n} weeks`, `${n}-week`, `${n} wks`];
const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
/** "09:00" → ["9AM", "9 AM", "9:00"]. */
const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const half = h < 12 ? "AM" : "PM";
  const mm = m ? `:${String(m).padStart(2, "0")}` : "";
  return [`${hour}${mm}${half}`, `${hour}${mm} ${half}`, `${hour}:${String(m).padStart(2, "0")}`];
};
const NOT_YES = { noYes: true as const };

export function contentHeldOutSet(content: PublishedContent, sessions: Sessions = {}): EvalCase[] {
  const program = (slug: string) => {
    const p = content.programs.find((x) => x.slug === slug);
    if (!p) throw new Error(`no program ${slug}`);
    return p;
  };
  const service = (slug: string) => {
    const s = content.services.find((x) => x.slug === slug);
    if (!s) throw new Error(`no service ${slug}`);
    return s;
  };
  const fs = program("full-stack-development");
  const qa = program("qa-and-software-testing");
  const da = program("data-analytics");
  const web = content.services.find((s) => s.technologies.some((t) => /react$/i.test(t)))!;
  const mobile = content.services.find((s) => s.technologies.some((t) => /swift/i.test(t)))!;
  const testing = content.services.find((s) => s.technologies.some((t) => /automation/i.test(t)))!;
  const { site } = content;
  const hoursOf = (day: string) => site.openingHours.find((h) => h.days.toLowerCase().includes(day))!;
  const saturday = hoursOf("saturday");
  const sunday = hoursOf("sunday");
  const weekday = site.openingHours.find((h) => /friday/i.test(h.days))!;
  const openAt = (h: { opens: string; closes: string }, time: string) =>
    h.opens !== "closed" && minutes(time) >= minutes(h.opens) && minutes(time) < minutes(h.closes);
  const yesOrNo = (yes: boolean) => (yes ? [["yes"]] : [["no", "closed", "not open", "isn't", "is not"]]);
  const phoneDigits = (display: string) => [display, display.replace(/\D/g, "")];
  const instructorOf = (p: typeof fs) => p.details.instructor!;
  const personWithRole = (pattern: RegExp) => content.people.find((p) => pattern.test(p.role))!;
  const director = personWithRole(/director/i);
  const techHead = personWithRole(/technology/i);
  const faqAbout = (pattern: RegExp) => content.faq.find((f) => pattern.test(f.question))!;
  const firstWords = (text: string, n = 4) =>
    text
      .replace(/[*_`[\]]/g, "")
      .split(/\s+/)
      .slice(0, n)
      .join(" ")
      .replace(/[.,;:]$/, "");
  const postBy = (pattern: RegExp) => content.posts.find((p) => pattern.test(p.title))!;
  const testingPost = postBy(/testing/i);
  const dataPost = postBy(/data/i);
  const juniorPost = postBy(/junior/i);
  const nextIntake = (p: typeof fs) => {
    const text = sessions[p.slug] ?? p.details.upcomingSession;
    const date = /(\d{1,2} \w+ \d{4})/.exec(text)?.[1];
    return date ? [date] : ["TBA", "not announced", "not been announced", "no date"];
  };
  const email = site.email;
  const street = site.address.street ?? "";

  return [
    // ── program facts, in many wordings ──
    { question: "how much is the full stack course", anyOf: [money(fs.feeAud)], link: fs.href },
    { question: "wat does data analytics cost??", anyOf: [money(da.feeAud)] },
    { question: "price of the QA bootcamp", anyOf: [money(qa.feeAud)] },
    { question: "Full-stack tuition fee please", anyOf: [money(fs.feeAud)] },
    { question: "hw long is the data analytics program", anyOf: [weeks(da.durationWeeks)] },
    { question: "How many weeks does QA and software testing run for?", anyOf: [weeks(qa.durationWeeks)] },
    { question: "duration of fullstack?", anyOf: [weeks(fs.durationWeeks)] },
    {
      question: "can i pay the full stack fee in instalments",
      anyOf: [money(fs.feeAud / fs.instalments), [String(fs.instalments)]],
    },
    {
      question: "is there a payment plan for data analytics",
      anyOf: [money(da.feeAud / da.instalments)],
    },
    { question: "Can I do the QA course online?", anyOf: [[qa.studyMode, "online"]] },
    { question: "is data analytics on campus", anyOf: [[da.studyMode]] },
    { question: "what will i learn in data analytics", anyOf: [da.topics.slice(0, 3)] },
    { question: "which tools does the testing course cover", anyOf: [qa.topics] },
    { question: "whats in the full stack curriculum", anyOf: [fs.topics] },
    { question: "when does the next QA intake start?", anyOf: [nextIntake(qa)] },
    { question: "start date for data analytics?", anyOf: [nextIntake(da)] },
    { question: "what courses do you offer", facts: content.programs.map((p) => p.name) },
    { question: "list ur programs pls", facts: content.programs.map((p) => p.name) },
    {
      question: "which course is the longest?",
      facts: [[...content.programs].sort((a, b) => b.durationWeeks - a.durationWeeks)[0]!.name],
    },

    // ── yes/no value checks ──
    {
      question: `is the data analytics course under $${(da.feeAud + 1000).toLocaleString("en-AU")}?`,
      anyOf: [["yes"], money(da.feeAud)],
    },
    {
      question: `does full stack cost $${(fs.feeAud - 1500).toLocaleString("en-AU")}?`,
      anyOf: [money(fs.feeAud)],
      ...NOT_YES,
    },
    { question: `is QA ${qa.durationWeeks - 4} weeks long?`, anyOf: [weeks(qa.durationWeeks)], ...NOT_YES },
    {
      question: `is the full stack course ${fs.durationWeeks} weeks?`,
      anyOf: [["yes"], weeks(fs.durationWeeks)],
    },
    {
      question: "can I drop by at 2:30 pm on Saturday?",
      anyOf: yesOrNo(openAt(saturday, "14:30")),
      ...(openAt(saturday, "14:30") ? {} : NOT_YES),
    },
    {
      question: "r u open saturday at 8am",
      anyOf: yesOrNo(openAt(saturday, "08:00")),
      ...(openAt(saturday, "08:00") ? {} : NOT_YES),
    },
    {
      question: "Could I visit the office on a Tuesday around 7pm?",
      anyOf: yesOrNo(openAt(weekday, "19:00")),
      ...(openAt(weekday, "19:00") ? {} : NOT_YES),
    },
    {
      question: "are you open on sundays",
      anyOf: yesOrNo(openAt(sunday, "12:00")),
      ...(openAt(sunday, "12:00") ? {} : NOT_YES),
    },

    // ── opening hours and contact ──
    { question: "what are your opening hours", anyOf: [clock(weekday.opens), clock(weekday.closes)] },
    { question: "what time do u close on saturday", anyOf: [clock(saturday.closes)] },
    { question: "phone number?", anyOf: [phoneDigits(site.phone)] },
    { question: "how can i call you guys", anyOf: [phoneDigits(site.phone)] },
    { question: "what's your email address", facts: [email] },
    { question: "where r u located", anyOf: [[street, site.address.suburb ?? ""]] },
    { question: "whats the address of the campus", anyOf: [[street]] },

    // ── people ──
    { question: "who teaches full stack?", facts: [instructorOf(fs).name] },
    { question: "who's the instructor for data analytics", facts: [instructorOf(da).name] },
    { question: "who runs the company?", facts: [director.name] },
    { question: "who is your director", facts: [director.name] },
    { question: "who is in charge of technology", facts: [techHead.name] },
    { question: `tell me about ${instructorOf(qa).name.split(" ")[0]}`, facts: [instructorOf(qa).role] },
    { question: `what does ${director.name} do`, facts: [director.role] },

    // ── services ──
    { question: "do you build mobile apps?", facts: [mobile.name] },
    { question: "can you make an app in Swift for us", facts: [mobile.name] },
    { question: "we need a react web app built, what would it cost", anyOf: [money(web.startingRateAud)] },
    {
      question: "how much do you charge for software testing services",
      anyOf: [money(testing.startingRateAud)],
    },
    { question: "what technologies do you use for mobile apps", anyOf: [mobile.technologies] },
    { question: "what services does your company offer", facts: content.services.map((s) => s.name) },
    {
      question: `starting rate for ${service(mobile.slug).name.toLowerCase()}?`,
      anyOf: [money(mobile.startingRateAud)],
    },

    // ── FAQ in other words ──
    {
      question: "do i get my money back if i quit",
      anyOf: [["no", "not"]],
      link: faqAbout(/refund/i).link?.href,
      ...NOT_YES,
    },
    { question: "will you guarantee me a job after", anyOf: [["no", "not"]], ...NOT_YES },
    { question: "is the certificate accredited?", anyOf: [["no", "not"]], ...NOT_YES },
    { question: "do i need to bring my own computer", anyOf: [["laptop"]] },
    { question: "how do I enrol", anyOf: [["/enrol-now", "application"]] },
    {
      question: "can i keep my full time job while studying",
      anyOf: [[firstWords(faqAbout(/full time/i).answer, 3)]],
    },
    {
      question: "what happens if i miss a lesson",
      anyOf: [[firstWords(faqAbout(/miss a class/i).answer, 3)]],
    },
    { question: "do you help with finding work after the course", anyOf: [["yes", "career"]] },
    { question: "how do i delete my data you hold", anyOf: [[email, "30 days"]] },
    { question: "can i track my application status online", anyOf: [["portal"]] },
    { question: "what laptop specs do i need", anyOf: [["RAM", "GB", "processor", "laptop"]] },

    // ── blog posts ──
    { question: "who wrote the post about manual vs automated testing?", facts: [testingPost.author] },
    { question: "do you have any articles on cleaning data", facts: [dataPost.title] },
    {
      question: "any tips for a junior dev starting their first job?",
      anyOf: [[juniorPost.title, `/blog/${juniorPost.slug}`]],
    },

    // ── follow-ups ──
    {
      before: ["tell me about the data analytics course"],
      question: "how much is it?",
      anyOf: [money(da.feeAud)],
    },
    { before: ["how much is full stack"], question: "and QA?", anyOf: [money(qa.feeAud)] },
    {
      before: ["how long is the QA course"],
      question: "what about data analytics",
      anyOf: [weeks(da.durationWeeks)],
    },
    {
      before: ["who teaches full stack?"],
      question: "and for data analytics?",
      facts: [instructorOf(da).name],
    },
    {
      before: ["I'm interested in the QA course"],
      question: "can i do it online",
      anyOf: [[qa.studyMode, "online"]],
    },
    {
      before: ["do you build mobile apps"],
      question: "how much does that cost",
      anyOf: [money(mobile.startingRateAud)],
    },
    { before: ["what's full stack about"], question: "who teaches it", facts: [instructorOf(fs).name] },

    // ── honest noes and out of scope ──
    { question: "Can you sponsor my student visa?", ...NOT_YES },
    { question: "is there free parking at your office?", ...NOT_YES },
    { question: "can I do a free trial class first?", ...NOT_YES },
    { question: "do you offer student loans", ...NOT_YES },
    { question: "do you have a campus in Melbourne?", ...NOT_YES },
    { question: "what's the weather like in Sydney tomorrow", none: true },
    { question: "who won the football last night", none: true },
    { question: "can you recommend a good pizza place", none: true },
    { question: "how do I fix my car's gearbox", none: true },
    { question: "do you teach cybersecurity?", ...NOT_YES },
    { question: "do you offer a discount for veterans?", ...NOT_YES },

    // ── a person ──
    { question: "can I talk to a real person please", anyOf: [["person", "team", "contact"]] },
  ];
}
