/**
 * Development set 36 (issue 16). First written as a private blind probe set (p44: phone-typed in a hurry) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 47/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet36: DevCase[] = [
  // ---- programs: length and study mode
  {
    kind: "typo",
    question: "how lng is teh full stak corse",
    anyOf: [["24 weeks", "24-week", "twenty-four weeks"]],
  },
  {
    kind: "slang",
    question: "da course hw many wks tho",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
    absent: ["24 weeks"],
  },
  {
    kind: "answer",
    question: "is qa avail online",
    anyOf: [["on campus or online", "yes", "live"]],
  },

  // ---- fees, payment and refunds
  {
    kind: "slang",
    question: "$$ for fs?",
    anyOf: [["6,000", "6000"]],
    absent: ["4,000"],
  },
  {
    kind: "follow-up",
    before: ["how much is the data analytics one"],
    question: "can i pay in instalmnts",
    anyOf: [["monthly instalments", "instalments of"], ["1,000", "1000"]],
  },
  {
    kind: "indirect",
    question: "do i hav to pay upfront b4 they even accept me",
    anyOf: [["after enrolment", "applying is free", "pay nothing before"]],
  },
  {
    kind: "slang",
    question: "if i drop out halfway do i get my $$ back",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "answer",
    question: "fees incl gst?",
    anyOf: [["gst included", "include gst", "includes gst"]],
  },

  // ---- timetable and study load
  {
    kind: "typo",
    question: "wat tims r the clases",
    anyOf: [["6pm", "6 pm"], ["11am", "11 am"]],
  },
  {
    kind: "slang",
    question: "hw many hrs is each class",
    anyOf: [["3 hours", "three hours", "three-hour", "3-hour"]],
  },
  {
    kind: "indirect",
    question: "i work 9-5 mon to fri would classes clash w my job",
    anyOf: [["6pm", "6 pm", "evening"]],
  },
  {
    kind: "slang",
    question: "any w/e classes or just weeknights",
    anyOf: [["saturday", "sat"], ["11am", "11 am"]],
  },
  {
    kind: "paraphrase",
    question: "gonna miss a class next wk for a wedding wat happens",
    anyOf: [["tell your instructor", "catch up", "online space"]],
  },

  // ---- prerequisites, who it suits, where it leads
  {
    kind: "indirect",
    question: "never written a line of code in my life lol is fs even for me",
    anyOf: [["no programming experience", "starts with html", "career changers"]],
  },
  {
    kind: "typo",
    question: "do i need to b good at maths 4 da i failed it at scool",
    anyOf: [["high-school maths", "high school maths", "teaches the statistics"]],
  },
  {
    kind: "paraphrase",
    question: "wat kinda jobs do ppl go for after qa",
    anyOf: [["qa analyst", "software tester", "test automation engineer"]],
  },

  // ---- equipment
  {
    kind: "typo",
    question: "do u giv us laptops or do i bring mine",
    anyOf: [["bring your own laptop", "do not provide", "own laptop"]],
  },
  {
    kind: "indirect",
    question: "only got a macbook gonna b an issue for da?",
    facts: ["Power BI"],
    anyOf: [["windows only", "on windows"]],
  },

  // ---- careers support and certificate
  {
    kind: "slang",
    question: "do u guys guarantee a job at the end or nah",
    anyOf: [["cannot promise", "no course can guarantee", "do not publish"]],
    absent: ["%"],
  },
  {
    kind: "typo",
    question: "is the certificat acredited or wat",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  {
    kind: "answer",
    question: "cv help included?",
    anyOf: [["cv and linkedin review", "no extra cost", "careers support"]],
  },
  {
    kind: "paraphrase",
    question: "any1 actually land a job after qa??",
    anyOf: [["two weeks after finishing", "liam", "qa analyst", "cannot promise"]],
  },

  // ---- applying and the portal
  {
    kind: "typo",
    question: "how do i aply for a cours",
    anyOf: [["application form", "/enrol-now", "enrol now", "start your application"]],
  },
  {
    kind: "slang",
    question: "applied yday how long til sum1 gets bk 2 me",
    anyOf: [["two business days", "2 business days", "within a week"]],
  },
  {
    kind: "indirect",
    question: "put the wrong uni on my application by accident can i edit it",
    anyOf: [["submit a new application", "new application"]],
  },

  // ---- contact and visiting
  {
    kind: "paraphrase",
    question: "wheres ur office at",
    facts: ["88 Harbour Street"],
  },
  {
    kind: "follow-up",
    before: ["wats ur address"],
    question: "open sundys?",
    anyOf: [["closed"]],
  },
  {
    kind: "answer",
    question: "email addy?",
    facts: ["hello@harbourline.example"],
  },

  // ---- services for businesses
  {
    kind: "slang",
    question: "roughly how much $$ 4 a mobile app",
    anyOf: [["20,000", "20000"]],
  },
  {
    kind: "typo",
    question: "wat tech do u use 4 web apps",
    facts: ["React"],
    anyOf: [["express", "typescript", "nextjs", "remix"]],
  },
  {
    kind: "answer",
    question: "min price for software testing service",
    anyOf: [["5,000", "5000"]],
  },
  {
    kind: "typo",
    question: "the free consultaton is it w a sales guy or an actual dev",
    anyOf: [["senior developer", "not a salesperson"]],
  },
  {
    kind: "follow-up",
    before: ["booked a free consult for my app idea"],
    question: "need 2 move it 2 another day how",
    anyOf: [["reschedule"]],
  },

  // ---- people
  {
    kind: "typo",
    question: "who teachs the qa cors",
    facts: ["Mei Lin Chen"],
  },
  {
    kind: "follow-up",
    before: ["who teaches fs"],
    question: "how much exp has he got",
    anyOf: [["twelve years", "12 years"]],
  },

  // ---- privacy
  {
    kind: "typo",
    question: "do u sell my info to 3rd partys",
    anyOf: [["never sell", "do not sell"]],
  },

  // ---- comparisons
  {
    kind: "comparison",
    question: "fs vs da which 1 is shorter",
    facts: ["Data Analytics"],
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "comparison",
    question: "cheapest course?",
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "comparison",
    question: "which courses can i do online",
    facts: ["QA", "full stack"],
  },
  {
    kind: "comparison",
    question: "qa or da which has more homework",
    anyOf: [["5 to 7 hours", "5-7 hours", "5 to 7"]],
  },
  {
    kind: "comparison",
    question: "fs $$ vs qa $$",
    anyOf: [["6,000", "6000"], ["4,000", "4000"]],
  },

  // ---- multi-part
  {
    kind: "multi-part",
    question: "fs how long n how much",
    anyOf: [["24 weeks", "24-week", "twenty-four weeks"], ["6,000", "6000"]],
  },
  {
    kind: "multi-part",
    question: "qa - can i do it online? n wat days r classes",
    anyOf: [["or online", "online, live", "yes"], ["6pm", "6 pm", "saturday"]],
  },
  {
    kind: "multi-part",
    question: "da: need my own laptop? n do i hav to know python already",
    anyOf: [["own laptop", "bring your own"], ["no programming experience", "taught from the start"]],
  },
  {
    kind: "multi-part",
    question: "open sat? n is there parking",
    anyOf: [["10am-3pm", "10am", "10 am"]],
  },
  {
    kind: "multi-part",
    question: "refund policy + when do i actually pay",
    anyOf: [["no refund", "not refunded"], ["after enrolment"]],
  },
  {
    kind: "multi-part",
    question: "web app cost n do i get to see progress along the way",
    anyOf: [["10,000", "10000"], ["fortnightly demos", "fortnightly"]],
  },
  {
    kind: "multi-part",
    question: "whos the director n whos tech head",
    facts: ["Sarah Whitfield"],
    anyOf: [["Tomás Rivera", "Rivera"]],
  },

  // ---- follow-ups on a named program
  {
    kind: "follow-up",
    before: ["how long is fs"],
    question: "n qa?",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "follow-up",
    before: ["$$ for qa"],
    question: "n fs",
    anyOf: [["6,000", "6000"]],
  },

  // ---- blog (free text)
  {
    kind: "free text",
    question: "that blog about cleaning data b4 charts wat r the checks",
    anyOf: [["duplicates", "missing values", "extremes", "check the types"]],
  },
  {
    kind: "free text",
    question: "ur blogs 15 min rule thing wats that",
    anyOf: [["fifteen minutes", "fifteen-minute"]],
  },

  // ---- out of scope
  {
    kind: "out-of-scope",
    question: "wats the weather in syd 2day",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "can u do my python assignment its due 2moro",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "best pho near harbour st?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "who won the footy last nite",
    none: true,
  },

  // ---- not answered by the site
  {
    kind: "no answer",
    question: "any scholarships or discounts 4 students",
    none: true,
  },
  {
    kind: "no answer",
    question: "is there parking near ur office",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "do u sponsor student visas? im overseas",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "min age to enrol? im 16",
    none: true,
  },
];
