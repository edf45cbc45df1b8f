/**
 * Development set 47 (issue 16). First written as a blind probe set (p62: conversations on a phone: short follow-ups leaning on earlier turns, heavy slang and text-speak, topic changes) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 9279d0f, which nobody had tuned to it (first run 55/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet47: DevCase[] = [
  // ---- follow-ups that lean on earlier turns ----
  {
    before: ["how long is the full stack course?"],
    question: "what about qa",
    kind: "follow-up",
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    before: ["tell me about the data analytics course"],
    question: "how much tho",
    kind: "follow-up",
    facts: ["4,000"],
    absent: ["6,000"],
  },
  {
    before: ["what's the QA testing course about?"],
    question: "online?",
    kind: "follow-up",
    anyOf: [["on campus or online", "online, live"]],
  },
  {
    before: ["what do you learn in data analytics"],
    question: "can i do it from home tho",
    kind: "follow-up",
    anyOf: [["no online option", "Sydney only"]],
  },
  {
    before: ["what times are the classes on weeknights?"],
    question: "what about weekends",
    kind: "follow-up",
    anyOf: [["11AM-2PM", "11AM - 2PM"]],
  },
  {
    before: ["what are your office opening hours"],
    question: "what about weekends",
    kind: "follow-up",
    facts: ["10AM-3PM", "closed"],
  },
  {
    before: ["what's in the QA course"],
    question: "who teaches that",
    kind: "follow-up",
    facts: ["Mei Lin Chen"],
  },
  {
    before: ["do you have a data course?"],
    question: "who teaches it",
    kind: "follow-up",
    facts: ["Daniel Okafor"],
  },
  {
    before: ["how much is the full stack course?"],
    question: "is that with gst",
    kind: "follow-up",
    anyOf: [["include GST", "GST included"]],
  },
  {
    before: ["how much would you charge to build a web app for my company?"],
    question: "is that with gst",
    kind: "follow-up",
    facts: ["excluding GST"],
  },
  {
    before: ["how do i apply?"],
    question: "ok and after i apply?",
    kind: "follow-up",
    anyOf: [["two business days", "within a week"]],
  },
  {
    before: ["how much is the QA course?"],
    question: "can i pay it off monthly",
    kind: "follow-up",
    facts: ["instalments"],
  },
  {
    before: ["how much is full stack", "can i pay in instalments?"],
    question: "and if i drop out halfway do i get my money back",
    kind: "follow-up",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    before: ["whats ur email"],
    question: "and a phone number?",
    kind: "follow-up",
    anyOf: [["(02) 5550 1234", "0491 570 156"]],
  },
  {
    before: ["what does mei lin chen do there?"],
    question: "and the director?",
    kind: "follow-up",
    facts: ["Sarah Whitfield"],
  },
  {
    before: ["who wrote the blog post about manual vs automated testing?"],
    question: "what tools does she say they use for the automation part",
    kind: "follow-up",
    facts: ["Playwright", "Postman"],
  },
  {
    before: ["u got a post about the first 90 days as a junior dev?"],
    question: "whats the rule for when ur stuck",
    kind: "follow-up",
    anyOf: [["fifteen-minute rule", "fifteen minutes"]],
  },
  {
    before: ["what do you do with my details if i send the contact form?"],
    question: "how long do u keep it",
    kind: "follow-up",
    facts: ["two years"],
  },
  {
    before: ["do you store my IP address when i use the chat?"],
    question: "for how long",
    kind: "follow-up",
    facts: ["30 days"],
  },
  {
    before: ["do you guys do mobile apps?"],
    question: "what tech",
    kind: "follow-up",
    facts: ["React Native", "Swift"],
  },
  {
    before: ["i want to book a consultation about my app idea"],
    question: "how long is the call",
    kind: "follow-up",
    facts: ["30-minute"],
  },
  {
    before: ["what laptop do i need for data analytics"],
    question: "i have a macbook is that ok",
    kind: "follow-up",
    facts: ["Windows only"],
  },
  {
    before: ["what times are the classes"],
    question: "how long is each one",
    kind: "follow-up",
    anyOf: [["3 hours", "three hours", "three-hour"]],
  },
  {
    before: ["what do i need before starting data analytics?"],
    question: "and for full stack?",
    kind: "follow-up",
    anyOf: [["No programming experience", "starts with HTML"]],
  },
  {
    before: ["do you help people find jobs after the course?"],
    question: "is it guaranteed tho",
    kind: "follow-up",
    anyOf: [["guarantee", "cannot promise"]],
  },
  {
    before: ["i submitted my application yesterday", "can i track it somewhere?"],
    question: "i made a typo in it, can i edit it",
    kind: "follow-up",
    anyOf: [["submit a new application", "cannot be changed"]],
  },
  {
    before: ["i applied for QA and got waitlisted"],
    question: "what happens now",
    kind: "follow-up",
    anyOf: [["place opens", "order applications arrived"]],
  },
  {
    before: ["classes are in the evening right?"],
    question: "so can i keep my 9-5 job",
    kind: "follow-up",
    facts: ["full-time job"],
  },
  {
    before: ["how long is the data analytics course?"],
    question: "which is shorter, that or full stack",
    kind: "comparison",
    facts: ["Data Analytics"],
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    before: ["how much is data analytics", "and QA?"],
    question: "and the other one?",
    kind: "follow-up",
    facts: ["6,000"],
  },

  // ---- topic changes mid-conversation: the earlier turn must not be carried over ----
  {
    before: ["how much is the QA course?"],
    question: "where r u guys located",
    kind: "slang",
    facts: ["88 Harbour Street"],
    absent: ["4,000"],
  },
  {
    before: ["who teaches full stack?"],
    question: "different q, do u guys sell ur students data to anyone",
    kind: "indirect",
    anyOf: [["never sell", "do not sell"]],
    absent: ["Arjun Mehta"],
  },
  {
    before: ["tell me about the data analytics course"],
    question: "ok what tech do u use for the web apps u build for clients",
    kind: "paraphrase",
    facts: ["React"],
    anyOf: [["Express", "Nextjs", "Remix", "Typescript"]],
    absent: ["Power BI"],
  },
  {
    before: ["what are your opening hours"],
    question: "whats the refund policy",
    kind: "answer",
    anyOf: [["no refund", "not refunded"]],
    absent: ["9AM-9PM"],
  },
  {
    before: ["how much is the full stack course?"],
    question: "nvm. who is daniel okafor",
    kind: "paraphrase",
    anyOf: [["Data Analytics Instructor", "analyst in retail and government"]],
    absent: ["6,000"],
  },
  {
    before: ["whats the QA course like", "who teaches it"],
    question: "diff question - any blog posts about starting ur first dev job?",
    kind: "paraphrase",
    facts: ["first 90 days"],
    absent: ["Mei Lin Chen"],
  },
  {
    before: ["can i do data analytics online?"],
    question: "ok forget that, how do i book a free consultation for my business",
    kind: "indirect",
    anyOf: [["book-a-free-consultation", "Book a free consultation"]],
    absent: ["no online option"],
  },

  // ---- single messages in slang and text-speak ----
  { question: "hw mch 4 da data cors", kind: "slang", facts: ["4,000"], absent: ["6,000"] },
  { question: "wen u open sat", kind: "slang", facts: ["10AM-3PM"] },
  { question: "ur addy?", kind: "slang", facts: ["88 Harbour Street"] },
  { question: "wat time r classes on wkdays", kind: "slang", anyOf: [["6PM-9PM", "6PM - 9PM"]] },
  { question: "r u guys open sun", kind: "slang", facts: ["closed"] },
  { question: "cn i do qa onlin", kind: "slang", anyOf: [["on campus or online", "online, live"]] },
  {
    question: "do i need 2 kno codin 4 qa",
    kind: "slang",
    anyOf: [["No coding experience", "teaches the JavaScript"]],
  },
  {
    question: "u giv laptops or nah",
    kind: "slang",
    anyOf: [["do not provide or lend", "Bring your own laptop", "own laptop"]],
  },
  { question: "u do refunds?", kind: "slang", anyOf: [["no refund", "not refunded"]] },
  { question: "gimme ur email pls", kind: "slang", facts: ["hello@harbourline.example"] },
  { question: "who teachs full stak", kind: "slang", facts: ["Arjun Mehta"] },
  {
    question: "wats in da qa cors",
    kind: "slang",
    facts: ["QA fundamentals", "Manual testing", "Automated testing"],
  },
  { question: "hw much 2 build a web app 4 my biz", kind: "slang", facts: ["10,000"] },
  {
    question: "r ur certs accredited",
    kind: "slang",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  { question: "can i work ft n study", kind: "slang", anyOf: [["full-time job", "keep working"]] },
  { question: "is applyin free", kind: "slang", anyOf: [["Applying is free", "pay nothing"]] },
  { question: "u guys use cookies 4 ads?", kind: "slang", facts: ["no advertising"] },

  // ---- honest no-answer ----
  {
    before: ["how much is the full stack course?"],
    question: "any scholarships 4 it?",
    kind: "no answer",
    none: true,
  },
  { question: "is there parkin near ur office", kind: "no answer", noYes: true },
  {
    before: ["who teaches data analytics?"],
    question: "what uni did he go to",
    kind: "no answer",
    none: true,
  },
  { question: "do u do a discount if me n my mate sign up together", kind: "no answer", none: true },
  {
    before: ["do you build mobile apps?"],
    question: "have u made any for restaurants b4",
    kind: "no answer",
    none: true,
  },
  { question: "do you run school holiday coding camps for kids", kind: "out-of-scope", none: true },
];
