/**
 * Kinds of question the built-in assistant must answer from typed content however they are put:
 * counts the site never gives, the tax number inside a long message, two comparisons at once, a
 * time budget, the course type, the site's own actions asked indirectly, who a program suits.
 * Each question is written as a visitor would, not copied from an evaluation set.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { NO_ANSWER } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("counts and rates the site does not give", () => {
  it.each([
    "how many employees does harbourline have?",
    "what is the total number of graduates so far",
    "how many people were in the last QA intake",
    "what's the dropout rate for full stack",
    "what percentage of people pass the data analytics course",
    "what is the class size like?",
  ])("%j gets the honest reply with the contact and consultation links", async (question) => {
    expect(await answer(question)).toBe(NO_ANSWER);
  });

  it("still answers counts the site states, and job outcomes with the honesty sentence", async () => {
    expect(await answer("how many weeks does data analytics take")).toContain("16 weeks");
    expect(await answer("how many courses do you offer?")).toMatch(/^We teach three programs/);
    expect(await answer("how many classes are there each week?")).toMatch(/^\*\*One class a week\*\*/);
    expect(await answer("how many grads end up getting hired")).toMatch(
      /^We do not publish job placement rates/,
    );
  });
});

describe("the tax number", () => {
  it.each([
    "our bookkeeper is asking for harbourline's ABN before they will reimburse me, can you send it?",
    "what's the company registration number",
    "I need your business number for my tax return",
  ])("%j leads with the ABN", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Our tax number is \*\*ABN 00 000 000 000/);
    expect(text).toContain("](/contact-us)");
  });
});

describe("a time budget", () => {
  it("names the courses that fit in the time a visitor has, then the others' lengths", async () => {
    const text = await answer(
      "my contract ends in 4 months and I want to be done retraining by then, which courses could I finish in 4 months?",
    );
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* and \*\*Data Analytics\*\* each take 16 weeks/);
    expect(text).toContain("Full stack software development takes 24 weeks");
  });

  it("says no when the program named is longer, and which ones fit instead", async () => {
    const text = await answer("can I squeeze full stack into 5 months? that's all I have");
    expect(text).toMatch(/^No: \*\*Full stack software development\*\* takes 24 weeks/);
    expect(text).toContain("16 weeks");
  });
});

describe("the course type", () => {
  it("says no to self-paced, then that every program is instructor-led", async () => {
    expect(await answer("is data analytics self paced?")).toMatch(
      /^No: \*\*Data Analytics\*\* is an instructor-led course/,
    );
    expect(await answer("can I just do the course at my own pace?")).toMatch(
      /^No: all three of our programs are instructor-led/,
    );
  });

  it("answers 'a real teacher or recordings?' with the instructor-led classes", async () => {
    expect(await answer("will there be an actual teacher or is it recorded lectures")).toMatch(
      /^All three of our programs are instructor-led courses/,
    );
  });
});

describe("instalments compared across programs", () => {
  it.each([
    "Can I spread the payments over more months on full stack or on data analytics?",
    "which course lets me pay in more instalments?",
    "can i pay it off over more months on full stack than on qa?",
  ])("answers %j with the program that allows more, and the others' count", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(
      /^\*\*Full stack software development\*\* can be spread over (more|the most) months: 6 monthly instalments/,
    );
    expect(text).toMatch(/allows? 4/);
  });

  it("does not read 'any more payments after the fee' as instalments compared", async () => {
    expect(await answer("are there any more payments after I pay the course fee?")).not.toContain(
      "spread over",
    );
  });

  it("still answers one program's instalments plainly", async () => {
    expect(await answer("can I pay QA in instalments?")).toMatch(
      /^Yes: \*\*QA & Software Testing\*\*: \$4,000 AUD in full or 4 monthly/,
    );
  });
});

