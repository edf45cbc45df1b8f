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
      expect(await answer(question)).toMatch(
        /^The free consultation is a 30-minute call with a senior developer/,
      );
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
      /^To confirm your place, pay the first instalment/,
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
    expect(await answer("what information does the enrolment form collect about me?")).toContain(
      "](/privacy)",
    );
  });

  it("answers weekend courses with the Saturday class", async () => {
    expect(await answer("any weekend courses?")).toContain("Saturday");
  });
});

describe("seventh probe batch: non-native contact and length, the portal log-in, attendance", () => {
  it("answers 'where I send email for question?' with our address", async () => {
    expect(await answer("where i can send email with my question?")).toMatch(
      /^E-mail us at \*\*hello@harbourline\.example\*\*/,
    );
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
    expect(await answer("could I study during business hours while the kids are at school?")).toContain(
      "6PM-9PM",
    );
  });

  it.each([
    "my friend and I want to join together, is there a couple discount?",
    "do you have a family rate?",
  ])("gives %j the honest reply", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });
});

describe("ninth probe batch: after submitting, the waiting list, once accepted", () => {
  it("answers a waiting list asked of a program with what it means", async () => {
    expect(await answer("does QA have a wait list?")).toMatch(
      /^When a class is full, we put you on a waiting list/,
    );
  });

  it("answers 'after I hit submit' with the steps after applying", async () => {
    expect(await answer("what happens once I hit the submit button?")).toMatch(
      /confirmation|two business days/,
    );
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

  it.each([
    "I sent my application this morning, how quickly will someone contact me?",
    "after applying when does an advisor call me",
  ])("answers %j with when an advisor gets in touch", async (question) => {
    expect(await answer(question)).toContain("two business days");
  });

  it("answers shifts that change with the weekend class and its time", async () => {
    const text = await answer(
      "My roster changes every week at the hospital. Do you run any classes on Saturdays, and at what time?",
    );
    expect(text).toMatch(/^Yes: there is a Saturday class, 11AM-2PM/);
  });

  it.each([
    "Our company is paying for an employee's place in Data Analytics. How will the fee be invoiced and paid?",
    "My boss is covering my course fees, how does my employer get invoiced?",
  ])("leads %j with the invoice and the ways to pay", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(
      /^When you accept our offer and are enrolled, we e-mail you an invoice\. Pay by bank transfer or card/,
    );
    expect(text).not.toContain("Director");
  });

  it.each([
    "Could you address the invoice to our business name rather than to me?",
    "Can our purchase order number go on the invoice?",
  ])("gives %j the honest reply", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });
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
    expect(await answer("I submitted my application on Monday. When can I expect a phone call?")).toContain(
      "two business days",
    );
  });
});

describe("eleventh probe batch: a job told as 'X here', paying after the course starts", () => {
  it("answers 'barista on early shifts here' with the weekend class time", async () => {
    expect(
      await answer("Barista on early shifts here, do you have a weekend class and what time is it?"),
    ).toMatch(/^Yes: there is a Saturday class, 11AM-2PM/);
  });

  it.each([
    "Could my boss pay on 14-day terms once the classes begin?",
    "can we pay after the course starts?",
  ])("answers %j with when the fee falls due, not careers", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Pay the whole fee before your first class/);
    expect(text).not.toContain("job");
  });
});

describe("'is this for him?' asked about the course being talked about", () => {
  it("answers who the course suits, for the person the visitor describes", async () => {
    const text = await createAssistant().answer(
      "my son loves breaking things, is this for him?",
      silentSink,
      ["QA & Software Testing"],
    );
    expect(text).toMatch(/^Yes: \*\*QA & Software Testing\*\* suits detail-minded people/);
  });
});

