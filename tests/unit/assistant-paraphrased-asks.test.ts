import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the wait after applying", () => {
  it.each([
    "sent my application yesterday, when does someone contact me?",
    "applied this morning, when will you get back to me?",
    // "Hear back" reads as a reply, and the consultation page promises one too: applying decides.
    "how long till i hear back after applying",
  ])(
    "answers %j with the advisor's two business days",
    async (question) => {
      expect(await answer(question)).toContain("two business days");
    },
  );
});

describe("services compared on price", () => {
  it.each([
    ["whats the cheapest of the services you offer businesses?", "$5,000 AUD"],
    ["whats cheaper for my startup to hire you for: software testing or web app development?", "$5,000 AUD"],
  ])("answers %j with the services' starting rates (%s the lowest), not a page's team passage", async (question, lowest) => {
    const text = await answer(question);
    expect(text).toContain(lowest);
    expect(text).toContain("$10,000 AUD");
  });
});

describe("third probe batch: the same needs in other words", () => {
  it.each(["consultation booked, when do i get a response", "what's the turnaround for a consultation request?"])(
    "answers %j with the consultation's one business day",
    async (question) => {
      expect(await answer(question)).toMatch(/^We reply within one business day/);
    },
  );

  it("reads 'the turnaround on applications' as the wait after applying", async () => {
    expect(await answer("whats the turnaround on applications?")).toContain("two business days");
  });

  it("answers an application that never led to enrolment with its own row", async () => {
    expect(await answer("do you keep my stuff forever if i never end up enrolling?")).toMatch(/^Applications that do not lead to enrolment: kept up to two years/);
  });

  it("moves a class for good, but catches up a missed one", async () => {
    expect(await answer("can't make my usual class night anymore, can i join a different one permanently?")).toMatch(/^You can move to another class time/);
    expect(await answer("can I join a different class if I miss one?")).toMatch(/^Tell your instructor/);
  });

  it("answers how long until I know if I got in with the decision within a week", async () => {
    expect(await answer("once I apply, how long until I know if I got in?")).toContain("within a week");
  });

  it("compares a rejected application's period with an enrolled student's records", async () => {
    const text = await answer("how long do you hold my data if my application gets rejected vs if I enrol?");
    expect(text).toContain("seven years");
    expect(text).toContain("two years");
  });

  it("answers what is kept after stopping the newsletter", async () => {
    expect(await answer("if i stop the newsletter, do you delete my address?")).toMatch(/^After you unsubscribe we keep only your address marked as unsubscribed/);
  });

  it("reads 'paid over more months' as instalments compared", async () => {
    expect(await answer("is full stack paid over more months than data analytics?")).toContain("6 monthly instalments");
  });

  it("reads being spammed after the outline as being contacted about the course", async () => {
    expect(await answer("will I get spammed if I sign up for the course outline?")).toContain("contact you about that course");
  });
});

describe("moving one's own class to another time after enrolling", () => {
  it.each([
    "if i pick tuesday nights and my job changes, can i switch to thursdays later?",
    "my shifts might change, could I swap from the wednesday class to saturday once I'm enrolled?",
    "can u move me to a diff timeslot later if monday doesnt work out",
    "am i locked into the class time i choose when applying?",
    "once im enrolled can i change to a different class night?",
    "is the class time i pick fixed for the whole course?",
    "do i have to stay in the same class slot the entire course",
  ])("answers %j with the terms' move when that class has room", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^You can move to another class time of your course when that class has room/);
    expect(text).not.toContain("introductions");
  });

  it("still answers a change of career beside evening classes without a class move", async () => {
    expect(await answer("I want to change my career, do you have evening classes?")).not.toMatch(/^You can move/);
  });
});

describe("the wait for a reply after a form is sent", () => {
  it.each([
    "once I send the booking form, how soon will you get back to me?",
    "how long til you get back to me after I book a consultation?",
    "I filled in the consultation form this morning, when will I hear from you?",
    "how fast do you respond to consultation requests?",
  ])("answers %j with the consultation's one business day", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^We reply within one business day/);
    expect(text).not.toContain("budget range");
  });

  it.each([
    "I sent my enrolment application yesterday, when will someone actually get in touch with me?",
    "just applied for data analytics, how long before an advisor contacts me?",
  ])("answers %j with the advisor's two business days, not the form or the contact details", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^After you apply, .*two business days/);
    expect(text).not.toContain("0491");
  });
});