describe("a program's name misspelt, and who runs the company", () => {
  it.each(["hw much is the ful stak cours", "how mutch is ful stack", "whats the fee for fullstak"])(
    "answers %j with full stack's fee only",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("$6,000 AUD");
      expect(text).not.toContain("$4,000");
    },
  );

  it.each([
    "who's actually running this place?",
    "who is behind harbourline?",
    "who is in charge of the company?",
    "who's the head honcho?",
  ])("answers %j with the director, Sarah Whitfield", async (question) => {
    expect(await answer(question)).toMatch(/^\*\*Sarah Whitfield\*\* is our Director/);
  });

  it("still answers who runs a class with its instructor", async () => {
    expect(await answer("who is running the QA class?")).toContain("Mei Lin Chen");
  });
});

describe("changes to classes", () => {
  it("answers a visitor moving their own class night with the terms' class-change sentence", async () => {
    const text = await answer(
      "my shifts are changing next month, could I move from the Wednesday class to Saturdays?",
    );
    expect(text).toMatch(/^You can move to another class time of your course when that class has room/);
    expect(text).toContain("](/terms)");
  });

  it("answers a change of teacher with the changes the terms allow us", async () => {
    expect(await answer("what if you replace the teacher partway through the course?")).toMatch(
      /^We may change an instructor/,
    );
  });
});

describe("typed answers to questions put in other words", () => {
  it("tells a visitor who wants their details removed how to ask", async () => {
    expect(await answer("can my details be removed from your system? how?")).toContain(
      "hello@harbourline.example",
    );
  });

  it("answers the second part of a two-part question about the classes' times", async () => {
    const text = await answer("can I study QA online, and what days are they on?");
    expect(text).toContain("online");
    expect(text).toContain("6PM-9PM");
  });

  it("reads 'how much time does it take from start to finish' as the course length", async () => {
    expect(await answer("how much time does the data course take from start to finish?")).toMatch(
      /^\*\*Data Analytics\*\* takes \*\*16 weeks\*\*/,
    );
  });

  it("says an application cannot be edited, and how to update it", async () => {
    expect(await answer("I typed my phone number wrong on the application, can I fix it?")).toMatch(
      /^An application cannot be changed once it is sent/,
    );
  });

  it("gives the years the site states for how long we have been building", async () => {
    expect(await answer("how long has your team been building web apps?")).toContain("5 years");
  });

  it("answers which course works from another city with the study modes", async () => {
    const text = await answer("I'm stuck out in Brisbane, which would work for me, full stack or data?");
    expect(text).toMatch(/^Yes: you can study \*\*Full stack software development\*\* online/);
    expect(text).toContain("Data Analytics is on campus in Sydney only");
  });

  it.each(["I'm from Brazil, do you help with a student visa?", "what's the salary for your teachers?"])(
    "%j gets the honest reply",
    async (question) => {
      expect(await answer(question)).toBe(NO_ANSWER);
    },
  );
});

describe("who a program suits, asked for someone else or through interests", () => {
  it.each([
    ["my partner keeps spotting bugs in every app he uses, what should he study?", "QA & Software Testing"],
    [
      "my daughter is really into spreadsheets and budgets, which of your courses would suit her?",
      "Data Analytics",
    ],
    ["my nephew wants to make websites, which course is right for him", "Full stack software development"],
    [
      "my brother is always pulling gadgets apart to see what's broken, which course would he like?",
      "QA & Software Testing",
    ],
  ])("%j leads with the program that fits", async (question, program) => {
    expect(await answer(question)).toMatch(new RegExp(`^\\*\\*${program}\\*\\* is likely the best fit`));
  });
});

describe("the portal sign-in and deferring", () => {
  it("gives the portal sign-in's lifetime, with and without 'Remember me'", async () => {
    const text = await answer("if I tick remember me on the portal how long before it logs me out?");
    expect(text).toContain("30 days");
    expect(text).toContain("12 hours");
  });

  it("gives the honest reply to deferring a place, which the site does not cover", async () => {
    expect(await answer("could I delay my start until the intake after if I get offered a spot?")).toBe(
      NO_ANSWER,
    );
  });
});