describe("the thing asked about, when the site never mentions it (docs/decisions/0092)", () => {
  it.each([
    "is there a bike rack near your office for the evening classes?",
    "will you sign a non-disclosure agreement before I pitch my idea?",
    "can you do SEO for my bakery's website?",
    "i'm on a working holiday visa, can I enrol in full stack?",
  ])("gives %j the honest reply, not the closest passage", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it.each([
    ["i want an app for my bakery, how do i get a quote?", "consultation"],
    ["whats the price tag on the data analytics course", "$4,000"],
    ["what are the entry reqs for QA?", "No coding experience"],
    ["cost wise, which course is cheapest?", "$4,000"],
    ["is the qa course avail online??", "online"],
  ])("answers %j without a caveat about a word that is not what was asked", async (question, fact) => {
    const text = await answer(question);
    expect(text).toContain(fact);
    expect(text).not.toMatch(/couldn't find anything about/);
  });

  it("says a course does not list an internship rather than offering its syllabus as the closest", async () => {
    const text = await answer("does the data analytics course include an internship?");
    expect(text).not.toMatch(/closest I found/);
    expect(isNoAnswer(text) || text.includes("does not list internship")).toBe(true);
  });

  it("still names the one thing it has nothing on beside a thing it answers", async () => {
    expect(await answer("do you teach SQL and Haskell?")).toMatch(
      /^I couldn't find anything about “Haskell”/,
    );
  });
});

describe("services the site does not offer, asked in other words", () => {
  it.each([
    "could one of your trainers come to our workplace and teach our staff?",
    "can you run the course in-house for our team?",
    "once my website is live do you host it for me?",
    "can u debug my sql query? its throwing a syntax error",
    "can you fix my python error? TypeError: 'int' object is not iterable",
    "is there an open day I could come to?",
    "do you run info sessions for parents?",
    "do I get a student card when I enrol?",
    "need info on student loans pls",
    "will the course get me a visa",
    "im here on a visa, can i enrol?",
    "wat if i fail the course",
    "is AI going to take my job?",
    "how do I reset my iphone",
    "can you recommend another bootcamp that's cheaper?",
    "who are your competitors?",
    "do you do social media marketing for small businesses?",
    "can you run a private class just for my 5 employees?",
    "do you do video editing for youtube?",
  ])("gives %j the honest reply", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("still answers bugs in a client's app and 'walk me through' as questions", async () => {
    expect(isNoAnswer(await answer("can you fix the bugs in our app before launch?"))).toBe(false);
    expect(await answer("walk me through how to apply for a course")).toContain("application form");
    expect(await answer("do you have a physical classroom?")).toContain("on campus");
    expect(await answer("can I pay by card as a student?")).toContain("bank transfer or card");
    expect(await answer("can I pay with visa?")).toContain("bank transfer or card");
    expect(await answer("can i do the course from overseas?")).toContain("online");
    expect(await answer("do you have a sister campus in melbourne?")).toMatch(/^We're at \*\*Suite 4/);
    expect(await answer("how do I reset my portal password?")).toContain("Forgot password");
    expect(await answer("should I learn java or python?")).not.toMatch(/^Yes/);
    expect(isNoAnswer(await answer("can you suggest a different course for a beginner?"))).toBe(false);
    expect(await answer("are you open during the day on saturday?")).toContain("10AM-3PM");
  });
});

describe("a trial of a course before paying, which the site does not offer", () => {
  it.each([
    "can I test it out before paying?",
    "is there a taster class?",
    "can I sit in on a lesson first?",
    "could i try a class of data analytics before i commit",
    "is there a demo class I can attend before signing up?",
    "do u do trial lessons for the QA course",
  ])("gives the honest reply with the contact and consultation links to %j", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).toContain("(/contact-us)");
    expect(text).not.toMatch(/suits|QA & Software Testing/);
  });

  it("still answers a tester asking about the QA course", async () => {
    expect(await answer("what will a tester learn on the QA course?")).toContain("QA & Software Testing");
  });
});

describe("a person described, then 'is this for them?', with no course talked about", () => {
  it("picks the course on two of the visitor's words in one line of who it suits", async () => {
    const text = await answer("my son loves breaking things, is this for him?");
    expect(text).toMatch(
      /^\*\*QA & Software Testing\*\* is likely the best fit: it suits detail-minded people who like finding out how things break/,
    );
    expect(text).not.toMatch(/wrote the blog post/);
  });

  it("answers who each course suits when nothing the visitor says picks one", async () => {
    const text = await answer("is this for my nephew? he's 19 and likes games");
    expect(text).toContain("**QA & Software Testing** suits detail-minded people");
    expect(text).toContain("None of them needs programming experience.");
    expect(text).not.toMatch(/\]\(\/blog\)|\]\(\/terms\)/);
  });

  it("reads a degree as who the visitor is, not as a question of prerequisites", async () => {
    const text = await answer("I have a science degree, would data analytics suit me?");
    expect(text).toMatch(/^Yes: \*\*Data Analytics\*\* suits /);
  });
});

