/**
 * Probe batch (issue 16, fixer h6): a visitor first describes someone (themself or a relative: age,
 * school, job, degree, hobbies, location, family, health, schedule) and then asks something the
 * site answers; and six where the question itself is something the site does not say (the honest
 * reply). Written from content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

export const probes: EvalCase[] = [
  // Suits / which course.
  {
    question:
      "my nephew is 19, did a bit of coding at school and plays heaps of video games. which course would suit him best?",
    anyOf: [["suits", "suit", "Full Stack", "QA"]],
  },
  {
    question:
      "I'm 45, been a bookkeeper for 20 years, live in parramatta. is data analytics a good fit for someone like me?",
    anyOf: [["spreadsheets", "business, finance"]],
  },
  {
    question:
      "my wife is a primary school teacher and wants a change, she's super organised and picky about details. what would suit her?",
    anyOf: [["Detail-minded", "Career changers"]],
    absent: ["We may change"],
  },
  {
    question:
      "hi im 23 just graduated uni with a biology degree and want a career in data, which of your programs fits me",
    anyOf: [["Data Analytics"]],
  },
  {
    question: "I work in retail, 3 kids, mortgage. which of your courses is best for a career change?",
    anyOf: [["Career changers", "career changers"]],
  },
  // Prerequisites.
  {
    question:
      "my daughter is 16, doing year 11 and not great at maths. would she need to be good at maths for data analytics?",
    anyOf: [["High-school maths", "statistics"]],
  },
  {
    question:
      "im 30 and have never written a line of code in my life. do i need any experience before the full stack course?",
    anyOf: [["No programming experience"]],
  },
  {
    question:
      "my dad is 60, retired from the railways, and only uses his ipad for emails. what does he need to know before starting QA?",
    anyOf: [["No coding experience", "Comfortable using web"]],
  },
  {
    question:
      "I did an arts degree 10 years ago and haven't studied since, are there any entry requirements for software testing?",
    anyOf: [["No coding experience", "Comfortable using web"]],
  },
  {
    question:
      "english is my second language, I came from brazil 2 years ago. what level of english do I need for the QA course?",
    anyOf: [["Clear written English", "English"]],
  },
  // Careers help.
  {
    question:
      "my son finished a compsci degree last year and still no job. would your careers support actually help him?",
    anyOf: [["Portfolio review", "CV", "Mock interview"]],
  },
  {
    question:
      "I'm a mum of two returning to work after 8 years at home, do you help with finding a job after the course?",
    anyOf: [["Portfolio review", "CV", "Mock interview", "Careers support"]],
  },
  {
    question:
      "been a chef for 12 years, burnt out. if i do the testing course do you help me get a job after?",
    anyOf: [["Portfolio review", "CV", "Mock interview", "Careers support"]],
  },
  // Mode / online.
  {
    question: "I live in Perth and work full time in a mine on a FIFO roster. can I do the QA course online?",
    anyOf: [["online"]],
  },
  {
    question:
      "my partner lives out in the country near Dubbo, 5 hours from sydney. can she do full stack online?",
    anyOf: [["online", "streamed"]],
  },
  {
    question: "i'm in a wheelchair and getting to the city is hard. can I study data analytics from home?",
    anyOf: [["no online option", "on campus"]],
  },
  // Time / keep working / schedule.
  {
    question: "I work 9 to 5 monday to friday as a receptionist. when are the classes?",
    anyOf: [["6PM", "6pm", "evening"]],
  },
  {
    question: "my brother works nights as a security guard, 10pm to 6am. what time are classes held?",
    anyOf: [["6PM", "11AM", "Saturday"]],
  },
  {
    question:
      "i have 2 little kids and my husband works weekends. how many hours a week would the full stack course take?",
    anyOf: [["3 hours", "three-hour", "6 to 8 hours"]],
  },
  {
    question: "I'm a nurse doing 12 hour shifts. can I keep my job while doing the QA course?",
    anyOf: [["keep a full-time job", "evening"]],
  },
  {
    question:
      "me and my husband both work full time and have a toddler. how long is the data analytics course?",
    anyOf: [["16 weeks"]],
  },
  // Fees.
  {
    question: "my son is 18 and on centrelink, money is tight. how much is the full stack course?",
    anyOf: [["$6,000"]],
  },
  {
    question: "I'm a single mum on a casual wage. can I pay for the QA course in instalments?",
    anyOf: [["instalments"]],
  },
  {
    question: "i'm a uni student working part time at maccas. how much does data analytics cost?",
    anyOf: [["$4,000"]],
  },
  // Equipment.
  {
    question: "my daughter only has an old chromebook from school. what laptop does she need for the course?",
    anyOf: [["8 GB", "Windows 10"]],
  },
  {
    question: "I'm an accountant and I use a macbook at home. can I do data analytics on a mac?",
    anyOf: [["Power BI", "Mac"]],
  },
  // Start / intake.
  {
    question:
      "my son finishes year 12 in november and wants to start something in the new year. when does the next full stack intake start?",
    anyOf: [["intake", "2027", "start"]],
  },
  // Certificate / outcomes.
  {
    question:
      "I already have a masters in engineering. would I get a certificate at the end of data analytics?",
    anyOf: [["certificate of completion"]],
  },
  {
    question:
      "my cousin is 25 and works in a call centre, hates it. what jobs could she get after the QA course?",
    anyOf: [["QA analyst", "software tester"]],
    absent: ["(02)"],
  },
  // Missed class / health.
  {
    question: "I have a chronic illness and sometimes have flare ups. what happens if I miss a class?",
    anyOf: [["online space", "catch up", "Tell your instructor"]],
  },
  // Honest: the site does not say.
  { question: "my daughter is 15, is she old enough to enrol in full stack?", none: true },
  { question: "I'm 67 and retired, is there a seniors discount on the fees?", none: true },
  {
    question: "my son has dyslexia, do you offer extra time in assessments for learning difficulties?",
    none: true,
  },
  {
    question: "I'm on a student visa from india studying at uni, can I enrol in QA while on my visa?",
    none: true,
  },
  {
    question: "my husband is a veteran, does the government pay for your courses for ex-defence people?",
    none: true,
  },
  { question: "I'm 17 and just finished year 12, is there an age limit for your courses?", none: true },
  // The brief's three.
  {
    question:
      "my daughter is 17, just finished year 12 with ok maths. she's never programmed anything, could she still do data analytics?",
    anyOf: [["No programming experience"]],
  },
  {
    question:
      "hi, my son is 17 and just finished year 12. hes really good at maths and loves messing around in excel. which of your courses would suit him?",
    anyOf: [["Data Analytics"]],
  },
  {
    question:
      "I just finished an IT degree but can't land a job. what help would I actually get with job hunting?",
    anyOf: [["Portfolio review", "CV", "Mock interview"]],
  },
];