describe("a topic only one program teaches", () => {
  it("names the program and what it uses when no program is named", async () => {
    const text = await answer("what software do you use to teach test automation?");
    expect(text).toMatch(/^\*\*QA & Software Testing\*\* teaches it in automated testing/);
    expect(text).toContain("Playwright");
    expect(await answer("what do you teach for dashboards")).toMatch(
      /^\*\*Data Analytics\*\* teaches it in real-world projects: dashboards/,
    );
  });
});

describe("a booked consultation changed or cancelled", () => {
  it("points to the reschedule link of the booking e-mail", async () => {
    const text = await answer(
      "I've got a call booked with your team on Thursday but need to move it to another day",
    );
    expect(text).toMatch(/^Use the reschedule link in the e-mail we sent when you booked/);
    expect(text).toContain("](/expertise/book-a-free-consultation)");
  });

  it("points to the cancel link when the visitor cannot come at all", async () => {
    expect(await answer("please cancel my booking, we went with another agency")).toMatch(
      /^Use the cancel link/,
    );
  });

  it("still explains booking a new consultation", async () => {
    expect(await answer("how can I book a free consultation?")).toMatch(/^Booking a consultation is free/);
  });
});

describe("more indirect wordings", () => {
  it("answers a job-outcome count with the honesty sentence", async () => {
    expect(await answer("what proportion of your alumni end up working in IT?")).toMatch(
      /^We do not publish job placement rates/,
    );
  });

  it("gives the honest reply to how many people we employ", async () => {
    expect(await answer("how many people do you employ")).toBe(NO_ANSWER);
  });

  it("fits study around a visitor's working hours", async () => {
    expect(await answer("I do night shifts at a warehouse, when could I study?")).toMatch(
      /^The Saturday class fits/,
    );
    expect(await answer("I work Saturdays and Sundays, can I still study with you?")).toMatch(
      /^The weekday evening classes fit/,
    );
  });

  it("reads newsletter and consultation requests put indirectly", async () => {
    expect(await answer("please send me updates about new courses")).toContain("newsletter");
    expect(await answer("can you stop messaging me")).toContain("unsubscribe link");
    expect(await answer("I'd like to arrange a video call about an app idea")).toContain(
      "](/expertise/book-a-free-consultation)",
    );
  });

  it("answers someone who wants to make websites with the course, not the web service", async () => {
    expect(
      await answer("my grandson wants to make his own websites, what would you suggest for him?"),
    ).toMatch(/^\*\*Full stack software development\*\*/);
  });
});

describe("batch 3 wordings", () => {
  it("reads a free day stated before the question", async () => {
    expect(await answer("Saturdays are my only free day. Could I do QA?")).toMatch(
      /^Yes: there is a Saturday class/,
    );
  });

  it("answers a study-from-afar constraint with the online courses", async () => {
    expect(await answer("which course works without coming into the city every week?")).toContain(
      "QA & Software Testing",
    );
  });

  it("points a lost portal login to the password reset", async () => {
    expect(await answer("I can't remember my password for the student portal")).toMatch(/Forgot password/);
  });

  it("reads 'enrolment status' as the portal", async () => {
    expect(await answer("where can I track my enrolment status online?")).toContain("](/portal/sign-in)");
  });

  it("names the shortest course for 'what finishes first'", async () => {
    expect(await answer("which course would be done first?")).toContain("16 weeks");
  });

  it("reads 'which course?' after a description of the visitor", async () => {
    expect(await answer("I spend all day in Excel building pivot tables, which course?")).toMatch(
      /^\*\*Data Analytics\*\* is likely the best fit/,
    );
  });

  it("gives the honest reply to counts of rooms", async () => {
    expect(await answer("how many classrooms are on campus")).toBe(NO_ANSWER);
  });
});

describe("batch 4 wordings", () => {
  it("gives the honest reply to a minor's age and to a career we do not teach", async () => {
    expect(await answer("my son is 16, is he allowed to join the full stack course?")).toBe(NO_ANSWER);
    expect(await answer("my niece hopes to become a pilot, which course would help?")).toBe(NO_ANSWER);
  });

  it("answers both parts of 'how long and how much'", async () => {
    const text = await answer("how long and how much is the QA course?");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000 AUD");
  });

  it("reads e-mail reminders about intakes as the newsletter", async () => {
    expect(await answer("could you notify me when new intakes open?")).toContain("newsletter");
  });
});