describe("who a course suits, told in the visitor's own terms", () => {
  it("reads 'marketing' as written, rarer than its lemma 'market'", async () => {
    const text = await answer("my partner works in marketing and wants to move into data, good option?");
    expect(text).toMatch(
      /^\*\*Data Analytics\*\* is likely the best fit: it suits career changers from business, finance, marketing/,
    );
  });

  it("picks the one course that teaches a technology the visitor has tried", async () => {
    const text = await answer("I've messed around with html on codecademy, which course is next for me?");
    expect(text).toMatch(/^\*\*Full stack software development\*\* is likely the best fit/);
  });

  it("answers 'which course matches me' from what the visitor does", async () => {
    expect(await answer("i do payroll and love excel, which course matches me")).toMatch(
      /^\*\*Data Analytics\*\* is likely the best fit/,
    );
  });

  it("reads levelling up from one's own job as who a course suits", async () => {
    const text = await answer("I'm a manual tester, anything to level up to automation?");
    expect(text).toMatch(/^Yes: \*\*QA & Software Testing\*\* suits manual testers/);
  });

  it("answers 'would it work for a designer?' with who the course suits", async () => {
    expect(await answer("would the full stack course work for a UX designer?")).toMatch(
      /^Yes: \*\*Full stack software development\*\* suits/,
    );
  });

  it("answers what to prepare before day one with the prerequisites", async () => {
    expect(await answer("what do I have to prepare before day one of full stack")).toMatch(
      /^No programming experience: the course starts with HTML/,
    );
  });

  it("answers studying while travelling with the study mode", async () => {
    expect(await answer("is it possible to do the full stack course while travelling overseas?")).toMatch(
      /online/,
    );
  });

  it("takes 'a class to see if I like it' as a trial", async () => {
    expect(isNoAnswer(await answer("can i come along to one class and see if i like it?"))).toBe(true);
  });
});

describe("a person described in their own world's words", () => {
  it("answers who each course suits however many words the description uses", async () => {
    const text = await answer("my teenage daughter is obsessed with minecraft, what would suit her?");
    expect(text).toContain("**Data Analytics** suits people who already work with spreadsheets");
    expect(isNoAnswer(text)).toBe(false);
  });

  it("still gives the honest reply for a career the site never mentions", async () => {
    expect(isNoAnswer(await answer("my son wants to be a pilot, what would suit him?"))).toBe(true);
  });

  it("answers the skills a course needs with its prerequisites, not the laptop", async () => {
    expect(await answer("what computer skills do I need for QA")).toMatch(
      /^Comfortable using web and mobile apps/,
    );
  });

  it("answers studying beside university with the class times", async () => {
    expect(await answer("could I do QA while also doing uni?")).toMatch(/evening|Saturday/);
  });

  it("takes an open day as something the site does not offer", async () => {
    expect(isNoAnswer(await answer("when is your next open day?"))).toBe(true);
    expect(isNoAnswer(await answer("are you open days or just evenings?"))).toBe(false);
  });
});

describe("a fourth probe batch: follow-ups, career switches, long hours", () => {
  it("takes 'can i try it first?' after a course as a trial", async () => {
    expect(isNoAnswer(await answer("can i try it first?", ["what's the full stack course like?"]))).toBe(
      true,
    );
  });

  it("picks the one course whose lines share a word when no other course shares any", async () => {
    const text = await answer("I'm a science teacher, which course would use my background?");
    expect(text).toMatch(
      /^\*\*Data Analytics\*\* is likely the best fit: it suits career changers from business, finance, marketing, science/,
    );
  });

  it("reads a call centre as where the visitor works and switching to tech as who a course suits", async () => {
    const text = await answer("I do customer service in a call centre, can I switch to tech with you?");
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* is likely the best fit/);
    expect(text).not.toContain("(02) 5550 1234");
  });

  it("answers never having used Excel with the spreadsheet skills the course asks for", async () => {
    expect(await answer("can I do data analytics if I've never used excel?")).toMatch(
      /^Comfortable with spreadsheets/,
    );
  });

  it("answers long working hours with the evening and Saturday classes", async () => {
    expect(await answer("will I have time for the course if I work 50 hours a week?")).toMatch(
      /^Yes\. Classes are in the evening or on Saturday/,
    );
  });
});

