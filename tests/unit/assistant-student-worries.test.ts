import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("costs on top of the course fee, asked with suspicion", () => {
  it.each([
    "be honest, are there any hidden fees I should know about?",
    "seems cheap, whats the catch lol",
    "my dad wants to know if there's anything else to pay apart from the fee",
    "Is the $6,000 the full amount or are there extras like materials?",
  ])("answers %j with what the fee includes and the laptop to bring", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/include GST|GST included/);
    expect(text).toMatch(/free for students/);
    expect(text).toMatch(/own laptop/);
  });

  it("keeps the catch of something named with its own answer", async () => {
    expect(await answer("what's the catch with paying monthly if I drop out halfway?")).toMatch(/not refunded|no refund/);
    expect(await answer("is it actually free or is there a catch?", ["How do I book a free consultation?"])).not.toMatch(
      /free for students/,
    );
  });

  it("reads paying in slang ('fork out') as paying", async () => {
    expect(await answer("Will I have to fork out for paid software licences while I'm studying?")).toMatch(/free for students/);
  });
});

describe("what to have at home to study online", () => {
  it("answers a follow-up to an online question with the headset", async () => {
    expect(await answer("anything extra I'd need at home for that?", ["Can I do the QA course online?"])).toMatch(/headset/);
    expect(await answer("If I study online, what equipment do I need?")).toMatch(/headset/);
  });
});

describe("the workload beside a job, and how often classes are", () => {
  it("answers the worry about a job with the yes, one class a week and the hours", async () => {
    const text = await answer("my partner works full time and is nervous about burning out. is QA manageable?");
    expect(text).toMatch(/^Yes\. Classes are in the evening or on Saturday/);
    expect(await answer("is it realistic to do the full stack course on top of my job?")).toMatch(/6 to 8 hours/);
  });

  it.each([
    "how many nights a week would I have to come in for full stack?",
    "is qa ft or pt? like can i do it around work",
    "do I have to attend every weeknight or just once a week?",
  ])("answers %j with one three-hour class a week", async (question) => {
    expect(await answer(question)).toMatch(/One three-hour class a week/);
  });

  it("leaves the job a course leads to, and who it suits, to their own answers", async () => {
    expect(await answer("What kind of job could I realistically go for after finishing full stack?")).toMatch(/junior/);
    expect(await answer("i work in hospitality atm, is qa testing a realistic move for me")).toMatch(/hospitality/);
  });
});

describe("who looks at the week's work", () => {
  it("names the working developer's code review in full stack and the instructor in QA", async () => {
    expect(await answer("In the full stack course, who actually looks at my code each week?")).toMatch(/working developer/);
    expect(await answer("In QA, does anyone actually check my test cases?")).toMatch(/instructor reviews/);
  });
});

describe("what happens after an event", () => {
  it.each(["sent my application in last night lol, what happens now?", "just hit submit on my application, what's next?"])(
    "answers %j with the confirmation and the advisor's call",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/confirmation/);
      expect(text).toMatch(/two business days/);
    },
  );

  it("keeps paying after applying with the payment terms", async () => {
    expect(await answer("when do I actually have to pay, do I need to pay anything now that I've applied?")).toMatch(
      /after enrolment/,
    );
  });

  it("answers a full intake with the waiting list", async () => {
    expect(await answer("What happens if the intake I want is already full?")).toMatch(/waiting list/);
    expect(await answer("the saturday class is booked out, what happens to my application?")).toMatch(/waiting list/);
  });
});

describe("what the site never says about a student", () => {
  it.each([
    "As the employer paying for this, will we get progress or attendance reports on our staff member?",
    "Can my manager get a copy of my attendance record each month?",
    "Can you recommend a good uni computer science degree instead?",
  ])("gives the honest reply to %j", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("reads who hosts the classes as who teaches them", async () => {
    expect(await answer("who hosts the classes")).toMatch(/Arjun Mehta/);
  });
});

describe("what applying costs, and the study at home", () => {
  it("answers the cost of applying, asked with hesitation, with free and no commitment", async () => {
    const text = await answer("Will it cost me anything just to send in an application? I'm not sure I'm ready to commit.");
    expect(text).toMatch(/^Applying is free and does not commit you to anything/);
  });

  it("reads 'study at home each week' as the project hours, not the study mode", async () => {
    const text = await answer("Which course needs more study at home each week, full stack or data analytics?");
    expect(text).toMatch(/6 to 8 hours/);
    expect(text).toMatch(/5 to 7 hours/);
  });
});