describe("batch 5 wordings", () => {
  it("keeps a statement that makes the question unanswerable: no course facts for a health need", async () => {
    expect(await answer("I have dyslexia. Would I manage the QA course?")).toBe(NO_ANSWER);
    expect(
      await answer("Our company is paying. Could you send the invoice to my employer instead of me?"),
    ).toBe(NO_ANSWER);
  });

  it("answers 'anything else before the course' with the prerequisites", async () => {
    expect(await answer("What else should I know before starting full stack?")).toMatch(
      /^No programming experience/,
    );
  });

  it("answers which course suits a beginner with what each needs", async () => {
    expect(await answer("for a total newbie, is data or full stack the better pick?")).toMatch(
      /^No course needs programming experience/,
    );
  });
});

describe("batch 6 wordings", () => {
  it("answers 'did my application go through?' with the portal and the confirmation e-mail", async () => {
    const text = await answer("I sent my application yesterday, how do I know it was received?");
    expect(text).toContain("](/portal/sign-in)");
    expect(text).toContain("confirmation");
  });

  it("reads a PDF of what a course covers as the outline form", async () => {
    expect(await answer("is there a brochure with the full stack course details?")).toMatch(
      /^Fill in the course outline form/,
    );
  });

  it("reads signing up for a consultation and wanting another day as rescheduling", async () => {
    expect(await answer("I registered for a consultation on Friday, can we do a different day?")).toMatch(
      /^Use the reschedule link/,
    );
  });

  it("names the program for a career changer from retail, not a restated FAQ line", async () => {
    expect(await answer("I manage a shop in retail and want a career change, which course fits?")).toMatch(
      /^\*\*QA & Software Testing\*\* is likely the best fit/,
    );
  });
});

describe("readings that must not spill over", () => {
  it("reads a bare 'session' as a class, and 'each class' hours without the homework", async () => {
    expect(await answer("how long does the session last")).toMatch(/^Each class is \*\*3 hours\*\*/);
    expect(await answer("how many hours is each class")).not.toContain("project work a week");
  });
});

describe("study modes across the programs", () => {
  it("answers which courses are on campus with all three, each with its mode", async () => {
    expect(await answer("what courses can I attend at your Sydney campus?")).toMatch(
      /^All three of our programs are taught on campus in Sydney/,
    );
    expect(await answer("are all of the programs run in person?")).toMatch(
      /^Yes: all three of our programs are taught on campus/,
    );
  });

  it("leads with the campus-only course when that is asked", async () => {
    expect(await answer("which one has no online option?")).toMatch(
      /^(\*\*)?Data Analytics(\*\*)?:? (is )?taught on campus in Sydney only/,
    );
    expect(await answer("which of them can't be studied remotely?")).toMatch(
      /^\*\*Data Analytics\*\* is taught on campus in Sydney only/,
    );
  });
});

describe("batch 8 wordings", () => {
  it("gives the honest reply to how many developers we have", async () => {
    expect(await answer("how many engineers work for you?")).toBe(NO_ANSWER);
  });

  it("reads e-mails about events and downloadable course info as the newsletter and the outline", async () => {
    expect(await answer("can I receive your emails about workshops?")).toContain("newsletter");
    expect(await answer("is the data analytics course info downloadable?")).toMatch(/course outline form/);
  });

  it("answers how to find out about acceptance with what happens after applying", async () => {
    expect(await answer("how will I know whether I've been accepted?")).toMatch(/e-mail/);
  });

  it("reads 'something for her' and 'build my own web apps' as who a course suits", async () => {
    expect(await answer("my aunt adores sorting data in spreadsheets, is there something for her?")).toMatch(
      /^\*\*Data Analytics\*\*/,
    );
    expect(await answer("I want to build my own web apps, which course suits?")).toMatch(
      /^\*\*Full stack software development\*\*/,
    );
  });

  it("reads the visitor's own job as a teacher as no question about instructors", async () => {
    expect(
      await answer("I'm a teacher. I'd like to move into tech. Which course would you suggest?"),
    ).toMatch(/^\*\*Full stack software development\*\* suits/);
  });
});

