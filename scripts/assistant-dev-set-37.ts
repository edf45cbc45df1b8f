/**
 * Development set 37 (issue 16). First written as a private blind probe set (p45: honesty at the edge: what the site does not say beside odd questions it does answer) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 50/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet37: DevCase[] = [
  // ---- not on the site: details the content never states
  { kind: "no answer", question: "is there parking near the office or whats the closest train station", noYes: true },
  { kind: "no answer", question: "do you do student discounts or an early bird price??", none: true },
  { kind: "no answer", question: "is harbourline listed on the ASX, whats the share price", none: true },
  { kind: "no answer", question: "I use a wheelchair - is there a lift and step free access to your office?", none: true },
  { kind: "no answer", question: "what year was the company founded", none: true },
  { kind: "no answer", question: "can i bring my dog to class? hes very chill", none: true },
  { kind: "no answer", question: "do u provide lunch or snacks at the saturday class or should i bring my own", none: true },
  { kind: "no answer", question: "how old is arjun and is he married", none: true },
  { kind: "no answer", question: "if i ended up working for you guys would you sponsor a 482 visa", none: true },
  { kind: "no answer", question: "is there a dress code for classes", none: true },
  { kind: "no answer", question: "do students get a concession opal card or a student id card", none: true },
  { kind: "no answer", question: "can i sit in on a free trial class before i commit to anything", noYes: true },
  { kind: "no answer", question: "are there any scholarships for the full stack course", none: true },
  { kind: "no answer", question: "do i get anything for referring a friend? like a referral bonus", none: true },
  { kind: "no answer", question: "which exact version of react do you teach, 18 or 19?", none: true },
  { kind: "no answer", question: "whats harbourline's annual revenue", none: true },

  // ---- not on the site: unrelated topics and personal advice
  { kind: "out-of-scope", question: "whats the weather gonna be like in sydney tomorrow", none: true },
  { kind: "out-of-scope", question: "who won the footy last night", none: true },
  { kind: "out-of-scope", question: "got a good pavlova recipe? having people over", none: true },
  { kind: "out-of-scope", question: "what is the capital of peru", none: true },
  { kind: "out-of-scope", question: "write me a python function that reverses a string pls", none: true },
  { kind: "out-of-scope", question: "is now a good time to buy bitcoin", none: true },
  { kind: "out-of-scope", question: "my landlord wont give back my bond, what can i do", none: true },
  {
    kind: "out-of-scope",
    question: "my son is torn between comp sci at UNSW and engineering at USYD, which one should he pick?",
    none: true,
  },
  { kind: "out-of-scope", question: "how do you say good morning in japanese", none: true },

  // ---- sounds off-topic, but the site answers: money and terms
  {
    kind: "slang",
    question: "can i pay for the course in crypto or afterpay lol, what do u actually take",
    facts: ["bank transfer", "card"],
  },
  {
    kind: "indirect",
    question: "real talk how much will i be earning after the full stack course? whats the avg salary ur grads get",
    anyOf: [["do not publish", "salary figures"]],
    absent: ["$70,000", "$80,000", "$90,000"],
  },
  {
    kind: "multi-part",
    question: "if i do QA and dont land a job do i get my money back? like is there a job guarantee",
    anyOf: [
      ["cannot promise", "guarantee you a job", "can guarantee"],
      ["no refund", "not refunded"],
    ],
  },
  {
    kind: "slang",
    question: "whats the damage for data analytics",
    anyOf: [["$4,000", "4,000", "4000"]],
    absent: ["$6,000"],
  },
  {
    kind: "indirect",
    question: "is GST extra on top of the course price or already in it",
    anyOf: [["include GST", "GST included", "includes GST"]],
    absent: ["excluding GST"],
  },
  {
    kind: "indirect",
    question: "i know theres no refunds but what if YOU cancel the course, am i just out of pocket?",
    facts: ["Australian Consumer Law"],
  },
  {
    kind: "indirect",
    question: "paying monthly, if i pull out halfway do i still have to pay the rest of the instalments",
    facts: ["cancelled"],
    anyOf: [["not refunded"]],
  },
  {
    kind: "follow-up",
    before: ["how much is full stack"],
    question: "cant drop that in one go, can i split it?",
    facts: ["monthly instalments"],
  },
  {
    kind: "comparison",
    question: "data analytics vs full stack, which ones cheaper",
    facts: ["Data Analytics"],
    anyOf: [["$4,000", "4,000", "4000"]],
  },
  {
    kind: "indirect",
    question: "my cousin reckons ur certificate is a govt accredited qualification, legit?",
    anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited"]],
  },

  // ---- sounds off-topic, but the site answers: privacy and your data
  {
    kind: "slang",
    question: "yo does this chat thing keep my ip address forever??",
    facts: ["30 days"],
  },
  {
    kind: "indirect",
    question: "do you track me with google analytics or a facebook pixel or whatever",
    anyOf: [["no advertising or analytics cookies", "no third-party trackers", "no advertising"]],
  },
  {
    kind: "indirect",
    question: "if i reckon you leaked my info and you ignore me, who do i go to",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
  },
  {
    kind: "typo",
    question: "how long do u hang on to my paymnet records after i finsh",
    anyOf: [["seven years", "7 years"]],
  },
  {
    kind: "indirect",
    question: "can ur staff see my student portal password",
    facts: ["hash"],
  },
  {
    kind: "indirect",
    question: "im in melbourne, which states law do ur enrolment terms fall under",
    anyOf: [["New South Wales", "NSW law"]],
  },

  // ---- sounds off-topic, but the site answers: laptops, timing and classes
  {
    kind: "indirect",
    question: "all i have is a macbook air, power bi works on mac right? for the data course",
    facts: ["Windows"],
  },
  {
    kind: "indirect",
    question: "my only laptop is my work one and IT locked it right down, can i use it for class",
    anyOf: [["install software", "locked-down", "may not do"]],
  },
  {
    kind: "slang",
    question: "is there anywhere to charge my laptop in the classroom, battery is trash",
    facts: ["power point"],
  },
  {
    kind: "indirect",
    question: "i knock off at 5:30 in the cbd on weekdays, would i make it to an evening class in time?",
    anyOf: [["6PM", "6 PM", "6:00"]],
  },
  {
    kind: "slang",
    question: "r u guys open sunday arvo? want to pop in and have a chat",
    facts: ["closed"],
  },
  {
    kind: "indirect",
    question: "started on tuesdays but my roster changed, can i swap to thursday nights?",
    anyOf: [["has room", "another class time"]],
  },
  {
    kind: "slang",
    question: "kid got sick and i missed wednesday class, am i screwed??",
    anyOf: [["instructor"], ["online space", "notes"]],
  },
  {
    kind: "indirect",
    question: "what happens if someone copies another persons project and hands it in as theirs",
    anyOf: [["end the enrolment", "end your enrolment", "end their enrolment"]],
  },
  {
    kind: "indirect",
    question: "maths was my worst subject at school lol, is data analytics a bad idea for me",
    anyOf: [["high-school maths", "high school maths", "teaches the statistics"]],
  },
  {
    kind: "indirect",
    question: "live in perth, can i do the data analytics one online?",
    anyOf: [["no online option", "Sydney only", "on campus"]],
  },

  // ---- sounds off-topic, but the site answers: business services and people
  {
    kind: "multi-part",
    question:
      "my mum has an app idea and wants to talk to an actual developer, not a sales guy. can she? does it cost her anything",
    anyOf: [["free"], ["senior developer", "30-minute"]],
  },
  {
    kind: "slang",
    question: "if u build my app do u stick around to fix stuff after it goes live or just ghost me",
    anyOf: [["on call", "monitoring"]],
  },
  {
    kind: "indirect",
    question: "that 10k starting price for a web app, does that include gst?",
    anyOf: [["excluding GST", "excludes GST", "plus GST"]],
    absent: ["GST included"],
  },
  {
    kind: "indirect",
    question: "do u build apps in flutter?",
    facts: ["React Native"],
  },
  {
    kind: "indirect",
    question: "is mei lin actually from industry or just an academic type",
    anyOf: [["banking", "health software", "test teams"]],
  },
  {
    kind: "paraphrase",
    question: "for the QA course do u use selenium or what for the automation part",
    facts: ["Playwright"],
  },

  // ---- sounds like general help, but the blog answers it
  {
    kind: "typo",
    question: "wats this fifteen min rule thing from ur blog",
    anyOf: [["fifteen minutes", "15 minutes"]],
  },
  {
    kind: "free text",
    question: "my dashboard says march sales were double every other month, whats the usual culprit?",
    anyOf: [["duplicated file", "duplicate"]],
  },
  {
    kind: "free text",
    question: "random q but how do i check what data types my columns are in pandas",
    facts: ["dtypes"],
  },
];
