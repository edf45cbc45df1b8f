import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("two programs compared on one figure with 'the same'", () => {
  it("says no, then each length", async () => {
    const text = await answer("do data analytics and full stack go for the same amount of time?");
    expect(text).toMatch(/^No: /);
    expect(text).toContain("16 weeks");
    expect(text).toContain("24 weeks");
  });

  it("says yes when they tie", async () => {
    expect(await answer("is the QA course as long as data analytics?")).toMatch(/^Yes: .*16 weeks/);
    expect(await answer("are QA and data priced the same?")).toMatch(/^Yes: .*\$4,000 AUD/);
  });
});

describe("the free consultation call", () => {
  it.each(["how many minutes is the free call", "the intro call, who will I talk to?"])(
    "answers %j with its length and who it is with",
    async (question) => {
      expect(await answer(question)).toMatch(/^The free consultation is a 30-minute call with a senior developer/);
    },
  );
});

describe("a visitor's situation", () => {
  it("answers the English a course asks for", async () => {
    const text = await answer("my english is weak, which level do I need for QA?");
    expect(text).toMatch(/^Clear written English/);
  });

  it("takes an apology for one's English as a courtesy", async () => {
    expect(await answer("sorry my english, who is the data analytics teacher?")).toContain("Daniel Okafor");
  });

  it.each([
    "my cousin is getting married so I will miss a class, what do I do?",
    "I'll be missing next week's session because of a funeral",
  ])("answers a missed class whatever the reason: %j", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Tell your instructor/);
    expect(text).not.toMatch(/couldn't find anything about/);
  });

  it("picks the course on the visitor's rarest words, not on common ones", async () => {
    const text = await answer(
      "I've spent fifteen years in retail and I'm thinking about a complete change. Which course would suit me?",
    );
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* is likely the best fit/);
  });

  it("answers a tester asking whether the QA course helps with who it suits, not job titles", async () => {
    const text = await answer("I currently work as a manual tester, would the QA course help me?");
    expect(text).toMatch(/^Yes: \*\*QA & Software Testing\*\* suits manual testers/);
  });

  it("reads studying from abroad over the internet as online study", async () => {
    expect(await answer("I live in Chile, is possible to join the QA classes by internet, in live?")).toMatch(
      /^Yes: \*\*QA & Software Testing\*\* is on campus or online/,
    );
  });

  it("names the headset when something besides a laptop is asked for online study", async () => {
    expect(await answer("studying online, do I need anything else besides my laptop?")).toContain("headset");
  });
});

describe("a tool a program does not name", () => {
  it("says so and names the tools it does teach", async () => {
    const text = await answer("does the QA course use Cypress?");
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* does not list Cypress/);
    expect(text).toContain("Playwright");
  });
});

describe("the provider's cancellation", () => {
  it("answers with the Australian Consumer Law, not the no-refund rule alone", async () => {
    expect(await answer("if the intake gets cancelled by you, do I lose my money?")).toMatch(
      /^Nothing in our terms limits your rights under the Australian Consumer Law/,
    );
  });
});

describe("enrolment steps", () => {
  it("answers how to confirm a place once accepted", async () => {
    expect(await answer("I got an offer, how do I accept my place?")).toMatch(
      /^To confirm your place, reply to our acceptance e-mail/,
    );
  });
});