describe("a fifth probe batch: informal descriptions and 'while' situations", () => {
  it("answers 'could QA work for him?' after a long description with who QA suits", async () => {
    const text = await answer(
      "My husband is a plumber who's sick of his knees hurting, could QA work for him?",
    );
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* suits/);
    expect(text).not.toMatch(/Tell your instructor/);
  });

  it("reads 'levels me up' and 'I build websites' as who a course suits", async () => {
    expect(await answer("i build websites on wordpress, which course levels me up?")).toMatch(
      /^\*\*Full stack software development\*\* is likely the best fit/,
    );
  });

  it("answers free time a week with the hours of project work", async () => {
    expect(await answer("how much free time will full stack eat up each week?")).toContain("6 to 8 hours");
  });

  it("answers studying while living elsewhere with the study mode", async () => {
    expect(await answer("can I do data analytics while living in Newcastle?")).toContain("no online option");
  });

  it("answers running one's own business with the evening and Saturday classes", async () => {
    expect(await answer("is it doable to do full stack while running my own business?")).toMatch(
      /evening or on Saturday/,
    );
  });

  it("names the version control the course pages name", async () => {
    expect(await answer("what version control do you teach?")).toMatch(
      /^\*\*Full stack software development\*\* teaches Git\./,
    );
  });

  it("answers a minimum education level with the prerequisites", async () => {
    expect(await answer("is there a minimum education level to enrol?")).toMatch(
      /^No course needs programming experience/,
    );
  });

  it("treats 'too late to get into coding' like 'too old': the site says nothing about age", async () => {
    expect(isNoAnswer(await answer("i'm 30 and work in hospo, too late to get into coding?"))).toBe(true);
  });
});

describe("a sixth probe batch: dropping in on a class, interests, where and how one studies", () => {
  it("takes popping into a lesson to check it out first as a trial", async () => {
    expect(isNoAnswer(await answer("can I pop into a QA lesson to check it out first?"))).toBe(true);
  });

  it("answers 'is data analytics for him?' after a hobby with who the course suits", async () => {
    const text = await answer(
      "my son spends hours on excel for his fantasy football, is data analytics for him?",
    );
    expect(text).toContain("spreadsheets");
    expect(isNoAnswer(text)).toBe(false);
  });

  it("answers slow typing with the computer skills a course expects", async () => {
    expect(await answer("is it ok if I'm slow at typing for full stack?")).toMatch(
      /^Comfortable with a computer/,
    );
  });

  it("answers a full-time masters beside the course with the evening and Saturday classes", async () => {
    expect(await answer("can I do full stack while doing a full time masters?")).toMatch(
      /evening or on Saturday/,
    );
  });

  it("answers living somewhere the site never names, and joining from the office, with the study mode", async () => {
    expect(await answer("can I do QA while living on the Gold Coast?")).toMatch(/online/);
    expect(await answer("could I do the full stack class from my office on some nights?")).toMatch(/online/);
  });

  it("answers 'is QA for people who hate coding?' with who the course is for", async () => {
    expect(await answer("is QA for people who hate coding?")).toMatch(/^\*\*QA & Software Testing\*\* suits/);
  });
});

describe("a person described on one course's page whom another course fits far better", () => {
  it("says the other course first, then who the page's course suits", async () => {
    const text = await createAssistant().answer(
      "my son loves breaking things, is this for him?",
      silentSink,
      ["Full stack software development"],
    );
    expect(text).toMatch(
      /^\*\*QA & Software Testing\*\* may be the better fit: it suits detail-minded people who like finding out how things break\. \*\*Full stack software development\*\* suits/,
    );
  });

  it("keeps the page's course when one of its own lines fits", async () => {
    const text = await createAssistant().answer(
      "I've been doing YouTube tutorials, is this for people like me?",
      silentSink,
      ["Full stack software development"],
    );
    expect(text).toMatch(
      /^Yes: \*\*Full stack software development\*\* suits people who have tried free tutorials/,
    );
  });
});

