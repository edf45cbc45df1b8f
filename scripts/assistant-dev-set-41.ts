/**
 * Development set 41 (issue 16). First written as a blind probe set (p56: unusual vocabulary and register: formal letters, British, Indian and Australian idiom, second-language speakers, words the content never uses) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 838add6, which nobody had tuned to it (first run 40/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const FS_FEE = ["6,000", "6000"];
const QA_FEE = ["4,000", "4000"];
const WEEKS24 = ["24 weeks", "24-week", "twenty-four weeks"];
const WEEKS16 = ["16 weeks", "16-week", "sixteen weeks"];
const SIX_PM = ["6PM", "6 PM", "6 p.m.", "6:00", "18:00"];
const THREE_HOURS = ["three-hour", "3 hours", "three hours", "3-hour"];
const NOT_ONLINE = ["no online", "Sydney only", "only on campus", "on campus only", "not offered online", "not available online", "not online"];

export const devSet41: DevCase[] = [
  // ── Programs: fees, length, mode (formal, British, Indian, American, older, non-native) ──
  {
    kind: "paraphrase",
    question:
      "Dear Sir or Madam, I should be most grateful if you would advise me of the tuition payable for your full stack software development programme. Yours faithfully, R. Pemberton",
    anyOf: [FS_FEE],
  },
  {
    kind: "multi-part",
    question: "Kindly share the fees structure for QA testing course and whether EMI facility is available for the same.",
    anyOf: [QA_FEE, ["instalment", "installment", "monthly"], ["1,000", "1000"]],
  },
  {
    kind: "paraphrase",
    question: "What's tuition for the data analytics track? Is that billed per semester or is it the whole thing?",
    anyOf: [QA_FEE],
  },
  {
    kind: "indirect",
    question:
      "My grandson reckons I ought to learn about testing computer programmes. Roughly how many months does that course go on for?",
    anyOf: [WEEKS16],
  },
  {
    kind: "typo",
    question: "i am want learn to make full website from start, how many week it take and the classes is in night time?",
    anyOf: [WEEKS24, SIX_PM],
  },
  {
    kind: "slang",
    question: "G'day, could I do the data course from home up in Cairns or do I gotta rock up to Sydney every week?",
    anyOf: [NOT_ONLINE],
  },
  {
    kind: "indirect",
    question: "I work in an office in the City until half five most days. Would I realistically be able to attend your lectures?",
    anyOf: [SIX_PM],
  },
  {
    kind: "indirect",
    question: "I do shift work Monday to Friday at the hospital. Is there any sitting of the classes at the weekend?",
    anyOf: [["11AM", "11 AM", "11 a.m.", "11:00"]],
  },
  {
    kind: "paraphrase",
    question: "How long does each lecture last, roughly?",
    anyOf: [THREE_HOURS],
  },
  {
    kind: "multi-part",
    question:
      "For the full stack programme, how many contact hours per week are there, and how much private study should I budget for on top?",
    anyOf: [THREE_HOURS, ["6 to 8", "6-8", "six to eight"]],
  },

  // ── Fees, payment and refunds (terms) ──
  {
    kind: "indirect",
    question:
      "Should I be obliged to withdraw from the course part-way through owing to ill health, would any portion of the fees be reimbursed?",
    anyOf: [["no refund", "not refunded", "non-refundable", "no refunds"]],
  },
  {
    kind: "indirect",
    question: "If I'm paying it off monthly and have to pull out halfway, am I still on the hook for the remaining payments?",
    facts: ["in writing"],
    anyOf: [["cancelled", "canceled"]],
  },
  {
    kind: "paraphrase",
    question: "May I settle the account by credit card, or must it be a cheque?",
    facts: ["bank transfer", "card"],
  },
  {
    kind: "typo",
    question: "is there a deposite or aplication fee to pay when i put my name down for a cours?",
    anyOf: [["applying is free", "pay nothing", "free to apply", "no deposit", "nothing before"]],
  },
  {
    kind: "paraphrase",
    question: "Are the course fees quoted inclusive of GST, or is the tax added on afterwards?",
    anyOf: [["include GST", "includes GST", "GST included", "including GST", "inclusive of GST", "GST-inclusive"]],
  },

  // ── Certificate and careers support ──
  {
    kind: "paraphrase",
    question: "Will I come away with a recognised diploma at the end of it, something an employer would accept?",
    facts: ["certificate of completion"],
    anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited", "not an accredited"]],
  },
  {
    kind: "paraphrase",
    question: "Do you provide 100% placement assistance like the other institutes do?",
    anyOf: [["guarantee", "cannot promise", "can't promise"]],
  },
  {
    kind: "multi-part",
    question: "What percentage of each cohort actually lands a job, and what's the average starting salary?",
    facts: ["salary"],
    anyOf: [["do not publish", "don't publish"]],
  },
  {
    kind: "paraphrase",
    question: "Do you folks offer any help polishing up my resume before I start applying for jobs?",
    facts: ["LinkedIn"],
    anyOf: [["CV"]],
  },

  // ── Equipment ──
  {
    kind: "typo",
    question: "Will the colledge provide me with a computor for the lessons or must i purchace one myself?",
    anyOf: [["own laptop", "do not provide", "don't provide", "not provide"]],
  },
  {
    kind: "indirect",
    question: "I've only got a MacBook at home. Will that cause me any bother on the analytics course?",
    facts: ["Power BI"],
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows", "Windows-only"]],
  },
  {
    kind: "indirect",
    question: "If I join the testing classes remotely, is there any extra kit I'll need besides the laptop?",
    facts: ["headset"],
  },

  // ── Prerequisites and who a program suits ──
  {
    kind: "indirect",
    question: "I've never written a single line of code in my life. Am I too green for the software development course?",
    anyOf: [["no programming experience", "starts with HTML", "no experience", "no coding"]],
  },
  {
    kind: "indirect",
    question: "Must one be good at mathematics for the analytics programme? I left school at sixteen.",
    anyOf: [["high-school maths", "high school maths", "teaches the statistics", "high-school math"]],
  },
  {
    kind: "indirect",
    question: "I've been on the tills in a supermarket for twenty years. Would the testing course suit somebody like me?",
    anyOf: [["career changer", "retail"]],
  },

  // ── Comparisons ──
  {
    kind: "comparison",
    question: "Which is the quicker of the two, the testing course or the full stack one?",
    anyOf: [WEEKS16, WEEKS24],
  },
  {
    kind: "comparison",
    question: "Which of your programmes can be undertaken by distance learning?",
    anyOf: [["QA"], ["full stack"], NOT_ONLINE],
  },
  {
    kind: "comparison",
    question: "What's the price difference between the full stack and the data analytics courses?",
    anyOf: [FS_FEE, QA_FEE],
  },
  {
    kind: "comparison",
    question: "Between the software testing course and data analytics, which one works out cheaper?",
    anyOf: [QA_FEE],
  },

  // ── Follow-ups ──
  {
    kind: "follow-up",
    before: ["What is the fee for the QA course?"],
    question: "and could I spread that over a few months?",
    anyOf: [["4 monthly", "four monthly", "4 equal", "4 instalments", "four instalments", "4 installments"], ["1,000", "1000"]],
  },
  {
    kind: "follow-up",
    before: ["Tell me about the data analytics programme, please."],
    question: "Who would my tutor be?",
    facts: ["Daniel Okafor"],
  },
  {
    kind: "follow-up",
    before: ["How long is the full stack course?"],
    question: "and the one for testers?",
    anyOf: [WEEKS16],
  },
  {
    kind: "follow-up",
    before: ["What does the QA course cover?"],
    question: "Which software packages would I be trained on?",
    facts: ["Playwright"],
  },

  // ── Curriculum ──
  {
    kind: "paraphrase",
    question: "Could you outline the curriculum of the full stack programme for me?",
    facts: ["DevOps"],
    anyOf: [["front end", "front-end"], ["back end", "back-end"]],
  },
  {
    kind: "paraphrase",
    question: "What's on the syllabus for analytics? Will I be taught any programming languages?",
    facts: ["Python", "SQL"],
  },

  // ── Contact and opening hours ──
  {
    kind: "paraphrase",
    question: "To whom it may concern, kindly furnish your postal address so that I may write to you directly.",
    facts: ["88 Harbour Street", "2000"],
  },
  {
    kind: "paraphrase",
    question: "What is the telephone number for your office? I don't use the electronic mail.",
    anyOf: [["5550 1234", "55501234"]],
  },
  {
    kind: "slang",
    question: "pls share ur email id, will send my documents there only",
    facts: ["hello@harbourline.example"],
  },
  {
    kind: "slang",
    question: "Are you lot open Sunday arvo? Was hoping to pop in for a chat.",
    facts: ["closed"],
  },

  // ── Services and consultation ──
  {
    kind: "indirect",
    question:
      "We are a small accountancy practice and wish to commission a bespoke online portal for our clients. What might such an undertaking cost, approximately?",
    anyOf: [["10,000", "10000"]],
  },
  {
    kind: "slang",
    question: "ballpark, what would you guys charge to build an iPhone + Android app for my cafe?",
    anyOf: [["20,000", "20000"]],
  },
  {
    kind: "multi-part",
    question: "Our firm's software needs independent checking before go-live. Is that something you undertake, and from what price?",
    anyOf: [["5,000", "5000"]],
  },
  {
    kind: "multi-part",
    question: "How long is the free consultation, and who will I be speaking to? Is it a sales rep?",
    facts: ["senior developer"],
    anyOf: [["30-minute", "30 minute", "30 minutes", "half an hour", "half-hour"]],
  },
  {
    kind: "paraphrase",
    question: "Are the prices on your development quotes GST-inclusive?",
    anyOf: [["excluding GST", "excludes GST", "exclusive of GST", "plus GST", "excl. GST", "ex GST", "ex-GST"]],
  },
  {
    kind: "indirect",
    question: "Once we've signed on for a build with you, will we get to see how it's coming along, or only at the very end?",
    anyOf: [["fortnightly", "every two weeks"]],
  },

  // ── Privacy ──
  {
    kind: "slang",
    question: "do you flog people's details to marketers or what",
    anyOf: [["not sell", "never sell", "don't sell"]],
    link: "/privacy",
  },
  {
    kind: "multi-part",
    question: "Under data protection rules I'd like my records erased. Whom do I ask, and how long will you take?",
    facts: ["30 days"],
    anyOf: [["hello@harbourline.example", "5550 1234", "contact form"]],
  },
  {
    kind: "paraphrase",
    question: "When I type into this chat box, do you hang on to my IP address? For how long?",
    facts: ["30 days"],
  },
  {
    kind: "paraphrase",
    question: "If I'm dissatisfied with how my personal data was handled, which regulator may I complain to?",
    anyOf: [["OAIC", "Australian Information Commissioner"]],
  },

  // ── Enrolment terms and applying ──
  {
    kind: "indirect",
    question: "Suppose I'm put in the Tuesday batch and later my roster changes. Could I shift to Thursdays?",
    anyOf: [["has room", "is room", "have room", "has space", "is space"], ["e-mail", "email"]],
  },
  {
    kind: "indirect",
    question: "If I'm feeling poorly and miss a lesson, how would I catch up?",
    facts: ["instructor"],
    anyOf: [["online space", "notes", "exercises"]],
  },
  {
    kind: "typo",
    question: "once i lodge my aplication how soon will sombody ring me back?",
    anyOf: [["two business days", "2 business days"]],
  },
  {
    kind: "indirect",
    question:
      "I live out in Parramatta and some weeks I simply can't get into the CBD. Could I dial in to the full stack class on those days?",
    anyOf: [["streamed", "live online", "online attendance", "join online", "join the same class online", "attend online"]],
  },

  // ── Free text ──
  {
    kind: "free text",
    question: "Who's the head honcho at Harbourline? Who actually runs the show?",
    facts: ["Sarah Whitfield"],
  },
  {
    kind: "free text",
    question: "In your people's view, should a QA team just automate every test and be done with it?",
    anyOf: [["does not replace", "need both", "both", "exploratory"]],
  },

  // ── Not on the site / off-topic ──
  {
    kind: "no answer",
    question: "Are there any bursaries or scholarships available for mature students?",
    none: true,
  },
  {
    kind: "no answer",
    question: "I am applying from Chennai. Will your institute issue the CoE letter so I can obtain a student visa?",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "Is there a concession rate for age pensioners?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "Could you recommend a decent curry house near Harbour Street for lunch?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "What is today's exchange rate from Indian rupees to Australian dollars?",
    none: true,
  },
];
