/**
 * Development set 55 (issue 16). First written as a blind probe set (p70: the edge of what the site says: near-domain questions it never answers beside look-alikes it does) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 8ae74ba, which nobody had tuned to it (first run 55/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet55: DevCase[] = [
  // ---- things the site never says: honest "don't know, contact us" ----
  { question: "do you offer any scholarships or bursaries for the full stack course?", kind: "no answer", none: true },
  {
    question: "hi im from nepal on a student visa, will harbourline sponsor my visa if i enrol in QA?",
    kind: "no answer",
    noYes: true,
  },
  { before: ["where is your office?"], question: "is there parking nearby for students?", kind: "follow-up", noYes: true },
  {
    question: "my partner uses a wheelchair, is there lift access up to your floor?",
    kind: "indirect",
    none: true,
  },
  { question: "whats the closest train station to u guys", kind: "slang", none: true },
  {
    question: "can I get a VET student loan or government funding like Smart and Skilled to cover the fees?",
    kind: "no answer",
    noYes: true,
  },
  {
    question: "any early bird discount or group deal if me n my mate sign up together??",
    kind: "slang",
    none: true,
  },
  { question: "is there a minimum age? my son is 16 and keen on coding", kind: "indirect", none: true },
  {
    question: "are the classes recorded so i can rewatch the videos later whenever i want?",
    kind: "no answer",
    none: true,
  },
  { question: "do clases still run on public holidys like anzac day?", kind: "typo", none: true },
  {
    question: "does the qa corse come with an intership at a real company as part of it?",
    kind: "typo",
    none: true,
  },
  {
    question: "what's the cut-off date for applications, like when do applications close for the next QA intake?",
    kind: "paraphrase",
    none: true,
  },
  {
    question: "before we share our startup idea with you, will you sign an NDA?",
    kind: "no answer",
    none: true,
  },
  { question: "what year was harbourline founded?", kind: "no answer", none: true },
  { question: "roughly how many staff work at your company?", kind: "no answer", none: true },
  { question: "how often does your newsletter come out, weekly or monthly?", kind: "no answer", none: true },
  {
    question: "what percentage of students actually complete the data analytics course?",
    kind: "no answer",
    none: true,
  },
  {
    question: "does the testing course prep me for the ISTQB foundation exam?",
    kind: "no answer",
    none: true,
  },
  {
    question: "i already know react pretty well, can i get recognition of prior learning and skip the front end module?",
    kind: "indirect",
    none: true,
  },
  {
    question: "how many weeks does it usually take you to build an ios app from scratch?",
    kind: "no answer",
    none: true,
  },
  { question: "is there a dress code for the on campus classes?", kind: "no answer", none: true },
  {
    question: "will i get a student ID card so i can get concession fares on the bus?",
    kind: "no answer",
    none: true,
  },
  { question: "do u pay a referral bonus if i refer a friend who enrols", kind: "slang", none: true },
  {
    before: ["tell me about the data analytics course"],
    question: "are there any scholarships for that one?",
    kind: "follow-up",
    none: true,
  },
  {
    question: "wil my instructor write me a refrence letter for job applications after i finish?",
    kind: "typo",
    none: true,
  },

  // ---- sound like the above, but the content does answer ----
  {
    question: "be honest, if i do the full stack course am i promised a job at the end?",
    kind: "paraphrase",
    anyOf: [["cannot promise you a job", "no course can guarantee you a job"]],
  },
  {
    question: "whats ur job placement rate? like 90% of grads hired or something?",
    kind: "slang",
    facts: ["placement rates"],
  },
  {
    question: "how much do data analysts earn after your course, whats the typical starting salary?",
    kind: "indirect",
    facts: ["salary figures"],
  },
  {
    question: "is gst included in the course price or is it added on top?",
    kind: "answer",
    anyOf: [["include GST", "GST included"]],
    absent: ["excluding GST"],
  },
  {
    before: ["how much do you charge to build a web app for my business?"],
    question: "is that plus gst?",
    kind: "follow-up",
    facts: ["excluding GST"],
    absent: ["GST included"],
  },
  {
    before: ["how much is the qa course"],
    question: "and does that price already have gst in it",
    kind: "follow-up",
    anyOf: [["include GST", "GST included"]],
  },
  {
    question: "what happens if the tuesday class i want is already full?",
    kind: "indirect",
    facts: ["waiting list"],
  },
  {
    question: "does this chat keep my messages? how long do you store chats for",
    kind: "paraphrase",
    facts: ["two years"],
  },
  {
    question: "is your certificate nationally accredited, are you an RTO?",
    kind: "answer",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  {
    question: "do u guys lend laptops or is one included in the fee",
    kind: "slang",
    anyOf: [["do not provide or lend laptops", "Bring your own laptop"]],
  },
  {
    question: "if i quit halfway thru do i get my money back",
    kind: "slang",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question: "what if YOU cancel the course and can't fit me into another intake, do i just lose the money?",
    kind: "indirect",
    facts: ["Australian Consumer Law"],
  },
  {
    question: "once im enrolled can i switch from the monday night class to saturday?",
    kind: "paraphrase",
    anyOf: [["has room", "another class time"]],
  },
  {
    question: "can i do data analytics from home over zoom?",
    kind: "indirect",
    anyOf: [["no online option", "on campus in Sydney only"]],
  },
  {
    question: "i only have a macbook, will power bi run on it for the data course?",
    kind: "indirect",
    facts: ["Windows only"],
  },
  {
    question: "can i pay of the full stak fee bit by bit insted of all at once",
    kind: "typo",
    facts: ["monthly instalments"],
  },
  {
    question: "do i have to pay anything upfront just to apply?",
    kind: "paraphrase",
    anyOf: [["Applying is free", "pay nothing before you are enrolled"]],
  },
  {
    question: "i work full time 9 to 5 mon-fri, is it realistic to study with you?",
    kind: "indirect",
    anyOf: [["full-time job", "6PM-9PM", "6PM - 9PM"]],
  },
  { question: "can i pop into the office saturday arvo for a chat", kind: "slang", facts: ["10AM-3PM"] },
  {
    question: "how quickly does someone get back to me after i submit an aplication?",
    kind: "typo",
    facts: ["two business days"],
  },
  {
    question: "if i book the free consult for my startup am i gonna get stuck talking to a salesperson?",
    kind: "indirect",
    facts: ["senior developer"],
  },
  {
    before: ["how do i book a free consultation for an app project?"],
    question: "what if the time i picked doesnt work anymore, can i move it?",
    kind: "follow-up",
    facts: ["reschedule or cancel"],
  },
  {
    question: "after you launch our web app do you just disappear or do you look after it?",
    kind: "indirect",
    anyOf: [["After launch", "on call"]],
  },
  {
    question: "do you sell my email and phone number to other companies if i fill in your forms?",
    kind: "paraphrase",
    anyOf: [["never sell", "do not sell"]],
  },
  {
    question: "how do i get you to delete all the info you've got on me and how long does it take?",
    kind: "multi-part",
    facts: ["30 days"],
    anyOf: [["hello@harbourline.example", "contact form", "(02) 5550 1234"]],
  },
  {
    question: "if im not happy with how you handled my personal info who else can i complain to",
    kind: "indirect",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
  },
  {
    question: "ive never written a line of code, can i still get into the qa course?",
    kind: "paraphrase",
    facts: ["No coding experience"],
  },
  {
    question: "im rubbish at maths, is data analytics gonna be too hard?",
    kind: "slang",
    facts: ["High-school maths"],
  },
  {
    question: "what do i have to do to actually get the certifcate at the end?",
    kind: "typo",
    facts: ["hand in"],
  },
  {
    before: ["do you guarantee jobs after the course?"],
    question: "ok fair, but do you at least help with interviews and stuff?",
    kind: "follow-up",
    facts: ["mock interview"],
  },
  {
    question: "what if i miss a class cos of work, am i screwed?",
    kind: "slang",
    facts: ["catch up"],
  },
  {
    before: ["tell me about the full stack course"],
    question: "can i join it online on nights i can't get into the city?",
    kind: "follow-up",
    anyOf: [["streamed live", "live online attendance"]],
  },
  {
    question: "i sent my application but got the class time wrong, can i edit it?",
    kind: "indirect",
    facts: ["submit a new application"],
  },
  {
    question: "is the refund policy strict, and is there any job guarantee?",
    kind: "multi-part",
    anyOf: [
      ["no refund", "not refunded"],
      ["cannot promise you a job", "no course can guarantee you a job"],
    ],
  },
  {
    question: "does this chatbot send my name to some AI company like openai?",
    kind: "indirect",
    facts: ["external AI service"],
  },
];
