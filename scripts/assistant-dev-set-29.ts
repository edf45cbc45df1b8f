/**
 * Development set 29 (issue 16). First written as a private blind probe set (p37: new wordings of the kinds of failure the issue lists and their neighbours) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a1858ba, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const sat10 = ["10AM", "10 AM", "10am", "10:00"];
const sat3 = ["3PM", "3 PM", "3pm", "15:00"];
const nine = ["9AM", "9 AM", "9am", "09:00"];
const ninePm = ["9PM", "9 PM", "9pm", "21:00"];
const weeks16 = ["16 weeks", "16-week"];
const weeks24 = ["24 weeks", "24-week"];
const officePhone = ["5550 1234", "55501234"];
const fee4k = ["$4,000", "$4000", "4,000"];
const fee6k = ["$6,000", "$6000", "6,000"];

export const devSet29: DevCase[] = [
  // --- Visiting in person and opening hours ---
  {
    kind: "slang",
    question: "can i just rock up to ur office on a saturday arvo or is it shut",
    anyOf: [sat10, sat3],
  },
  {
    kind: "indirect",
    question: "Thinking of swinging by on Sunday to chat about the courses in person, will anyone be around?",
    anyOf: [["closed"]],
  },
  {
    kind: "typo",
    question: "wat time do u guys close on weekdys",
    anyOf: [ninePm],
  },
  {
    kind: "paraphrase",
    question: "Where exactly is your campus? I'd like to come and see the classrooms before I sign up.",
    facts: ["88 Harbour Street"],
  },
  {
    kind: "indirect",
    question: "I start work at 9, could I pop in at 8 in the morning before my shift?",
    anyOf: [nine],
  },
  {
    kind: "follow-up",
    before: ["whats your street address?"],
    question: "and what hours can I come in?",
    anyOf: [nine, ninePm],
  },
  {
    kind: "slang",
    question: "im in the lobby of ur building lol which floor r u on",
    facts: ["Level 12"],
  },
  {
    kind: "no answer",
    question: "Is there somewhere to park the car near your office?",
    noYes: true,
  },

  // --- Reaching a person ---
  {
    kind: "indirect",
    question: "I'd honestly rather talk to an actual human than a bot. How do I reach one of your staff?",
    anyOf: [[...officePhone, "0491 570 156", "hello@harbourline.example"]],
  },
  {
    kind: "typo",
    question: "whats ur emial adress",
    facts: ["hello@harbourline.example"],
  },
  {
    kind: "paraphrase",
    question: "Is there a mobile number I can ring you on?",
    facts: ["0491 570 156"],
  },
  {
    kind: "free text",
    question:
      "In the testing course do you go straight into automation, or do you start by testing things by hand?",
    anyOf: [["by hand", "manual"]],
  },
  {
    kind: "indirect",
    question:
      "I sent in my application a couple of days ago and haven't heard back yet. How long does it usually take before somebody contacts me?",
    anyOf: [["two business days", "2 business days", "within a week"]],
  },

  // --- Comparisons: lengths, fees, modes, start dates ---
  {
    kind: "comparison",
    question: "Which one would I finish sooner, full stack or the data analytics course?",
    anyOf: [["Data Analytics"], weeks16, weeks24],
  },
  {
    kind: "comparison",
    question: "is the testing course shorter than full stack?",
    anyOf: [weeks16],
  },
  {
    kind: "out-of-scope",
    question: "could you write me a cover letter for a junior developer job at Atlassian?",
    none: true,
  },
  {
    kind: "comparison",
    question:
      "I live up in Newcastle so I can't get to Sydney every week. Which of your courses could I do from home?",
    anyOf: [["QA & Software Testing", "QA and Software Testing", "QA"]],
  },
  {
    kind: "paraphrase",
    question: "Can the data analytics course be done remotely?",
    anyOf: [["no online option", "campus"]],
  },
  {
    kind: "comparison",
    question: "whats the price difference between full stack and QA",
    anyOf: [fee6k, fee4k],
  },
  {
    kind: "comparison",
    question: "Which program is the cheapest?",
    anyOf: [fee4k],
  },
  {
    kind: "comparison",
    question: "Out of the three courses, which one kicks off first?",
    anyOf: [["QA"], ["February 2027"]],
  },
  {
    kind: "follow-up",
    before: ["How long does the full stack course take?"],
    question: "and the data one?",
    anyOf: [weeks16],
  },
  {
    kind: "follow-up",
    before: ["Tell me a bit about the software testing course"],
    question: "how much does it cost?",
    anyOf: [fee4k],
  },
  {
    kind: "multi-part",
    question: "How long is QA, what does it cost, and can I join the classes online?",
    anyOf: [fee4k, weeks16, ["online"]],
  },

  // --- Evenings, weekends, class length ---
  {
    kind: "indirect",
    question: "I work 9 to 5 Monday to Friday. Do you have anything at night?",
    anyOf: [["6PM", "6 PM", "6pm", "18:00"]],
  },
  {
    kind: "typo",
    question: "how mnay hours is each clas",
    anyOf: [["three hours", "3 hours", "three-hour", "3-hour"]],
  },
  {
    kind: "paraphrase",
    question: "Are any of the classes held on the weekend?",
    anyOf: [["11AM", "11 AM", "11am", "11:00"]],
  },
  {
    kind: "paraphrase",
    question: "How many times a week would I need to attend?",
    anyOf: [
      [
        "one three-hour class a week",
        "once a week",
        "one class a week",
        "1 class a week",
        "one three-hour class",
      ],
    ],
  },
  {
    kind: "indirect",
    question: "Would I have to quit my full-time job to do the full stack course?",
    anyOf: [["full-time job", "keep working", "evening"]],
  },
  {
    kind: "paraphrase",
    question: "Outside of class, how much homework time per week should I budget for full stack?",
    facts: ["6 to 8 hours"],
  },
  {
    kind: "slang",
    question: "what happens if i bail on a class one week, am i screwed?",
    anyOf: [["catch up", "notes and exercises", "Tell your instructor"]],
  },
  {
    kind: "indirect",
    question: "Saturdays are my kid's sport, can I do my class on a Sunday instead?",
    anyOf: [["6PM", "6 PM", "6pm", "weekday evening"]],
  },
  {
    kind: "free text",
    question: "Walk me through what an ordinary week is like in the QA course.",
    anyOf: [["5 to 7 hours", "in pairs", "bug reports"]],
  },

  // --- Equipment ---
  {
    kind: "paraphrase",
    question: "Will you hand me a computer when I start, or do I need to bring my own?",
    anyOf: [["Bring your own laptop", "do not provide or lend", "your own laptop"]],
  },
  {
    kind: "slang",
    question: "money's tight rn, does the fee come with a free laptop?",
    anyOf: [["none is included", "do not provide", "Bring your own laptop"]],
  },
  {
    kind: "indirect",
    question: "All I've got is a MacBook. Is that going to be a problem for the data analytics course?",
    anyOf: [["Power BI"], ["Windows only", "Windows"]],
  },
  {
    kind: "follow-up",
    before: ["Do I have to bring my own laptop?"],
    question: "ok what specs does it need, like RAM and storage?",
    facts: ["8 GB", "20 GB"],
  },
  {
    kind: "paraphrase",
    question: "Will I have to buy software licences on top of the course fee?",
    anyOf: [["free for students"]],
  },
  {
    kind: "follow-up",
    before: ["Can I do the QA course online?"],
    question: "what gear do I need for that apart from a laptop?",
    facts: ["headset"],
  },

  // --- Jobs and careers support ---
  {
    kind: "paraphrase",
    question: "Do you actually help people land a job once they finish?",
    anyOf: [["Portfolio review", "CV", "Mock interview", "Job-search"]],
  },
  {
    kind: "multi-part",
    question: "what % of your grads get hired, and whats the average salary after?",
    anyOf: [["do not publish", "can guarantee", "cannot promise"]],
  },
  {
    kind: "paraphrase",
    question: "Is a job guaranteed at the end of the testing course?",
    anyOf: [["cannot promise", "can guarantee"]],
  },
  {
    kind: "indirect",
    question: "What sort of roles could I apply for after data analytics?",
    anyOf: [["data analyst", "reporting analyst", "business intelligence"]],
  },
  {
    kind: "paraphrase",
    question: "Do I pay extra for the careers help, or is it part of the course?",
    anyOf: [["no extra cost"]],
  },
  {
    kind: "typo",
    question: "is ur certifcate nationaly recognised",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },

  // --- What you need to know first ---
  {
    kind: "indirect",
    question: "I've never written a single line of code in my life. Could I still manage full stack?",
    anyOf: [["No programming experience", "starts with HTML"]],
  },
  {
    kind: "indirect",
    question: "Maths was never my thing at school. How much of it do I need for data analytics?",
    anyOf: [["High-school maths"]],
  },
  {
    kind: "slang",
    question: "any prereqs for qa?",
    anyOf: [["No coding experience", "JavaScript you need"]],
  },
  {
    kind: "paraphrase",
    question: "English is my second language. How good does it have to be for the full stack course?",
    anyOf: [["technical documentation", "English good enough"]],
  },

  // --- Who a program suits ---
  {
    kind: "indirect",
    question:
      "I've worked in retail for years and want out. Which of your programs would fit someone like me?",
    anyOf: [["QA & Software Testing", "QA and Software Testing", "QA"], ["retail"]],
  },
  {
    kind: "paraphrase",
    question: "What kind of person is the data analytics program designed for?",
    anyOf: [["spreadsheets", "Career changers from business", "Graduates"]],
  },
  {
    kind: "indirect",
    question:
      "I've done heaps of free YouTube coding tutorials but I keep getting stuck on my own. Is the full stack course a good fit?",
    anyOf: [["free tutorials", "structure, feedback"]],
  },

  // --- Fees and payment ---
  {
    kind: "typo",
    question: "hw much is the ful stack cours",
    anyOf: [fee6k],
  },
  {
    kind: "follow-up",
    before: ["how much is data analytics?"],
    question: "can I spread that over a few months rather than paying it all at once?",
    anyOf: [["instalments", "installments"]],
  },
  {
    kind: "paraphrase",
    question: "Is there a fee just to apply?",
    anyOf: [["Applying is free", "pay nothing"]],
  },
  {
    kind: "no answer",
    question: "I'm from overseas. Can I come over on a student visa to do one of your courses?",
    noYes: true,
  },
  {
    kind: "indirect",
    question: "Say I pull out halfway through, do I get any of my money back?",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "multi-part",
    question:
      "Hi, I'm 34 and work full time in a warehouse. I want to get into tech but I can only study at night and I'm on a budget. What times are the classes and what would the cheapest course set me back?",
    anyOf: [["6PM", "6 PM", "6pm", "evening"], fee4k],
  },

  // --- Not said / out of scope ---
  {
    kind: "no answer",
    question: "Are there any scholarships or discounts for uni students?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "what's the weather looking like in Sydney this weekend?",
    none: true,
  },
];