describe("batch 9 wordings", () => {
  it("names the courses within a money budget", async () => {
    const text = await answer("I can only spend about 4.5k, which courses are within that?");
    expect(text).toMatch(
      /^\*\*QA & Software Testing\*\* and \*\*Data Analytics\*\* cost \$4,000 AUD each, within \$4,500 AUD/,
    );
  });

  it("answers outcome and completion counts honestly", async () => {
    expect(await answer("how many people have you helped break into tech?")).toMatch(
      /^We do not publish job placement rates/,
    );
    expect(await answer("do most students pass?")).toBe(NO_ANSWER);
  });

  it("reads the mailing list and the portal put indirectly", async () => {
    expect(await answer("please take me off your mailing list")).toContain("unsubscribe link");
    expect(await answer("I applied on Monday, where can I check on it?")).toContain("](/portal/sign-in)");
  });

  it("reads a second language as the English a course needs", async () => {
    expect(await answer("English isn't my first language, will that be a problem for full stack?")).toContain(
      "English",
    );
  });
});

describe("batch 10 wordings", () => {
  it("reads hearing about new courses, enrolment progress and human teachers", async () => {
    expect(await answer("where do I register to find out about upcoming courses?")).toContain("newsletter");
    expect(await answer("can I see the status of my enrolment somewhere?")).toContain("](/portal/sign-in)");
    expect(await answer("is the QA course taught by real people?")).toMatch(/instructor-led/);
  });
});

describe("batch 11 wordings", () => {
  it("reads a deadline ahead as a time budget", async () => {
    expect(await answer("I start a new role in 5 months, could I finish a course by then?")).toContain(
      "16 weeks",
    );
  });

  it("reads opting out of marketing e-mails as the newsletter's unsubscribe link", async () => {
    expect(await answer("how can I opt out of your promotional emails?")).toContain("unsubscribe link");
  });
});

describe("batch 12 wordings", () => {
  it("answers the ABN and a contact detail asked beside it", async () => {
    const text = await answer("could I get your ABN plus your email address?");
    expect(text).toContain("ABN 00 000 000 000");
    expect(text).toContain("hello@harbourline.example");
  });

  it("counts a program's modules from its list", async () => {
    expect(await answer("how many modules does the QA course have?")).toMatch(
      /^\*\*QA & Software Testing\*\* has three modules/,
    );
  });

  it("reads 'see how it's going' after applying as the portal", async () => {
    expect(await answer("where can I see how my application is going?")).toContain("](/portal/sign-in)");
  });
});

describe("batch 13 wordings", () => {
  it("reads a per-cent sign as a rate the site does not give", async () => {
    expect(await answer("what % of QA students pass?")).toBe(NO_ANSWER);
  });

  it("answers both superlatives joined by 'and' even beside a third reading", async () => {
    const text = await answer("fastest and cheapest course for someone new to tech?");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000 AUD");
  });

  it("reads daytime working hours as a job to study around", async () => {
    expect(await answer("I work 8 to 4. Can I still take data analytics?")).toMatch(/6PM/);
  });
});

describe("a kind of tool asked for: the tools the course pages name", () => {
  it("names the cloud platform and the module that teaches it", async () => {
    const text = await answer("which cloud platform do you teach?");
    expect(text).toMatch(/^\*\*Full stack software development\*\* teaches AWS\./);
    expect(text).not.toContain("Arjun Mehta");
  });

  it("names each course's tools when no course is asked about", async () => {
    const text = await answer("what tools will I use?");
    expect(text).toMatch(/\*\*QA & Software Testing\*\* teaches Jira, TestRail, Playwright, Postman/);
    expect(text).toContain("Power BI");
  });

  it("names the tools of the course talked about", async () => {
    const text = await answer("what tools will I use?", ["tell me about data analytics"]);
    expect(text).toMatch(/^\*\*Data Analytics\*\* teaches SQL, Python, Excel, Power BI and pandas\./);
  });

  it("names a database and programming languages per course", async () => {
    expect(await answer("what database do you use in full stack?")).toMatch(/teaches PostgreSQL\./);
    const languages = await answer("what programming languages do you teach?");
    expect(languages).toContain("**QA & Software Testing** teaches JavaScript");
    expect(languages).toContain("**Data Analytics** teaches SQL and Python");
  });

  it("still answers who teaches beside the tools", async () => {
    const text = await answer("who teaches data analytics and what tools will i learn");
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("Power BI");
  });
});