describe("being away for a class and visiting before applying", () => {
  it("answers 'I'm sick next week' with what to do about a missed class", async () => {
    expect(await answer("I'm sick next week, what do I do?")).toMatch(/^Tell your instructor/);
  });

  it("answers visiting the campus before applying with the opening hours and address", async () => {
    expect(await answer("can I visit the campus before I apply?")).toMatch(/^We're open Monday to Friday/);
  });
});

describe("a person described, then a question the site answers whoever they are", () => {
  it("answers who a course suits when an age and a school year come first", async () => {
    expect(
      await answer("my boy is 16 and in year 11, loves spreadsheets and numbers. which course suits him?"),
    ).toMatch(/\*\*Data Analytics\*\*/);
    expect(
      await answer("my kid is always messing around with spreadsheets, what course would suit him?"),
    ).toMatch(/^\*\*Data Analytics\*\* is likely the best fit/);
  });

  it("answers what a course needs first, the fees and careers help beside an age", async () => {
    expect(
      await answer(
        "my 17 year old daughter has never written code, what does she need to know before data analytics?",
      ),
    ).toMatch(/^No programming experience/);
    expect(await answer("my stepdaughter is 17, just finished her HSC, how much is the QA course?")).toMatch(
      /^\*\*QA & Software Testing\*\* costs \*\*\$4,000 AUD\*\*/,
    );
    expect(
      await answer("my niece is 17, just done her HSC, would careers support help her land a job after?"),
    ).toMatch(/^Yes: careers support is part of every course/);
  });

  it("keeps the honest reply when the age itself is the question", async () => {
    for (const question of [
      "my son is 16, is he old enough for QA?",
      "my son is 16, can he do full stack?",
      "I'm 17 and just finished year 12, is there an age limit for your courses?",
    ])
      expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("answers how a course is attended or a missed class beside a condition, but not whether they can do it", async () => {
    expect(await answer("I'm in a wheelchair, can I join the full stack classes online?")).toMatch(
      /^Yes: \*\*Full stack software development\*\* is on campus, with live online attendance/,
    );
    expect(
      await answer("i have a chronic illness and sometimes get flare ups, what happens if i miss a class?"),
    ).toMatch(/^Tell your instructor/);
    expect(await answer("I have ADHD and find it hard to focus, how long are the classes?")).toMatch(
      /^Each class is \*\*3 hours\*\*/,
    );
    expect(isNoAnswer(await answer("I have epilepsy, can I still do full stack?"))).toBe(true);
  });

  it("reads a job to find as the careers support, not a job to keep", async () => {
    for (const question of [
      "my son finished a business degree and still hasn't found a job. do you help people with job hunting?",
      "I was made redundant last month, would your careers team help me get a job after the course?",
      "I've been unemployed for a year, do you help with finding work?",
    ])
      expect(await answer(question)).toMatch(
        /^Yes: (careers support is part of every course|job-search sessions)/,
      );
    expect(
      await answer(
        "I just finished an IT degree but can't find work. what help would I get with job hunting?",
      ),
    ).toMatch(
      /^Careers support is part of every course at no extra cost: portfolio review, CV and LinkedIn review/,
    );
    expect(
      await answer(
        "I'm 52 and finished a law degree years ago but can't find work, would you help me with my CV?",
      ),
    ).toMatch(/^Yes: CV and LinkedIn review/);
  });

  it("keeps the honest reply for the ages of the other students", async () => {
    for (const question of [
      "I'm 70, will I be the oldest in the class?",
      "what's the average age of students?",
    ])
      expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("answers after a person told in other forms: 'my 16yo', 'grandma here, 68', 'my son's 17'", async () => {
    expect(
      await answer("my 16yo is obsessed with roblox and minecraft mods, what course would suit him"),
    ).toMatch(/suits/);
    expect(
      await answer("grandma here, 68, retired bookkeeper, can i pay for data analytics monthly?"),
    ).toMatch(/^Yes: \*\*Data Analytics\*\*: \$4,000 AUD in full or 4 monthly instalments/);
    expect(await answer("My son's 17, no coding background. Does full stack teach from scratch?")).toMatch(
      /^\*\*Full stack software development\*\* covers/,
    );
  });

  it("keeps the honest reply when a child's age makes whether a course is for them the question", async () => {
    expect(isNoAnswer(await answer("my daughter is 12, is there anything for her?"))).toBe(true);
    expect(await answer("my daughter is 15, how much is QA?")).toMatch(/\$4,000 AUD/);
  });

  it("keeps the honest reply for bringing a child to class", async () => {
    expect(isNoAnswer(await answer("can i bring my baby into class?"))).toBe(true);
    expect(isNoAnswer(await answer("my kids are 6 and 9, can I bring them to the saturday class?"))).toBe(
      true,
    );
  });

  it("answers the study mode asked after a job that is only told", async () => {
    expect(await answer("me and my partner both work in hospo, can we both do QA online?")).toMatch(
      /^Yes: \*\*QA & Software Testing\*\* is on campus or online/,
    );
  });

  it("leaves out what only the description says: a call centre, years at home, a teacher", async () => {
    const roles = await answer("my brother works in a call centre, what roles could QA lead to?");
    expect(roles).toMatch(/^\*\*QA & Software Testing\*\* graduates apply for roles/);
    expect(roles).not.toContain("(02)");
    expect(
      await answer(
        "I'm a mum coming back to work after years at home, do you help find a job after the course?",
      ),
    ).toMatch(/^Yes: careers support/);
    const suits = await answer("my wife's a nurse wanting a change, what would suit her?");
    expect(suits).toMatch(/suits/);
    expect(suits).not.toMatch(/instructor/i);
  });
});

describe("money, equipment and the visitor's situation", () => {
  it("reads how the visitor's own laptop is as their situation, not a topic", async () => {
    for (const q of [
      "do u guys give out laptops or do i have to buy one, mine is pretty cooked",
      "i don't own a pc, is that a dealbreaker?",
    ]) {
      const text = await answer(q);
      expect(isNoAnswer(text)).toBe(false);
      expect(text).toContain("do not provide or lend laptops");
    }
  });

  it("answers keeping a job when the visitor asks about quitting it", async () => {
    for (const q of [
      "i'm a 38yo accountant, full time, two kids. is it realistic to do one of these courses without quitting my job??",
      "do i have to quit my job to study with you?",
    ]) {
      const text = await answer(q);
      expect(text).toContain("most students keep a full-time job");
      expect(text).not.toMatch(/no refund/);
    }
  });

  it("says what happens to the instalments still owed after withdrawing", async () => {
    for (const q of [
      "Hypothetically, if I enrol, pay 2 of the 4 instalments and then have to drop out, do I get that money back, and do I still owe the other 2?",
      "if i drop out do i still owe the rest of the fee",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^No: there is no refund/);
      expect(text).toContain("instalments that fall due after that are cancelled");
    }
  });

  it("answers spreading the cost with the instalments, not only the ways to pay", async () => {
    const text = await answer(
      "I can't pay everything upfront — is there some way to spread the cost of full stack over a few months?",
    );
    expect(text).toContain("6 monthly instalments of $1,000");
  });

  it("says a service's rate excludes GST when GST is asked, and both kinds of price with no subject", async () => {
    for (const q of ["is the $10k for a web app inc gst?", "mobile app price - is that ex gst?"])
      expect(await answer(q)).toContain("(starting price, excluding GST)");
    expect(await answer("how much is a web app?")).not.toContain("GST");
    const both = await answer("do your prices include GST?");
    expect(both).toMatch(/^Course fees include GST/);
    expect(both).toContain("Service rates are a starting price, excluding GST");
    expect(await answer("does the full stack price include gst?")).toMatch(
      /^Yes: fees are in Australian dollars and include GST/,
    );
  });

  it("gives the honest reply for a course we do not run, not another course's facts", async () => {
    for (const q of [
      "when does your cyber security bootcamp start?",
      "when does the machine learning course kick off",
      "how much is your cybersecurity course",
    ])
      expect(isNoAnswer(await answer(q))).toBe(true);
    expect(await answer("when does the QA course start?")).toContain("QA & Software Testing");
  });
});