describe("what the outline form leads to, studying from afar, and follow-ups on a status or careers", () => {
  it.each([
    "If I download the course outline, will you contact me afterwards?",
    "if i request a course outline will someone call me about it?",
    "if i get the course outline will i get sales calls?",
  ])(
    "answers %j with what the form's details are used for",
    async (question) => {
      expect(await answer(question)).toMatch(/^Yes: .*contact you about that course/);
    },
  );

  it("answers living far from Sydney with joining the class online", async () => {
    const text = await answer("I live 2 hours out of Sydney, could I do the full stack course without coming in every week?");
    expect(text).toMatch(/streamed live|join the same class online/);
    expect(text).not.toMatch(/^Classes run on weekday evenings/);
  });

  it("answers what a status means after a question about the application", async () => {
    const text = await answer("and what does 'under review' mean there?", ["Can I check my application status online?"]);
    expect(text).toContain("within a week");
  });

  it("reads 'still apply' after careers support as whether it holds for graduates", async () => {
    const text = await answer("does the job introductions thing still apply once I've finished the course?", ["tell me about your careers support"]);
    expect(text).toContain("recent graduates");
    expect(text).not.toContain("application form");
  });
});

describe("'which' before a thing that is not a course", () => {
  it("lists the payment methods instead of comparing the fees", async () => {
    const text = await answer("which payment methods can I use, and how is it invoiced?");
    expect(text).toContain("bank transfer or card");
    expect(text).toContain("invoice");
    expect(text).not.toContain("cheapest");
  });

  it("reads an employer's staff member as theirs, not our team", async () => {
    const text = await answer("My company is paying for an employee's course. How do we pay?");
    expect(text).not.toContain("Director");
    expect(text).toMatch(/bank transfer or card/);
  });
});

describe("the kit a class needs", () => {
  it("reads 'mic' as a microphone and answers the headset, not the study modes", async () => {
    const text = await answer("will I need a mic to join the class online?");
    expect(text).toMatch(/headset with a microphone/);
    expect(text).not.toMatch(/^Yes: you can study/);
  });

  it("answers charging a laptop with the power point at every desk", async () => {
    expect(await answer("can I charge my laptop during class?")).toContain("power point at every desk");
  });
});

describe("how long the privacy policy keeps one kind of record", () => {
  it.each([
    ["if you decline my application, how long do you keep my details?", "Applications that do not lead to enrolment"],
    ["how long do you keep my invoices and payment history after I finish?", "Enrolment and payment records"],
  ])("answers %j with its retention row", async (question, row) => {
    expect(await answer(question)).toMatch(new RegExp(`^${row}: kept`));
  });
});

describe("retention periods compared, kept after unsubscribing, and erasing it all", () => {
  it.each([
    "Which do you keep longer: an application that never became an enrolment, or my enrolment and payment records?",
    "do you keep applications that didn't go anywhere as long as enrolment records?",
  ])("answers %j with both rows, the longer first", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Enrolment and payment records are kept longer: seven years/);
    expect(text).toContain("two years");
    expect(text).not.toContain("weeks");
  });

  it.each([
    "If I unsubscribe do you still keep my email, and can I get it removed completely?",
    "after unsubscribing from the newsletter, is my email address still on file?",
  ])("answers %j with the address kept marked as unsubscribed, deleted when asked", async (question) => {
    const text = await answer(question);
    expect(text).toContain("marked as unsubscribed");
    expect(text).toContain("delete");
  });

  it.each([
    "how do I get you to delete everything you have on me, and how long does it take?",
    "i want my info wiped, how long does that take",
    "how long does it take for you to delete my account?",
  ])("answers %j with the request and its 30 days, never a course's length", async (question) => {
    const text = await answer(question);
    expect(text).toContain("30 days");
    expect(text).toContain("hello@harbourline.example");
    expect(text).not.toMatch(/\d+ weeks/);
  });

  it.each(["how long does it take to unsubscribe?", "how long does a refund take?", "how long does it take to get my certificate after I finish?"])(
    "never answers %j with a course's length",
    async (question) => {
      expect(await answer(question)).not.toMatch(/\d+ weeks/);
    },
  );

  it("still answers how long it takes to become a developer with the course", async () => {
    expect(await answer("how long does it take to become a developer?")).toContain("24 weeks");
  });
});