describe("typed facts asked in heavy chat typos", () => {
  it.each(["wats ur fone numbr", "cn i get ur numba pls", "wat is ur phne no"])(
    "%j gets the phone numbers, not the ABN",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("(02) 5550 1234");
      expect(text).not.toContain("ABN");
    },
  );

  it("reads chat spellings of the address, the hours and the days", async () => {
    expect(await answer("wer r u located, whats the adres")).toContain("Sydney");
    expect(await answer("wat r ur opn hrs")).toContain("9AM-9PM");
    expect(await answer("r u opn sundy")).toMatch(/closed/i);
  });

  it("reads 'from home or come in' as the study mode, not the office's hours", async () => {
    const text = await answer("cn i do data analytcs frm home or do i hav to come in");
    expect(text).toContain("on campus in Sydney only");
    expect(text).not.toContain("9AM-9PM");
  });
});

describe("what the visitor walks away with and earns", () => {
  it.each([
    "Will I walk away with a recognised qualification at the end?",
    "do i come out with anything accredited?",
  ])("%j gets the certificate of completion and that it is not accredited", async (question) => {
    const text = await answer(question);
    expect(text).toContain("certificate of completion");
    expect(text).toContain("not nationally accredited");
  });

  it.each([
    "ballpark, what would I be earning after the full stack course?",
    "how much do QA testers make after ur course",
    "what kind of pay can i expect once i finish data analytics",
  ])("%j gets the no-salary-figures sentence", async (question) => {
    expect(await answer(question)).toMatch(/salary figures/);
  });
});

describe("when to pay, a missed class, and a price the site does not give", () => {
  it.each([
    "When do I have to pay, and can I split it up?",
    "when is the fee due and is there a payment plan?",
  ])("%j says the fee is paid after enrolment, and the instalments", async (question) => {
    const text = await answer(question);
    expect(text).toContain("after enrolment");
    expect(text).toContain("instalments");
  });

  it("answers a class the visitor cannot make with catching up, not the terms' changes", async () => {
    const text = await answer(
      "I travel for work now and then, what happens if I can't make it to class one week?",
    );
    expect(text).toContain("catch up");
    expect(text).not.toContain("two weeks ahead");
  });

  it("gives the honest reply for the price of a plan the site names no price for", async () => {
    expect(await answer("How much is your monthly support and maintenance plan after an app launches?")).toBe(
      NO_ANSWER,
    );
    expect(await answer("how much is careers support")).not.toBe(NO_ANSWER);
  });
});

describe("class times and keeping a job, both asked", () => {
  it("answers the times and that most students keep a full-time job", async () => {
    const text = await answer(
      "What times are the classes, and could I keep my full-time job while studying?",
    );
    expect(text).toContain("6PM-9PM");
    expect(text).toContain("keep a full-time job");
  });

  it("still answers only the times when the job is the situation, not a question", async () => {
    expect(await answer("I work shifts. What times are the classes?")).not.toContain("keep a full-time job");
  });
});

describe("a rate asked with 'how many … a week'", () => {
  it("'how many days a week are classes' is the one class a week, not a count of days about applying", async () => {
    const text = await answer("how many days a week are classes");
    expect(text).toMatch(/one class a week/i);
    expect(text).not.toContain("business days");
  });

  it("a count asked without a rate still gets the sentence that counts it", async () => {
    expect(await answer("how many cookies does the site use")).toMatch(/three cookies/);
  });
});