describe("what the site never says", () => {
  it.each([
    "what's the wifi password in the classrooms?",
    "what mark do I need to pass?",
    "are there exams at the end?",
    "how much revenue does harbourline make?",
    "do you offer a free trial lesson?",
    "are you affiliated with any university?",
    "is there an entry interview before I get accepted?",
  ])("gives %j the honest reply", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("still answers the portal's own password reset", async () => {
    expect(await answer("I forgot my student portal password")).toContain("Forgot password");
  });
});

describe("fourth probe batch: shifts, non-native word order, statuses and things not offered", () => {
  it("fits study around shift work, not careers support", async () => {
    const text = await answer("I'm a mum working shifts at a supermarket, could I fit a course in?");
    expect(text).toMatch(/Saturday|evening/);
    expect(text).not.toMatch(/^Yes: careers support/);
  });

  it("reads 'what days you are open' as the office's hours", async () => {
    expect(await answer("which days you are open on the weekend?")).toContain("10AM-3PM");
  });

  it("answers a rejected application with its next step", async () => {
    expect(await answer("my application was rejected, can I try again?")).toContain("later intake");
  });

  it.each(["is there a jobs board for students?", "do you supply textbooks?", "can I pay by PayPal?"])(
    "gives %j the honest reply",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("fifth probe batch: the first step, recordings and two courses at once", () => {
  it("answers 'first step?' after wanting to enrol with the application", async () => {
    expect(await answer("I'd like to enrol in QA, what's the first step?")).toContain("](/enrol-now)");
  });

  it.each(["will the lessons be recorded?", "can I enrol in two programs at the same time?"])(
    "gives %j the honest reply",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );

  it("still answers whether a course is pre-recorded with its course type", async () => {
    expect(await answer("is the course pre-recorded or live?")).toContain("instructor-led");
  });
});

describe("sixth probe batch: 'same as' follow-ups, when to pay, the form's fields", () => {
  it("compares a follow-up 'same price as X?' with the program talked about", async () => {
    const text = await answer("is it the same cost as data analytics?", ["what does full stack cost?"]);
    expect(text).toMatch(/^No: /);
    expect(text).toContain("$6,000 AUD");
    expect(text).toContain("$4,000 AUD");
  });

  it("answers when to pay after enrolment with the invoice", async () => {
    expect(await answer("once enrolled when we pay?")).toContain("invoice");
  });

  it("answers what the enrolment form asks for with its fields, and what it collects with the privacy policy", async () => {
    expect(await answer("which details does the application form need?")).toContain("preferred start date");
    expect(await answer("what information does the enrolment form collect about me?")).toContain("](/privacy)");
  });

  it("answers weekend courses with the Saturday class", async () => {
    expect(await answer("any weekend courses?")).toContain("Saturday");
  });
});

describe("seventh probe batch: non-native contact and length, the portal log-in, attendance", () => {
  it("answers 'where I send email for question?' with our address", async () => {
    expect(await answer("where i can send email with my question?")).toMatch(/^E-mail us at \*\*hello@harbourline\.example\*\*/);
  });

  it("answers 'how many month' with the length", async () => {
    expect(await answer("how many month is the QA course")).toContain("16 weeks");
  });

  it("answers a portal log-in that does not work with the password reset", async () => {
    expect(await answer("my portal log in does not work, what now?")).toContain("Forgot password");
  });

  it("gives 'is attendance taken?' the honest reply", async () => {
    expect(isNoAnswer(await answer("is attendance taken in every class?"))).toBe(true);
  });
});

describe("eighth probe batch: one program and one word, daytime study, prices for two", () => {
  it("answers 'data analytics start?' with its intake", async () => {
    expect(await answer("full stack start?")).toMatch(/Full stack software development/);
    expect(await answer("QA starts when?")).toContain("2 February 2027");
  });

  it("answers study during school hours with the class times", async () => {
    expect(await answer("could I study during business hours while the kids are at school?")).toContain("6PM-9PM");
  });

  it.each(["my friend and I want to join together, is there a couple discount?", "do you have a family rate?"])(
    "gives %j the honest reply",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("ninth probe batch: after submitting, the waiting list, once accepted", () => {
  it("answers a waiting list asked of a program with what it means", async () => {
    expect(await answer("does QA have a wait list?")).toMatch(/^When a class is full, we put you on a waiting list/);
  });

  it("answers 'after I hit submit' with the steps after applying", async () => {
    expect(await answer("what happens once I hit the submit button?")).toMatch(/confirmation|two business days/);
  });

  it("answers 'I got accepted, what next?' with how to confirm the place", async () => {
    expect(await answer("I got accepted, what next?")).toMatch(/^To confirm your place/);
  });
});

describe("tenth probe batch: testing our software, replies after applying, weekend times, paying by invoice", () => {
  it.each([
    "We launched an online shop last year. Can you test it before our big sale, and what's the price?",
    "our iphone app is out but has bugs, could your testers have a look at it? cost?",
  ])("gives %j the software testing service's starting rate", async (question) => {
    expect(await answer(question)).toMatch(/^\*\*Software Testing\*\* starts from \*\*\$5,000 AUD\*\*/);
  });

  it.each(["I sent my application this morning, how quickly will someone contact me?", "after applying when does an advisor call me"])(
    "answers %j with when an advisor gets in touch",
    async (question) => {
      expect(await answer(question)).toContain("two business days");
    },
  );

  it("answers shifts that change with the weekend class and its time", async () => {
    const text = await answer("My roster changes every week at the hospital. Do you run any classes on Saturdays, and at what time?");
    expect(text).toMatch(/^Yes: there is a Saturday class, 11AM-2PM/);
  });

  it.each([
    "Our company is paying for an employee's place in Data Analytics. How will the fee be invoiced and paid?",
    "My boss is covering my course fees, how does my employer get invoiced?",
  ])("leads %j with the invoice and the ways to pay", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^When you accept our offer and are enrolled, we e-mail you an invoice\. Pay by bank transfer or card/);
    expect(text).not.toContain("Director");
  });

  it.each(["Could you address the invoice to our business name rather than to me?", "Can our purchase order number go on the invoice?"])(
    "gives %j the honest reply",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("eleventh probe batch: tests run on a client's app, the service beside the course, the call after applying", () => {
  it.each([
    "Our team made a booking website last year. Can you run some tests on it, and how much?",
    "What would it cost to get our mobile app QA'd by your people?",
  ])("gives %j the software testing service's starting rate", async (question) => {
    expect(await answer(question)).toMatch(/^\*\*Software Testing\*\* starts from \*\*\$5,000 AUD\*\*/);
  });

  it("sets the testing service's rate beside the QA course's fee when the two are compared", async () => {
    const text = await answer("Which costs more, the QA course or your software testing service?");
    expect(text).toContain("$5,000 AUD");
    expect(text).toContain("$4,000 AUD");
  });

  it("answers 'I sent my application, when should I expect a call?' with the advisor's two business days", async () => {
    expect(await answer("I submitted my application on Monday. When can I expect a phone call?")).toContain("two business days");
  });
});

describe("eleventh probe batch: a job told as 'X here', paying after the course starts", () => {
  it("answers 'barista on early shifts here' with the weekend class time", async () => {
    expect(await answer("Barista on early shifts here, do you have a weekend class and what time is it?")).toMatch(/^Yes: there is a Saturday class, 11AM-2PM/);
  });

  it.each(["Could my boss pay on 14-day terms once the classes begin?", "can we pay after the course starts?"])(
    "answers %j with when the fee falls due, not careers",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/^Pay the whole fee before your first class/);
      expect(text).not.toContain("job");
    },
  );
});

describe("'is this for him?' asked about the course being talked about", () => {
  it("answers who the course suits, for the person the visitor describes", async () => {
    const text = await createAssistant().answer("my son loves breaking things, is this for him?", silentSink, [
      "QA & Software Testing",
    ]);
    expect(text).toMatch(/^Yes: \*\*QA & Software Testing\*\* suits detail-minded people/);
  });
});