describe("a job said, then 'best option?'", () => {
  it("answers which course suits, not who teaches", async () => {
    const text = await answer("I'm a primary school teacher, best option?");
    expect(text).toContain("suits");
    expect(text).not.toMatch(/\bteaches\b/);
  });
});

describe("one promise or service asked about in other words", () => {
  it("answers a written quote with the proposal after the consultation", async () => {
    expect(await answer("after the consult, will you put a price in writing?")).toMatch(/^After the free consultation you get a written proposal with a fixed quote/);
  });

  it("answers job ads with the junior roles passed on", async () => {
    expect(await answer("do you forward job listings to your students?")).toContain("junior roles");
  });

  it("reads 'no room left' as a full class and answers the waiting list", async () => {
    expect(await answer("what happens if my class has no places left?")).toContain("waiting list");
  });
});

describe("a work situation, then when classes are", () => {
  it("answers the weekend class and its time, not only that students keep working", async () => {
    const text = await answer("I'm a nurse on rotating shifts so my days change each month. Are there weekend classes, and what time?");
    expect(text).toContain("11AM");
  });
});

describe("the visitor's employer's details on our invoice", () => {
  it("says honestly it has no answer instead of giving our own ABN", async () => {
    expect(await answer("could the invoice be issued to my company and its ABN rather than to me?")).toMatch(/couldn't find an answer/);
  });

  it("still gives our ABN when an employer asks for it", async () => {
    expect(await answer("my employer needs your ABN for the invoice")).toContain("ABN 00 000 000 000");
  });
});

describe("a business's existing software, then 'can you test it?'", () => {
  it("answers the software testing service, not building one", async () => {
    const text = await answer("we launched a booking website last year, could you test it? what would it cost?");
    expect(text).toContain("Software Testing");
    expect(text).toContain("$5,000");
  });
});

describe("chat fillers and tails ('…or nah', 'ngl', 'bruh')", () => {
  it.each([
    ["do u guys lend out laptops or nah", "do not provide or lend laptops"],
    ["fr tho do i need my own laptop or nah", "laptop"],
    ["bruh is there like a job guarantee after or nah", "guarantee you a job"],
    ["ngl can you get kicked out of a course for cheating?", "end the enrolment"],
    ["tbh can students get booted from a class?", "end the enrolment"],
    ["lowkey scared, can they kick me out of the course??", "end the enrolment"],
    ["btw do u do weekend classes", "Saturday"],
    ["gimme the address asap", "88 Harbour Street"],
    ["whats the phone number innit", "5550 1234"],
    ["r classes online or nah lmk", "online"],
    ["who's actually running this place?", "Sarah Whitfield"],
    ["any help with job hunting?", "ob-search"],
    ["yo do yall give laptops to students or nah", "do not provide or lend laptops"],
    ["what's the entry criteria for QA?", "No coding experience"],
    ["can i spread the cost of qa?", "4 monthly instalments"],
    ["deadass do i need my own laptop", "laptop"],
    ["wdym by live online attendance", "live online attendance"],
    ["bruh can they boot me for plagiarism", "end the enrolment"],
  ])("answers %j as if the filler were not there", async (question, fact) => {
    const text = await answer(question);
    expect(text).toContain(fact);
    expect(text).not.toMatch(/couldn't find/);
  });
});

describe("whether we are a real company", () => {
  it.each(["is this legit or a scam lol", "r u guys even a real business??", "how do i know ur not scammers"])(
    "answers %j with who we are: legal name, ABN and address",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("Pty Ltd");
      expect(text).toContain("ABN 00 000 000 000");
      expect(text).toContain("88 Harbour Street");
    },
  );

  it("leaves a certificate's or a message's legitimacy to a person", async () => {
    for (const question of ["is the certificate legit?", "i got a text saying im enrolled, is it a scam?"])
      expect(await answer(question)).toMatch(/couldn't find an answer/);
  });
});
